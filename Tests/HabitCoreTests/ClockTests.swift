import Foundation
import Testing

@testable import HabitCore

private func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
}

/// The system's zone file `name`; UTC where it has none, which the expectations then catch.
private func zone(_ name: String) -> LocalZone {
    LocalZone.named(name, zoneDirectory: "/usr/share/zoneinfo", read: LocalZone.contents) ?? .utc
}

/// (zone, UTC instant, expected civil day) for instants near local midnight.
private let nearMidnight: [(String, String, String)] = [
    // Havana: DST starts at midnight (00:00 -> 01:00) and ends at 01:00 -> 00:00.
    ("America/Havana", "2026-03-08T04:59:59Z", "2026-03-07"),
    ("America/Havana", "2026-03-08T05:00:00Z", "2026-03-08"),
    ("America/Havana", "2026-11-01T03:59:59Z", "2026-10-31"),
    ("America/Havana", "2026-11-01T04:00:00Z", "2026-11-01"),
    ("America/Havana", "2026-11-01T05:30:00Z", "2026-11-01"),
    // Santiago: DST ends at 24:00 (back to 23:00 of the same Saturday), starts at 00:00.
    ("America/Santiago", "2026-04-05T02:59:59Z", "2026-04-04"),
    ("America/Santiago", "2026-04-05T03:00:00Z", "2026-04-04"),
    ("America/Santiago", "2026-04-05T03:59:59Z", "2026-04-04"),
    ("America/Santiago", "2026-04-05T04:00:00Z", "2026-04-05"),
    ("America/Santiago", "2026-09-06T03:59:59Z", "2026-09-05"),
    ("America/Santiago", "2026-09-06T04:00:00Z", "2026-09-06"),
    // Sao Paulo 2018-11-04: midnight did not exist (00:00 -> 01:00).
    ("America/Sao_Paulo", "2018-11-04T02:59:59Z", "2018-11-03"),
    ("America/Sao_Paulo", "2018-11-04T03:00:00Z", "2018-11-04"),
    // Apia skipped 2011-12-30 entirely.
    ("Pacific/Apia", "2011-12-30T09:59:59Z", "2011-12-29"),
    ("Pacific/Apia", "2011-12-30T10:00:00Z", "2011-12-31"),
    // Half-hour and 45-minute offsets.
    ("Asia/Kolkata", "2026-11-21T18:29:59Z", "2026-11-21"),
    ("Asia/Kolkata", "2026-11-21T18:30:00Z", "2026-11-22"),
    ("Asia/Kathmandu", "2026-11-21T18:14:59Z", "2026-11-21"),
    ("Asia/Kathmandu", "2026-11-21T18:15:00Z", "2026-11-22"),
    ("Australia/Eucla", "2026-11-21T15:14:59Z", "2026-11-21"),
    ("Australia/Eucla", "2026-11-21T15:15:00Z", "2026-11-22"),
    // West of UTC, before 1970.
    ("Pacific/Honolulu", "1969-12-31T09:59:59Z", "1969-12-30"),
    ("Pacific/Honolulu", "1969-12-31T10:00:00Z", "1969-12-31"),
]

@Test(arguments: nearMidnight)
func todayNearMidnight(_ zoneName: String, _ utc: String, _ expected: String) {
    #expect(Clock.today(at: instant(utc), in: zone(zoneName)).description == expected)
}

@Test func dayStartAtFourKeepsTheSmallHoursInThePreviousDay() throws {
    let start = try #require(DayStart("04:00"))
    let berlin = zone("Europe/Berlin")
    #expect(Clock.today(at: instant("2026-11-22T01:30:00Z"), in: berlin, dayStart: start).description == "2026-11-21")
    #expect(Clock.today(at: instant("2026-11-22T02:59:59Z"), in: berlin, dayStart: start).description == "2026-11-21")
    #expect(Clock.today(at: instant("2026-11-22T03:00:00Z"), in: berlin, dayStart: start).description == "2026-11-22")
    // Havana's missing midnight with a 04:00 day start: 03:59 local is still the day before.
    let havana = zone("America/Havana")
    #expect(Clock.today(at: instant("2026-03-08T07:59:00Z"), in: havana, dayStart: start).description == "2026-03-07")
    #expect(Clock.today(at: instant("2026-03-08T08:00:00Z"), in: havana, dayStart: start).description == "2026-03-08")
}

@Test func dayStartText() {
    #expect(DayStart("04:00")?.minutes == 240)
    #expect(DayStart("4:30")?.description == "04:30")
    #expect(DayStart("23:59")?.minutes == 1439)
    for bad in ["24:00", "12:60", "12", "12:5", "-1:00", "ab:cd", "12:00:00", ""] {
        #expect(DayStart(bad) == nil, "\(bad)")
    }
}

