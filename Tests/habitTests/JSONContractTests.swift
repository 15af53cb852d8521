import Foundation
import HabitCore
import Testing

@testable import habit

/// docs/json.md is the contract of `--json`: every command that takes `--json` is run on
/// several data sets, and each document is checked against the tables of the docs — no
/// key the table does not list, every key it says is always there, each of the right
/// type, in the documented order. Every key of every table must show up at least once.
@Suite struct JSONContractTests {
    /// One run: the arguments, the contract its document keeps, the exit status it ends
    /// with, and, for `ask`, the answers piped to the built binary.
    struct Step {
        var contract: String
        var arguments: [String]
        var status: Int32 = 0
        var input: String? = nil
    }

    /// A data set, built by `setup`, and the runs on it, in order (writes change it).
    struct DataSet {
        var name: String
        var setup: (Harness) throws -> Void
        var steps: [Step]
    }

    static func step(_ contract: String, _ arguments: String..., status: Int32 = 0, input: String? = nil) -> Step {
        Step(contract: contract, arguments: arguments, status: status, input: input)
    }

    static let harsh = Harness.packageRoot.appendingPathComponent("Fixtures/import/harsh").path

    static var dataSets: [DataSet] {
        [
            DataSet(
                name: "demo", setup: { try $0.loadDemo() },
                steps: [
                    step("today"), step("today", "today"), step("list", "list"), step("list", "list", "--all"),
                    step("status", "status"), step("status", "status", "--exit-code", status: 3),
                    step("status-line", "status", "--line"),
                    step("status-line", "status", "--line", "--exit-code", status: 3),
                    step("upcoming", "upcoming"), step("upcoming", "upcoming", "--days", "40"),
                    step("stats", "stats"), step("report", "report"), step("log", "log"),
                    step("stats", "stats", "--week"), step("stats-habit", "stats", "water", "--month"),
                    step("report", "report", "--week"),
                    step("log", "log", "water", "--since", "yesterday"), step("config", "config"),
                    step("config-key", "config", "timezone"), step("config-key", "config", "week-start"),
                ]
                    + ["meditate", "water", "gym", "read", "coffee", "plants"].flatMap { id in
                        [step("habit", "show", id), step("stats-habit", "stats", id)]
                    }
                    + ["--week", "--month", "--year"].map { step("habit", "show", "gym", $0) } + [
                        step("habit-change", "add", "tea", "--target", "2", "--unit", "cups", "--remind", "00:00"),
                        step("remind", "remind"), step("remind", "remind"),
                        step("habit-change", "edit", "tea", "--name", "Green tea"),
                        step("habit-change", "archive", "tea"), step("list", "list", "--all"),
                        step("habit-change", "unarchive", "tea"), step("habit-change", "rename", "tea", "green-tea"),
                        step("move", "move", "green-tea", "--to", "1"),
                        step("record", "check", "green-tea", "--value", "1", "--note", "first cup"),
                        step("record", "check", "green-tea", "--date", "2026-11-01"),
                        step("record", "check", "meditate", "read"), step("record", "uncheck", "green-tea"),
                        step("record", "skip", "gym", "--from", "2026-11-23", "--to", "2026-11-25"),
                        step("record", "skip", "meditate", "--from", "2026-11-20", "--to", "2026-11-22"),
                        step("record", "ask", input: "y\nn\ns\nq\n"),
                        step("remove", "remove", "green-tea", "--yes"),
                        step("config-key", "config", "day-start", "04:00"),
                    ]),
            DataSet(
                name: "empty", setup: { _ in },
                steps: [
                    step("today"), step("list", "list"), step("status", "status"),
                    step("status-line", "status", "--line"),
                    step("upcoming", "upcoming"),
                    step("stats", "stats"), step("report", "report"), step("log", "log"), step("config", "config"),
                    step("tags", "tags"), step("record", "skip", "--all"), step("record", "ask", input: ""),
                    step("remind", "remind"),
                ]),
            DataSet(
                name: "shapes",
                setup: { harness in
                    for arguments in [
                        ["add", "pages", "--target", "3", "--since", "2026-10-01"],
                        ["add", "sugar", "--max", "2", "--unit", "spoons", "--since", "2026-11-01"],
                        ["add", "swim", "--every", "3 in 7 days", "--since", "2026-11-01"],
                        ["add", "idea", "--every", "anytime", "--since", "2026-11-01"],
                        ["add", "lift", "--every", "mon,wed,fri", "--since", "2026-11-01"],
                        ["add", "call", "--every", "2/month", "--since", "2026-11-01"],
                        ["add", "plants", "--every", "3d", "--since", "2026-11-01"],
                        ["add", "moves", "--any-of", "lift,plants", "--every", "3/week"],
                        ["add", "old", "--since", "2026-11-01"], ["archive", "old"],
                        ["check", "pages", "--value", "2.5"], ["check", "sugar", "--value", "3"],
                        ["check", "swim", "--date", "2026-11-19"], ["check", "idea"],
                        ["edit", "pages", "--target", "4", "--from", "2026-11-10"],
                        ["edit", "sugar", "--max", "1", "--from", "2026-11-15"],
                    ] {
                        _ = harness.ok(arguments)
                    }
                },
                steps: [
                    step("today"), step("list", "list", "--all"), step("status", "status"),
                    step("upcoming", "upcoming"),
                    step("stats", "stats"), step("report", "report"), step("log", "log"),
                ]
                    + ["pages", "sugar", "swim", "idea", "lift", "call", "plants", "moves", "old"].flatMap { id in
                        [step("habit", "show", id, "--month"), step("stats-habit", "stats", id)]
                    }),
            DataSet(
                name: "tags",
                setup: { harness in
                    harness.write(
                        "habits",
                        "! Morning routine\nmeditate since=2026-11-01\nwater target=8 since=2026-11-01 tags=health\n"
                            + "gym every=mon,wed,fri since=2026-11-01\nold since=2026-11-01 archived\n")
                },
                steps: [
                    step("tags", "tags"), step("record", "check", "@morning-routine"),
                    step("record", "check", "water=2", "@morning-routine"), step("status", "status", "@health"),
                ]),
            DataSet(
                name: "import",
                setup: { harness in
                    _ = harness.ok(["add", "meditated", "--every", "3/week", "--since", "2026-03-01"])
                    _ = harness.ok(["skip", "meditated", "--date", "2026-03-05"])
                    _ = harness.ok(["add", "gym", "--since", "2026-11-01"])
                },
                steps: [
                    step("import", "import", "harsh", JSONContractTests.harsh, "--dry-run"),
                    step("import", "import", "harsh", JSONContractTests.harsh),
                    step("import", "import", "harsh", JSONContractTests.harsh),
                ]),
        ]
    }

