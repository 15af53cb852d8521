import HabitCore
import SeededRandom

/// One kind of habit in a generated data set: the fields it gets in the `habits` file
/// and how a fairly diligent person logs it.
struct HabitProfile: Sendable {
    /// How a person with this habit writes log lines.
    enum Behaviour: Sendable {
        /// Daily check habit: done on most days.
        case daily
        /// Check habit due on some weekdays (ISO numbers), sometimes done on others too.
        case weekdays(Set<Int>)
        /// `N/week`: done on about N days a week.
        case perWeek(Int)
        /// `N/month`: done on about N days a month.
        case perMonth(Int)
        /// `Nd`: a check-in about every N days.
        case everyNDays(Int)
        /// `T in I days`: done more eagerly while the last I days hold fewer than T.
        case rolling(times: Int, days: Int)
        /// `anytime`: logged now and then.
        case anytime
        /// Daily at-least goal: several `+N` lines adding up to about the target.
        case atLeastDaily(target: Int)
        /// Daily at-most goal: a few `+1` lines, sometimes `done` (a zero day).
        case atMostDaily(max: Int)
        /// Weekly at-least goal (`week target=20 unit=km`): `+N` on some days.
        case atLeastWeekly(target: Int)
        /// `max=0` ("days without"): rarely a lapse.
        case daysWithout
    }

    /// The id stem; the generator appends the habit's index.
    var stem: String
    /// The display name stem.
    var name: String
    /// Schedule text as the `habits` file takes it bare (canonical, or the short form
    /// `3/7d` for the rolling window, whose canonical form needs quotes).
    var schedule: String
    /// Goal and unit fields, empty for check habits.
    var goal: String
    /// Relative frequency in the mix.
    var weight: Int
    var behaviour: Behaviour

    /// The mix used for every data set: mostly daily habits, with every schedule and goal
    /// kind present.
    static let mix: [HabitProfile] = [
        HabitProfile(
            stem: "meditate", name: "Morning meditation", schedule: "daily", goal: "", weight: 18, behaviour: .daily),
        HabitProfile(stem: "read", name: "Read 20 pages", schedule: "daily", goal: "", weight: 14, behaviour: .daily),
        HabitProfile(stem: "floss", name: "Floss", schedule: "daily", goal: "", weight: 8, behaviour: .daily),
        HabitProfile(
            stem: "standup", name: "Write standup notes", schedule: "weekdays", goal: "", weight: 7,
            behaviour: .weekdays([1, 2, 3, 4, 5])),
        HabitProfile(
            stem: "run", name: "Run", schedule: "mon,wed,fri", goal: "", weight: 6, behaviour: .weekdays([1, 3, 5])),
        HabitProfile(
            stem: "hike", name: "Long walk", schedule: "weekends", goal: "", weight: 3, behaviour: .weekdays([6, 7])),
        HabitProfile(stem: "gym", name: "Gym", schedule: "3/week", goal: "", weight: 8, behaviour: .perWeek(3)),
        HabitProfile(stem: "call-mum", name: "Call mum", schedule: "week", goal: "", weight: 3, behaviour: .perWeek(1)),
        HabitProfile(
            stem: "budget", name: "Review budget", schedule: "2/month", goal: "", weight: 2, behaviour: .perMonth(2)),
        HabitProfile(
            stem: "backup", name: "Back up laptop", schedule: "month", goal: "", weight: 2, behaviour: .perMonth(1)),
        HabitProfile(
            stem: "plants", name: "Water the plants", schedule: "3d", goal: "", weight: 4, behaviour: .everyNDays(3)),
        HabitProfile(stem: "journal", name: "Journal", schedule: "anytime", goal: "", weight: 3, behaviour: .anytime),
        HabitProfile(
            stem: "water", name: "Water", schedule: "daily", goal: "target=8 unit=glasses", weight: 8,
            behaviour: .atLeastDaily(target: 8)),
        HabitProfile(
            stem: "coffee", name: "Coffee", schedule: "daily", goal: "max=2 unit=cups", weight: 6,
            behaviour: .atMostDaily(max: 2)),
        HabitProfile(
            stem: "cycle", name: "Cycling", schedule: "week", goal: "target=20 unit=km", weight: 4,
            behaviour: .atLeastWeekly(target: 20)),
        HabitProfile(
            stem: "no-sugar", name: "Days without sugar", schedule: "daily", goal: "max=0", weight: 5,
            behaviour: .daysWithout),
    ]

    /// The T/I profile: every habit on a rolling window (`T in I days`), for the
    /// `rolling` data set, which measures that schedule alone.
    static let rollingMix: [HabitProfile] = [
        HabitProfile(
            stem: "gym", name: "Gym", schedule: "3/7d", goal: "", weight: 5, behaviour: .rolling(times: 3, days: 7)),
        HabitProfile(
            stem: "swim", name: "Swim", schedule: "2/5d", goal: "", weight: 3, behaviour: .rolling(times: 2, days: 5)),
        HabitProfile(
            stem: "study", name: "Study", schedule: "5/14d", goal: "", weight: 2,
            behaviour: .rolling(times: 5, days: 14)),
    ]

    /// Picks a profile of `mix` by weight.
    static func pick(from mix: [HabitProfile], using rng: inout SeededRandom) -> HabitProfile {
        let total = mix.reduce(0) { $0 + $1.weight }
        var roll = rng.int(in: 0...(total - 1))
        for profile in mix {
            if roll < profile.weight { return profile }
            roll -= profile.weight
        }
        return mix[0]
    }
}
