import Foundation
import HabitCore
import Testing

@testable import habit

/// `habit ask` checks each answer under the lock when it arrives (docs/cli.md, "ask";
/// docs/reliability.md): the race with another terminal is made deterministic by an
/// answer source that runs other commands on the same data directory before it hands
/// over each answer — between the plan and the write.
@Suite struct AskMeanwhileTests {
    /// water (8 glasses), read and a check habit `run` (daily since Nov 1); today Sat Nov 21.
    static func harness(extra: String = "") -> Harness {
        Harness(
            habits: """
                water target=8 unit=glasses since=2026-11-01
                read since=2026-11-01
                \(extra)
                """, log: "")
    }

    /// The outcome of one in-process `ask`.
    struct Outcome {
        var stdout: String
        var stderr: String
        var error: (any Error)?
    }

    /// Runs `ask arguments` in process; before handing over answer `i`, runs `meanwhile[i]`
    /// (each a `habit` command line) on the same data directory.
    static func ask(
        _ command: AskCommand, harness: Harness, answers: [String], meanwhile: [[[String]]] = [], json: Bool = false,
        columns: Int = 80
    ) -> Outcome {
        let out = BufferSink()
        let err = BufferSink()
        var globals = GlobalOptions()
        globals.json = json
        let context = Context(
            environment: harness.environment, stdout: out, stderr: err,
            style: Style(color: false, unicode: true, width: columns), globals: globals, now: Harness.now)
        final class Cursor: @unchecked Sendable { var index = 0 }
        let cursor = Cursor()
        let input = AskInput(
            next: {
                defer { cursor.index += 1 }
                guard cursor.index < answers.count else { return nil }
                for line in cursor.index < meanwhile.count ? meanwhile[cursor.index] : [] {
                    let result = harness.run(line)
                    if result.status != 0 { Issue.record("habit \(line): \(result.stderr)") }
                }
                return answers[cursor.index]
            }, echoes: false)
        do {
            _ = try command.run(in: context, input: input)
            return Outcome(stdout: out.text, stderr: err.text, error: nil)
        } catch {
            return Outcome(stdout: out.text, stderr: err.text, error: error)
        }
    }

