import HabitCore

/// A realistic, deterministic data set that ends on a given day: six habits with
/// different schedules and goals and about two years of history with streaks, skips and
/// gaps. The same `today` always gives the same data.
enum DemoData {
    /// How many days before today the data set begins.
    static let span = 730

    static func make(today: Day) -> (habits: [Habit], entries: [Entry]) {
        var random = SplitMix(seed: 2026)
        func id(_ text: String) -> HabitID {
            guard let id = HabitID(text) else { preconditionFailure("demo id '\(text)' is not an id") }
            return id
        }
        let habits = [
            Habit(id: id("meditate"), name: "Morning meditation", since: today.adding(-span)),
            Habit(
                id: id("water"), name: "Drink water", goal: .atLeast(Amount(8), unit: "glasses"),
                since: today.adding(-400)),
            Habit(id: id("gym"), name: "Gym", schedule: .perWeek(3), since: today.adding(-700)),
            Habit(
                id: id("read"), name: "Read 20 pages", schedule: .weekdays(Schedule.workWeek), since: today.adding(-500)
            ),
            Habit(id: id("coffee"), name: "Coffee", goal: .atMost(Amount(2), unit: "cups"), since: today.adding(-300)),
            Habit(id: id("plants"), name: "Water the plants", schedule: .everyNDays(3), since: today.adding(-200)),
        ]
        var entries: [Entry] = []
        let start = today.adding(-span)
        var day = start
        while day <= today {
            let offset = today - day
            // meditate: a long current run, a holiday skipped, an older broken patch.
            if offset <= 22 || (offset > 23 && offset < 60) || (offset >= 60 && random.chance(0.85)) {
                if offset >= 100 && offset < 107 {
                    entries.append(
                        Entry(day: day, habit: id("meditate"), action: .skip, note: offset == 106 ? "holiday" : nil))
                } else {
                    entries.append(Entry(day: day, habit: id("meditate")))
                }
            }
            // water: glasses through the day; today is still in progress.
            if offset <= 400 {
                if offset == 0 {
                    entries.append(Entry(day: day, habit: id("water"), action: .add(Amount(5))))
                } else if random.chance(0.9) {
                    let glasses = offset < 12 || random.chance(0.8) ? 8 + random.next(3) : 3 + random.next(5)
                    entries.append(Entry(day: day, habit: id("water"), action: .add(Amount(glasses))))
                }
            }
            // gym: about three weekday sessions a week, with a lazy stretch.
            if offset <= 700, offset > 0, day.weekday.rawValue <= 5, !(offset > 150 && offset < 170),
                random.chance(0.62)
            {
                entries.append(Entry(day: day, habit: id("gym"), note: random.chance(0.1) ? "legs" : nil))
            }
            // read: weekdays, mostly.
            if offset <= 500, offset > 0, day.weekday.rawValue <= 5, random.chance(offset < 30 ? 0.95 : 0.8) {
                entries.append(Entry(day: day, habit: id("read")))
            }
            // coffee: one or two cups, sometimes three.
            if offset <= 300, random.chance(0.95) {
                let cups = offset == 0 ? 1 : random.chance(0.12) ? 3 : 1 + random.next(2)
                entries.append(Entry(day: day, habit: id("coffee"), action: .set(Amount(cups))))
            }
            // plants: every two or three days.
            if offset <= 200, offset % 3 == 1 || (offset % 7 == 0 && random.chance(0.5)) {
                entries.append(Entry(day: day, habit: id("plants")))
            }
            day = day.adding(1)
        }
        return (habits, entries)
    }

    /// A small fixed-seed generator (SplitMix64), so the demo is the same every time.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func nextRaw() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in 0..<bound.
        mutating func next(_ bound: Int) -> Int { Int(nextRaw() % UInt64(bound)) }

        /// True with probability `p`.
        mutating func chance(_ p: Double) -> Bool { Double(nextRaw() % 10_000) < p * 10_000 }
    }
}
