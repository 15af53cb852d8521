/// A habit the user tracks (docs/data-format.md, `habits`). Its sort order is its position in the `habits`
/// file, not a property.
public struct Habit: Sendable, Hashable {
    /// The handle used in every command.
    public var id: HabitID
    /// The display name; the id's text when the user gave none.
    public var name: String
    /// When the habit is due.
    public var schedule: Schedule
    /// What counts as success.
    public var goal: Goal
    /// The first day the habit counts; periods before it do not exist.
    public var since: Day
    /// The schedules and goals it kept before `schedule` and `goal`, oldest first, each
    /// with its last day (`goals=` on its line): every period keeps the verdict it had
    /// under the goal then in force (docs/streaks.md, "Goals that change"). Empty for a
    /// habit whose goal never changed, or was changed for its whole history.
    public var formerGoals: [FormerGoal]
    /// Hidden from views and reports; history kept.
    public var archived: Bool
    /// The stretches of days it spent archived, oldest first (`away=` on its line), the
    /// last one open while it still is: those days are excused (docs/streaks.md, "Archived
    /// days"). Empty for a habit never archived, or archived before they were kept.
    public var archivedSpans: [ArchivedSpan]
    /// The ids it was renamed from, oldest first (`was=` on its line): entries written
    /// under one of them count for it unless a current habit has that id
    /// (docs/data-format.md, `habits`).
    public var formerIDs: [HabitID]
    /// The wall-clock times at which `habit remind` nags while something is left that day
    /// (`remind=` on its line), sorted, each once (docs/reminders.md).
    public var reminders: [TimeOfDay]
    /// The habits it is made of (`any-of=` on its line), in the order given; empty for a
    /// habit with entries of its own. A composite's day is done when any member is done
    /// that day, skipped when none is and a member is skipped (`History(anyOf:)`,
    /// docs/streaks.md, "Habits made of others").
    public var members: [HabitID]
    /// The groups it belongs to, each once, in order: the tag of the `! Heading` it stands
    /// under first, then those of `tags=` on its line (docs/data-format.md, `habits`). Views
    /// group a habit under its first tag.
    public var tags: [HabitTag] {
        didSet { tags = Habit.once(tags) }
    }

    /// The longest display name accepted, in characters.
    static let maximumNameLength = 200
    /// The longest unit accepted, in characters.
    static let maximumUnitLength = 32

    /// A habit with the given properties. Call `validate()` before storing one built
    /// from user input.
    /// - Parameters:
    ///   - id: the handle every command takes.
    ///   - name: the display name; `nil`: the id's text.
    ///   - schedule: when it is due.
    ///   - goal: what counts as done on a due day.
    ///   - since: the first day it counts.
    ///   - archived: whether it is hidden from views and reports.
    ///   - formerIDs: the ids it was renamed from, oldest first.
    ///   - reminders: wall-clock times for `habit remind`; kept sorted, each once.
    ///   - members: the habits it is made of; empty for a habit with entries of its own.
    ///   - tags: its groups; a repeated tag is kept once, at its first place.
    ///   - formerGoals: its earlier schedules and goals, oldest first.
    ///   - archivedSpans: the stretches it spent archived, oldest first.
    public init(
        id: HabitID, name: String? = nil, schedule: Schedule = .daily, goal: Goal = .check,
        since: Day, archived: Bool = false, formerIDs: [HabitID] = [], reminders: [TimeOfDay] = [],
        members: [HabitID] = [], tags: [HabitTag] = [], formerGoals: [FormerGoal] = [],
        archivedSpans: [ArchivedSpan] = []
    ) {
        self.id = id
        self.name = name ?? id.rawValue
        self.schedule = schedule
        self.goal = goal
        self.since = since
        self.formerGoals = formerGoals
        self.archived = archived
        self.archivedSpans = archivedSpans
        self.formerIDs = formerIDs
        // Sorted, each once; none or one is already.
        self.reminders = reminders.count > 1 ? Array(Set(reminders)).sorted() : reminders
        self.members = members
        self.tags = tags.count > 1 ? Habit.once(tags) : tags
    }

    /// `tags` with every tag after its first time left out, order kept.
    private static func once(_ tags: [HabitTag]) -> [HabitTag] {
        var seen = Set<HabitTag>()
        return tags.filter { seen.insert($0).inserted }
    }

    /// Whether it is made of other habits (has members) and so has no entries of its own.
    public var isComposite: Bool { !members.isEmpty }

    /// Checks the rules that tie properties together: the name, the unit, an at-least
    /// target above zero, that numeric goals only go with daily, weekday-list, `week`
    /// or `month` schedules, a composite's own rules (`validateMembers()`), and the same
    /// of each former goal, their days in order.
    /// - Throws: `ValueError` for the first rule broken: `.invalidName`, one of
    ///   `validateMembers()`, `.invalidUnit`, `.zeroTarget`, `.scheduleNotAllowedForGoal`,
    ///   or for a former goal the same or `.formerGoalsOutOfOrder`.
    public func validate() throws(ValueError) {
        try Habit.validateName(name)
        try validateMembers()
        if let unit = goal.unit { try Habit.validateUnit(unit) }
        try Habit.validateGoal(goal, schedule: schedule)
        try validateFormerGoals()
    }

    /// An at-least target above zero, and a numeric goal only with daily, weekday-list,
    /// `week` or `month` schedules.
    static func validateGoal(_ goal: Goal, schedule: Schedule) throws(ValueError) {
        if case .atLeast(let target, _) = goal, !target.isPositive { throw .zeroTarget }
        guard goal.isNumeric else { return }
        switch schedule {
        case .daily, .weekdays, .perWeek(1), .perMonth(1): return
        default: throw .scheduleNotAllowedForGoal(schedule, goal)
        }
    }

    /// A display name must be 1–200 characters with no control characters.
    /// - Parameter name: a display name as the user typed it.
    /// - Throws: `ValueError.invalidName`, with the reason: empty, too long, or a control
    ///   character.
    public static func validateName(_ name: String) throws(ValueError) {
        if name.isEmpty { throw .invalidName(name, reason: .empty) }
        // A character takes at least one byte: a name that fits in bytes fits in characters.
        if name.utf8.count > maximumNameLength, name.count > maximumNameLength {
            throw .invalidName(name, reason: .tooLong)
        }
        if containsControlCharacter(name) { throw .invalidName(name, reason: .controlCharacter) }
    }

    /// A unit must be 1–32 characters with no control characters and no `"`.
    package static func validateUnit(_ unit: String) throws(ValueError) {
        if unit.isEmpty || (unit.utf8.count > maximumUnitLength && unit.count > maximumUnitLength)
            || containsControlCharacter(unit)
            || unit.utf8.contains(UInt8(ascii: "\""))
        {
            throw .invalidUnit(unit)
        }
    }

    /// A note must have no control characters (so it can never start a new log line).
    /// - Parameter note: an entry's note as the user typed it; empty is accepted.
    /// - Throws: `ValueError.invalidNote` when it holds a control character or a line or
    ///   paragraph separator.
    public static func validateNote(_ note: String) throws(ValueError) {
        if containsControlCharacter(note) { throw .invalidNote(note) }
    }

    /// Whether `text` holds a C0 or C1 control character, DEL, or a Unicode line or
    /// paragraph separator.
    package static func containsControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029
        }
    }
}