    /// Another terminal checks water (+5) and read while `ask` waits: the answers `3` and
    /// `n` leave both as they are, and say so.
    @Test func aDayAnsweredMeanwhileIsNotWrittenOver() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let outcome = Self.ask(
            AskCommand(ids: [], date: "2026-11-21"), harness: harness, answers: ["3", "n"],
            meanwhile: [[["check", "water", "--value", "5"], ["check", "read"]]])
        #expect(outcome.error == nil)
        #expect(harness.read("log") == "2026-11-21 water +5\n2026-11-21 read\n")
        #expect(outcome.stdout.contains("  water: answered meanwhile (5/8 glasses), left as is\n"))
        #expect(outcome.stdout.contains("  read: answered meanwhile (done), left as is\n"))
        #expect(outcome.stdout.contains("Nothing recorded.\n2 answers left as is"))
    }

    /// An id archived meanwhile among `ask a x b`: `a` is recorded, `x` left as is, `b`
    /// still asked and recorded; the session ends with 0.
    @Test func anArchivedHabitIsSkippedAndTheSessionGoesOn() {
        let harness = Harness(habits: "a since=2026-11-01\nx since=2026-11-01\nb since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        let outcome = Self.ask(
            AskCommand(ids: ["a", "x", "b"], date: "2026-11-21"), harness: harness, answers: ["y", "y", "y"],
            meanwhile: [[], [["archive", "x"]]])
        #expect(outcome.error == nil, "\(String(describing: outcome.error))")
        #expect(harness.read("log") == "2026-11-21 a\n2026-11-21 b\n")
        #expect(outcome.stdout.contains("  x: archived meanwhile, left as is\n"))
        #expect(outcome.stdout.contains("Recorded 2 answers:\n  a done today\n  b done today\n"))
    }

    /// A habit renamed meanwhile is named by its new id, not by a "did you mean".
    @Test func aRenamedHabitIsNamedByItsNewID() {
        let harness = Self.harness(extra: "run since=2026-11-01 name=Running\n")
        defer { harness.cleanUp() }
        let outcome = Self.ask(
            AskCommand(ids: ["run"], date: "2026-11-21"), harness: harness, answers: ["y"],
            meanwhile: [[["rename", "run", "jog"]]])
        #expect(outcome.error == nil)
        #expect(outcome.stdout.contains("  run: renamed to 'jog' meanwhile, left as is\n"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("did you mean"))
        #expect(harness.read("log") == "")
    }

    /// `rename run jog; rename swim run` meanwhile: the answer about run is not filed
    /// under the habit now called run (swim) — even when the two are defined alike.
    @Test(arguments: ["swim since=2026-11-01\n", "swim since=2026-11-05 name=Swimming\n"])
    func aReusedIDDoesNotTakeTheAnswer(swim: String) {
        let harness = Self.harness(extra: "run since=2026-11-01\n" + swim)
        defer { harness.cleanUp() }
        let outcome = Self.ask(
            AskCommand(ids: ["run"], date: "2026-11-21"), harness: harness, answers: ["y"],
            meanwhile: [[["rename", "run", "jog"], ["rename", "swim", "run"]]])
        #expect(outcome.error == nil)
        #expect(harness.read("log") == "", "nothing filed under the other habit")
        #expect(outcome.stdout.contains("  run: renamed to 'jog' meanwhile, left as is\n"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("run done today"))
    }

    /// An id edited meanwhile is left as is; an unchanged one among them is recorded.
    @Test func anAnswerAfterAnotherWriteOfTheSameHabitOnAnotherDayIsRecorded() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let outcome = Self.ask(
            AskCommand(ids: ["read"], date: "2026-11-21"), harness: harness, answers: ["y"],
            meanwhile: [[["check", "read", "--date", "2026-11-20"]]])
        #expect(outcome.error == nil)
        #expect(harness.read("log") == "2026-11-20 read\n2026-11-21 read\n")
    }

    /// Under `--json`, the answers left as is are listed under `kept`; the answers
    /// recorded are printed even when the session ends in an error.
    @Test func jsonListsWhatWasRecordedAndKeptEvenAfterAnError() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let kept = Self.ask(
            AskCommand(ids: [], date: "2026-11-21"), harness: harness, answers: ["3", "y"],
            meanwhile: [[["check", "water", "--value", "5"]]], json: true)
        #expect(kept.error == nil)
        let document = try Self.object(kept.stdout)
        #expect(Self.pairs(document["kept"]) == ["water 2026-11-21"], "\(kept.stdout)")
        #expect(Self.pairs(document["entries"]) == ["read 2026-11-21"])

        // The log turns into a folder before the second answer: that write fails.
        let second = Self.harness()
        defer { second.cleanUp() }
        let out = BufferSink()
        var globals = GlobalOptions()
        globals.json = true
        let context = Context(
            environment: second.environment, stdout: out, stderr: BufferSink(),
            style: Style(color: false, unicode: true, width: 80), globals: globals, now: Harness.now)
        var handed = 0
        let input = AskInput(
            next: {
                handed += 1
                if handed == 2 {
                    try? FileManager.default.removeItem(atPath: second.directory + "/log")
                    try? FileManager.default.createDirectory(
                        atPath: second.directory + "/log", withIntermediateDirectories: false)
                }
                return handed == 1 ? "3" : "y"
            }, echoes: false)
        #expect(throws: (any Error).self) { try AskCommand(ids: [], date: "2026-11-21").run(in: context, input: input) }
        #expect(Self.pairs(try Self.object(out.text)["entries"]) == ["water 2026-11-21"], "\(out.text)")
    }

    /// A JSON document's top-level object.
    static func object(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// `id date` of each object of a JSON array of entries (or kept days).
    static func pairs(_ value: Any?) -> [String] {
        (value as? [[String: Any]] ?? []).map { "\($0["id"] ?? "") \($0["date"] ?? "")" }
    }
}
