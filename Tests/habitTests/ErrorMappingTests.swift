import Foundation
import HabitCore
import Testing

@testable import habit

/// Exit codes and messages of the store's and clock's errors as the command line reports them.
@Suite struct ErrorMappingTests {
    @Test func dataDirectoryThatIsAFileIsAnIOError() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let file = harness.root + "/plain-file"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let result = harness.run(["--data-dir", file, "check", "meditate"])
        #expect(result.status == 74)
        #expect(result.stderr == "habit: error: data directory '\(file)' is not a directory\n")
    }

    @Test func lockTimeoutIsExit75WithItsMessage() {
        let sink = BufferSink()
        let status = CLI.report(StoreError.lockTimeout(path: "/d/.lock", seconds: 10), to: sink)
        #expect(status == .lockTimeout)
        #expect(status.rawValue == 75)
        #expect(
            sink.text == "habit: error: data directory is busy: could not lock '/d/.lock' within 10 s; "
                + "another habit command may be stuck\n")
    }

    @Test func storeAndClockErrorsMapToTheirExitCodes() {
        let sink = BufferSink()
        #expect(CLI.report(StoreError.io(operation: "write", path: "/d/log", code: 28), to: sink) == .ioError)
        #expect(CLI.report(StoreError.malformed([]), to: sink) == .dataError)
        #expect(CLI.report(ClockError.invalidDateArgument("x"), to: sink) == .usage)
        #expect(CLI.report(ClockError.unknownTimeZone("Mars/Base"), to: sink) == .dataError)
        #expect(CLI.report(HabitError.verifyFailed(count: 2), to: sink) == .dataError)
        #expect(sink.text.split(separator: "\n").allSatisfy { $0.hasPrefix("habit: error: ") })
    }

    /// Every store error's exit status, from the command line's one table (docs/cli.md).
    @Test(arguments: [
        (StoreError.io(operation: "read", path: "/d/log", code: 5), Int32(74)),
        (.incompleteWrite(path: "/d/log"), 74),
        (.lockTimeout(path: "/d/.lock", seconds: 1), 75),
        (.malformed([]), 65),
        (.noDataDirectory, 74),
        (.notADirectory(path: "/d"), 74),
        (.symbolicLinkLoop(path: "/d/log"), 74),
        (.notARegularFile(path: "/d/log"), 74),
        (.undecodablePath(source: "HABIT_HOME", path: "/d"), 64),
        (.journalConflict(journal: "/d/.journal", file: "/d/habits"), 65),
        (.carriageReturnLineEnds(path: "/d/log"), 65),
    ])
    func everyStoreErrorHasItsExitStatus(error: StoreError, status: Int32) {
        #expect(CLI.report(error, to: BufferSink()).rawValue == status)
    }
}
