import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A two-file change that fails (exit 74) never takes effect later (docs/reliability.md,
/// "Failed rewrites"): right after the failure, reads see the data as before it; the
/// command run again counts once; and whatever the failure left, the next command undoes
/// it rather than finishing it. The faults: every call failing from the k-th on (the
/// undo refused too), and every write failing from the k-th on with ENOSPC (a full disk,
/// which still lets a file be cut back or deleted).
@Suite struct FailedRewriteTests {
    /// The issue's three commands: a backdate (appends to `log`, moves `since` in
    /// `habits`), `remove` and `rename` (rewrite both).
    static let commands: [[String]] = [
        ["check", "water", "--value", "3", "--date", "2026-02-25"],
        ["remove", "meditate", "--yes"],
        ["rename", "meditate", "sit"],
    ]

    static let faults: [(name: String, make: @Sendable (Int) -> Fault)] = [
        ("every call from the k-th", { Fault(call: $0, .fromThenOn) }),
        ("every write from the k-th, full disk", { Fault(call: $0, of: .write, .fromThenOn, code: ENOSPC) }),
    ]

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: commands)
    func aFailedChangeNeverTakesEffectAndARetryCountsOnce(arguments: [String]) throws {
        let clean = ReliabilityCommandFaultTests.prepared()
        defer { clean.cleanUp() }
        let before = ReliabilityCommandFaultTests.Files(clean)
        let seenBefore = clean.run(["export"]).stdout
        let counter = TestFileSystem()
        try #require(clean.run(arguments, fileSystem: counter).status == 0)
        let after = ReliabilityCommandFaultTests.Files(clean)
        let calls = counter.calls
        let writes = counter.count(.write)
        var failures = 0
        for fault in Self.faults {
            let last = fault.name.hasPrefix("every write") ? writes : calls
            for k in 1...last {
                let harness = ReliabilityCommandFaultTests.prepared()
                defer { harness.cleanUp() }
                let label = "\(arguments.joined(separator: " ")), \(fault.name), k = \(k)"
                let result = harness.run(arguments, fileSystem: TestFileSystem(fault: fault.make(k)))
                if result.status == 0 {
                    #expect(ReliabilityCommandFaultTests.Files(harness) == after, "\(label): exit 0, not updated")
                    continue
                }
                failures += 1
                if result.stderr.contains("the change was made") {
                    // Only the directory sync after the journal's deletion failed, and nothing
                    // could be written to take the change back: it says so.
                    #expect(ReliabilityCommandFaultTests.Files(harness) == after, "\(label): not made")
                    continue
                }
                #expect(result.status == 74, "\(label): exit \(result.status): \(result.stderr)")
                // Reads see the data as before the failed command.
                #expect(harness.run(["export"]).stdout == seenBefore, "\(label): reads see the failed change")
                // Run again with the disk working: it counts once.
                let retry = harness.run(arguments)
                #expect(retry.status == 0, "\(label): the retry failed: \(retry.stderr)")
                #expect(ReliabilityCommandFaultTests.Files(harness) == after, "\(label): the retry counted twice")
                #expect(harness.read(".journal") == nil, "\(label): journal left")
            }
        }
        #expect(failures > 0)
        _ = before
    }

    /// The same failure, then another write instead of the retry: it undoes what the
    /// failed command left, so the data is as before it (plus the new entry).
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: commands)
    func theNextCommandUndoesAFailedChange(arguments: [String]) throws {
        let clean = ReliabilityCommandFaultTests.prepared()
        defer { clean.cleanUp() }
        let before = ReliabilityCommandFaultTests.Files(clean)
        let counter = TestFileSystem()
        try #require(clean.run(arguments, fileSystem: counter).status == 0)
        for fault in Self.faults {
            for k in 1...counter.calls {
                let harness = ReliabilityCommandFaultTests.prepared()
                defer { harness.cleanUp() }
                let label = "\(arguments.joined(separator: " ")), \(fault.name), k = \(k)"
                let result = harness.run(arguments, fileSystem: TestFileSystem(fault: fault.make(k)))
                guard result.status == 74, !result.stderr.contains("the change was made") else { continue }
                let next = harness.run(["check", "walk", "--date", "2026-11-10"])
                #expect(next.status == 0, "\(label): \(next.stderr)")
                var settled = ReliabilityCommandFaultTests.Files(harness)
                if let log = settled.bytes["log"] {
                    let text = String(decoding: log, as: UTF8.self)
                    settled.bytes["log"] = Data(text.replacingOccurrences(of: "2026-11-10 walk\n", with: "").utf8)
                }
                #expect(settled == before, "\(label): the failed change took effect")
            }
        }
    }

    /// A version 1 journal (from an older habit, or another machine) replaced `log` and
    /// dropped entries while `verify` said "No errors": now `verify` reports it, every
    /// write is refused (exit 65), and nothing is dropped.
    @Test func aJournalThisHabitCannotApplyIsReportedAndKept() throws {
        let harness = ReliabilityCommandFaultTests.prepared()
        defer { harness.cleanUp() }
        let journal = "habit-journal 1\nlog 13\n2026-11-01 x\nend\n"
        harness.write(".journal", journal)
        let before = harness.contents()
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect(
            verify.stderr.hasPrefix(
                "habit: error: cannot use '\(harness.directory)/.journal': it records an interrupted change as "
                    + "journal version '1', which this habit cannot undo or finish exactly; nothing was written"),
            "\(verify.stderr)")
        #expect(harness.run(["check", "walk"]).status == 65)
        #expect(harness.contents() == before)
        #expect(harness.read(".journal") == journal)
    }
}
