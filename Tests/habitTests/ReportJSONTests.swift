import Testing

@testable import habit

/// `report --json` says what the text report says (docs/json.md, docs/cli.md "report"):
/// each list of the JSON, written the way the text writes it, is a line of the text.
@Suite struct ReportJSONTests {
    /// On a Sunday, the last day of the week: at-most `coffee` over its limit, numeric
    /// `water` short of its target, a plain check not done yet, a weekly quota with one of
    /// two done and a plain check done.
    static func mixed() -> Harness {
        Harness(
            today: "2026-11-22",
            habits: """
                coffee max=2 unit=cups since=2026-11-16
                water target=8 unit=glasses since=2026-11-16
                meditate since=2026-11-16
                gym every=2/week since=2026-11-16
                read since=2026-11-16

                """,
            log: "2026-11-22 coffee +3\n2026-11-22 water +3\n2026-11-20 gym\n2026-11-22 read\n")
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
            let left = (document["left_today"]?.items ?? []).map { item in
                (item["id"]?.string ?? "?") + (item["left"]?.string.map { " — \($0)" } ?? "")
            }
            let leftLine = "Still to do today: " + (left.isEmpty ? "none" : left.joined(separator: ", "))
            #expect(text.contains("\n\(leftLine)\n"), "\(name): \(leftLine)\n\(text)")
            let over = (document["over_limit"]?.items ?? []).map { item in
                let unit = item["unit"]?.string.map { " \($0)" } ?? ""
                return
                    "\(item["id"]?.string ?? "?") (\(item["total"]?.number ?? "?")/\(item["max"]?.number ?? "?")\(unit))"
            }
            let overLine = "Over the limit: " + over.joined(separator: ", ")
            #expect(
                over.isEmpty ? !text.contains("Over the limit") : text.contains("\n\(overLine)\n"),
                "\(name): \(overLine)\n\(text)")
        }
    }

    @Test func leftTodaySaysWhatIsLeft() throws {
        let harness = Self.mixed()
        defer { harness.cleanUp() }
        let document = try JSONNode.read(harness.ok(["report", "--json"]))
        let left = try #require(document["left_today"]?.items)
        #expect(left.map { $0["id"]?.string } == ["water", "meditate", "gym"])
        #expect(left.map { $0["left"] } == [.string("5 more glasses"), .null, .string("1 more this week")])
        #expect(
            harness.ok(["report"]).contains(
                "Still to do today: water — 5 more glasses, meditate, gym — 1 more this week\n"))
    }

    @Test func overLimitGivesTheAmountTheLimitAndTheUnit() throws {
        let harness = Self.mixed()
        defer { harness.cleanUp() }
        let document = try JSONNode.read(harness.ok(["report", "--json"]))
        let over = try JSONNode.read(#"[{"id": "coffee", "total": 3, "max": 2, "unit": "cups"}]"#)
        #expect(document["over_limit"] == over)
        #expect(harness.ok(["report"]).contains("Over the limit: coffee (3/2 cups)\n"))
        _ = harness.ok(["uncheck", "coffee"])
        let within = try JSONNode.read(harness.ok(["report", "--json"]))
        #expect(within["over_limit"] == .array([]))
    }
}
