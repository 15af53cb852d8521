import Foundation
import HabitCore
import StreakEngine

// What an app holds: completion times from its own store, in the user's calendar. An app
// passes nothing for `calendar` and `now` (`.current`, `Date()`); this example pins both
// so that its output is the same on every machine. Havana's DST started at midnight on
// 2024-03-10: that day began at 01:00.
let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Havana") ?? .gmt
    calendar.firstWeekday = 2  // weeks start on Monday
    return calendar
}()
let now = Date(timeIntervalSince1970: 1_710_252_000)  // 2024-03-12 10:00 in Havana
let hour: TimeInterval = 3600
let today = try Day(containing: now, in: calendar)
/// `offset` days before today at `hours` after the day's first instant.
@MainActor func at(_ offset: Int, _ hours: Double) -> Date {
    today.adding(-offset).start(in: calendar).addingTimeInterval(hours * hour)
}
let meditated = [at(0, 7), at(1, 22), at(2, 0.5), at(2, 21), at(3, 8), at(5, 9), at(6, 9), at(7, 9), at(8, 9)]

// The seed's calculator: a streak badge, a week chart and a month chart.
let streak = try StreakCalculator.calculateStreak(from: meditated, calendar: calendar, now: now)
print("meditate: current \(streak.current), longest \(streak.longest), badge \(Badge(streak: streak.current))")
for bar in try StreakCalculator.weeklyCompletions(from: meditated, calendar: calendar, now: now) {
    let day = try Day(containing: bar.date, in: calendar)
    let time = calendar.dateComponents([.hour, .minute], from: bar.date)
    let start = String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
    print("  \(day) (starts \(start)) \(String(repeating: "#", count: bar.count))")
}
let month = try StreakCalculator.monthlyCompletionRate(from: meditated, calendar: calendar, now: now)
print("  last month: \(month.filter(\.completed).count) of \(month.count) days")

// Every schedule and goal, with the CLI's answers: a `3/week` habit…
let gym = try Engine.analyze(
    schedule: Schedule(parsing: "3/week"), records: [at(0, 8), at(4, 18), at(5, 9), at(6, 9)].map { ($0, .done) },
    calendar: calendar, now: now)
print("gym (3/week): streak \(gym.streak.current) (\(gym.streak.unit?.rawValue ?? "")), \(gym.streak.status.rawValue)")

// …and a numeric one: 8 glasses of water a day, logged one or a few at a time.
let water: [(date: Date, action: Action)] = [
    (at(2, 9), .add(Amount(5))), (at(2, 20), .add(Amount(3))), (at(1, 9), .add(Amount(8))), (at(0, 9), .add(Amount(3))),
]
let goal = Goal.atLeast(Amount(8), unit: "glasses")
let analysis = try Engine.analyze(schedule: .daily, goal: goal, records: water, calendar: calendar, now: now)
let strength = analysis.strength.map { String(format: "%.1f%%", $0 * 100) } ?? "none"
print(
    "water (8 glasses a day): \(analysis.streak.current) days, \(analysis.streak.status.rawValue), strength \(strength)"
)
let days = try Engine.series(schedule: .daily, goal: goal, records: water, days: 4, calendar: calendar, now: now)
for point in days { print("  \(point.date) \(point.value.map { "\($0)" } ?? "-") \(point.status.rawValue)") }

// The data files, as `habit` keeps them: a `Store` over a data directory of its own (the
// command line's is ~/.local/share/habit). Each change is one transaction under the
// store's lock. A habit is added with `Transaction.add` and renamed with
// `Transaction.rename`, which check the rules of a habit and keep the identity a sync
// relies on (docs/library.md, "Changing a habit").
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-example-\(UUID().uuidString)")
guard let run = HabitID("run"), let jog = HabitID("jog") else { fatalError("'run' and 'jog' are ids") }
let store = Store(directory: directory.path)
try store.transaction { transaction in
    try transaction.add(Habit(id: run, schedule: .perWeek(3), since: today.adding(-6)))
    for offset in [6, 4, 2, 0] { transaction.append(Entry(day: today.adding(-offset), habit: run)) }
}
let kept = try store.transaction { transaction in try transaction.rename(run, to: jog) }
do {
    try store.transaction { transaction in try transaction.remove(run) }
} catch let refusal as HabitChangeError {
    print("run → jog: \(kept) entries kept; removing 'run' now: \(refusal)")
}
let snapshot = try store.loadHistories()
if let habit = snapshot.habit(jog) {
    let history = snapshot.history(of: habit)
    let standing = Engine.analyze(habit, history: history, today: today, weekStart: snapshot.config.weekStart)
    print(
        "jog (3/week): \(history.days.count) days done, streak \(standing.streak.current) (\(standing.streak.unit?.rawValue ?? ""))"
    )
}
try FileManager.default.removeItem(at: directory)
