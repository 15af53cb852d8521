import Foundation
import HabitCore
import Testing

@testable import habit

/// The year of a habit younger than it starts at the habit's first week, in
/// `show --year --svg` and `report --html`, and says so; `--weeks N` chooses (docs/cli.md,
/// "Pictures"). meditate is a month old: since Thu Oct 22; today is Sat Nov 21, weeks
/// start on Monday.
@Suite struct YoungGridTests {
    static func harness() -> Harness {
        Harness(habits: "meditate since=2026-10-22\n", log: "2026-10-22 meditate\n2026-11-20 meditate\n")
    }

    /// Mon Oct 19 (its first week) to today: 34 cells, not 370 of which 336 empty.
    @Test func aYoungHabitsYearStartsAtItsFirstWeek() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let svg = harness.ok(["show", "meditate", "--year", "--svg"])
        let cells = try #require(SVGReader.read(svg)).cells
        #expect(cells.count == 34)
        #expect(cells.first?.title.hasPrefix("Mon, Oct 19, 2026") == true, "\(cells.first?.title ?? "")")
        #expect(svg.contains("From its first week, Mon, Oct 19: &#39;--weeks 53&#39; draws the whole year."))
        let year = try #require(SVGReader.read(harness.ok(["show", "meditate", "--year", "--svg", "--weeks", "53"])))
        #expect(year.cells.count == 370)
        let two = harness.ok(["show", "meditate", "--year", "--svg", "--weeks", "2"])
        #expect(SVGReader.read(two)?.cells.count == 13)
        #expect(!two.contains("From its first week"))
    }

    @Test func theReportPageStartsAtTheFirstWeekToo() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let page = harness.ok(["report", "--html"])
        #expect(page.contains("<h3>Last 5 weeks</h3>"), "\(page)")
        let year = try #require(SVGReader.inlineSVGs(page).first.flatMap(SVGReader.read))
        #expect(year.cells.count == 34)
        #expect(page.contains("From its first week"))
        let chosen = harness.ok(["report", "--html", "--weeks", "53"])
        #expect(SVGReader.inlineSVGs(chosen).first.flatMap(SVGReader.read)?.cells.count == 370)
    }

    @Test(arguments: [
        ["show", "meditate", "--svg", "--weeks", "5"], ["show", "meditate", "--year", "--weeks", "5"],
        ["report", "--weeks", "5"], ["show", "meditate", "--year", "--svg", "--weeks", "0"],
        ["report", "--html", "--weeks", "54"],
    ])
    func weeksGoesWithAYearPicture(arguments: [String]) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stdout == "")
    }
}