    /// Runs `step` on `harness`: in process, or (for `ask`, which reads a pipe) as the
    /// built binary.
    static func run(_ step: Step, on harness: Harness) throws -> RunResult {
        let arguments = step.arguments + ["--json"]
        guard let input = step.input else { return harness.run(arguments) }
        let environment = harness.environment.merging(["COLUMNS": "80", "PATH": "/usr/bin:/bin"]) { $1 }
        return try BinaryTests.spawn(arguments, environment: environment, input: input)
    }

    @Test func everyDocumentKeepsTheTablesAndEveryKeyShowsUp() throws {
        let contract = try JSONContract.fromDocs()
        var seen: Set<String> = []
        for dataSet in Self.dataSets {
            let harness = Harness()
            defer { harness.cleanUp() }
            try dataSet.setup(harness)
            for step in dataSet.steps {
                let result = try Self.run(step, on: harness)
                let label = "\(dataSet.name): habit \(step.arguments.joined(separator: " ")) --json"
                #expect(result.status == step.status, "\(label): \(result.stderr)")
                let document = try JSONNode.read(result.stdout)
                let problems = contract.problems(of: document, against: step.contract, seen: &seen)
                #expect(problems.isEmpty, "\(label):\n\(problems.joined(separator: "\n"))")
            }
        }
        let documented = Set(contract.tables.flatMap { name, rows in rows.map { "\(name):\($0.path)" } })
        #expect(documented.subtracting(seen).sorted() == [], "keys in docs/json.md that no document has")
    }

