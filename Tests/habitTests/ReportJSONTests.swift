import Testing

@testable import habit

/// `report --json` says what the text report says (docs/json.md, docs/cli.md "report"):
/// each list of the JSON, written the way the text writes it, is a line of the text.
@Suite struct ReportJSONTests {
    /// At-most `coffee` over its limit, numeric `water` short of its target, a plain check
    /// not done yet and a weekly quota with one of two done.
    static func mixed() -> Harness {
        Harness(
            habits: """
                coffee max=2 unit=cups since=2026-11-16
                water target=8 unit=glasses since=2026-11-16
                meditate since=2026-11-16
                gym every=2/week since=2026-11-16
                read since=2026-11-16

                """,
            log: "2026-11-21 coffee +3\n2026-11-21 water +3\n2026-11-20 gym\n2026-11-21 read\n")
    }

    /// The data sets compared: the demo data, `mixed`, and a data set with nothing left.
    static func harnesses() throws -> [(String, Harness)] {
        let demo = Harness()
        try demo.loadDemo()
        let done = Harness(habits: "read since=2026-11-16\n", log: "2026-11-21 read\n")
        return [("demo", demo), ("mixed", mixed()), ("done", done)]
    }

    static func ids(_ node: JSONNode?) -> [String] { node?.items?.compactMap(\.string) ?? [] }

    @Test func dueTodayLeavesOutLimitsAsTheTextDoes() {
        let harness = Self.mixed()
        defer { harness.cleanUp() }
        let document = try? JSONNode.read(harness.ok(["report", "--json"]))
        #expect(Self.ids(document?["due_today"]) == ["water", "meditate", "gym", "read"])
        #expect(Self.ids(document?["done_today"]) == ["read"])
        #expect(harness.ok(["report"]).contains("Done today: 1 of 4 (read)\n"))
    }

    @Test func everyListIsALineOfTheTextReport() throws {
        for (name, harness) in try Self.harnesses() {
            defer { harness.cleanUp() }
            let text = harness.ok(["report"], columns: 200)
            let document = try JSONNode.read(harness.ok(["report", "--json"]))
            let due = Self.ids(document["due_today"])
            let done = Self.ids(document["done_today"])
            let doneLine =
                "Done today: \(done.count) of \(due.count)"
                + (done.isEmpty ? "" : " (" + done.joined(separator: ", ") + ")")
            #expect(text.contains("\n\(doneLine)\n"), "\(name): \(doneLine)\n\(text)")
            #expect(Set(done).isSubset(of: Set(due)), "\(name)")
        }
    }
}
