import HabitCore

/// What a `PerDayAnalysis` pass computes besides the periods, as a type, so that each
/// kind of pass is compiled on its own.
protocol PassKind {
    /// Whether the pass also computes statistics and the strength score.
    static var details: Bool { get }
}

/// A pass for `analyze`: periods, statistics and strength.
enum WithDetails: PassKind {
    static var details: Bool { true }
}

/// A pass for `standing`: periods only.
enum PeriodsOnly: PassKind {
    static var details: Bool { false }
}

/// The running state of one `PerDayAnalysis` pass over the days.
struct PerDayPass<Kind: PassKind> {
    let goal: GoalKind
    let rule: StrengthRule
    let mask: Int
    /// A past due day with nothing recorded: failed, or met for at-most (and target 0).
    let empty: PeriodOutcome
    /// The max of an at-most goal.
    let atMost: Amount?
    /// Whether the strength score is folded in (p looks at one day: `dailyScore`).
    let scoring: Bool
    /// p of a day with nothing recorded.
    let emptyP: Double

    var tally = StreakTally()
    /// The first day not handed to the tally yet.
    var next: Int
    var todayState: DayState? = nil
    var total = Amount(thousandths: 0)
    var good = WeekdayCounts()
    var score = 0.0
    /// The first day not scored yet.
    var scoreNext: Int

    init(habit: Habit, history: History, rule: StrengthRule, mask: Int) {
        goal = GoalKind(habit.goal)
        self.rule = rule
        self.mask = mask
        empty = DayRule(goal).empty
        if case .atMost(let max, _) = habit.goal { atMost = max } else { atMost = nil }
        // The score starts on the first entry (at-most: on `since`, at 1), never before `since`.
        let start = rule.firstDay(habit, history: history)
        score = rule.initial
        scoring = Kind.details && rule.window == 1 && start != nil
        emptyP = rule.p(0)
        next = habit.since.number
        scoreNext = start?.number ?? 0
    }

    /// Hands the due days of `next...end`, all without entries, to the tally.
    @inline(__always)
    mutating func skip(through end: Int) {
        guard end >= next else { return }
        let count = mask == DueMask.all ? end - next + 1 : DueMask.count(mask, from: next, through: end)
        if count > 0 {
            tally.addRun(
                empty, count: count, first: Day(number: next), last: Day(number: end), mask: mask,
                value: Amount(thousandths: 0))
        }
    }

    /// Scores the days from `scoreNext` through `end`, all without entries.
    @inline(__always)
    mutating func scoreEmpty(through end: Int) {
        guard Kind.details, scoring, end >= scoreNext else { return }
        score = rule.step(score, toward: emptyP, factor: rule.power(end - scoreNext + 1))
        scoreNext = end + 1
    }

