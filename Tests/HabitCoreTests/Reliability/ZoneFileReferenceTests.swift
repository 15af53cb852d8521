import Foundation
import Testing

@testable import HabitCore

/// Zone files made to reach the corners of the TZif format that the system's zones seldom
/// do, each read by habit and by the C library (GNU `date` with `TZDIR` pointing at them)
/// at every three hours of the years around their changes: an instant before the first
/// change when the first type is daylight saving time, the rule string after the last
/// change, a file without one (the last offset holds), a file without changes, a
/// version 1 file (32-bit times, no rule), and leap-second records under a rule.
@Suite struct ZoneFileReferenceTests {
    /// A local time type: its offset east of UTC and whether it is daylight saving time.
    typealias LocalType = (offset: Int, isDaylight: Bool)

    /// A zone file's contents, written as TZif version 1 or 2.
    struct Made {
        var name: String
        var changes: [(at: Int64, type: Int)] = []
        var types: [LocalType]
        var leaps: [(at: Int64, correction: Int)] = []
        var rule = ""
        var version2 = true

        /// The TZif bytes: version 1 data, then for version 2 the same data with 64-bit
        /// times and the rule between newlines.
        var bytes: [UInt8] {
            var bytes = block(timeSize: 4, version: version2 ? "2" : "\0")
            if version2 { bytes += block(timeSize: 8, version: "2") + Array("\n\(rule)\n".utf8) }
            return bytes
        }

        private func block(timeSize: Int, version: Character) -> [UInt8] {
            let characters = Array("AAA\0".utf8)
            var bytes = Array("TZif".utf8) + [version.asciiValue ?? 0] + [UInt8](repeating: 0, count: 15)
            for count in [0, 0, leaps.count, changes.count, types.count, characters.count] {
                bytes += Self.bigEndian(Int64(count), size: 4)
            }
            for change in changes { bytes += Self.bigEndian(change.at, size: timeSize) }
            bytes += changes.map { UInt8($0.type) }
            for type in types { bytes += Self.bigEndian(Int64(type.offset), size: 4) + [type.isDaylight ? 1 : 0, 0] }
            bytes += characters
            for leap in leaps {
                bytes += Self.bigEndian(leap.at, size: timeSize) + Self.bigEndian(Int64(leap.correction), size: 4)
            }
            return bytes
        }

