import HabitCore
import Testing

@testable import StreakEngine

// Day tables for per-day schedules. 2026-11-02 is a Monday; logs start on `since`.

// A table reads best one row a line.
// swift-format-ignore
let dailyRows: [Row] = [
    Row("perfect run, done today", "x x x x x", today: "2026-11-06", periods: "mmmmm", current: 5, longest: 5, .active),
    Row("today is a grace day", "x x x x .", today: "2026-11-06", periods: "mmmmo", current: 4, longest: 4, .atRisk, due: "2026-11-06"),
    Row("a miss in the middle restarts the run", "x x . x x", today: "2026-11-06", periods: "mmfmm", current: 2, longest: 2, .active),
    Row("a skip in the middle keeps the run", "x x s x x", today: "2026-11-06", periods: "mmemm", current: 4, longest: 4, .active),
    Row("a skip at the end of the run (today)", "x x x x s", today: "2026-11-06", periods: "mmmme", current: 4, longest: 4, .skipping),
    Row("a skip at the end of the run, then today open", "x x x s", today: "2026-11-06", periods: "mmmeo", current: 3, longest: 3, .atRisk, due: "2026-11-06"),
    Row("yesterday missed", "x x x .", today: "2026-11-06", periods: "mmmfo", current: 0, longest: 3, .broken, due: "2026-11-06"),
    Row("yesterday missed, done today", "x x x . x", today: "2026-11-06", periods: "mmmfm", current: 1, longest: 3, .active),
    Row("first day, nothing yet", "", today: "2026-11-02", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-02"),
    Row("never done", "", today: "2026-11-04", periods: "ffo", current: 0, longest: 0, .unstarted, due: "2026-11-04"),
    Row("today before since", "", today: "2026-11-01", periods: "", current: 0, longest: 0, .unstarted),
    Row("entries before since are ignored", since: "2026-11-04", "", today: "2026-11-04", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-04"),
    Row("a week of days is a milestone", "x . x x x x x x x", today: "2026-11-10", periods: "mfmmmmmmm", current: 7, longest: 7, .active),
    Row("all skipped", "s s s", today: "2026-11-04", periods: "eee", current: 0, longest: 0, .skipping),
    Row("a planned skip after today changes nothing", "x x . s", today: "2026-11-04", periods: "mmo", current: 2, longest: 2, .atRisk, due: "2026-11-04"),
    Row("a cleared day is not done", "x x/c x", today: "2026-11-04", periods: "mfm", current: 1, longest: 1, .active),
    Row("done then skip is a skip", "x x/s .", today: "2026-11-04", periods: "meo", current: 1, longest: 1, .atRisk, due: "2026-11-04"),
    Row("skip then done is done", "x s/x", today: "2026-11-03", periods: "mm", current: 2, longest: 2, .active),
    Row("longest survives a later break", "x x x x . . x x", today: "2026-11-09", periods: "mmmmffmm", current: 2, longest: 4, .active),
    Row("skipped today after a break", "x . s", today: "2026-11-04", periods: "mfe", current: 0, longest: 1, .skipping),
    Row("month end inside a daily run", since: "2026-11-29", "x x x x", today: "2026-12-02", periods: "mmmm", current: 4, longest: 4, .active),
    Row("leap day inside a daily run", since: "2028-02-28", "x x x", today: "2028-03-01", periods: "mmm", current: 3, longest: 3, .active),
    Row("year end inside a daily run", since: "2026-12-30", "x x x .", today: "2027-01-02", periods: "mmmo", current: 3, longest: 3, .atRisk, due: "2027-01-02"),
]

// A table reads best one row a line.
// swift-format-ignore
let numericDailyRows: [Row] = [
    Row("at least: one short day fails", goal: atLeast(8), "8 3 10", today: "2026-11-04", periods: "mfm", current: 1, longest: 1, .active),
    Row("at least: partial today is open", goal: atLeast(8), "8 8 3", today: "2026-11-04", periods: "mmo", current: 2, longest: 2, .atRisk, due: "2026-11-04"),
    Row("at least: additions sum up", goal: atLeast(8), "+5/+3 x", today: "2026-11-03", periods: "mm", current: 2, longest: 2, .active),
    Row("at least: =N replaces", goal: atLeast(8), "+5/+3/=2 x", today: "2026-11-03", periods: "fm", current: 1, longest: 1, .active),
    Row("at least: decimals add exactly", goal: atLeast(1), "0.3/+0.3/+0.4", today: "2026-11-02", periods: "m", current: 1, longest: 1, .active),
    Row("at least: skipped day is excused", goal: atLeast(8), "8 s 8", today: "2026-11-04", periods: "mem", current: 2, longest: 2, .active),
    Row("at most: no entries at all is a clean run", goal: atMost(2), "", today: "2026-11-06", periods: "mmmmm", current: 5, longest: 5, .active),
    Row("at most: unlogged past day counts as 0", goal: atMost(2), "1 3 .", today: "2026-11-04", periods: "mfm", current: 1, longest: 1, .active),
    Row("at most: exceeding today fails at once", goal: atMost(2), "1 1 3", today: "2026-11-04", periods: "mmf", current: 0, longest: 2, .broken),
    Row("at most: exactly the max is met", goal: atMost(2), "2 2", today: "2026-11-03", periods: "mm", current: 2, longest: 2, .active),
    Row("at most 0: done means none", goal: atMost(0), "x x 1", today: "2026-11-04", periods: "mmf", current: 0, longest: 2, .broken),
    Row("at most: a skipped day is excused", goal: atMost(2), ". s .", today: "2026-11-04", periods: "mem", current: 2, longest: 2, .active),
    Row("at most: skipped today", goal: atMost(2), ". . s", today: "2026-11-04", periods: "mme", current: 2, longest: 2, .skipping),
    Row("at most: additions beyond the max", goal: atMost(2), "+1/+1/+1", today: "2026-11-03", periods: "fm", current: 1, longest: 1, .active),
]

// A table reads best one row a line.
// swift-format-ignore
let weekdayRows: [Row] = [
    Row("mon,wed,fri all done", every: "mon,wed,fri", "x . x . x", today: "2026-11-06", periods: "mmm", current: 3, longest: 3, .active),
    Row("mon,wed,fri: Friday open", every: "mon,wed,fri", "x . x . .", today: "2026-11-06", periods: "mmo", current: 2, longest: 2, .atRisk, due: "2026-11-06"),
    Row("mon,wed,fri: Wednesday missed", every: "mon,wed,fri", "x . . . x", today: "2026-11-06", periods: "mfm", current: 1, longest: 1, .active),
    Row("mon,wed,fri: Saturday is neutral", every: "mon,wed,fri", "x . x . x .", today: "2026-11-07", periods: "mmm", current: 3, longest: 3, .active),
    Row("mon,wed,fri: Saturday after a missed Friday", every: "mon,wed,fri", "x . x . . .", today: "2026-11-07", periods: "mmf", current: 0, longest: 2, .broken),
    Row("mon,wed,fri: Friday skipped, Saturday", every: "mon,wed,fri", "x . x . s .", today: "2026-11-07", periods: "mme", current: 2, longest: 2, .active),
    Row("mon,wed,fri: off-days done don't count", every: "mon,wed,fri", "x x x x x", today: "2026-11-06", periods: "mmm", current: 3, longest: 3, .active),
    Row("mon,wed,fri: Tuesday after Monday", every: "mon,wed,fri", "x", today: "2026-11-03", periods: "m", current: 1, longest: 1, .active),
    Row("weekdays: Sunday after a full week", every: "weekdays", "x x x x x . .", today: "2026-11-08", periods: "mmmmm", current: 5, longest: 5, .active),
    Row("weekdays: weekend is skipped over", every: "weekdays", "x x x x x . . .", today: "2026-11-09", periods: "mmmmmo", current: 5, longest: 5, .atRisk, due: "2026-11-09"),
    Row("weekdays: unstarted on a weekend", every: "weekdays", since: "2026-11-07", "", today: "2026-11-08", periods: "", current: 0, longest: 0, .unstarted),
    Row("weekends: Friday is not due", every: "weekends", since: "2026-11-07", "x x . . . . .", today: "2026-11-13", periods: "mm", current: 2, longest: 2, .active),
    Row("weekends: skipped Saturday", every: "weekends", since: "2026-11-07", "x x . . . . . s", today: "2026-11-14", periods: "mme", current: 2, longest: 2, .skipping),
    Row("weekday list with a numeric target", every: "tue,thu", goal: atLeast(5), ". 5 . 4", today: "2026-11-05", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-05"),
]

@Test(arguments: dailyRows) func dailyTable(_ row: Row) { row.verify() }
@Test(arguments: numericDailyRows) func numericDailyTable(_ row: Row) { row.verify() }
@Test(arguments: weekdayRows) func weekdayTable(_ row: Row) { row.verify() }
