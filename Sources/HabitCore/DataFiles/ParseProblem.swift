/// What is wrong with a data-file line. Messages follow the house style and say what was
/// expected.
package enum ParseProblem: Sendable, Hashable, CustomStringConvertible {
    /// A value that breaks its rules (date, id, action, amount, schedule, name, unit, note,
    /// setting).
    case value(ValueError)
    /// A log line with a date and nothing after it.
    case missingID
    /// Text after a log line's action that is not a `#` note.
    case unexpectedText(String)
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// The last line has no final newline: a hand edit, or a write cut short. Not an
    /// error; the next write gives a valid line its newline and moves anything else to
    /// `rejects`.
    case tornLine(String)
    /// A log entry for a habit the `habits` file does not define. Not an error.
    case unknownHabit(HabitID)
    /// A log entry under the id of a habit made of others, which has no entries of its
    /// own (it counts for nothing). Not an error.
    case compositeEntry(Habit)
    /// A habit id defined twice in `habits`.
    case duplicateID(HabitID, firstLine: Int)
    /// A `habits` key that does not exist.
    case unknownKey(String)
    /// A `habits` key given twice on one line.
    case duplicateKey(String)
    /// `key=` with no value.
    case missingValue(String)
    /// A quoted value with no closing `"`.
    case unterminatedQuote
    /// A backslash in a quoted value followed by something other than `"` or `\`.
    case invalidEscape(String)
    /// A bare value containing `"`, `#` or `=`.
    case invalidBareValue(String)
    /// A closing quote followed by something other than a space.
    case textAfterQuote
    /// A habit line without `since=`.
    case missingSince
    /// A habit line with both `target=` and `max=`.
    case conflictingGoals
    /// A habit line with `unit=` but neither `target=` nor `max=`.
    case unitWithoutGoal
    /// A `config` line whose key is not a setting.
    case unknownSetting(String)
    /// A `config` line without ` = `.
    case missingEquals
    /// A `config` key set twice.
    case duplicateSetting(String, firstLine: Int)
    /// A field two devices changed to two values (docs/sync.md, "Before device files"): the line
    /// holds `other`, the habit's line or setting `kept`. Not an error (every command
    /// still works), but `verify` fails until it is settled.
    case syncConflict(ConflictLine, kept: String)
    /// A git merge marker (`<<<<<<<`, `=======`, `>>>>>>>`): reported once per file.
    case mergeMarker
    /// A carriage return inside a `habits` or `config` line: the file's lines end with
    /// carriage returns only (old Mac line ends), so it reads as one line. Reported
    /// instead of what that line would otherwise be.
    case carriageReturnLineEnds

    /// Whether this blocks rewrites.
    var isError: Bool {
        switch self {
        case .tornLine, .unknownHabit, .compositeEntry, .syncConflict: false
        default: true
        }
    }

    /// Whether this is a field left for a person by a merge: `verify` fails on it.
    package var isConflict: Bool {
        if case .syncConflict = self { true } else { false }
    }

    /// The message, lower-case, saying what was expected.
    package var description: String {
        switch self {
        case .value(let error): error.description
        case .missingID: "missing habit id: expected 'YYYY-MM-DD ID [ACTION] [# note]'"
        case .unexpectedText(let text):
            "unexpected '\(Echo.token(text))' after the action: expected '# note' or the end of the line"
        case .invalidUTF8: "invalid UTF-8: expected UTF-8 text"
        case .tornLine(let text):
            "incomplete last line '\(Echo.token(String(text.prefix(60))))' (no final newline): "
                + "the next write adds the newline if it is a valid line, else moves it to 'rejects'"
        case .unknownHabit(let id): "entry for unknown habit '\(Echo.token(id))': expected a habit defined in 'habits'"
        case .compositeEntry(let habit):
            "entry for '\(Echo.token(habit.id))', which is made of other habits and has no entries of its own: "
                + "expected an entry for \(habit.membersInWords)"
        case .duplicateID(let id, let line): "duplicate habit id '\(Echo.token(id))': already defined on line \(line)"
        case .unknownKey(let key):
            "unknown key '\(Echo.token(key))': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"
        case .duplicateKey(let key): "duplicate key '\(Echo.token(key))': expected each key at most once"
        case .missingValue(let key): "missing value after '\(key)=': expected a value or \"\""
        case .unterminatedQuote: "unterminated quoted value: expected a closing '\"'"
        case .invalidEscape(let text): "invalid escape '\\\(Echo.token(text))': expected \\\" or \\\\"
        case .invalidBareValue(let text):
            "invalid value '\(Echo.token(text))': expected no '\"', '#' or '=' unless quoted"
        case .textAfterQuote: "unexpected text after the closing quote: expected a space"
        case .missingSince: "missing since=YYYY-MM-DD: expected the habit's first day"
        case .conflictingGoals: "both target= and max=: expected at most one of them"
        case .unitWithoutGoal: "unit= without target= or max=: expected a numeric goal for a unit"
        case .unknownSetting(let key):
            "unknown setting '\(Echo.token(key))': expected timezone, day-start, week-start or group"
        case .missingEquals: "missing '=': expected 'key = value'"
        case .duplicateSetting(let key, let line): "duplicate setting '\(Echo.token(key))': already set on line \(line)"
        case .syncConflict(let conflict, let kept): conflict.message(kept: kept)
        case .mergeMarker: "unresolved merge conflict; run 'habit sync' or resolve it"
        case .carriageReturnLineEnds:
            "lines end with carriage returns only: change them to newlines (for example with tr '\\r' '\\n')"
        }
    }
}
