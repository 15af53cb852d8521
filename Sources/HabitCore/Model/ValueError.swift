/// A single value given on the command line or in a data file that breaks its rules.
///
/// Messages follow the house style: lower-case, no final period, the offending text in
/// single quotes, and what was expected.
public enum ValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not `YYYY-MM-DD`, or no such day.
    case invalidDate(String)
    /// Not 1–64 characters of `a-z`, `0-9`, `-`, `_`.
    case invalidID(String)
    /// A name that is empty, too long or has control characters.
    case invalidName(String, reason: NameProblem)
    /// None of the schedule forms of docs/data-format.md (`every=`).
    case invalidSchedule(String)
    /// Not a decimal ≥ 0 with at most three decimals.
    case invalidAmount(String)
    /// A unit that is empty, too long, or has control characters or quotes.
    case invalidUnit(String)
    /// A note with control characters.
    case invalidNote(String)
    /// None of `done`, `skip`, `clear`, `+N`, `=N`.
    case invalidAction(String)
    /// A numeric goal on a schedule other than daily, a weekday list, `week` or `month`.
    case scheduleNotAllowedForGoal(Schedule, Goal)
    /// An at-least goal of zero, which every day would meet.
    case zeroTarget
    /// A `config` value that does not fit its key: (key, value).
    case invalidSetting(String, String)
    /// Not a time of day `HH:MM` (a reminder time, docs/reminders.md).
    case invalidTime(String)
    /// A habit made of others with a numeric goal: its day is done or not.
    case numericComposite(HabitID)
    /// A habit named among its own members.
    case memberIsItself(HabitID)
    /// A member named twice.
    case duplicateMember(HabitID)
    /// Fewer than `Habit.minimumMembers` members.
    case tooFewMembers([HabitID])
    /// A member no habit has as its id.
    case unknownMember(HabitID)
    /// A member that is itself made of others.
    case memberIsComposite(HabitID)
    /// A member with a numeric goal.
    case numericMember(HabitID)
    /// A tag not spelled like an id: 1–64 characters of `a-z`, `0-9`, `-`, `_`.
    case invalidTag(String)
    /// A piece of a `goals=` field that is no former goal.
    case invalidFormerGoal(String)
    /// A former goal whose last day is not after the one before it: (its day, the day before).
    case formerGoalsOutOfOrder(Day, after: Day)
    /// A piece of an `away=` field that is no span of days, or out of order.
    case invalidArchivedSpan(String)
    /// An `away=` field whose last span is open (`FROM..`) on a habit that is not archived.
    case openSpanNotArchived(String)

    /// Why a name or note was refused.
    public enum NameProblem: Sendable, Hashable {
        /// Nothing at all.
        case empty
        /// More than `Habit.maximumNameLength` characters.
        case tooLong
        /// A newline or other control character.
        case controlCharacter
    }

    /// The message, lower-case, with the offending text in single quotes.
    public var description: String {
        switch self {
        case .invalidDate(let text):
            "invalid date '\(Echo.token(text))': expected YYYY-MM-DD"
        case .invalidID(let text):
            "invalid habit id '\(Echo.token(text))': expected 1-64 characters of a-z, 0-9, '-' and '_'"
        case .invalidName(let text, let reason):
            switch reason {
            case .empty: "invalid name '': a name cannot be empty"
            case .tooLong:
                "invalid name '\(Echo.token(String(text.prefix(40))))…': at most \(Habit.maximumNameLength) characters"
            case .controlCharacter:
                "invalid name '\(Echo.token(text))': names cannot contain newlines or control characters"
            }
        case .invalidSchedule(let text):
            "invalid schedule '\(Echo.token(text))': expected daily, weekdays, weekends, a list like mon,wed,fri, "
                + "N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"
                + (Schedule.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? "")
        case .invalidAmount(let text):
            "invalid number '\(Echo.token(text))': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"
        case .invalidUnit(let text):
            "invalid unit '\(Echo.token(text))': expected up to 32 characters without control characters or quotes"
        case .invalidNote(let text):
            "invalid note '\(Echo.token(text))': notes cannot contain newlines or control characters"
        case .invalidAction(let text):
            "invalid action '\(Echo.token(text))': expected done, no, skip, clear, +N or =N"
        case .scheduleNotAllowedForGoal(let schedule, _):
            "schedule '\(Echo.token(schedule))' cannot have a numeric goal: use daily, a weekday list, week or month"
        case .zeroTarget:
            "invalid target '0': expected a number > 0 (for 'days without' habits use --max 0)"
        case .invalidSetting(let key, let value):
            "invalid \(key) '\(Echo.token(value))': expected "
                + (ConfigKey(rawValue: key)?.expected ?? "a valid value") + zoneHint(key, value)
        case .invalidTime(let text):
            "invalid time '\(Echo.token(text))': expected HH:MM from 00:00 to 23:59, like 07:30"
        case .numericComposite(let id):
            "'\(Echo.token(id))' is made of other habits, so it is a check habit: it takes no target or max"
        case .memberIsItself(let id): "'\(Echo.token(id))' cannot be one of its own members"
        case .duplicateMember(let id): "member '\(Echo.token(id))' is named twice: expected each member once"
        case .tooFewMembers(let ids):
            "any-of '\(Echo.token(ids.map { $0.rawValue }.joinedText(separator: ",")))' names "
                + "\(ids.count == 1 ? "one habit" : "no habit"): expected at least two, like run,bike,swim"
        case .unknownMember(let id): "member '\(Echo.token(id))' is no habit: expected the id of a habit defined first"
        case .memberIsComposite(let id):
            "member '\(Echo.token(id))' is itself made of other habits: expected check habits with entries of their own"
        case .numericMember(let id):
            "member '\(Echo.token(id))' has a numeric goal: expected check habits (done or not each day)"
        case .invalidTag(let text):
            "invalid tag '\(Echo.token(text))': expected 1-64 characters of a-z, 0-9, '-' and '_', like morning"
        case .invalidFormerGoal(let text):
            "invalid former goal '\(Echo.token(text))': expected SCHEDULE [target X | max X] until YYYY-MM-DD, "
                + "like 'daily target 8 until 2026-11-17'"
        case .invalidArchivedSpan(let text):
            "invalid archived days '\(Echo.token(text))': expected FROM..TO (YYYY-MM-DD..YYYY-MM-DD), oldest first, "
                + "each after the one before, and only the last open (FROM..) while archived"
        case .openSpanNotArchived(let text):
            "archived days '\(Echo.token(text))' are still open, but the habit is not archived: "
                + "expected FROM..TO, or the word archived on the line"
        case .formerGoalsOutOfOrder(let day, let previous):
            "former goal until '\(day)' is not after '\(previous)': expected the former goals oldest first"
        }
    }
}

extension ValueError {
    /// For a `timezone` of `GMT+5` or `UTC-3`, the `Etc/` zone it was likely meant for.
    private func zoneHint(_ key: String, _ value: String) -> String {
        guard key == ConfigKey.timezone.rawValue, let zone = TimeZoneNames.etcZone(near: value) else { return "" }
        return " (\(zone))"
    }
}
