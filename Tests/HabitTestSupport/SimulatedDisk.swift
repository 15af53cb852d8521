import HabitCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An in-memory file system that knows what a power loss would keep.
///
/// Each file has its current bytes and its durable bytes (as of its last `fsync`); each
/// directory entry is durable only once its directory has been `fsync`ed after the entry
/// was created, renamed or removed. That is the guarantee POSIX gives and the weakest one
/// real file systems give: a new file, or a rename, can vanish in a power loss unless
/// the directory was synced.
///
/// `durableView()` is what a power loss right now would leave. With `recordCrashPoints`,
/// the view after every call is kept (and, where a file has unsynced appended bytes, a
/// second view keeping half of them: a torn append), so a test can check every crash
/// point of a run.
/// A `Fault` can also be injected, counted from the moment it is (as every call is, in the
/// same `CallLedger` the other fakes keep).
@available(macOS 15.0, iOS 18.0, *)
package final class SimulatedDisk: FileSystem {
    /// What a power loss leaves: path → bytes for files, `nil` for directories.
    package typealias View = [String: [UInt8]?]

    struct Node {
        var isDirectory: Bool
        var data: [UInt8] = []
        var durable: [UInt8] = []
        var mode: UInt32
    }

    struct Handle {
        var node: Int
        var offset = 0
        var append: Bool
        var writable: Bool
    }

    struct State {
        var nodes: [Int: Node] = [:]
        var names: [String: Int] = [:]
        var durableNames: [String: Int] = [:]
        var handles: [Int32: Handle] = [:]
        var nextNode = 1
        var nextHandle: Int32 = 100
        var ledger = CallLedger()
        var recordCrashPoints = false
        var crashPoints: [View] = []
    }

    let state = Mutex(State())

    /// A disk holding the directories in `directories` (durably).
    package init(directories: [String]) {
        state.withLock { s in
            s.nodes[0] = Node(isDirectory: true, mode: 0o755)
            s.names["/"] = 0
            s.durableNames["/"] = 0
            for path in directories {
                let id = s.nextNode
                s.nextNode += 1
                s.nodes[id] = Node(isDirectory: true, mode: 0o700)
                s.names[path] = id
                s.durableNames[path] = id
            }
        }
    }

    // MARK: Test controls

    /// Puts `bytes` at `path` as if it had been there, durably, all along.
    package func install(_ path: String, _ bytes: [UInt8], mode: UInt32 = 0o600) {
        state.withLock { s in
            let id = s.nextNode
            s.nextNode += 1
            s.nodes[id] = Node(isDirectory: false, data: bytes, durable: bytes, mode: mode)
            s.names[path] = id
            s.durableNames[path] = id
        }
    }

    /// Injects `fault`, its calls counted from now.
    package func inject(_ fault: Fault) {
        state.withLock { s in
            s.ledger = CallLedger(fault: fault)
        }
    }

    /// Injects no fault from now on.
    package func clearFault() { state.withLock { $0.ledger.fault = nil } }

    /// Every call since the disk was made or the last fault was injected.
    package var callCount: Int { state.withLock { $0.ledger.total } }

    /// Keeps, from now, what a power loss would leave after every call.
    package func startRecording() {
        state.withLock { s in
            s.recordCrashPoints = true
            s.crashPoints = [Self.durable(s)!]
        }
    }

    /// The durable views recorded so far (one before the first call, one after each call).
    package func takeCrashPoints() -> [View] {
        state.withLock { s in
            defer { s.crashPoints = [] }
            return s.crashPoints
        }
    }

    /// Everything as it is now (what a clean shutdown would keep).
    package func currentView() -> View {
        state.withLock { s in
            var view: View = [:]
            for (path, id) in s.names where path != "/" {
                view[path] = s.nodes[id]!.isDirectory ? .some(nil) : .some(s.nodes[id]!.data)
            }
            return view
        }
    }

    /// What a power loss now would keep.
    package func durableView() -> View { state.withLock { Self.durable($0)! } }

    /// With `tearing`, a file whose unsynced bytes extend its synced ones keeps half of
    /// them, as a disk may after a power loss in the middle of an append; `nil` when no
    /// file is in that state.
    static func durable(_ s: State, tearing: Bool = false) -> View? {
        var torn = false
        var view: View = [:]
        for (path, id) in s.durableNames where path != "/" {
            // An entry survives only if its parent directory survives too.
            var parent = SimulatedDisk.parent(of: path)
            var reachable = true
            while parent != "/" {
                if s.durableNames[parent] == nil { reachable = false }
                parent = SimulatedDisk.parent(of: parent)
            }
            guard reachable else { continue }
            let node = s.nodes[id]!
            var bytes = node.durable
            if tearing, !node.isDirectory, node.data.count > node.durable.count + 1,
                node.data.starts(with: node.durable)
            {
                bytes = Array(node.data.prefix(node.durable.count + (node.data.count - node.durable.count) / 2))
                torn = true
            }
            view[path] = node.isDirectory ? .some(nil) : .some(bytes)
        }
        return tearing && !torn ? nil : view
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
