import Foundation
import Testing

@testable import habit

/// `habit check` under a POSIX `TZ` lands on the day the C library gives for that
/// instant: GNU `date` (glibc's `localtime_r`) with the same `TZ` is the reference.
@Suite struct TZFormsTests {
    static let forms = ["UTC+14", "GMT-5", "<-10>10", "EST5EDT,M3.2.0,M11.1.0", ":Europe/Berlin", "PST", "JST-9"]
    /// Instants around local midnights and a DST change, as `HABIT_NOW` values.
    static let instants = [
        "2026-11-21T05:00:00Z", "2026-11-21T20:00:00Z", "2026-07-01T03:30:00Z", "2026-03-08T04:59:59Z",
        "2026-11-01T05:00:00Z",
    ]

    static func reference(_ form: String, _ instant: String) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/date") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/date")
        process.arguments = ["-d", instant, "+%Y-%m-%d"]
        process.environment = ["TZ": form, "LC_ALL": "C"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `/usr/bin/date` is GNU's, which takes `-d` (BSD's does not).
    static let hasReference = (try? reference("UTC", instants[0])) != nil

    @Test(.enabled(if: hasReference, "needs GNU date at /usr/bin/date as the C-library reference"), arguments: forms)
    func checkLandsOnTheCLibrarysDay(_ form: String) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x", "--since", "2026-01-01"]).status == 0)
        var expected = ""
        for instant in Self.instants {
            guard let day = try Self.reference(form, instant) else {
                Issue.record("GNU date is needed as the reference")
                return
            }
            let result = harness.run(["check", "x"], extra: ["TZ": form, "HABIT_TODAY": "", "HABIT_NOW": instant])
            #expect(result.status == 0, "\(result.stderr)")
            expected += "\(day) x\n"
        }
        #expect(harness.read("log") == expected, "TZ='\(form)'")
    }
}
