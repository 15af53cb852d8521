import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// "Today" against the C library, in every zone the system knows, for every day of
/// 2000–2040 (docs/cli.md, "Time"; docs/reliability.md).
///
/// A plain `swift test` checks a handful of zones with awkward histories; with
/// `HABIT_RELIABILITY_FULL=1` (as `.ci/run` sets) it checks every zone.
@Suite struct TimeZoneReferenceTests {
    /// Zones with DST at midnight, half- and quarter-hour offsets, skipped days across
    /// the date line, negative DST and unusual rules.
    static let sampleZones = [
        "UTC", "Europe/Berlin", "America/New_York", "America/Sao_Paulo", "America/Santiago",
        "Australia/Lord_Howe", "Pacific/Apia", "Pacific/Kiritimati", "Asia/Kathmandu",
        "America/St_Johns", "Africa/Casablanca", "Asia/Tehran", "Europe/Dublin", "America/Havana",
        "Antarctica/Troll", "Pacific/Chatham", "Asia/Gaza", "America/Asuncion",
    ]

    static let firstDay = Int64(ZoneReference.civilDayNumber(year: 2000, month: 1, day: 1))
    static let lastDay = Int64(ZoneReference.civilDayNumber(year: 2040, month: 12, day: 31))
    /// The day-starts checked besides midnight, in seconds after midnight.
    static let dayStarts = [4 * 3600, 30 * 60]

    struct ZoneResult: Sendable {
        var zone: String
        var known = true
        var probes = 0
        var compared = 0
        var offsetDisagreements = 0
        var transitions = 0
        var wrong: [String] = []
        var wrongCount = 0
        var habitNowChecked = 0
    }

    @Test(.enabled(if: ZoneReference.gnuDate != nil, "needs GNU date as the C-library reference"))
    func todayMatchesTheCLibraryInEveryZone() async throws {
        let datePath = try #require(ZoneReference.gnuDate)
        let catalog = ZoneCatalog.allNames()
        let zones = ReliabilitySummary.isFull ? catalog.all : Self.sampleZones
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("habit-tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let reference = ZoneReference(datePath: datePath)

        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results: [ZoneResult] = []
        try await withThrowingTaskGroup(of: ZoneResult.self) { group in
            var next = 0
            func addTask() {
                let zone = zones[next]
                next += 1
                group.addTask { try Self.check(zone: zone, reference: reference, scratch: scratch) }
            }
            while next < min(width, zones.count) { addTask() }
            while let result = try await group.next() {
                results.append(result)
                if next < zones.count { addTask() }
            }
        }

        let known = results.filter(\.known)
        let unknown = results.filter { !$0.known }.map(\.zone).sorted()
        let compared = known.reduce(0) { $0 + $1.compared }
        let probes = known.reduce(0) { $0 + $1.probes }
        let disagreements = known.reduce(0) { $0 + $1.offsetDisagreements }
        let disagreeingZones = known.filter { $0.offsetDisagreements > 0 }.count
        let transitions = known.reduce(0) { $0 + $1.transitions }
        let wrong = known.reduce(0) { $0 + $1.wrongCount }
        let habitNow = known.reduce(0) { $0 + $1.habitNowChecked }
        ReliabilitySummary.record(
            "timezones: \(results.count) zones (\(catalog.foundationCount) from Foundation, "
                + "\(catalog.zoneinfoCount) in zoneinfo), \(probes) instants x \(1 + Self.dayStarts.count) day-starts, "
                + "\(transitions) offset changes, \(compared) compared (\(habitNow) also via HABIT_NOW with and without offset), \(wrong) wrong, "
                + "\(disagreements) where ICU and zoneinfo disagree (\(disagreeingZones) zones, compared all the same), "
                + "\(unknown.count) zones unknown to Foundation")
        if !unknown.isEmpty {
            print("timezones: unknown to Foundation (not checked): \(unknown.joined(separator: " "))")
        }
        for result in known where result.offsetDisagreements > 0 {
            print("timezones: \(result.zone): \(result.offsetDisagreements) instants where ICU and zoneinfo disagree")
        }
        let firstWrong = known.flatMap(\.wrong).prefix(20)
        #expect(wrong == 0, "today differs from the C library:\n\(firstWrong.joined(separator: "\n"))")
        #expect(compared > 0)
    }

    static func check(zone name: String, reference: ZoneReference, scratch: URL) throws -> ZoneResult {
        var result = ZoneResult(zone: name)
        guard let zone = TimeZone(identifier: name) else {
            result.known = false
            return result
        }
        let probes = ZoneProbes(zone: zone)
        let local = try Clock.zone(config: Config(timezone: name), environment: [:], systemZone: .utc)
        let (instants, transitions) = probes.instants(firstDay: firstDay, lastDay: lastDay)
        result.transitions = transitions
        result.probes = instants.count
        let readings = try reference.readings(for: instants, zone: name, scratch: scratch)
        // The HABIT_NOW text path is slower (string building and parsing):
        // every 16th probe in the sample run, every 64th in the full run.
        let habitNowStride = ReliabilitySummary.isFull ? 64 : 16
        for (index, (instant, reading)) in zip(instants, readings).enumerated() {
            // Counted, and compared all the same: habit reads the zone file, as the C
            // library does; Foundation only decides where to look.
            if probes.offset(instant) != reading.offset { result.offsetDisagreements += 1 }
            for dayStart in [0] + dayStarts {
                let expected = reading.secondOfDay < dayStart ? reading.day - 1 : reading.day
                var got = HabitToday.today(at: instant, zone: local, dayStart: dayStart)
                var path = "Clock.today"
                if index % habitNowStride == 0, got.number == expected {
                    result.habitNowChecked += 1
                    for withOffset in [true, false] {
                        let text = HabitToday.iso8601(reading, withOffset: withOffset)
                        let viaText = try HabitToday.today(habitNow: text, zone: name, dayStart: dayStart)
                        if viaText != got {
                            got = viaText
                            path = "HABIT_NOW=\(text)"
                        }
                    }
                }
                result.compared += 1
                if got.number != expected {
                    result.wrongCount += 1
                    if result.wrong.count < 5 {
                        result.wrong.append(
                            "\(name) @\(instant) day-start \(dayStart)s: habit (\(path)) says \(got), "
                                + "C library says \(Day(number: expected)) (offset \(reading.offset))")
                    }
                }
            }
        }
        return result
    }
}