    /// One key, one type: a key path (array index left out) that is an integer in one
    /// document must not be an array or an object in another (docs/json.md,
    /// "Conventions"), whichever table documents it.
    @Test func everyKeyPathHasOneTypeInEveryDocument() throws {
        let contract = try JSONContract.fromDocs()
        let roots = Set(Self.dataSets.flatMap { $0.steps.map(\.contract) }).sorted()
        #expect(contract.typeClashes(roots: roots) == [])
        // Every table is read: the documents' own and those their rows name.
        let rows = contract.keyTypes(roots: roots).values.flatMap(\.keys)
        let reached = rows.compactMap { $0.components(separatedBy: " → ").last?.components(separatedBy: ":").first }
        #expect(Set(reached) == Set(contract.tables.keys))
    }

    /// The clash finder itself: across tables and through a named contract; `integer`
    /// and `number` (and `date` and `string`) are one JSON type.
    @Test func theClashFinderReportsTwoTypesOfOneKey() throws {
        let contract = try JSONContract(
            markdown: """
                <!-- contract: a -->
                | key | type | presence | meaning |
                |---|---|---|---|
                | `n` | integer | always | a count |
                | `items` | array of c objects | always | items |
                | `day` | date | always | a day |

                <!-- contract: b -->
                | key | type | presence | meaning |
                |---|---|---|---|
                | `n` | array of string | always | ids |
                | `items` | array of objects | always | items |
                | `items[].size` | string | always | a size |
                | `day` | string | always | a day |

                <!-- contract: c -->
                | key | type | presence | meaning |
                |---|---|---|---|
                | `size` | number | always | a size |
                """)
        #expect(
            contract.typeClashes(roots: ["a", "b"]) == [
                "items.size: number (a:items → c:size), string (b:items[].size)",
                "n: array of string (b:n), number (a:n)",
            ])
        #expect(contract.typeClashes(roots: ["a"]) == [])
    }

    @Test func everyCommandThatTakesJSONIsChecked() {
        let checked = Set(Self.dataSets.flatMap { $0.steps.map { $0.arguments.first ?? "today" } })
        let takesJSON = Set(CommandTable.commands.filter { $0.info.readsJSON }.map { $0.info.name })
        #expect(takesJSON == checked)
        // Write commands print what they recorded; only these refuse `--json`.
        let refuses = Set(CommandTable.commands.filter { !$0.info.readsJSON }.map { $0.info.name })
        #expect(refuses == ["verify", "completions", "export", "demo", "help", "sync", "man"])
    }

    @Test func refusingCommandsSayWhy() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["export", "--json"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "habit: error: unknown option '--json' for 'export'; did you mean '--format json'?\n")
    }

    /// The checker itself: each kind of drift from a table is reported.
    @Test(arguments: [
        ("{\"today\": \"2026-11-21\", \"habits\": [], \"extra\": 1}", "key 'extra' is not in the table"),
        ("{\"habits\": []}", "key 'today' is missing"),
        ("{\"today\": \"21.11.2026\", \"habits\": []}", "'today' is not date"),
        ("{\"today\": null, \"habits\": []}", "'today' is null"),
        ("{\"habits\": [], \"today\": \"2026-11-21\"}", "not in the documented order"),
        ("{\"today\": \"2026-11-21\", \"habits\": [{\"id\": \"x\"}]}", "key 'name' is missing"),
    ])
    func theCheckerReportsDrift(document: String, problem: String) throws {
        let contract = try JSONContract.fromDocs()
        var seen: Set<String> = []
        let problems = contract.problems(of: try JSONNode.read(document), against: "list", seen: &seen)
        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }

    @Test func integersAreWholeNumbers() throws {
        let contract = try JSONContract(
            markdown: """
                <!-- contract: t -->
                | key | type | presence | meaning |
                |---|---|---|---|
                | `n` | integer | always | a count |
                | `s` | array of string | optional | names |
                """)
        var seen: Set<String> = []
        #expect(contract.problems(of: try JSONNode.read("{\"n\": 3}"), against: "t", seen: &seen).isEmpty)
        #expect(contract.problems(of: try JSONNode.read("{\"n\": 3.5}"), against: "t", seen: &seen).count == 1)
        #expect(
            contract.problems(of: try JSONNode.read("{\"n\": 1, \"s\": [1]}"), against: "t", seen: &seen).count == 1)
    }
}