        static func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * Int64($0))) }
        }
    }

    /// 2030-01-01, 2030-07-01 and 2031-01-01, 00:00 UTC.
    static let (january, july, nextJanuary): (Int64, Int64, Int64) = (1_893_456_000, 1_909_094_400, 1_924_992_000)

    static let made: [Made] = [
        // Before the first change: the first type that is not DST (-10 h), not the first type (+10 h).
        Made(
            name: "Daylight/First", changes: [(july, 0), (nextJanuary, 1)], types: [(36_000, true), (-36_000, false)]),
        // From the last change on, the rule (+05), not the last change's offset (-08).
        Made(
            name: "Rule/After", changes: [(january, 1), (july, 0)], types: [(-28_800, false), (18_000, false)],
            rule: "<+05>-5"),
        // A rule with DST, from the last change on.
        Made(
            name: "Rule/Daylight", changes: [(january, 0)], types: [(43_200, false)],
            rule: "<-11>11<-10>,M3.2.0,M11.1.0"),
        // No rule: the last change's offset holds.
        Made(name: "Rule/None", changes: [(january, 1), (july, 0)], types: [(-28_800, false), (18_000, false)]),
        // No changes: the first standard type, the rule unused (as the C library does).
        Made(name: "Changes/None", types: [(25_200, false)], rule: "<-07>7"),
        // Version 1: 32-bit times, no rule.
        Made(
            name: "Version/One", changes: [(january, 1), (july, 0)], types: [(-34_200, false), (34_200, false)],
            version2: false),
        // Leap records under a rule: the correction applies after the last change too.
        Made(
            name: "Leaps/Rule", changes: [(january, 0)], types: [(-3_600, false)],
            leaps: [(january + 86_400, 1), (july, 2), (july + 3_600, 40_000)], rule: "<-01>1"),
    ]

    /// Every three hours of 2029–2032 and the seconds around each change and leap record.
    static func instants(_ zone: Made) -> [Int64] {
        var instants = Array(stride(from: january - 366 * 86_400, to: nextJanuary + 366 * 86_400, by: 10_800))
        for at in zone.changes.map(\.at) + zone.leaps.map(\.at) { instants += [at - 1, at, at + 1] }
        return instants
    }

    @Test(
        .enabled(
            if: ZoneReference.gnuDate != nil || ZoneReference.isLinux, "needs GNU date as the C-library reference"),
        arguments: made.map(\.name))
    func aMadeZoneFileGivesTheCLibrarysDay(_ name: String) throws {
        let zone = try #require(Self.made.first { $0.name == name })
        let (local, wrong) = try Self.compare(name: name, bytes: zone.bytes, instants: Self.instants(zone))
        guard case .file = local else {
            Issue.record("TZ='\(name)' was not read as a zone file: \(local)")
            return
        }
        #expect(wrong.isEmpty, "\(name): \(wrong.count) differ, first \(wrong.prefix(3))")
    }

    /// Files the C library refuses are refused by habit too, and `TZ` then reads as the C
    /// library reads it (here as no rule string: UTC): a change naming a type the file
    /// does not have, a type whose DST flag is neither 0 nor 1, an abbreviation index
    /// past the abbreviations, a file cut short.
    @Test(
        .enabled(
            if: ZoneReference.gnuDate != nil || ZoneReference.isLinux, "needs GNU date as the C-library reference"))
    func aBrokenZoneFileIsRefusedAsTheCLibraryRefusesIt() throws {
        let zone = Made(name: "Broken/Zone", changes: [(Self.january, 1)], types: [(-36_000, false), (36_000, false)])
        let good = zone.bytes
        // The second (64-bit) block starts after the first header and its 4-byte data.
        let second = 44 + 5 + 12 + 4
        let types = second + 44 + 9
        var broken: [(String, [UInt8])] = [("cut short", Array(good.prefix(good.count - 12)))]
        var bytes = good
        bytes[second + 44 + 8] = 2
        broken.append(("type 2 of 2", bytes))
        bytes = good
        bytes[types + 4] = 2
        broken.append(("DST flag 2", bytes))
        bytes = good
        bytes[types + 5] = 5
        broken.append(("abbreviation 5 of 4", bytes))
        for (what, bytes) in broken {
            let (local, wrong) = try Self.compare(name: zone.name, bytes: bytes, instants: Self.instants(zone))
            #expect(local == .utc, "\(what): read as \(local)")
            #expect(wrong.isEmpty, "\(what): \(wrong.count) differ, first \(wrong.prefix(3))")
        }
    }

    /// The zone `TZ=name` reads with the file `bytes` under a `TZDIR` of its own, and the
    /// instants where its day and hour differ from the C library's.
    static func compare(name: String, bytes: [UInt8], instants: [Int64]) throws -> (LocalZone, [String]) {
        let datePath = try #require(ZoneReference.gnuDate, "GNU date (the C-library reference) is not installed")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zonefiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        let list = directory.appendingPathComponent("instants")
        try Data(instants.map { "@\($0)\n" }.joined().utf8).write(to: list)
        let environment = ["TZ": name, "TZDIR": directory.path]
        let output = try ZoneReference.run(datePath, ["-f", list.path, "+%Y-%m-%d %H"], environment: environment)
        let expected = output.split(separator: "\n").map(String.init)
        try #require(expected.count == instants.count)

        let local = try Clock.zone(config: .standard, environment: environment, systemZone: .utc)
        var wrong: [String] = []
        for (instant, reference) in zip(instants, expected) {
            let date = Date(timeIntervalSince1970: TimeInterval(instant))
            let seconds = Int(instant) + local.secondsFromGMT(for: date)
            let day = Day(secondsSince1970: seconds)
            let hour = (seconds - day.secondsSince1970) / 3600
            let text = "\(day) \(hour < 10 ? "0" : "")\(hour)"
            if text != reference { wrong.append("@\(instant): \(text) vs \(reference)") }
        }
        return (local, wrong)
    }

    /// Every prefix of a real zone file is read without trapping, and none short of the
    /// whole data is taken for a zone: only the rule string after it may be cut (and is
    /// then read as far as it goes, as the C library reads it).
    @Test func everyPrefixOfAZoneFileIsReadSafely() throws {
        let berlin = try #require(LocalZone.contents(ZoneCatalog.zoneinfo + "/Europe/Berlin"))
        let whole = try #require(ZoneFile(tzif: berlin))
        for length in 0..<berlin.count {
            let zone = ZoneFile(tzif: Array(berlin.prefix(length)))
            #expect(zone == nil || zone?.changes == whole.changes, "\(length) bytes")
            #expect(zone != nil || length < berlin.count - 28, "\(length) bytes")
        }
    }
}
