import Testing

@testable import HabitCore

/// Inputs the mutation tests and the fuzzer found, kept as fixed cases.
@Suite struct FuzzRegressionTests {
    /// `TimeZone(identifier:)` stops at a NUL byte, so `UTC\0` used to pass as a zone and
    /// came back as `UTC` after a rewrite.
    @Test(arguments: ["UTC\u{0}", "Europe/Berlin\u{0}junk", "UTC\u{7}", "UTC\u{7f}"])
    func configRejectsZoneNamesWithHiddenBytes(name: String) {
        let (_, issues) = ConfigFile.parse(Array("timezone = \(name)\n".utf8))
        #expect(issues.count == 1)
        #expect(issues.first?.isError == true)
    }

    @Test func configStillAcceptsRealZoneNames() {
        for name in ["UTC", "Europe/Berlin", "America/Port-au-Prince", "Etc/GMT+5", "America/Argentina/Buenos_Aires"] {
            let (file, issues) = ConfigFile.parse(Array("timezone = \(name)\n".utf8))
            #expect(issues.isEmpty, "\(name)")
            #expect(file.config.timezone == name)
        }
    }

    /// Every input in the mutation tests is checked the same way: these are the shapes
    /// that reach the deepest states of each parser.
    @Test func quotedValueEdgeCasesKeepPositionsInsideTheLine() {
        for text in [
            "a name=\"", "a name=\"\\", "a name=\"x\"y since=2026-01-01", "a since=2026-01-01 name=\"\\q\"", "a name=",
        ] {
            let bytes = Array((text + "\n").utf8)
            for issue in HabitsFile.parse(bytes).issues {
                #expect(issue.line == 1)
                #expect(issue.column >= 1 && issue.column <= text.utf8.count + 1, "\(text): \(issue)")
            }
        }
    }
}
