import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

/// Every write is one transaction: one exclusive lock, one read of what it validates
/// against, then the write (docs/data-format.md, "How writes stay safe"). The races run
/// deterministically: `TestFileSystem` runs the other command just before the
/// command under test tries its exclusive lock, which is the latest moment another
/// writer can come in.
@Suite struct WriteTransactionTests {
    static let habits = "gym every=daily since=2026-01-01 name=Gym\nwalk every=daily since=2026-01-01\n"
    static let log = "2026-11-01 gym\n2026-11-02 walk\n"

    /// A data directory with `gym` and `walk` that has been written to (so `.lock` exists).
    static func prepared() -> Harness {
        let harness = Harness(habits: habits, log: log)
        _ = harness.ok(["check", "walk", "--date", "2026-11-03"])
        return harness
    }

    static func habitLine(_ harness: Harness, _ id: String) -> String? {
        harness.read("habits")?.split(separator: "\n").map(String.init).first { $0.hasPrefix(id + " ") }
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: ["2026-11-20", "2025-12-01"])
    func checkWithADateTakesOneLockAndReadsTheLogOnce(date: String) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        // A log longer than the 4 KiB before its end that a journal hashes.
        harness.write("log", (harness.read("log") ?? "") + String(repeating: "2026-10-01 walk\n", count: 400))
        let watching = TestFileSystem()
        let size = harness.read("log")?.utf8.count ?? 0
        let result = harness.run(["check", "gym", "--date", date], fileSystem: watching)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(watching.locks == [true, true])  // `.lock`, then the directory
        #expect(watching.opens(of: harness.directory + "/log") == 1)
        // One read of the log: a backdate, which rewrites `habits` and so must know that
        // no line of any file has errors, checks every line in that one read, told before
        // it starts that the days lie before `since` (docs/architecture.md); its journal
        // then hashes the log's last 4 KiB (docs/data-format.md, "The journal's states").
        let journal = date == "2025-12-01" ? 4096 : 0
        #expect(watching.bytesRead(of: harness.directory + "/log") == size + journal)
        #expect(harness.read("log")?.hasSuffix("\(date) gym\n") == true)
    }

    /// Issue: a backdated check wrote back the habit line it had read before the lock.
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [["edit", "gym", "--name", "Lifting"], ["edit", "gym", "--every", "weekdays"]])
    func aBackdateKeepsAnEditThatCameFirst(edit: [String]) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let watching = TestFileSystem { _ = harness.ok(edit) }
        let result = harness.run(["check", "gym", "--date", "2025-12-01"], fileSystem: watching)
        #expect(result.status == 0, "\(result.stderr)")
        let line = Self.habitLine(harness, "gym") ?? ""
        #expect(line.contains("since=2025-12-01"), "\(line)")
        #expect(line.contains(edit[2] == "--name" ? "name=Lifting" : "every=weekdays"), "\(line)")
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func aBackdateDoesNotUndoAnArchiveThatCameFirst() {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let watching = TestFileSystem { _ = harness.ok(["archive", "gym"]) }
        let result = harness.run(["check", "gym", "--date", "2025-12-01"], fileSystem: watching)
        #expect(result.status == 1)
        #expect(result.stderr == "habit: error: habit 'gym' is archived; run 'habit unarchive gym' before 'check'\n")
        #expect(Self.habitLine(harness, "gym")?.contains("archived") == true)
        #expect(harness.read("log")?.contains("2025-12-01") == false)
    }

    /// Two backdates at once: `since` only ever moves back, so the earlier day stays,
    /// whichever command writes last.
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [("2024-01-01", "2025-06-01"), ("2025-06-01", "2024-01-01")])
    func concurrentBackdatesKeepTheEarlierSince(first: String, second: String) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let watching = TestFileSystem { _ = harness.ok(["check", "gym", "--date", first, "--yes"]) }
        #expect(harness.run(["check", "gym", "--date", second, "--yes"], fileSystem: watching).status == 0)
        #expect(Self.habitLine(harness, "gym")?.contains("since=2024-01-01") == true)
        let log = harness.read("log") ?? ""
        #expect(log.contains("2024-01-01 gym\n") && log.contains("2025-06-01 gym\n"))
    }

    /// Issue: an append after a concurrent rename or removal left entries under an id no
    /// habit has.
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [["rename", "gym", "lift"], ["remove", "gym", "--yes"]], [["check"], ["uncheck"], ["skip"]])
    func anAppendAfterARenameOrRemovalIsRefused(rewrite: [String], append: [String]) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let watching = TestFileSystem { _ = harness.ok(rewrite) }
        let result = harness.run(append + ["gym", "--date", "2026-11-20"], fileSystem: watching)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("habit: error: no habit named 'gym'"), "\(result.stderr)")
        #expect(harness.read("log")?.contains(" gym") == false, "\(harness.read("log") ?? "")")
        #expect(harness.run(["verify"]).stdout.contains("unknown habit") == false)
    }

    @Test func renameOntoAnIDWithLogLinesNeedsMerge() {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        harness.write("log", Self.log + "2026-11-05 lift # by hand\n")
        let before = harness.contents()
        let refused = harness.run(["rename", "gym", "lift"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "habit: error: the log already has 1 entry for 'lift', which no habit defines; "
                + "'habit rename gym lift --merge' adds them to the history of 'gym'\n")
        #expect(harness.contents() == before)
        #expect(harness.run(["rename", "gym", "lift", "--merge"]).status == 0)
        #expect(harness.read("log") == "2026-11-01 lift\n2026-11-02 walk\n2026-11-05 lift # by hand\n")
    }

    /// Issue: a valid last line without its newline was moved to `rejects` with the next
    /// write; now it gets its newline.
    @Test func aValidLastLineWithoutNewlineIsKept() {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        harness.write("log", Self.log + "2026-11-04 gym # by hand")
        let warned = harness.run(["list"])
        #expect(warned.stderr.contains("the next write adds the newline if it is a valid line"))
        #expect(harness.run(["check", "gym"]).status == 0)
        #expect(harness.read("log") == Self.log + "2026-11-04 gym # by hand\n2026-11-21 gym\n")
        #expect(harness.read("rejects") == nil)
        // A fragment that does not parse still goes to `rejects`.
        harness.write("log", Self.log + "2026-11-0")
        #expect(harness.run(["edit", "gym", "--name", "Lifting"]).status == 0)
        #expect(harness.read("log") == Self.log)
        #expect(harness.read("rejects") == "2026-11-0\n")
    }

    /// Issue: a log with carriage-return line ends was moved to `rejects` whole.
    @Test(arguments: [["check", "gym"], ["edit", "gym", "--name", "Lifting"], ["rename", "gym", "lift"]])
    func carriageReturnLineEndsAreRefusedAndNothingIsWritten(command: [String]) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        harness.write("log", "2026-11-01 gym\r2026-11-02 walk\r2026-11-03 gym\r")
        let before = harness.contents()
        let result = harness.run(command)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasSuffix(
                "habit: error: cannot write to '\(harness.directory)/log': its lines end with carriage returns only; "
                    + "change them to newlines (for example with tr '\\r' '\\n') and run 'habit verify'\n"),
            "\(result.stderr)")
        #expect(harness.contents() == before)
    }

    /// Issue: a write with nothing to do (here an import that adds nothing) left an
    /// interrupted change in the journal unsettled. The journal is one a failed rewrite of
    /// `habits` left: the write puts `habits` back.
    @Test func aWriteWithNothingToDoSettlesTheJournal() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let export = harness.root + "/export.csv"
        #expect(harness.run(["export", "--output", export]).status == 0)
        let changed = "# journalled\n" + Self.habits
        harness.write("habits", changed)
        let journal =
            "habit-journal 3\nhabits replace \(Self.habits.utf8.count) 0 \(Self.fnv(Self.habits)) "
            + "\(changed.utf8.count) \(Self.fnv(changed)) \(Self.habits.utf8.count)\n" + Self.habits + "end\n"
        harness.write(".journal", journal)
        let result = harness.run(["import", "csv", export])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("entries added: 0"), "\(result.stdout)")
        #expect(harness.read(".journal") == nil)
        #expect(harness.read("habits") == Self.habits)
    }

    /// The journal's hash of `text` (64-bit FNV-1a, 16 hex digits), as docs/data-format.md
    /// describes it.
    static func fnv(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(h, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The same races across processes: backdating writers and an editor at once on the
    /// built binary; afterwards `since` is the earliest acknowledged backdate, the name is
    /// the last acknowledged edit, and every acknowledged entry is in the log.
    @Test func backdatesAndEditsInSeparateProcessesLoseNothing() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        // A long log, so that every command takes a while between reading and writing.
        let padding = (0..<30_000).map { Day("1940-01-01")!.adding($0).description + " walk\n" }
        harness.write("log", Self.log + padding.joined())
        let binary = try BinaryTests.executable().path
        func loop(_ body: String) throws -> (Process, Pipe) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", body]
            process.environment = harness.environment.merging(["HABIT": binary, "PATH": "/usr/bin:/bin"]) { $1 }
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            return (process, out)
        }
        let writers = try (0..<3).map { w in
            let days = (0..<8).map { k in Day("2025-01-01")!.adding(-(w * 8 + k) * 3).description }
            return try loop(
                "for d in \(days.joined(separator: " ")); do \"$HABIT\" check gym --date $d --yes >/dev/null 2>&1 && echo $d; done"
            )
        }
        let editor = try loop(
            "for n in 1 2 3 4 5 6 7 8; do \"$HABIT\" edit gym --name Gym$n >/dev/null 2>&1 && echo Gym$n; done")
        func lines(_ running: (Process, Pipe)) -> [String] {
            let data = running.1.fileHandleForReading.readDataToEndOfFile()
            running.0.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let acknowledged = writers.flatMap(lines)
        let names = lines(editor)
        #expect(acknowledged.count == 24 && names.count == 8)
        let line = Self.habitLine(harness, "gym") ?? ""
        #expect(line.contains("since=\(acknowledged.min() ?? "")"), "\(line)")
        #expect(line.contains("name=\(names.last ?? "")"), "\(line)")
        let log = harness.read("log") ?? ""
        #expect(acknowledged.allSatisfy { log.contains("\($0) gym\n") })
    }

    /// In a directory no write has used yet, the lock is taken before the read, so the
    /// body runs once, under the lock, on what another writer that came first left.
    @available(macOS 15.0, iOS 18.0, *)
    @Test func aFirstWriteRunsItsBodyOnceUnderTheLockEvenWhenAnotherWriterCameFirst() throws {
        for interleaved in [false, true] {
            let harness = Harness()
            defer { harness.cleanUp() }
            let other = Store(directory: harness.directory)
            let watching = TestFileSystem {
                if interleaved { try? other.append([Entry(day: Day("2026-11-01")!, habit: HabitID("walk")!)]) }
            }
            var runs = 0
            try Store(directory: harness.directory, fileSystem: watching).transaction { transaction in
                runs += 1
                transaction.habitsFile.append(Habit(id: HabitID("gym")!, since: Day("2026-01-01")!))
                transaction.append(Entry(day: Day("2026-11-02")!, habit: HabitID("gym")!))
            }
            #expect(runs == 1)
            #expect(watching.locks == [true, true])  // `.lock`, then the directory
            let log = interleaved ? "2026-11-01 walk\n2026-11-02 gym\n" : "2026-11-02 gym\n"
            #expect(harness.read("log") == log)
            #expect(harness.read("habits") == "gym every=daily since=2026-01-01 name=gym\n")
        }
    }

    /// The same with files written before any write used the directory (copied in, or
    /// from another device) and changed by another program just before the lock: the
    /// body runs once, on the files as changed, and its entry is appended to them.
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: ["none", "log", "habits"])
    func aFirstWriteOnFilesWrittenBeforeReadsThemUnderTheLock(change: String) throws {
        let before = (0..<40_000).map { "2026-\(String(format: "%02d-%02d", 1 + $0 % 9, 1 + $0 % 28)) walk\n" }.joined()
        let harness = Harness(habits: "walk every=daily since=2026-01-01 name=walk\n", log: before)
        defer { harness.cleanUp() }
        try? FileManager.default.removeItem(atPath: harness.directory + "/.lock")
        let path = harness.directory + "/" + change
        let watching = TestFileSystem {
            // Another program changes one byte in the middle of the file, keeping its size.
            guard change != "none", var bytes = FileManager.default.contents(atPath: path) else { return }
            bytes[bytes.count / 2 + 11] = UInt8(ascii: "W")  // the `w` of the middle line's `walk`
            if change == "habits" { bytes = Data("walk every=daily since=2025-01-01 name=walk\n".utf8) }
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        }
        var runs = 0
        var since: Day?
        try Store(directory: harness.directory, fileSystem: watching).transaction { transaction in
            runs += 1
            since = transaction.snapshot.habit(HabitID("walk")!)?.since
            transaction.append(Entry(day: Day("2026-11-02")!, habit: HabitID("walk")!))
        }
        #expect(runs == 1)
        #expect(since == Day(change == "habits" ? "2025-01-01" : "2026-01-01"))
        let log = harness.read("log") ?? ""
        #expect(log.hasSuffix("2026-11-02 walk\n"))
        #expect(log.utf8.count == before.utf8.count + "2026-11-02 walk\n".utf8.count)
    }
}
