import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

/// The proof of the fold checkpoint (docs/performance.md, "The fold checkpoint"): random
/// histories, then random appends (through `habit` and by hand), hand edits in the middle
/// with the size and the time put back, truncations, replacements by another file,
/// checkpoints corrupted, cut short or copied from another data directory, a goal edited,
/// a rename, today moved forward and the week's first day changed (what the engine's kept
/// tallies are keyed by, "Kept engine tallies"); after each, every reading command's
/// output with the checkpoint must be byte for byte its output without one (the expected answer comes from a run whose
/// environment names no cache directory, never from the checkpoint). `HABIT_CHECKPOINT_SEED=N`
/// runs one more seed, `HABIT_CHECKPOINT_SEED=N,M,…` several.
@Suite(.serialized) struct CheckpointPropertyTests {
    static var seeds: [UInt64] {
        let extra = ProcessInfo.processInfo.environment["HABIT_CHECKPOINT_SEED"] ?? ""
        return [1, 2, 3] + extra.split(separator: ",").compactMap { UInt64($0) }
    }

    static let habits = """
        a every=daily since=2026-06-01 name=Read
        water every=daily target=10 unit=glasses since=2026-06-01 goals="daily target 8 until 2026-08-31" name=Water
        coffee every=daily max=2 unit=cups since=2026-06-01 name=Coffee
        gym every=3/week since=2026-06-01 name=Gym
        desk every=weekdays since=2026-06-01 tags=work name=Desk

        """
    static let ids = ["a", "water", "coffee", "gym", "desk"]
    static let reads: [[String]] = [
        ["list"], ["status"], ["today"], ["report", "--json"], ["stats"], ["show", "water"], ["upcoming"],
        ["list", "--json"],
    ]

    @Test(arguments: seeds)
    func readsWithTheCheckpointAreReadsWithout(seed: UInt64) throws {
        var run = Run(seed: seed)
        run.harness.write("habits", CheckpointPropertyTests.habits)
        run.harness.write("log", run.lines(120, from: day(2026, 6, 1)))
        try run.compare("start")
        for step in 0..<40 {
            let what = try run.step()
            try run.compare("step \(step): \(what)")
        }
        #expect(run.checked > 100)
    }

    struct Run {
        var rng: SeededRandom
        let harness = Harness()
        let other = Harness()
        var checked = 0
        /// Today for every run: moved forward by some steps.
        var today = day(2026, 11, 21)
        /// The week's first day in `config`: changed by some steps.
        var weekStartsOnSunday = false

        init(seed: UInt64) { rng = SeededRandom(seed: 0x636b_7074 &+ seed) }

        var logPath: String { harness.directory + "/log" }
        var cache: String { harness.root + "/.cache/habit" }

        /// `count` random lines from `first` on: mostly in day order, some late, every action.
        mutating func lines(_ count: Int, from first: Day) -> String {
            let actions = ["", " done", " skip", " clear", " no", " +1", " +2.5", " =3", " =0", " # a note", " +12"]
            var text = ""
            var current = first
            for _ in 0..<count {
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 40, current < day(2026, 11, 21) { current = current.adding(1) }
                let late = roll < 8 ? -Int.random(in: 1...20, using: &rng) : 0
                let id = roll == 99 ? "stray" : CheckpointPropertyTests.ids.randomElement(using: &rng)!
                text += "\(current.adding(late)) \(id)\(actions.randomElement(using: &rng)!)\n"
            }
            return text
        }

