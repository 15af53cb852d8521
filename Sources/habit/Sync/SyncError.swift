import HabitCore

/// Why `habit sync` or `habit sync init` stopped (docs/sync.md). Every message is here;
/// `ErrorClassifier` gives the status: 1 for a refusal, 74 for git or the network.
enum SyncError: Error, CustomStringConvertible, Equatable {
    /// `git` is not installed.
    case gitMissing
    /// A git call failed: which, and what git said.
    case git(String, String)
    /// The data directory is not set up for sync.
    case notSetUp(String)
    /// The remote's history holds something `habit` does not take from a remote.
    case untrustedRemote(String)
    /// A file the merge driver could not read or write.
    case unreadable(String)
    /// A merge left a conflict that is not a field (git's own markers).
    case unmerged([String])
    /// A git lock file another git command holds, or left when it was killed.
    case gitLocked(String)
    /// A git call failed after this device's lines were committed and merged here: what
    /// the remote lacks is sent by the next `habit sync`.
    case notSent(String, String)
    /// Every push lost the race to another device's: how many were tried.
    case raceLost(Int)
    /// `sync init` in a folder a file-sync tool manages.
    case fileSyncFolder(String)
    /// A later try of a push that lost the race was refused or could not merge: what an
    /// earlier try merged stays here, this device's lines committed but not sent.
    indirect case afterMerge(SyncError)

    var description: String {
        switch self {
        case .gitMissing: "git is not installed; habit sync needs it (apt-get install git, brew install git)"
        case .git(let call, let said):
            "'git \(call)' failed: \(Self.last(said)); the data directory is as it was"
        case .notSent(let call, let said):
            "'git \(call)' failed: \(Self.last(said)); \(Self.unsent)"
        case .raceLost(let tries):
            "another device pushed to the remote first, \(tries) times running; \(Self.unsent)"
        case .notSetUp(let directory):
            "'\(Echo.token(directory))' is not set up for sync; run 'habit sync init [REMOTE]' first"
        case .untrustedRemote, .unmerged: "\(reason); the data directory is as it was"
        case .afterMerge(let error): "\(error.reason); \(Self.unsent)"
        case .unreadable(let path): "cannot read or write '\(Echo.token(path))'"
        case .gitLocked(let path):
            "'\(Echo.token(path))' is held by another git command; if none is running, delete it and sync again"
        case .fileSyncFolder(let folder):
            "'\(Echo.token(folder))' is shared by a file-sync tool (it holds '.stfolder'): run 'habit sync' "
                + "without 'init' there; git inside a synced folder would be copied half-written"
        }
    }

    /// Why a refused remote or a merge left for a person stopped the sync, without what
    /// that leaves of the data directory.
    private var reason: String {
        switch self {
        case .untrustedRemote(let what): "refusing the remote's changes: \(what)"
        case .unmerged(let files):
            "could not merge \(files.map { "'\(Echo.token($0))'" }.joinedText(separator: ", "))"
        default: description
        }
    }

    /// Whether the sync stopped after merging the remote's lines here.
    var mergedHere: Bool {
        switch self {
        case .notSent, .raceLost, .afterMerge: true
        default: false
        }
    }

    /// What a sync that merged but could not push leaves, and what to do.
    private static let unsent = "this device's changes are committed here but not sent; run 'habit sync' again"

    /// The last line git wrote that says why it failed: not a hint, nor the summary a
    /// refused push ends with after its reason.
    private static func last(_ said: String) -> String {
        said.split(separator: "\n").map { String($0).trimmedOfWhitespace }.last {
            !$0.isEmpty && !$0.hasPrefix("hint:") && !$0.hasPrefix("error: failed to push some refs")
        } ?? "no message"
    }
}