    /// Hands the recorded past days from `index` on (days before `last`), and the days
    /// without entries between them, to the tally, and with details to the statistics
    /// and the strength score: the hot loop, with its state in locals and each day's
    /// outcome from `DayRule`. Must start at `since`, with the tally empty.
    ///
    /// Every past due day is met, failed or excused, so failed days are not counted one
    /// by one but found at the end: the due days handed over less the met and excused
    /// ones. And as a run only grows until it ends, the longest run is taken when one
    /// ends (and at the end), not at every met day.
    mutating func countPast(
        days: UnsafeBufferPointer<Day>, states: UnsafeBufferPointer<DayState>, from index: inout Int, before last: Int
    ) {
        let rule = DayRule(goal)
        // Counts of days in a history cannot overflow: `&+=` spares the loop the checks.
        let (mask, everyDay) = (mask, mask == DueMask.all)
        // A due day with nothing recorded: failed, or met (at-most, or a target of 0).
        let emptyMet = empty == .met
        var (run, longest, met, excused) = (0, 0, 0, 0)
        let first = next
        var next = next
        var i = index
        // The weekday (Monday 0) of `previous`, stepped forward instead of recomputed.
        var previous = next - 1
        var weekday = DueMask.weekdayIndex(previous)
        // Details: statistics and the strength score.
        var (total, good, score, scoreNext) = (total, good, score, scoreNext)
        let (numeric, atMost, emptyP) = (goal.isNumeric, atMost, emptyP)
        if !Kind.details, everyDay, !emptyMet {
            // The standing of a habit due every day whose empty days fail, the usual case:
            // each day's outcome chooses the run's next value without a branch (met days,
            // failed days and gaps come in no order a predictor could learn). The longest
            // run is taken at every day: the run only changes within a day.
            while i < days.count {
                let number = days[i].number
                if number >= last { break }
                let (skipped, amount): (Bool, Int64)
                switch states[i] {
                case .skipped: (skipped, amount) = (true, 0)
                case .amount(let value): (skipped, amount) = (false, value.thousandths)
                }
                let isMet = !skipped && rule.isMet(thousandths: amount)
                longest = Swift.max(longest, run)
                run = number > next || !(skipped || isMet) ? 0 : run
                run &+= isMet ? 1 : 0
                met &+= isMet ? 1 : 0
                excused &+= skipped ? 1 : 0
                next = number + 1
                i &+= 1
            }
        }
        while i < days.count {
            let number = days[i].number
            if number >= last { break }
            if number > next {
                if emptyMet {
                    let count = everyDay ? number - next : DueMask.count(mask, from: next, through: number - 1)
                    run &+= count
                    met &+= count
                } else if everyDay || DueMask.count(mask, from: next, through: number - 1) > 0 {
                    if run > longest { longest = run }
                    run = 0
                }
            }
            next = number + 1
            var due = true
            if !everyDay || Kind.details {
                let step = number - previous
                weekday = step < 7 ? weekday + step : DueMask.weekdayIndex(number)
                if weekday >= 7 { weekday -= 7 }
                previous = number
                due = mask & (1 << weekday) != 0
            }
            if due {
                switch states[i] {
                case .skipped:
                    excused &+= 1
                case .amount(let amount):
                    if rule.isMet(amount) {
                        run &+= 1
                        met &+= 1
                    } else {
                        if run > longest { longest = run }
                        run = 0
                    }
                }
            }
            defer { i &+= 1 }
            guard Kind.details else { continue }
            let state = states[i]
            if let added = good.record(state, at: weekday, atMost: atMost, numeric: numeric) { total = total + added }
            if scoring {
                score = self.rule.score(score, after: state, on: number, from: scoreNext, empty: emptyP)
                scoreNext = number + 1
            }
        }
        if run > longest { longest = run }
        let failed = DueMask.count(mask, from: first, through: next - 1) - met - excused
        (tally.run, tally.longest, tally.met, tally.failed, tally.excused) = (run, longest, met, failed, excused)
        self.next = next
        index = i
        if Kind.details { (self.total, self.good, self.score, self.scoreNext) = (total, good, score, scoreNext) }
    }

    /// Adds today's recorded state: the current period.
    mutating func recordToday(_ state: DayState, on number: Int, weekday: Int) {
        skip(through: number - 1)
        next = number + 1
        if mask & (1 << weekday) != 0 {
            var period = PeriodTally()
            period.add(state)
            tally.add(DayRule.period(number, period, goal, isCurrent: true), isCurrent: true)
        }
        recordDetails(state, on: number, weekday: weekday)
    }

    /// The statistics and strength score of a recorded day.
    @inline(__always)
    private mutating func recordDetails(_ state: DayState, on number: Int, weekday: Int) {
        guard Kind.details else { return }
        if let added = good.record(state, at: weekday, atMost: atMost, numeric: goal.isNumeric) {
            total = total + added
        }
        if scoring {
            score = rule.score(score, after: state, on: number, from: scoreNext, empty: emptyP)
            scoreNext = number + 1
        }
    }
}
