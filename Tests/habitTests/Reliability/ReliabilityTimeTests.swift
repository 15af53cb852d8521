import Foundation
import HabitCore
import Testing

@testable import habit

/// The time promises at the command line (docs/cli.md, "Time"; docs/reliability.md): a check at 23:59:30 and
/// one at 00:00:30 local time land on the right days in zones with awkward offsets and
/// on DST-change days, leap days and year ends; and streak results are the same in
/// every zone for the same civil today.
@Suite struct ReliabilityTimeTests {
    static let zones = [
        "UTC", "Europe/Berlin", "America/New_York", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe",
        "Pacific/Kiritimati", "Pacific/Chatham", "America/Santiago", "Africa/Casablanca", "America/Havana",
    ]
    /// DST changes in several hemispheres, a leap day, a year end.
    static let days = [
        "2026-03-08", "2026-03-29", "2026-04-05", "2026-10-25", "2026-11-01", "2028-02-29", "2026-12-31",
    ]

    /// The UTC instant, as `HABIT_NOW` text, when the wall clock in `zone` reads `time` on `day`.
    static func instant(_ day: String, _ time: (Int, Int, Int), in zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let parts = day.split(separator: "-").map { Int($0)! }
        let date = calendar.date(
            from: DateComponents(
                year: parts[0], month: parts[1], day: parts[2], hour: time.0, minute: time.1, second: time.2))!
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
    }

    static func harness(zone: String, now: String) -> Harness {
        var harness = Harness()
        harness.environment["HABIT_TODAY"] = nil
        harness.environment["TZ"] = zone
        harness.environment["HABIT_NOW"] = now
        return harness
    }

    @Test(arguments: zones)
    func checksJustBeforeAndJustAfterMidnightLandOnTheirDays(zone: String) {
        for day in Self.days {
            let next = Day(day)!.adding(1).description
            let harness = Self.harness(zone: zone, now: Self.instant(day, (23, 59, 30), in: zone))
            defer { harness.cleanUp() }
            _ = harness.ok(["add", "meditate", "--since", "2026-01-01"])
            _ = harness.ok(["check", "meditate"])
            var after = harness
            after.environment["HABIT_NOW"] = Self.instant(next, (0, 0, 30), in: zone)
            _ = after.ok(["check", "meditate"])
            // The same through config instead of TZ.
            var configured = after
            configured.environment["TZ"] = "Pacific/Honolulu"
            _ = configured.ok(["config", "timezone", zone])
            configured.environment["HABIT_NOW"] = Self.instant(next, (23, 59, 30), in: zone)
            _ = configured.ok(["check", "meditate", "--note", "config zone"])
            #expect(
                harness.read("log") == "\(day) meditate\n\(next) meditate\n\(next) meditate done # config zone\n",
                "\(zone) \(day): \(harness.read("log") ?? "")")
        }
    }

    @Test func streakResultsAreTheSameInEveryZone() throws {
        let base = Harness()
        defer { base.cleanUp() }
        try base.loadDemo()
        let commands =
            [["list", "--json"], ["status", "--json"], ["report"], ["stats"]]
            + ["meditate", "water", "gym", "coffee"].map { ["show", $0, "--json", "--month"] }
        var reference: [String] = []
        for (index, zone) in (["UTC"] + Self.zones + ["Pacific/Apia", "Etc/GMT+12", "Etc/GMT-14"]).enumerated() {
            var harness = base
            harness.environment["HABIT_TODAY"] = nil
            harness.environment["TZ"] = zone
            // Local noon of the harness's today, whatever the zone.
            harness.environment["HABIT_NOW"] = Self.instant(Harness.today, (12, 0, 0), in: zone)
            let outputs = commands.map { command -> String in
                let result = harness.run(command)
                return "\(command) \(result.status)\n\(result.stdout)\(result.stderr)"
            }
            if index == 0 {
                reference = outputs
                #expect(outputs.allSatisfy { $0.contains(" 0\n") || $0.contains(" 3\n") })
            } else {
                for (output, expected) in zip(outputs, reference) {
                    #expect(output == expected, "\(zone) differs from UTC")
                }
            }
        }
    }
}
