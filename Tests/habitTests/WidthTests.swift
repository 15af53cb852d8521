import Foundation
import Testing

@testable import habit

/// Every view fits the width it is given, from 40 to 200 columns, in Unicode and ASCII.
@Suite struct WidthTests {
    static let views: [[String]] = [
        [], ["list", "--all"], ["show", "meditate"], ["show", "water", "--month"], ["show", "coffee", "--month"],
        ["show", "gym", "--year"], ["show", "water", "--year"], ["upcoming"], ["stats"], ["stats", "water"],
        ["status"], ["report"], ["log", "--since", "2026-11-15"],
    ]

    @Test(arguments: [40, 57, 80, 123, 200])
    func everyLineFitsTheWidth(columns: Int) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        for view in Self.views {
            for ascii in [false, true] {
                let result = harness.run((ascii ? ["--ascii"] : []) + view, columns: columns)
                #expect(result.status == 0)
                for line in result.stdout.split(separator: "\n") {
                    #expect(TextWidth.of(String(line)) <= columns, "\(view) at \(columns): '\(line)'")
                }
            }
        }
    }

    @Test func wideTerminalsGetTwoColumnHeatMapCells() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let wide = harness.ok(["show", "meditate", "--year"], columns: 200)
        #expect(wide.contains("Last 53 weeks"))
        #expect(wide.contains("█ █ █"))
        let narrow = harness.ok(["show", "meditate", "--year"], columns: 40)
        #expect(narrow.contains("Last 36 weeks"))
    }
}
