import HabitCore
import SeededRandom

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a deterministic data set: the same size and seed always give the same bytes.
///
/// Habits are drawn from `HabitProfile.mix`; each has a diligence around 70 %. The log is
/// written in day order as a person would append it, with a few lines logged a day late,
/// a yearly holiday skipped for every habit, corrected mistakes (`done` then `clear`),
/// notes on about one line in twenty, and numeric amounts for numeric goals.
struct DataSetGenerator {
    var size: DataSetSize
    var today: Day
    var seed: UInt64 = 0x6861_6269_7421  // "habit!"

    private struct Planned {
        var id: String
        var profile: HabitProfile
        var since: Day
        var archived: Bool
        var diligence: Double
    }

    /// Writes the data set into `directory` (which must exist) and describes it.
    func write(into directory: String) throws(BenchError) -> DataSet {
        var rng = SeededRandom(seed: seed ^ UInt64(size.habits) << 32 ^ UInt64(size.years))
        let start = today.adding(-(size.years * 3653 / 10) + 1)
        var habits: [Planned] = []
        for index in 0..<size.habits {
            let profile = HabitProfile.pick(from: size.mix, using: &rng)
            habits.append(
                Planned(
                    id: "\(profile.stem)-\(index + 1)", profile: profile,
                    since: start.adding(rng.int(in: 0...20)),
                    archived: rng.chance(0.05),
                    diligence: 0.55 + 0.3 * rng.unit()))
        }

        var habitsText = "# habits: one per line, in display order\n"
        for habit in habits {
            var line = "\(habit.id) every=\(habit.profile.schedule)"
            if !habit.profile.goal.isEmpty { line += " " + habit.profile.goal }
            line += " since=\(habit.since)"
            if habit.archived { line += " archived" }
            line += " name=\"\(habit.profile.name) \(habit.id.split(separator: "-").last ?? "")\"\n"
            habitsText += line
        }
        try FileWriter.write(Array(habitsText.utf8), to: directory + "/habits")
        try FileWriter.write(Array("# settings\ntimezone = UTC\nweek-start = monday\n".utf8), to: directory + "/config")

        var log: [UInt8] = Array("# habit log\n".utf8)
        log.reserveCapacity(size.habits * size.years * 365 * 32)
        var late: [UInt8] = []
        var lines = 1
        let holidayStart = rng.int(in: 150...200)
        let idBytes = habits.map { Array($0.id.utf8) }
        var lastCheckIn = habits.map { $0.since.adding(-1) }
        var weekDone = [Int](repeating: 0, count: habits.count)
        var monthDone = [Int](repeating: 0, count: habits.count)
        var recentDone = [[Day]](repeating: [], count: habits.count)  // rolling habits' latest done days
        var line: [UInt8] = []

        var day = start
        while day <= today {
            let dayBytes = Array(day.description.utf8)
            let weekday = day.weekday.rawValue
            let dayOfYear = day - (Day(year: day.year, month: 1, day: 1) ?? day)
            let onHoliday = dayOfYear >= holidayStart && dayOfYear < holidayStart + 7
            if weekday == 1 { weekDone = weekDone.map { _ in 0 } }
            if day.day == 1 { monthDone = monthDone.map { _ in 0 } }
            // Today is half logged: some habits are still open.
            let partDay = day == today ? 0.5 : 1.0
            // Lines written late for yesterday land after today's first lines.
            let carried = late
            late.removeAll(keepingCapacity: true)

            for (index, habit) in habits.enumerated() where day >= habit.since {
                var actions: [String] = []
                let p = habit.diligence * partDay
                if onHoliday && !habit.archived {
                    actions.append("skip")
                } else {
                    switch habit.profile.behaviour {
                    case .daily:
                        if rng.chance(p) {
                            actions.append(rng.chance(0.05) ? "done" : "")
                            if rng.chance(0.004) { actions.append("clear") }
                        } else if rng.chance(0.03) {
                            actions.append("skip")
                        }
                    case .weekdays(let due):
                        if due.contains(weekday) ? rng.chance(p) : rng.chance(0.03) { actions.append("") }
                    case .perWeek(let n):
                        if weekDone[index] < n + 1, rng.chance(p * Double(n) / 5.5) {
                            actions.append("")
                            weekDone[index] += 1
                        }
                    case .perMonth(let n):
                        if monthDone[index] < n + 1, rng.chance(p * Double(n) / 22) {
                            actions.append("")
                            monthDone[index] += 1
                        }
                    case .everyNDays(let n):
                        let gap = day - lastCheckIn[index]
                        if gap >= n - 1, rng.chance(gap >= n ? p + 0.15 : p * 0.4) {
                            actions.append("")
                            lastCheckIn[index] = day
                        }
                    case .rolling(let times, let days):
                        recentDone[index].removeAll { day - $0 >= days - 1 }
                        let short = recentDone[index].count < times
                        if rng.chance(short ? min(1, p + 0.2) : p * 0.3) {
                            actions.append("")
                            recentDone[index].append(day)
                        }
                    case .anytime:
                        if rng.chance(0.35) { actions.append("") }
                    case .atLeastDaily(let target):
                        if rng.chance(p + 0.1) {
                            if rng.chance(0.15) {
                                actions.append("=\(target)")
                            } else {
                                var sum = 0
                                while sum < target - 1, rng.chance(0.95) {
                                    let glasses = rng.int(in: 2...4)
                                    sum += glasses
                                    actions.append("+\(glasses)")
                                }
                                if rng.chance(0.1) { actions.append("+0.5") }
                            }
                        }
                    case .atMostDaily(let max):
                        if rng.chance(0.1) {
                            actions.append("done")
                        } else if rng.chance(0.85) {
                            let cups = rng.chance(p) ? rng.int(in: 1...max) : max + 1
                            for _ in 0..<cups { actions.append("+1") }
                        }
                    case .atLeastWeekly(let target):
                        if rng.chance(p * 0.45) {
                            let km = Double(target) / 3 * (0.6 + 0.8 * rng.unit())
                            actions.append("+\(Int(km * 10) / 10).\(Int(km * 10) % 10)")
                        }
                    case .daysWithout:
                        if rng.chance((1 - p) * 0.12) { actions.append("+1") }
                    }
                }
                for action in actions {
                    line.removeAll(keepingCapacity: true)
                    line += dayBytes
                    line.append(UInt8(ascii: " "))
                    line += idBytes[index]
                    if !action.isEmpty {
                        line.append(UInt8(ascii: " "))
                        line += action.utf8
                    }
                    if rng.chance(0.05) {
                        line += " # ".utf8
                        line += DataSetGenerator.notes[rng.int(in: 0...(DataSetGenerator.notes.count - 1))].utf8
                    }
                    line.append(UInt8(ascii: "\n"))
                    if day < today, rng.chance(0.002) {
                        late += line
                    } else {
                        log += line
                    }
                    lines += 1
                }
                if index == 0 {
                    log += carried
                }
            }
            if habits.isEmpty || day < habits[0].since { log += carried }
            day = day.adding(1)
        }
        log += late
        try FileWriter.write(log, to: directory + "/log")

        let checkable = habits.filter {
            guard !$0.archived, $0.profile.goal.isEmpty else { return false }
            if case .rolling = $0.profile.behaviour { return true }
            return $0.profile.schedule == "daily"
        }
        return DataSet(
            label: size.label, habitCount: size.habits, years: size.years, directory: directory,
            logLines: lines, logBytes: log.count,
            habitDays: habits.reduce(0) { $0 + (today - $1.since + 1) },
            showID: checkable.first?.id ?? habits[0].id,
            checkIDs: checkable.prefix(8).map(\.id))
    }

    /// Note texts, some with non-ASCII letters and symbols.
    static let notes = [
        "after run", "felt great", "short one", "with Ana at the café ☕", "late again",
        "20 min", "travel day", "rainy — indoors", "new record!", "tired but did it",
        "Übung macht den Meister", "家で",
    ]
}
