import HabitCore
import Testing

@testable import habit

/// A unit after exactly 1 is singular (`+1 cup`), by the small rule of docs/cli.md
/// ("Output"); every other amount, and every unit the rule cannot be sure of, keeps the
/// unit as the habit names it.
@Suite struct UnitWordTests {
    // swift-format-ignore
    static let rows: [(unit: String, one: String)] = [
        ("cups",     "cup"),     ("glasses", "glass"),  ("boxes",   "box"),
        ("inches",   "inch"),    ("dishes",  "dish"),   ("pages",   "page"),
        ("minutes",  "minute"),  ("houses",  "house"),  ("reps",    "rep"),
        ("km",       "km"),      ("lbs",     "lbs"),    ("kg",      "kg"),
        ("calories", "calories"), ("class",  "class"),  ("bonus",   "bonus"),
        ("Cups",     "Cups"),    ("pages read", "pages read"), ("tasses", "tass"),
        ("über-s",   "über-s"),
    ]

    @Test func oneTakesTheSingularWhereTheRuleIsSure() {
        for row in Self.rows {
            #expect(Describe.unit(row.unit, for: Amount(1)) == row.one, "\(row.unit)")
            #expect(Describe.quantity(Amount(1), row.unit) == "1 \(row.one)")
            #expect(Describe.quantity(Amount(2), row.unit) == "2 \(row.unit)")
            #expect(Describe.quantity(Amount(thousandths: 1_500), row.unit) == "1.5 \(row.unit)")
            #expect(Describe.quantity(.zero, row.unit) == "0 \(row.unit)")
        }
        #expect(Describe.quantity(Amount(1), nil) == "1")
    }

    @Test func checkAndTheReportSayOneCupAndOneMoreGlass() {
        let harness = Harness(
            habits: "coffee max=2 unit=cups since=2026-11-01\nwater target=8 unit=glasses since=2026-11-01\n",
            log: "2026-11-21 water +7\n")
        defer { harness.cleanUp() }
        #expect(harness.ok(["check", "coffee", "--value", "1"]).hasPrefix("· coffee +1 cup today (1/2 cups)"))
        #expect(harness.ok(["report"]).contains("water — 1 more glass\n"))
        #expect(harness.ok(["check", "water", "--set", "1"]).hasPrefix("✓ water set to 1 glass today (1/8 glasses)"))
    }
}
