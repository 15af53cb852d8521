import HabitCore
import StreakEngine

/// One day of a picture (docs/cli.md, "Pictures"): its mark from the glyph table
/// (`DayMark.of`, the rule every view follows), told apart from a day before the habit's
/// `since` (which the terminal leaves blank like a day not due), with what its `<title>`
/// says: the date, the amount and the outcome, and the day's note.
struct PictureDay {
    /// The CSS class of a cell: the mark's, `before` before `since`.
    enum Kind: String, CaseIterable, Sendable {
        case done, partial, kept, over, skipped, no, missed, pending
        case notDue = "not-due"
        case before

        /// The word of the legend and of a cell's title.
        var word: String {
            switch self {
            case .done: DayMark.done.entry.word
            case .partial: DayMark.partial.entry.word
            case .kept: DayMark.kept.entry.word
            case .over: DayMark.over.entry.word
            case .skipped: DayMark.skipped.entry.word
            case .no: DayMark.no.entry.word
            case .missed: DayMark.missed.entry.word
            case .pending: DayMark.pending.entry.word
            case .notDue: DayMark.notDue.entry.word
            case .before: "before since"
            }
        }

        init(_ mark: DayMark) {
            switch mark {
            case .done: self = .done
            case .partial: self = .partial
            case .kept: self = .kept
            case .over: self = .over
            case .skipped: self = .skipped
            case .no: self = .no
            case .missed: self = .missed
            case .pending: self = .pending
            case .notDue: self = .notDue
            }
        }
    }

    let point: SeriesPoint
    let mark: DayMark
    let kind: Kind
    let isToday: Bool
    /// How much of an at-least target a partial day reached, in eighths (1…7) as the
    /// terminal's partial blocks draw it; `nil` for the other days.
    let eighths: Int?

    init(_ point: SeriesPoint, goal: Goal, today: Day, noDays: Set<Day>) {
        self.point = point
        mark = DayMark.of(point, goal: goal, noDays: noDays)
        kind = point.status == .beforeStart ? .before : Kind(mark)
        isToday = point.date == today
        guard mark == .partial else {
            eighths = nil
            return
        }
        let fraction = Sparkline.fraction(point, goal: goal)
        eighths = fraction.flatMap { $0.isFinite ? min(max(Int(($0 * 8).rounded(.down)), 1), 7) : nil } ?? 4
    }

    /// `Sat, Nov 21, 2026: 5/8 glasses, partial (today)`, then the day's notes.
    func title(goal: Goal, note: String?) -> String {
        var parts: [String] = []
        if let value = point.value, goal.isNumeric, kind != .before {
            switch goal {
            case .atLeast(let target, let unit), .atMost(let target, let unit):
                parts.append("\(value)/\(Describe.quantity(target, unit))")
            case .check: break
            }
        }
        parts.append(kind.word + (isToday ? " (today)" : ""))
        let date = Describe.shortDate(point.date) + ", \(point.date.year)"
        return date + ": " + parts.joinedText(separator: ", ") + (note.map { " \u{2014} " + $0 } ?? "")
    }

    /// The notes of `entries` by day, in file order, joined with `; ` (as `show` lists
    /// every note of a day).
    static func notes(_ entries: [Entry], habit: HabitID) -> [Day: String] {
        var notes: [Day: String] = [:]
        for entry in entries where entry.habit == habit {
            guard let note = entry.note, !note.isEmpty else { continue }
            notes[entry.day] = notes[entry.day].map { $0 + "; " + note } ?? note
        }
        return notes
    }
}