@Test func resolutionOrder() throws {
    let now = instant("2026-11-21T23:30:00Z")
    let utc = zone("UTC")
    let tokyo = Config(timezone: "Asia/Tokyo")
    func resolve(_ option: String?, _ env: [String: String], _ config: Config = .standard) throws -> String {
        try Clock.resolveToday(option: option, environment: env, config: config, now: now, systemZone: utc).description
    }
    #expect(try resolve(nil, [:]) == "2026-11-21")
    #expect(try resolve(nil, ["TZ": "Asia/Tokyo"]) == "2026-11-22")
    #expect(try resolve(nil, ["TZ": ":Asia/Tokyo"]) == "2026-11-22")
    #expect(try resolve(nil, ["TZ": "America/New_York"], tokyo) == "2026-11-22")
    #expect(try resolve(nil, ["HABIT_NOW": "2026-11-22T02:30:00+01:00"]) == "2026-11-22")
    let four = Config(dayStart: DayStart("04:00") ?? .midnight)
    #expect(try resolve(nil, ["HABIT_NOW": "2026-11-22T02:30:00+01:00", "TZ": "Europe/Berlin"], four) == "2026-11-21")
    #expect(try resolve(nil, ["HABIT_NOW": "2026-11-22T03:30:00+01:00", "TZ": "Asia/Tokyo"], four) == "2026-11-22")
    #expect(
        try resolve(
            nil, ["HABIT_NOW": "2026-11-22T02:30:00", "TZ": "Asia/Tokyo"],
            Config(dayStart: DayStart("04:00") ?? .midnight)) == "2026-11-21")
    #expect(try resolve(nil, ["HABIT_NOW": "2026-11-22T00:30:00Z", "TZ": "America/New_York"]) == "2026-11-21")
    #expect(try resolve(nil, ["HABIT_TODAY": "2020-02-29", "HABIT_NOW": "2026-11-22T00:30:00Z"]) == "2020-02-29")
    #expect(try resolve("2019-01-01", ["HABIT_TODAY": "2020-02-29"]) == "2019-01-01")
    #expect(try resolve(nil, ["HABIT_TODAY": ""]) == "2026-11-21")
    #expect(throws: ClockError.invalidDate("2026-02-30")) { try resolve("2026-02-30", [:]) }
    // A bad HABIT_TODAY names the variable; the same text after --today is a typed date.
    #expect(throws: ClockError.invalidTodayVariable("tomorow")) { try resolve(nil, ["HABIT_TODAY": "tomorow"]) }
    #expect(throws: ClockError.invalidDate("tomorow")) { try resolve("tomorow", ["HABIT_TODAY": "2020-02-29"]) }
    // Every form of a date argument, read against the clock's today (2026-11-21 in UTC,
    // 2026-11-22 in Tokyo).
    #expect(try resolve(nil, ["HABIT_TODAY": "today"]) == "2026-11-21")
    #expect(try resolve("yesterday", [:]) == "2026-11-20")
    #expect(try resolve("yesterday", [:], tokyo) == "2026-11-21")
    #expect(try resolve(nil, ["HABIT_TODAY": "mon"]) == "2026-11-16")
    #expect(try resolve("3 days ago", ["HABIT_TODAY": "2020-02-29"]) == "2026-11-18")
    #expect(throws: ClockError.invalidNow("2026-11-22 25:00")) { try resolve(nil, ["HABIT_NOW": "2026-11-22 25:00"]) }
    #expect(throws: ClockError.unknownTimeZone("Mars/Base")) { try resolve(nil, [:], Config(timezone: "Mars/Base")) }
}

@Test func systemZoneIsReadOnlyWhenTodayComesFromTheClock() throws {
    var reads = 0
    func system() -> LocalZone {
        reads += 1
        return zone("UTC")
    }
    let now = instant("2026-11-21T23:30:00Z")
    func resolve(_ option: String?, _ env: [String: String]) throws -> String {
        try Clock.resolveToday(option: option, environment: env, config: .standard, now: now, systemZone: system())
            .description
    }
    #expect(try resolve("2026-01-01", [:]) == "2026-01-01")
    #expect(try resolve(nil, ["HABIT_TODAY": "2026-01-02"]) == "2026-01-02")
    #expect(try resolve(nil, ["TZ": "Asia/Tokyo"]) == "2026-11-22")
    #expect(reads == 0)
    #expect(try resolve(nil, [:]) == "2026-11-21")
    #expect(reads == 1)
}

@Test func zoneNames() {
    for name in ["UTC", "GMT", "Europe/Berlin", "America/New_York", "Etc/GMT+5", "posix/Asia/Tokyo"] {
        #expect(TimeZoneNames.isKnown(name), "\(name)")
    }
    // `GMT+5` has no zone file (`Etc/GMT+5` does); `Europe` is a directory.
    for name in ["Mars/Base", "", "UTC\0junk", "UTC ", "utc-", "GMT+5", "Europe", "../zoneinfo/UTC", "Europe/./Berlin"]
    {
        #expect(!TimeZoneNames.isKnown(name), "\(name)")
    }
}

/// `UTC` and `GMT` are known on a system without zone files; no other name is.
@Test func utcAndGMTNeedNoZoneFile() {
    func named(_ name: String) -> LocalZone? { LocalZone.named(name, zoneDirectory: "/nowhere", read: { _ in nil }) }
    #expect(named("UTC") == .utc && named("GMT") == .utc)
    #expect(named("Europe/Berlin") == nil)
}