        /// One random change; what it was.
        mutating func step() throws -> String {
            // A change falls in a later tick of the file system's clock than the last.
            usleep(15_000)
            let log = harness.read("log") ?? ""
            switch Int.random(in: 0..<15, using: &rng) {
            case 0, 1, 2:
                let id = CheckpointPropertyTests.ids.randomElement(using: &rng)!
                let date = "2026-11-\(Int.random(in: 10...21, using: &rng))"
                let command = [
                    ["check", id, "--date", date], ["uncheck", id, "--date", date], ["skip", id, "--date", date],
                    ["check", id, "--value", "2", "--date", date],
                ].randomElement(using: &rng)!
                _ = harness.run(command, extra: environment)
                return command.joined(separator: " ")
            case 3, 4:
                let last = log.split(separator: "\n").last.flatMap { Day(String($0.prefix(10))) }
                let text = lines(Int.random(in: 1...6, using: &rng), from: last ?? day(2026, 11, 1))
                try append(text)
                return "appended by hand"
            case 5:
                try append(["bad line\n", "2026-11-21 a +", "\u{feff}2026-11-21 a\n"].randomElement(using: &rng)!)
                return "a problem appended"
            case 6:
                // Same size, a word swapped, the time put back.
                let times = try #require(FileTimes(of: logPath))
                var bytes = Array(log.utf8)
                let words: [(String, String)] = [
                    (" skip", " done"), (" done", " skip"), ("+1\n", "=3\n"), (" no\n", " +1\n"),
                ]
                let (from, to) = words.randomElement(using: &rng)!
                let ranges = Self.ranges(of: Array(from.utf8), in: bytes)
                guard let range = ranges.randomElement(using: &rng), from.utf8.count == to.utf8.count else {
                    return "no edit"
                }
                bytes.replaceSubrange(range, with: Array(to.utf8))
                try Self.overwrite(logPath, bytes)
                #expect(times.restore(logPath))
                return "edited in the middle, \(from) to \(to)"
            case 7:
                let bytes = Array(log.utf8)
                let cut = Int.random(in: 0...bytes.count, using: &rng)
                try Self.overwrite(logPath, Array(bytes[..<cut]))
                return "cut at \(cut)"
            case 8:
                let temporary = harness.root + "/replacement"
                var bytes = Array(log.utf8)
                if Bool.random(using: &rng) { bytes += Array("2026-11-20 a\n".utf8) }
                try Data(bytes).write(to: URL(fileURLWithPath: temporary))
                _ = rename(temporary, logPath)
                return "replaced"
            case 9:
                guard let name = try? FileManager.default.contentsOfDirectory(atPath: cache).first,
                    var bytes = FileManager.default.contents(atPath: cache + "/" + name), !bytes.isEmpty
                else { return "no checkpoint to corrupt" }
                if Bool.random(using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= 0x10
                } else {
                    bytes = bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng))
                }
                try bytes.write(to: URL(fileURLWithPath: cache + "/" + name))
                return "checkpoint corrupted"
            case 10:
                // Another data directory's checkpoint put in this one's place.
                other.write("habits", CheckpointPropertyTests.habits)
                other.write("log", lines(30, from: day(2026, 10, 1)))
                _ = other.run(["list"])
                let theirs = other.root + "/.cache/habit"
                guard let name = try? FileManager.default.contentsOfDirectory(atPath: theirs).first,
                    let mine = try? FileManager.default.contentsOfDirectory(atPath: cache).first
                else { return "no checkpoint to copy" }
                try? FileManager.default.removeItem(atPath: cache + "/" + mine)
                try FileManager.default.copyItem(atPath: theirs + "/" + name, toPath: cache + "/" + mine)
                return "another directory's checkpoint"
            case 11:
                let target = String(Int.random(in: 5...12, using: &rng))
                _ = harness.run(["edit", "water", "--target", target], extra: environment)
                return "water's target \(target)"
            case 12:
                today = today.adding(Int.random(in: 1...3, using: &rng))
                return "today \(today)"
            case 13:
                weekStartsOnSunday.toggle()
                harness.write("config", weekStartsOnSunday ? "week-start = sunday\n" : "")
                return weekStartsOnSunday ? "weeks from Sunday" : "weeks from Monday"
            default:
                let id = CheckpointPropertyTests.ids.randomElement(using: &rng)!
                _ = harness.run(["rename", id, id + "2"], extra: environment)
                _ = harness.run(["rename", id + "2", id], extra: environment)
                if Bool.random(using: &rng) { try append("2026-11-21 \(id)2 done\n") }
                return "renamed \(id) and back"
            }
        }

        /// The environment of every run: today.
        var environment: [String: String] { ["HABIT_TODAY": "\(today)"] }

        func append(_ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: logPath))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }

        /// Every reading command with the checkpoint (twice: the second reads the one the
        /// first wrote, as if long settled) against the same command without one.
        mutating func compare(_ what: String) throws {
            for arguments in CheckpointPropertyTests.reads {
                let without = harness.run(arguments, extra: environment.merging(["HOME": ""]) { $1 })
                let with = harness.run(arguments, extra: environment)
                #expect(Self.same(with, without), "\(what): habit \(arguments.joined(separator: " "))")
                // As if written long after the log last changed: its times then vouch.
                Self.settle(cache)
                let again = harness.run(arguments, extra: environment)
                #expect(Self.same(again, without), "\(what), settled: habit \(arguments.joined(separator: " "))")
                checked += 1
            }
        }

        static func same(_ a: RunResult, _ b: RunResult) -> Bool {
            a.status == b.status && a.stdout == b.stdout && a.stderr == b.stderr
        }

        /// The checkpoints' times an hour on.
        static func settle(_ cache: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? [] {
                try? FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: cache + "/" + name)
            }
        }

        static func overwrite(_ path: String, _ bytes: [UInt8]) throws {
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(bytes))
            try handle.close()
        }

        static func ranges(of word: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
            guard bytes.count >= word.count else { return [] }
            return (0...(bytes.count - word.count)).filter { bytes[$0..<($0 + word.count)].elementsEqual(word) }
                .map { $0..<($0 + word.count) }
        }
    }
}
