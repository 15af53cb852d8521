import HabitCore

/// A generated data set written again in harsh's format, for `--harsh`: the same habits
/// and the same per-day history, in a directory harsh reads through `HARSHPATH`.
///
/// harsh's files (the facts `habit import harsh` also relies on, docs/import.md):
/// `habits` holds `Name: frequency` lines (`1` daily, `7` once in 7 days, `3/7` three
/// times in 7 days, `0` tracking only); `log` holds `YYYY-MM-DD : Name : y|n|s` lines,
/// optionally followed by ` : comment : amount`.
struct HarshDataSet: Sendable {
    /// The directory holding `habits` and `log`.
    var directory: String
    var habitCount: Int
    var logLines: Int
    var logBytes: Int

    /// Writes `dataSet`'s history into `directory` (which must exist).
    ///
    /// The log is read back with habit's own parser and folded per habit and day (docs/data-format.md,
    /// `log`), then written in day order, one line per habit and day from the habit's
    /// `since` on, as harsh's `ask` records them: `y` for a done day, `s` for a skipped
    /// one, `n` for a day with nothing recorded. Numeric habits carry the day's total as
    /// harsh's amount, with `y` when something was done (at-least) or the total is within
    /// the limit (at-most; a day with nothing recorded is `y` there). Today keeps only
    /// what is recorded (it is half logged).
    /// Archived habits are kept (harsh has no archive); names are the habits' names.
    static func write(from dataSet: DataSet, today: Day, into directory: String) throws(BenchError) -> HarshDataSet {
        let habits = HabitsFile.parse(try FileWriter.read(dataSet.directory + "/habits")).file.habits
        let entries = LogFile.parse(try FileWriter.read(dataSet.logPath)).entries
        var entriesByHabit: [HabitID: [Entry]] = [:]
        for entry in entries { entriesByHabit[entry.habit, default: []].append(entry) }
        let histories = habits.map { History(folding: entriesByHabit[$0.id] ?? [], goal: $0.goal) }

        var habitsText = "# habit-bench data set \(dataSet.label), in harsh's format\n"
        for habit in habits {
            habitsText += "\(habit.name): \(frequency(habit.schedule))\n"
        }
        try FileWriter.write(Array(habitsText.utf8), to: directory + "/habits")

        var log: [UInt8] = []
        log.reserveCapacity(dataSet.habitDays * 40)
        var lines = 0
        let names = habits.map { Array(" : \($0.name) : ".utf8) }
        var cursors = [Int](repeating: 0, count: habits.count)
        guard var day = habits.map(\.since).min() else {
            try FileWriter.write([], to: directory + "/log")
            return HarshDataSet(directory: directory, habitCount: 0, logLines: 0, logBytes: 0)
        }
        while day <= today {
            let dayBytes = Array(day.description.utf8)
            for (index, habit) in habits.enumerated() where day >= habit.since {
                let history = histories[index]
                var state: DayState?
                while cursors[index] < history.days.count, history.days[cursors[index]] < day { cursors[index] += 1 }
                if cursors[index] < history.days.count, history.days[cursors[index]] == day {
                    state = history.states[cursors[index]]
                }
                let outcome: String
                switch (state, habit.goal) {
                case (.skipped?, _): outcome = "s"
                case (.amount(let amount)?, .check): outcome = amount.isPositive ? "y" : "n"
                case (.amount(let amount)?, .atLeast): outcome = (amount.isPositive ? "y" : "n") + " :  : \(amount)"
                case (.amount(let amount)?, .atMost(let max, _)):
                    outcome = (amount <= max ? "y" : "n") + " :  : \(amount)"
                case (nil, _):
                    guard day < today else { continue }
                    // Nothing recorded: within an at-most habit's limit, not done otherwise.
                    if case .atMost = habit.goal { outcome = "y" } else { outcome = "n" }
                }
                log += dayBytes
                log += names[index]
                log += outcome.utf8
                log.append(UInt8(ascii: "\n"))
                lines += 1
            }
            day = day.adding(1)
        }
        try FileWriter.write(log, to: directory + "/log")
        return HarshDataSet(directory: directory, habitCount: habits.count, logLines: lines, logBytes: log.count)
    }

    /// harsh's frequency for `schedule`: `target/interval` in days, or one number of days.
    static func frequency(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: "1"
        case .weekdays(let days): "\(days.count)/7"
        case .perWeek(let n): n == 1 ? "7" : "\(n)/7"
        case .perMonth(let n): n == 1 ? "30" : "\(n)/30"
        case .everyNDays(let n): "\(n)"
        case .rolling(let times, let days): "\(times)/\(days)"
        case .anytime: "0"
        }
    }
}
