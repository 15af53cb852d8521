import HabitCore
import HabitImport
import StreakEngine

/// The one place an error becomes what the user is told: the message after
/// `habit: error: ` and the exit status (docs/cli.md, "Exit codes and errors").
///
/// The libraries throw typed errors that hold their messages and no statuses; the
/// commands throw those errors or the command line's own (`UsageError`, `HabitError`,
/// `OutputError`) and decide no status themselves.
enum ErrorClassifier {
    /// The message and exit status of `error`.
    static func classify(_ error: any Error) -> (message: String, status: ExitCode) {
        switch error {
        case let error as UsageError: (error.description, .usage)
        case let error as HabitError: (error.description, status(of: error))
        case let error as TagError: (error.description, error.isUsage ? .usage : .failure)
        case let error as ValueError: (error.description, .usage)
        case let error as ClockError: (error.description, status(of: error))
        case let error as StoreError: (error.description, status(of: error))
        case let error as ImportError: (error.description, status(of: error))
        // The data holds something the export format could not carry back in.
        case let error as ExportError: (error.description, .dataError)
        case let error as OutputError: (error.description, .ioError)
        case let error as SyncError: (error.description, status(of: error))
        case let error as RemindError: (error.description, status(of: error))
        case let error as EngineError: (error.description, .usage)
        default: (String(describing: error), .failure)
        }
    }

    /// Refusals are 1; a `verify` that found problems is 65.
    private static func status(of error: HabitError) -> ExitCode {
        switch error {
        case .verifyFailed: .dataError
        default: .failure
        }
    }

    /// A bad date or today is typed by the user (64); an unknown zone is in the `config`
    /// file (65).
    private static func status(of error: ClockError) -> ExitCode {
        switch error {
        case .unknownTimeZone: .dataError
        case .invalidDate, .invalidTodayVariable, .invalidNow, .dayOutOfRange, .todayOutOfRange: .usage
        }
    }

    /// 65 malformed data, 74 I/O, 75 lock timeout; a data directory path that is not
    /// UTF-8 comes from the command line or the environment (64).
    private static func status(of error: StoreError) -> ExitCode {
        switch error {
        case .malformed, .journalConflict, .journalRefused, .carriageReturnLineEnds, .refusedChange: .dataError
        case .entriesNotRewritten: .failure
        case .undecodablePath: .usage
        case .lockTimeout: .lockTimeout
        case .io, .incompleteWrite, .noDataDirectory, .notADirectory, .symbolicLinkLoop, .notARegularFile,
            .madeButNotDurable:
            .ioError
        }
    }

    /// A remote refused or a merge left for a person is 1; git or the network failing, 74;
    /// a push that lost the race to other devices every time, 75 (try again).
    private static func status(of error: SyncError) -> ExitCode {
        switch error {
        case .untrustedRemote, .unmerged, .notSetUp, .gitLocked, .fileSyncFolder: .failure
        case .gitMissing, .git, .notSent, .unreadable: .ioError
        case .raceLost: .lockTimeout
        case .afterMerge(let error): status(of: error)
        }
    }

    /// The command line is 64; a notifier missing or failing 69; a unit file 74; a file
    /// that is not `habit`'s refused (1).
    private static func status(of error: RemindError) -> ExitCode {
        switch error {
        case .unknownAction, .unknownTimer, .missingTimer, .invalidInterval, .optionNotHere, .cronNotWritten: .usage
        case .notifierMissing, .notifierFailed: .unavailable
        case .noHome, .unitFile: .ioError
        case .notOurs: .failure
        }
    }

    /// A source of the wrong format is malformed data (65); one that cannot be reached is
    /// an I/O error (74).
    private static func status(of error: ImportError) -> ExitCode {
        switch error {
        case .wrongFormat: .dataError
        case .missing, .notADirectory, .notAFile, .missingFile, .unreadable: .ioError
        }
    }
}
