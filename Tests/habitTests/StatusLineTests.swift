import Foundation
import Testing

@testable import habit

/// `habit status --line` (docs/integrations.md): one short line for a prompt or a bar, and
/// with `--json` waybar's `text`, `tooltip`, `class` and `percentage`.
@Suite struct StatusLineTests {
    /// Six habits on Sat 2026-11-21: meditate done three days running (today too), four
    /// daily habits done only yesterday (at risk), a weekly quota not started.
    static func harness() -> Harness {
        Harness(
            habits: """
                meditate since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                read since=2026-11-01
                gym every=3/week since=2026-11-01
                run since=2026-11-01
                swim since=2026-11-01

                """,
            log: """
                2026-11-19 meditate
                2026-11-20 meditate
                2026-11-21 meditate
                2026-11-20 read
                2026-11-20 water +8
                2026-11-20 run
                2026-11-20 swim

                """)
    }

    @Test func theLineSaysDoneOfDueTheBestStreakAndWhatIsAtRisk() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["status", "--line"]) == "1/6 done · ● 3d meditate · at risk: water, read, run +1\n")
        #expect(
            harness.ok(["status", "--line", "--ascii"]) == "1/6 done - + 3d meditate - at risk: water, read, run +1\n")
        #expect(harness.ok(["status", "--line", "meditate"]) == "1/1 done · ● 3d meditate\n")
        #expect(harness.run(["status", "--line", "--exit-code"]).status == 3)
    }

    @Test func theJSONIsWhatWaybarReads() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let data = Data(harness.ok(["status", "--line", "--json"]).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["text"] as? String == "1/6 done · ● 3d meditate · at risk: water, read, run +1")
        #expect(document["class"] as? String == "at-risk")
        #expect(document["percentage"] as? Int == 16)
        let tooltip = try #require(document["tooltip"] as? String)
        #expect(tooltip.split(separator: "\n").count == 6)
        #expect(tooltip.hasPrefix("meditate  active"))
        #expect(!tooltip.contains("\u{1B}"))
    }

    @Test func eachClassAndTheEmptyLine() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        func state(_ arguments: [String]) throws -> (String?, String?) {
            let data = Data(harness.ok(["status", "--line", "--json"] + arguments).utf8)
            let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return (document?["text"] as? String, document?["class"] as? String)
        }
        #expect(try state(["meditate"]) == ("1/1 done · ● 3d meditate", "done"))
        #expect(try state(["gym"]) == ("0/1 done", "due"))
        let empty = Harness()
        defer { empty.cleanUp() }
        #expect(empty.ok(["status", "--line"]) == "no habits\n")
        #expect(empty.ok(["status", "--line", "--json"]).contains("\"class\": \"idle\""))
    }
}
