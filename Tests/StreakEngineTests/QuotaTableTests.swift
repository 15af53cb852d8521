import HabitCore
import Testing

@testable import StreakEngine

// Day tables for weeks and months. 2026-11-02 is a Monday, 2026-11-01 a Sunday.

// A table reads best one row a line.
// swift-format-ignore
let weekRows: [Row] = [
    Row("3/week met by Wednesday", every: "3/week", "x x x", today: "2026-11-04", periods: "m", current: 1, longest: 1, .active),
    Row("3/week open and never met", every: "3/week", "x x", today: "2026-11-04", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-08"),
    Row("3/week: new week pending", every: "3/week", "x x x . . . . x", today: "2026-11-09", periods: "mo", current: 1, longest: 1, .pending, due: "2026-11-15"),
    Row("3/week: last day of the week at risk", every: "3/week", "x x x . . . . x x", today: "2026-11-15", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-15"),
    Row("3/week: 2 done + 1 skipped is excused", every: "3/week", "x x s . . . .", today: "2026-11-09", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("3/week: 2 done is failed", every: "3/week", "x x . . . . .", today: "2026-11-09", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("3/week: an excused week keeps the run", every: "3/week", "x x x . . . . x x s . . . . x x x", today: "2026-11-18", periods: "mem", current: 2, longest: 2, .active),
    Row("3/week: a failed week breaks the run", every: "3/week", "x x x . . . . x . . . . . . x", today: "2026-11-16", periods: "mfo", current: 0, longest: 1, .broken, due: "2026-11-22"),
    Row("3/week: first partial week is excused", every: "3/week", since: "2026-11-05", "x", today: "2026-11-09", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("3/week: first partial week can be met", every: "3/week", since: "2026-11-05", "x x x", today: "2026-11-08", periods: "m", current: 1, longest: 1, .active),
    Row("3/week: first partial week open", every: "3/week", since: "2026-11-05", "x", today: "2026-11-06", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-08"),
    Row("3/week, weeks start Sunday", every: "3/week", since: "2026-11-01", "x x x", today: "2026-11-08", weekStart: .sunday, periods: "mo", current: 1, longest: 1, .pending, due: "2026-11-14"),
    Row("3/week, same log, weeks start Monday", every: "3/week", since: "2026-11-01", "x x x", today: "2026-11-08", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-08"),
    Row("3/week: Saturday last day with Sunday start", every: "3/week", since: "2026-11-01", "x x x . . . . x x", today: "2026-11-14", weekStart: .sunday, periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-14"),
    Row("3/week: rest of the week skipped ahead", every: "3/week", "x x x . . . . x x s s s s s", today: "2026-11-10", periods: "me", current: 1, longest: 1, .active),
    Row("3/week: today skipped, week open", every: "3/week", "x x x . . . . x s", today: "2026-11-10", periods: "mo", current: 1, longest: 1, .skipping, due: "2026-11-15"),
    Row("week: once a week", every: "week", "x . . . . . . . . . . . . . . . . . . . x", today: "2026-11-22", periods: "mfm", current: 1, longest: 1, .active),
    Row("7/week needs every day", every: "7/week", "x x x x x x .", today: "2026-11-09", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at least: sum reaches the target on the last day", every: "week", goal: atLeast(20), "5 . . 5 . . 10", today: "2026-11-08", periods: "m", current: 1, longest: 1, .active),
    Row("week at least: short on the last day", every: "week", goal: atLeast(20), "20 . . . . . . 5 . . . . . 14", today: "2026-11-15", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-15"),
    Row("week at least: met mid-week", every: "week", goal: atLeast(20), "5 5 5 5", today: "2026-11-05", periods: "m", current: 1, longest: 1, .active),
    Row("week at least: scaled excusal holds at 9 of 21×3/7", every: "week", goal: atLeast(21), "3 3 3 s s s s", today: "2026-11-09", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at least: one skipped day scales the target to 6/7", every: "week", goal: atLeast(7), "1 1 1 1 1 1 s", today: "2026-11-09", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at least: one skipped day, 5.999 of 6 fails", every: "week", goal: atLeast(7), "1 1 1 1 1 0.999 s", today: "2026-11-09", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at least: scaled excusal fails at 8.9", every: "week", goal: atLeast(21), "3 3 2.9 s s s s", today: "2026-11-09", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at least: first partial week short", every: "week", goal: atLeast(20), since: "2026-11-06", "5 5", today: "2026-11-09", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-15"),
    Row("week at most: within the max", every: "week", goal: atMost(10), "3 3 3", today: "2026-11-09", periods: "mm", current: 2, longest: 2, .active),
    Row("week at most: exceeded this week", every: "week", goal: atMost(10), "3 3 3 . . . . 11", today: "2026-11-09", periods: "mf", current: 0, longest: 1, .broken),
    Row("week at most: an all-skipped week is excused", every: "week", goal: atMost(10), "s s s s s s s", today: "2026-11-09", periods: "em", current: 1, longest: 1, .active),
    Row("week at most: no entries", every: "week", goal: atMost(10), "", today: "2026-11-22", periods: "mmm", current: 3, longest: 3, .active),
    Row("week at most: first partial week exceeded is excused", every: "week", goal: atMost(10), since: "2026-11-06", "11", today: "2026-11-09", periods: "em", current: 1, longest: 1, .active),
]

// A table reads best one row a line.
// swift-format-ignore
let monthRows: [Row] = [
    Row("2/month met", every: "2/month", since: "2026-11-01", "x . x", today: "2026-11-03", periods: "m", current: 1, longest: 1, .active),
    Row("2/month pending", every: "2/month", since: "2026-11-01", "x", today: "2026-11-03", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-30"),
    Row("2/month: 1 done + 1 skipped is excused", every: "2/month", since: "2026-10-01", "x s", today: "2026-11-03", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-30"),
    Row("2/month: first partial month excused", every: "2/month", since: "2026-10-15", "@2026-10-20 x", today: "2026-11-02", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-11-30"),
    Row("2/month: failed full month", every: "2/month", since: "2026-10-01", "@2026-10-20 x @2026-11-02 x x", today: "2026-11-03", periods: "fm", current: 1, longest: 1, .active),
    Row("month: 28-day February", every: "month", since: "2026-01-01", "@2026-01-10 x @2026-02-28 x", today: "2026-03-01", periods: "mmo", current: 2, longest: 2, .pending, due: "2026-03-31"),
    Row("month: last day of February at risk", every: "month", since: "2026-01-01", "@2026-01-10 x", today: "2026-02-28", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-02-28"),
    Row("month: leap February pending on the 28th", every: "month", since: "2028-01-01", "@2028-01-31 x", today: "2028-02-28", periods: "mo", current: 1, longest: 1, .pending, due: "2028-02-29"),
    Row("month: leap February at risk on the 29th", every: "month", since: "2028-01-01", "@2028-01-31 x", today: "2028-02-29", periods: "mo", current: 1, longest: 1, .atRisk, due: "2028-02-29"),
    Row("month: done on the leap day", every: "month", since: "2028-01-01", "@2028-01-31 x @2028-02-29 x", today: "2028-02-29", periods: "mm", current: 2, longest: 2, .active),
    Row("month: 30-day November at risk on the 30th", every: "month", since: "2026-10-01", "@2026-10-31 x", today: "2026-11-30", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-30"),
    Row("month: 31-day December pending on the 30th", every: "month", since: "2026-11-01", "@2026-11-30 x", today: "2026-12-30", periods: "mo", current: 1, longest: 1, .pending, due: "2026-12-31"),
    Row("month: missed October breaks", every: "month", since: "2026-09-01", "@2026-09-30 x", today: "2026-11-01", periods: "mfo", current: 0, longest: 1, .broken, due: "2026-11-30"),
    Row("month at least: scaled excusal over 30 days", every: "month", goal: atLeast(100), since: "2026-11-01", "50 s s s s s s s s s s s s s s s", today: "2026-12-01", periods: "eo", current: 0, longest: 0, .unstarted, due: "2026-12-31"),
    Row("month at least: just short of the scaled target", every: "month", goal: atLeast(100), since: "2026-11-01", "49.999 s s s s s s s s s s s s s s s", today: "2026-12-01", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-12-31"),
    Row("month at most: exceeded", every: "month", goal: atMost(30), since: "2026-11-01", "20 11", today: "2026-11-02", periods: "f", current: 0, longest: 0, .unstarted),
]

@Test(arguments: weekRows) func weekTable(_ row: Row) { row.verify() }
@Test(arguments: monthRows) func monthTable(_ row: Row) { row.verify() }