/// The system zone is the zone file `/etc/localtime`, as the C library reads it when `TZ`
/// is not set; UTC when it is missing or not a zone file.
@Test func theSystemZoneIsEtcLocaltime() throws {
    let berlin = try #require(LocalZone.contents("/usr/share/zoneinfo/Europe/Berlin"))
    let zone = LocalZone.system { $0 == "/etc/localtime" ? berlin : nil }
    #expect(zone == .file(try #require(ZoneFile(tzif: berlin))))
    #expect(Clock.today(at: instant("2026-11-21T23:30:00Z"), in: zone).description == "2026-11-22")
    #expect(LocalZone.system { _ in nil } == .utc)
    #expect(LocalZone.system { _ in Array("TZif, but not a zone file".utf8) } == .utc)
}

@Test(arguments: [
    ("2026-11-22T02:30:00+01:00", 1_795_311_000), ("2026-11-22T01:30:00Z", 1_795_311_000),
    ("2026-11-22t01:30z", 1_795_311_000), ("2026-11-22T03:00:00+0130", 1_795_311_000),
    ("2026-11-21T20:30:00-05", 1_795_311_000), ("2026-11-22T01:30:00.999Z", 1_795_311_000),
])
func nowWithOffsetIsAnInstant(_ text: String, _ seconds: Int) {
    #expect(WallTime(iso8601: text) == .instant(Date(timeIntervalSince1970: TimeInterval(seconds))))
}

@Test func nowWithoutOffsetIsLocal() {
    #expect(WallTime(iso8601: "2026-11-22T02:30:00") == .local(Day(number: 20_779), secondOfDay: 9_000))
    #expect(WallTime(iso8601: "2026-11-22 02:30") == .local(Day(number: 20_779), secondOfDay: 9_000))
    #expect(WallTime(iso8601: "2026-11-22") == .local(Day(number: 20_779), secondOfDay: 0))
    for bad in [
        "2026-11-22T", "2026-11-22T2:30", "2026-11-22T02:30:00+25:00", "2026-11-22T02:30:00Zx", "now",
        "2026-02-30T00:00",
    ] {
        #expect(WallTime(iso8601: bad) == nil, "\(bad)")
    }
}

@Test func dateArguments() throws {
    let saturday = try #require(Day("2026-11-21"))
    func day(_ text: String) throws -> String { try Clock.day(fromArgument: text, today: saturday).description }
    #expect(try day("today") == "2026-11-21")
    #expect(try day("yesterday") == "2026-11-20")
    #expect(try day("sat") == "2026-11-21")
    #expect(try day("fri") == "2026-11-20")
    #expect(try day("sun") == "2026-11-15")
    #expect(try day("Mon") == "2026-11-16")
    #expect(try day("2026-12-24") == "2026-12-24")
    #expect(throws: ClockError.invalidDate("2026-02-30")) { try day("2026-02-30") }
    #expect(throws: ClockError.invalidDate("tomorow")) { try day("tomorow") }
    #expect(
        ClockError.invalidDate("x").description
            == "invalid date 'x': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun")
}

@Test func extremeInstantsDoNotTrap() {
    let utc = zone("UTC")
    #expect(Clock.today(at: Date(timeIntervalSince1970: .infinity), in: utc) == Day(number: 0))
    #expect(Clock.today(at: Date(timeIntervalSince1970: .nan), in: utc) == Day(number: 0))
    #expect(Clock.today(at: .distantFuture, in: utc).description == "4001-01-01")
    #expect(Clock.today(at: Date(timeIntervalSince1970: -0.5), in: utc).description == "1969-12-31")
}

/// `GMT+5` and `UTC-3` are not zone names; the message names the `Etc/` zone of the
/// offset they read as (hours ahead of UTC for `+`), and that zone's file has it.
@Test(arguments: [("GMT+5", 5), ("UTC-3", -3), ("UTC+1", 1), ("GMT-12", -12), ("UTC+14", 14)])
func aGMTOffsetNameIsPointedToItsEtcZone(_ name: String, _ hours: Int) throws {
    #expect(!TimeZoneNames.isKnown(name))
    let message = ValueError.invalidSetting("timezone", name).description
    let zone = try #require(message.split(separator: " ").last.map { String($0.dropLast()) }, "\(message)")
    #expect(message.hasSuffix("UTC is \(zone))"), "\(message)")
    let local = try #require(LocalZone.named(zone, zoneDirectory: ZoneCatalog.zoneinfo, read: LocalZone.contents))
    #expect(local.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == hours * 3600, "\(name) → \(zone)")
}

@Test func otherBadZonesGetNoEtcZone() {
    for name in ["GMT+15", "GMT-13", "GMT+0", "UTC+5:30", "EST+5", "Mars/Base"] {
        #expect(!ValueError.invalidSetting("timezone", name).description.contains("Etc/"), "\(name)")
    }
    #expect(!ValueError.invalidSetting("day-start", "GMT+5").description.contains("Etc/"))
}
