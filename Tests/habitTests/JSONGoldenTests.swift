import Foundation
import Testing

@testable import habit

/// The whole `--json` document of every command that takes `--json`, on the demo data set
/// ending on a fixed Saturday (and on no data), compared byte for byte with the files
/// under Fixtures/golden/json/ (re-recorded only with `RECORD_GOLDENS=1`).
@Suite struct JSONGoldenTests {
    /// A golden: its file name, the commands run first (their output is not compared) and
    /// the command whose document is, with the answers piped to it for `ask`.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var before: [[String]] = []
        var arguments: [String]
        var input: String? = nil
        var description: String { name }
    }

    static let demo: [Case] = [
        Case(name: "today", arguments: []),
        Case(name: "list", arguments: ["list"]),
        Case(name: "list-all", before: [["archive", "read"]], arguments: ["list", "--all"]),
        Case(name: "show", arguments: ["show", "meditate"]),
        Case(name: "show-week", arguments: ["show", "plants", "--week"]),
        Case(name: "show-month-numeric", arguments: ["show", "water", "--month"]),
        Case(name: "show-month-at-most", arguments: ["show", "coffee", "--month"]),
        Case(name: "show-year-quota", arguments: ["show", "gym", "--year"]),
        Case(name: "upcoming", arguments: ["upcoming"]),
        Case(name: "stats", arguments: ["stats"]),
        Case(name: "stats-one", arguments: ["stats", "water"]),
        Case(name: "status", arguments: ["status"]),
        Case(name: "report", arguments: ["report"]),
        Case(name: "log", arguments: ["log", "--since", "2026-11-20"]),
        Case(name: "tags", arguments: ["tags"]),
        Case(name: "config", arguments: ["config"]),
        Case(name: "config-key", arguments: ["config", "week-start"]),
        Case(name: "add", arguments: ["add", "tea", "--max", "2", "--unit", "cups", "--name", "Green tea"]),
        Case(name: "edit", arguments: ["edit", "gym", "--every", "4/week"]),
        Case(name: "check", arguments: ["check", "water", "--value", "3", "--note", "after the run"]),
        Case(name: "check-several", arguments: ["check", "meditate", "read"]),
        Case(name: "check-backdated", before: [["add", "tea"]], arguments: ["check", "tea", "--date", "2026-11-02"]),
        Case(name: "uncheck", arguments: ["uncheck", "plants"]),
        Case(name: "skip", arguments: ["skip", "gym", "--from", "2026-11-23", "--to", "2026-11-25", "--note", "away"]),
        Case(name: "ask", before: [["add", "tea"]], arguments: ["ask", "tea"], input: "y\n"),
        Case(name: "archive", arguments: ["archive", "read"]),
        Case(name: "unarchive", before: [["archive", "read"]], arguments: ["unarchive", "read"]),
        Case(name: "rename", arguments: ["rename", "read", "reading"]),
        Case(name: "remove", arguments: ["remove", "coffee", "--yes"]),
        Case(name: "move", arguments: ["move", "plants", "--to", "1"]),
        Case(name: "config-set", arguments: ["config", "day-start", "04:00"]),
        Case(
            name: "remind",
            before: [["edit", "meditate", "--remind", "07:30"], ["edit", "water", "--remind", "09:00,20:00"]],
            arguments: ["remind"]),
    ]

    static let empty: [Case] = [
        Case(name: "empty-today", arguments: []),
        Case(name: "empty-list", arguments: ["list"]),
        Case(name: "empty-upcoming", arguments: ["upcoming"]),
        Case(name: "empty-stats", arguments: ["stats"]),
        Case(name: "empty-status", arguments: ["status"]),
        Case(name: "empty-report", arguments: ["report"]),
        Case(name: "empty-log", arguments: ["log"]),
        Case(name: "empty-skip-all", arguments: ["skip", "--all"]),
        Case(
            name: "import",
            arguments: ["import", "harsh", Harness.packageRoot.appendingPathComponent("Fixtures/import/harsh").path]),
    ]

    func document(_ test: Case, demo: Bool) throws -> String {
        let harness = Harness()
        defer { harness.cleanUp() }
        if demo { try harness.loadDemo() }
        for arguments in test.before { _ = harness.ok(arguments) }
        let arguments = test.arguments + ["--json"]
        guard let input = test.input else { return harness.ok(arguments) }
        let environment = harness.environment.merging(["COLUMNS": "80", "PATH": "/usr/bin:/bin"]) { $1 }
        let result = try BinaryTests.spawn(arguments, environment: environment, input: input)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test(arguments: JSONGoldenTests.demo)
    func demoDocumentMatchesGolden(test: Case) throws {
        Golden.check(try document(test, demo: true), against: "json/\(test.name).json")
    }

    @Test(arguments: JSONGoldenTests.empty)
    func emptyDocumentMatchesGolden(test: Case) throws {
        Golden.check(try document(test, demo: false), against: "json/\(test.name).json")
    }

    /// Every command that takes `--json` has a golden.
    @Test func everyJSONCommandHasAGolden() {
        let covered = Set((Self.demo + Self.empty).map { $0.arguments.first ?? "today" })
        let takesJSON = Set(CommandTable.commands.filter { $0.info.readsJSON }.map { $0.info.name })
        #expect(takesJSON.subtracting(covered).sorted() == [])
    }
}
