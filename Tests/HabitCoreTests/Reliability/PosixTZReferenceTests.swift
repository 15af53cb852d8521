import Foundation
import Testing

@testable import HabitCore

/// `TZ` in every POSIX form gives the civil day the C library gives: each form below is
/// compared with GNU `date` (glibc's `localtime_r`, in a child process with that exact
/// `TZ`) at every half hour of 2026 and one second before it, and every six hours of
/// 2000 and 2038 — so every DST change of every rule is probed on both sides.
@Suite struct PosixTZReferenceTests {
    /// Forms across the grammar: fixed offsets of both signs (`UTC+14` is 14 hours
    /// *behind* UTC), quoted names, half and quarter hours, DST rules in all three date
    /// forms with default, negative and over-24-hour change times, southern-hemisphere
    /// rules, rules without a rule part, and zone names with and without `:`.
    static let forms = [
        "UTC+14", "UTC-14", "GMT-5", "GMT+0", "<-10>10", "<+14>-14", "JST-9", "HST10", "IST-5:30", "<+0545>-5:45",
        "<-0930>9:30", "EST5EDT,M3.2.0,M11.1.0", "EST5EDT4,M3.2.0/-1,M11.1.0/26", "CET-1CEST,M3.5.0,M10.5.0/3",
        "NZST-12NZDT,M9.5.0,M4.1.0/3", "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
        "<-01>1<+00>,M3.5.0/0,M10.5.0/1", "EST5EDT,J60,J300", "EST5EDT,59,300", "AAA3BBB,J1/0,J365/25",
        "XYZ3XYZ", "ABC-2DEF-3:30,M4.1.6/22:30,M9.5.6/23:30", ":Europe/Berlin", "Europe/Berlin", ":America/Havana",
        "EST5EDT", "posix/Asia/Tokyo", "UTC", "PST", "Mars/Base", "", ":",
    ]

    /// Forms whose DST has no rule part: glibc then follows its `posixrules` file, which
    /// agrees with the default rule only from 2007 on.
    static let defaultRuleForms: Set<String> = ["XYZ3XYZ"]

    // Skipped where GNU date is missing, except on Linux, where it is part of every system
    // these tests run on and its absence fails the test.
    @Test(
        .enabled(
            if: ZoneReference.gnuDate != nil || ZoneReference.isLinux, "needs GNU date as the C-library reference"),
        arguments: forms)
    func civilDayMatchesTheCLibrary(_ form: String) throws {
        let datePath = try #require(ZoneReference.gnuDate, "GNU date (the C-library reference) is not installed")
        var instants: [Int] = []
        let start2026 = 1_767_225_600  // 2026-01-01T00:00:00Z
        for step in stride(from: start2026, to: start2026 + 365 * 86_400, by: 1800) {
            instants += [step - 1, step]
        }
        var years = [946_684_800, 2_145_916_800]  // 2000-01-01, 2038-01-01
        if Self.defaultRuleForms.contains(form) { years = [2_145_916_800] }
        for start in years { instants += stride(from: start, to: start + 366 * 86_400, by: 21_600).map { $0 } }
        let scratch = FileManager.default.temporaryDirectory
        let file = scratch.appendingPathComponent("posix-tz-\(UUID().uuidString)")
        try Data(instants.map { "@\($0)\n" }.joined().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ZoneReference.run(datePath, ["-f", file.path, "+%Y-%m-%d"], environment: ["TZ": form])
        let expected = output.split(separator: "\n").map(String.init)
        try #require(expected.count == instants.count)
        // A system zone nine hours ahead: a form read as "no TZ" would show.
        let tokyo = LocalZone.rule(try #require(PosixTimeZone("JST-9")))
        let zone = try Clock.zone(config: .standard, environment: ["TZ": form], systemZone: tokyo)
        var wrong: [String] = []
        for (instant, reference) in zip(instants, expected) {
            let day = Clock.today(at: Date(timeIntervalSince1970: TimeInterval(instant)), in: zone)
            if day.description != reference { wrong.append("@\(instant): \(day) vs \(reference)") }
        }
        #expect(wrong.isEmpty, "TZ='\(form)': \(wrong.count) of \(instants.count) differ, first \(wrong.prefix(3))")
    }

    @Test func rulesAreReadAsTheGrammarSays() throws {
        let rule = try #require(PosixTimeZone("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1"))
        #expect(rule.standardOffset == -10_800)
        #expect(rule.daylight?.offset == -7_200)
        #expect(rule.daylight?.start == .init(date: .monthWeekDay(month: 3, week: 5, weekday: 0), time: -7_200))
        #expect(PosixTimeZone("UTC+14")?.standardOffset == -50_400)
        #expect(PosixTimeZone("EST5EDT")?.daylight?.offset == -14_400)
        for bad in [
            "Europe/Berlin", "PST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,J0,J300", "EST5EDT,M3.2.0", "AB1", "<AB>1",
        ] {
            #expect(PosixTimeZone(bad) == nil, "\(bad)")
        }
    }
}

/// Which reading `TZ` gets: a zone file first, then a rule string, else UTC.
@Test func tzIsAFileThenARuleThenUTC() throws {
    let files = ["/zi/EST5EDT": "EST5EDT", "/zi/Europe/Berlin": "Europe/Berlin", "/zi/Asia/Tokyo": "Asia/Tokyo"]
    func zone(_ value: String) -> LocalZone {
        LocalZone.fromTZ(value, zoneDirectory: "/zi") { path in
            // A file that is not a zone file is read as a rule string, as the C library does.
            path == "/zi/CET-1"
                ? Array("not a zone".utf8) : files[path].flatMap { LocalZone.contents(ZoneCatalog.zoneinfo + "/" + $0) }
        }
    }
    func file(_ name: String) throws -> LocalZone {
        let bytes = try #require(LocalZone.contents(ZoneCatalog.zoneinfo + "/" + name))
        return .file(try #require(ZoneFile(tzif: bytes)))
    }
    #expect(zone("EST5EDT") == (try file("EST5EDT")))
    #expect(zone(":Europe/Berlin") == (try file("Europe/Berlin")))
    #expect(zone("/zi/posix/Asia/Tokyo") == (try file("Asia/Tokyo")))
    #expect(zone("CET-1") == .rule(try #require(PosixTimeZone("CET-1"))))
    #expect(zone("UTC+14") == .rule(try #require(PosixTimeZone("UTC+14"))))
    #expect(zone("America/Nowhere") == .utc)
    #expect(zone("PST") == .utc)
    #expect(zone("") == .utc)
    #expect(zone(":") == .utc)
    #expect(zone("../zi/EST5EDT") == .utc)
}
