import HabitCore
import Testing

@testable import StreakEngine

// Day tables for `N days` chains. 2026-11-02 is a Monday; `since − 1` anchors the chain.

// A table reads best one row a line.
// swift-format-ignore
let intervalRows: [Row] = [
    Row("3d: check-ins exactly 3 days apart", every: "3d", "x . . x . . x", today: "2026-11-08", periods: "mmm", current: 3, longest: 3, .active),
    Row("3d: a 4-day gap breaks the chain", every: "3d", "x . . . x", today: "2026-11-06", periods: "mfm", current: 1, longest: 1, .active),
    Row("3d: a skip stretches the gap", every: "3d", "x . . s x", today: "2026-11-06", periods: "mm", current: 2, longest: 2, .active),
    Row("3d: two skips stretch it twice", every: "3d", "x s . s . x", today: "2026-11-07", periods: "mm", current: 2, longest: 2, .active),
    Row("3d: alive and pending", every: "3d", "x . .", today: "2026-11-04", periods: "mo", current: 1, longest: 1, .pending, due: "2026-11-05"),
    Row("3d: last allowed day is at risk", every: "3d", "x . . .", today: "2026-11-05", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-05"),
    Row("3d: one day late is broken", every: "3d", "x . . . .", today: "2026-11-06", periods: "mfo", current: 0, longest: 1, .broken, due: "2026-11-06"),
    Row("3d: a skip keeps it alive one more day", every: "3d", "x . . s .", today: "2026-11-06", periods: "mo", current: 1, longest: 1, .atRisk, due: "2026-11-06"),
    Row("3d: skipped today", every: "3d", "x . . . s", today: "2026-11-06", periods: "mo", current: 1, longest: 1, .skipping, due: "2026-11-06"),
    Row("3d: nothing yet", every: "3d", "", today: "2026-11-03", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-04"),
    Row("3d: never started, past the first deadline", every: "3d", "", today: "2026-11-06", periods: "fo", current: 0, longest: 0, .unstarted, due: "2026-11-06"),
    Row("3d: first check-in late", every: "3d", ". . . x", today: "2026-11-05", periods: "fm", current: 1, longest: 1, .active),
    Row("3d: new chain after a break", every: "3d", "x x . . . . x x", today: "2026-11-09", periods: "mmfmm", current: 2, longest: 2, .active),
    Row("3d: longest kept after a break", every: "3d", "x x x . . . . x", today: "2026-11-10", periods: "mmmfmo", current: 1, longest: 3, .pending, due: "2026-11-12"),
    Row("2d: daily check-ins", every: "2d", "x x x", today: "2026-11-04", periods: "mmm", current: 3, longest: 3, .active),
    Row("7d: weekly-ish", every: "7d", "x . . . . . . x", today: "2026-11-12", periods: "mmo", current: 2, longest: 2, .pending, due: "2026-11-16"),
]

// A table reads best one row a line.
// swift-format-ignore
let statusRows: [Row] = [
    Row("anytime is tracking", every: "anytime", "x x .", today: "2026-11-04", periods: "", current: 0, longest: 0, .tracking),
    Row("anytime with nothing", every: "anytime", "", today: "2026-11-04", periods: "", current: 0, longest: 0, .tracking),
    Row("anytime skipped today", every: "anytime", ". s", today: "2026-11-03", periods: "", current: 0, longest: 0, .tracking),
    Row("active beats skipping (at most, today skipped)", every: "week", goal: atMost(5), "1 s", today: "2026-11-03", periods: "m", current: 1, longest: 1, .active),
    Row("skipping beats broken", "x . s", today: "2026-11-04", periods: "mfe", current: 0, longest: 1, .skipping),
    Row("skipping beats at risk", every: "3/week", "x x x . . . . s", today: "2026-11-09", periods: "mo", current: 1, longest: 1, .skipping, due: "2026-11-15"),
    Row("broken beats at risk", "x .", today: "2026-11-04", periods: "mfo", current: 0, longest: 1, .broken, due: "2026-11-04"),
    Row("unstarted beats pending", every: "3/week", "", today: "2026-11-02", periods: "o", current: 0, longest: 0, .unstarted, due: "2026-11-08"),
]

@Test(arguments: intervalRows) func intervalTable(_ row: Row) { row.verify() }
@Test(arguments: statusRows) func statusTable(_ row: Row) { row.verify() }
