import Foundation
import HabitCore
import Testing

@testable import habit

/// `show --svg` and `report --html` on the demo data set ending on the fixed Saturday,
/// compared with the files under Fixtures/golden/pictures/ (docs/cli.md, "Pictures").
@Suite struct PictureGoldenTests {
    static let pictures: [(String, [String])] = [
        ("show-year-meditate.svg", ["show", "meditate", "--year", "--svg"]),
        ("show-year-water.svg", ["show", "water", "--year", "--svg"]),
        ("show-year-coffee.svg", ["show", "coffee", "--year", "--svg"]),
        ("show-year-gym.svg", ["show", "gym", "--year", "--svg"]),
        ("show-month-water.svg", ["show", "water", "--month", "--svg"]),
        ("show-month-coffee.svg", ["show", "coffee", "--month", "--svg"]),
        ("show-week-meditate.svg", ["show", "meditate", "--svg"]),
        ("report.html", ["report", "--html"]),
        ("report-week.html", ["report", "--week", "--html"]),
    ]

    static func demo() throws -> Harness {
        let harness = Harness()
        try harness.loadDemo()
        return harness
    }

    @Test(arguments: PictureGoldenTests.pictures.indices)
    func pictureMatchesGolden(index: Int) throws {
        let (name, arguments) = Self.pictures[index]
        let harness = try Self.demo()
        defer { harness.cleanUp() }
        let result = harness.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.check(result.stdout, against: "pictures/\(name)")
        // The width, the colour and the character set of the terminal change nothing.
        let other = harness.run(["--ascii", "--color", "always"] + arguments, columns: 40)
        #expect(other.stdout == result.stdout)
    }

    /// The data the browser check imports: the demo data set as `habit export` writes it.
    @Test func demoExportMatchesGolden() throws {
        let harness = try Self.demo()
        defer { harness.cleanUp() }
        Golden.check(harness.ok(["export"]), against: "pictures/demo-export.csv")
    }

    @Test(arguments: PictureGoldenTests.pictures.indices)
    func everySVGIsWellFormedXML(index: Int) throws {
        let harness = try Self.demo()
        defer { harness.cleanUp() }
        let output = harness.ok(Self.pictures[index].1)
        let svgs = output.hasPrefix("<?xml") ? [output] : SVGReader.inlineSVGs(output)
        #expect(svgs.count == (output.hasPrefix("<?xml") ? 1 : 12))
        for svg in svgs {
            let reader = try #require(SVGReader.read(svg), "not well-formed: \(svg.prefix(200))")
            #expect(!reader.cells.isEmpty)
            #expect(reader.cells.allSatisfy { !$0.title.isEmpty })
        }
    }

    @Test func sameDataSameBytes() throws {
        let harness = try Self.demo()
        defer { harness.cleanUp() }
        for (_, arguments) in Self.pictures {
            #expect(harness.ok(arguments) == harness.ok(arguments))
        }
    }

    /// Every day of the engine's series is one cell of the kind its status gives, and a
    /// cell's title names the day.
    @Test(arguments: ["meditate", "coffee", "gym", "read", "water"], ["year", "month", "week"])
    func cellsAreTheEngineSeries(id: String, span: String) throws {
        let harness = try Self.demo()
        defer { harness.cleanUp() }
        let json = try JSONSerialization.jsonObject(with: Data(harness.ok(["show", id, "--\(span)", "--json"]).utf8))
        let habit = try #require(json as? [String: Any])
        let series = try #require(habit["series"] as? [[String: Any]])
        let limit = (habit["goal"] as? [String: Any])?["type"] as? String == "at_most"
        var expected: [String: Int] = [:]
        for point in series {
            let status = point["status"] as? String ?? ""
            let value = point["value"] as? Double
            let kind: String
            switch status {
            case "done": kind = limit ? "kept" : "done"
            case "partial": kind = limit ? "kept" : "partial"
            case "missed": kind = limit ? "over" : "missed"
            case "pending": kind = !limit && (value ?? 0) > 0 ? "partial" : "pending"
            case "not_due": kind = "not-due"
            case "before_start": kind = "before"
            default: kind = status
            }
            expected[kind, default: 0] += 1
        }
        // The whole year, as the JSON series has it (a younger habit's grid starts at its first week).
        let weeks = span == "year" ? ["--weeks", "53"] : []
        let reader = try #require(SVGReader.read(harness.ok(["show", id, "--\(span)", "--svg"] + weeks)))
        #expect(reader.counts == expected)
        #expect(reader.cells.count == series.count)
        #expect(reader.cells.filter { $0.classes.contains("today") }.count == 1)
        #expect(reader.cells.last?.title.hasPrefix("Sat, Nov 21, 2026: ") == true)
    }
}
