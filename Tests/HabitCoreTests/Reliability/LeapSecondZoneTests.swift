import Foundation
import Testing

@testable import HabitCore

/// The zone suite's `right/` zones (docs/reliability.md, "The suites"): zone files whose
/// clock counts leap seconds, where the C library's civil day starts 27 s (in 2026) after
/// the same zone's without them. `TZ=right/…` must give the C library's day at every
/// such second, through the same `Clock.zone` path a command takes.
@Suite struct LeapSecondZoneTests {
    static let zones = ["right/UTC", "right/Europe/Berlin", "right/America/New_York", "right/Asia/Kathmandu"]
    static var haveRightZones: Bool { FileManager.default.fileExists(atPath: ZoneCatalog.zoneinfo + "/right/UTC") }

    /// Every half hour of 2026 and the seconds around it where the two clocks part (−1, 0,
    /// 26, 27, 28), every second around the leap second at the end of 2016, and every six
    /// hours of 1972, 2000 and 2038.
    static var instants: [Int] {
        var instants: [Int] = []
        let start2026 = 1_767_225_600
        for step in stride(from: start2026, to: start2026 + 365 * 86_400, by: 1800) {
            instants += [step - 1, step, step + 26, step + 27, step + 28]
        }
        instants += (1_483_228_770...1_483_228_830).map { $0 }
        for start in [63_072_000, 946_684_800, 2_145_916_800] {
            instants += stride(from: start, to: start + 366 * 86_400, by: 21_600).map { $0 }
        }
        return instants
    }

    @Test(
        .enabled(
            if: ZoneReference.gnuDate != nil && haveRightZones,
            "needs GNU date and the right/ zone files (package tzdata)"),
        arguments: zones)
    func aLeapSecondZoneGivesTheCLibrarysDay(_ name: String) throws {
        let datePath = try #require(ZoneReference.gnuDate)
        let instants = Self.instants
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("leap-tz-\(UUID().uuidString)")
        try Data(instants.map { "@\($0)\n" }.joined().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ZoneReference.run(datePath, ["-f", file.path, "+%Y-%m-%d"], environment: ["TZ": name])
        let expected = output.split(separator: "\n").map(String.init)
        try #require(expected.count == instants.count)
        // The same file through `TZ` and through the config's `timezone`.
        let zones = [
            ("TZ", try Clock.zone(config: .standard, environment: ["TZ": name], systemZone: .utc)),
            ("config timezone", try Clock.zone(config: Config(timezone: name), environment: [:], systemZone: .utc)),
        ]
        for (path, zone) in zones {
            guard case .file(let file) = zone, !file.leaps.isEmpty else {
                Issue.record("\(path) '\(name)' is read as \(zone), without its leap seconds")
                continue
            }
            var wrong: [String] = []
            for (instant, reference) in zip(instants, expected) {
                let day = Clock.today(at: Date(timeIntervalSince1970: TimeInterval(instant)), in: zone)
                if day.description != reference { wrong.append("@\(instant): \(day) vs \(reference)") }
            }
            #expect(
                wrong.isEmpty, "\(path) '\(name)': \(wrong.count) of \(instants.count) differ, first \(wrong.prefix(3))"
            )
        }
    }

    /// The records are read from both halves of a TZif file, and a correction holds from
    /// its own second on.
    @Test(.enabled(if: haveRightZones, "needs the right/ zone files (package tzdata)"))
    func theRecordsOfRightUTCAreRead() throws {
        let data = try #require(FileManager.default.contents(atPath: ZoneCatalog.zoneinfo + "/right/UTC"))
        let leaps = try #require(ZoneFile(tzif: Array(data)))
        #expect(leaps.correction(at: 0) == 0)
        #expect(leaps.correction(at: 1_767_225_600) == 27)
        let last = try #require(leaps.leaps.last)
        #expect(leaps.correction(at: last) == 27)
        #expect(leaps.correction(at: last - 1) == 26)
        let plain = try #require(FileManager.default.contents(atPath: ZoneCatalog.zoneinfo + "/UTC"))
        #expect(try #require(ZoneFile(tzif: Array(plain))).leaps.isEmpty)
    }
}
