import Foundation
import HabitCore
import Testing

@testable import habit

/// Every view, in Unicode and ASCII, at 80, 40 and 200 columns, colour off, on the demo
/// data set ending on a fixed Saturday, compared with the files under Fixtures/golden/.
@Suite struct GoldenTests {
    struct Variant: CustomStringConvertible, Sendable {
        var ascii: Bool
        var columns: Int
        var description: String { "\(ascii ? "ascii" : "unicode").\(columns)" }
    }

    static let variants = [
        Variant(ascii: false, columns: 80), Variant(ascii: true, columns: 80),
        Variant(ascii: false, columns: 40), Variant(ascii: true, columns: 40),
        Variant(ascii: false, columns: 200), Variant(ascii: true, columns: 200),
    ]

    static let views: [(String, [String])] = [
        ("today", []),
        ("list", ["list"]),
        ("list-all", ["list", "--all"]),
        ("show-week", ["show", "meditate"]),
        ("show-month-numeric", ["show", "water", "--month"]),
        ("show-month-at-most", ["show", "coffee", "--month"]),
        ("show-month-weekdays", ["show", "read", "--month"]),
        ("show-year", ["show", "meditate", "--year"]),
        ("show-year-quota", ["show", "gym", "--year"]),
        ("upcoming", ["upcoming"]),
        ("stats", ["stats"]),
        ("stats-one", ["stats", "water"]),
        ("stats-week", ["stats", "--week"]),
        ("stats-month", ["stats", "--month"]),
        ("stats-year-one", ["stats", "water", "--year"]),
        ("report-week", ["report", "--week"]),
        ("list-days", ["list", "--days", "30"]),
        ("status", ["status"]),
        ("report", ["report"]),
        ("log", ["log", "--since", "2026-11-20"]),
        ("help", ["help"]),
        ("help-check", ["help", "check"]),
    ]

    static let emptyViews: [(String, [String])] = [
        ("empty-today", []),
        ("empty-list", ["list"]),
        ("empty-upcoming", ["upcoming"]),
        ("empty-stats", ["stats"]),
        ("empty-status", ["status"]),
        ("empty-report", ["report"]),
        ("empty-log", ["log"]),
    ]

    /// Views of habits with hard names: emoji sequences, CJK, a long id.
    static let hardNameViews: [(String, [String])] = [
        ("names-today", []),
        ("names-list", ["list"]),
        ("names-show", ["show", "fam"]),
        ("names-upcoming", ["upcoming"]),
        ("names-status", ["status"]),
        ("names-stats", ["stats"]),
    ]

    /// The grouped views (docs/cli.md, "Groups"): the demo data under two `! Heading` lines,
    /// water also `tags=health`, coffee untagged above the first heading (drawn last); with
    /// `--tag`, water under health, the first of its tags typed.
    static let groupedViews: [(String, [String])] = [
        ("grouped-today", []),
        ("grouped-list", ["list"]),
        ("grouped-today-tag", ["--tag", "fitness", "--tag", "health"]),
    ]

    /// The demo data regrouped under headings, as `groupedViews` describe it.
    static func loadGroupedDemo(_ harness: Harness) throws {
        try harness.loadDemo()
        let lines = (harness.read("habits") ?? "").split(separator: "\n").map(String.init)
        func line(_ id: String) -> String { lines.first { $0.hasPrefix(id + " ") } ?? "" }
        let grouped = [
            line("coffee"), "! Morning routine", line("meditate"), line("water") + " tags=health", "! Fitness",
            line("gym"), line("read"), line("plants"),
        ]
        harness.write("habits", grouped.joined(separator: "\n") + "\n")
    }

    static func arguments(_ view: [String], _ variant: Variant) -> [String] {
        ["--color", "never"] + (variant.ascii ? ["--ascii"] : []) + view
    }

    @Test(arguments: GoldenTests.views.indices, GoldenTests.variants)
    func viewMatchesGolden(index: Int, variant: Variant) throws {
        let (name, view) = Self.views[index]
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        try Store(directory: harness.directory).transaction { transaction in
            transaction.habitsFile.append(
                Habit(
                    id: HabitID("guitar")!, name: "Guitar practice", schedule: .perWeek(2), since: Day("2026-01-05")!,
                    archived: true))
        }
        let result = harness.run(Self.arguments(view, variant), columns: variant.columns)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.check(result.stdout, against: "\(name).\(variant).txt")
    }

    @Test(arguments: GoldenTests.groupedViews.indices, GoldenTests.variants)
    func groupedViewMatchesGolden(index: Int, variant: Variant) throws {
        let (name, view) = Self.groupedViews[index]
        let harness = Harness()
        defer { harness.cleanUp() }
        try Self.loadGroupedDemo(harness)
        let result = harness.run(Self.arguments(view, variant), columns: variant.columns)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.check(result.stdout, against: "\(name).\(variant).txt")
    }

    @Test(arguments: GoldenTests.hardNameViews.indices, GoldenTests.variants)
    func hardNamesMatchGolden(index: Int, variant: Variant) {
        let (name, view) = Self.hardNameViews[index]
        let harness = WidthRulesTests.harness()
        defer { harness.cleanUp() }
        let long = String(repeating: "long-id-", count: 8)
        harness.write(
            "habits",
            (harness.read("habits") ?? "")
                + "\(long) every=daily target=8 unit=杯の水 since=2026-11-01 name=\"1\u{FE0F}\u{20E3} 🇯🇵🇫🇷 e\u{301}tude\"\n")
        let result = harness.run(Self.arguments(view, variant), columns: variant.columns)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.check(result.stdout, against: "\(name).\(variant).txt")
    }

    @Test(arguments: GoldenTests.emptyViews.indices, GoldenTests.variants)
    func emptyStateMatchesGolden(index: Int, variant: Variant) {
        let (name, view) = Self.emptyViews[index]
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(Self.arguments(view, variant), columns: variant.columns)
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "\(name).\(variant).txt")
    }

    @Test(arguments: GoldenTests.variants)
    func nothingDueTodayMatchesGolden(variant: Variant) {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "read every=weekdays since=2026-11-01 name=\"Read 20 pages\"\n")
        let result = harness.run(Self.arguments([], variant), columns: variant.columns)
        #expect(result.status == 0)
        Golden.check(result.stdout, against: "nothing-due-today.\(variant).txt")
    }

    @Test(arguments: GoldenTests.variants)
    func checkOutputMatchesGolden(variant: Variant) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let first = harness.run(Self.arguments(["check", "water", "--value", "3"], variant), columns: variant.columns)
        let second = harness.run(Self.arguments(["check", "gym"], variant), columns: variant.columns)
        let third = harness.run(Self.arguments(["uncheck", "meditate"], variant), columns: variant.columns)
        let fourth = harness.run(
            Self.arguments(["skip", "read", "--from", "2026-12-24", "--to", "2026-12-31"], variant))
        #expect([first.status, second.status, third.status, fourth.status] == [0, 0, 0, 0])
        Golden.check(first.stdout + second.stdout + third.stdout + fourth.stdout, against: "check.\(variant).txt")
    }
}
