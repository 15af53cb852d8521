/// A stretch of days a habit spent archived (`away=` on its line, docs/data-format.md):
/// those days are excused, as if skipped — they never break its streak or count as
/// failed (docs/streaks.md, "Archived days").
public struct ArchivedSpan: Sendable, Hashable, CustomStringConvertible {
    /// The day it was archived.
    public var from: Day
    /// The last day it was archived; `nil` while it still is.
    public var through: Day?

    /// A span from `from` through `through` (`nil`: still archived).
    /// - Parameters:
    ///   - from: the first day archived.
    ///   - through: the last day archived, on or after `from` (not checked); `nil` while it
    ///     still is.
    public init(from: Day, through: Day?) {
        self.from = from
        self.through = through
    }

    /// `2026-10-01..2026-10-07`, or `2026-11-10..` while still archived.
    public var description: String { "\(from).." + (through?.description ?? "") }

    /// Reads an `away=` value: spans `FROM..TO` separated by commas, oldest first, each
    /// after the one before; only the last may be open (`FROM..`).
    ///
    /// - Throws: `ValueError.invalidArchivedSpan` naming the piece that does not read or
    ///   is out of order.
    package static func list(_ text: String) throws(ValueError) -> [ArchivedSpan] {
        var spans: [ArchivedSpan] = []
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for (index, piece) in pieces.enumerated() {
            let ends = piece.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard ends.count == 3, ends[1].isEmpty, let from = Day(ends[0]) else { throw .invalidArchivedSpan(piece) }
            var through: Day? = nil
            if !ends[2].isEmpty {
                guard let day = Day(ends[2]), day >= from else { throw .invalidArchivedSpan(piece) }
                through = day
            } else if index != pieces.count - 1 {
                throw .invalidArchivedSpan(piece)
            }
            if let last = spans.last, let end = last.through, from <= end { throw .invalidArchivedSpan(piece) }
            spans.append(ArchivedSpan(from: from, through: through))
        }
        return spans
    }
}

extension History {
    /// This history with every day of `spans` up to `today` that holds no entry skipped:
    /// the days a habit spent archived are excused (docs/streaks.md, "Archived days"). A
    /// day with an entry keeps it. The history itself when there are no spans.
    /// - Parameters:
    ///   - spans: the habit's archived spans (`Habit.archivedSpans`), oldest first; a span
    ///     without `through` runs on to `today`.
    ///   - today: the last day that can be excused.
    /// - Returns: a history with the same entries and a skip on each empty archived day.
    public func excusing(_ spans: [ArchivedSpan], through today: Day) -> History {
        guard !spans.isEmpty else { return self }
        var days: [Day] = []
        var states = DayStates()
        var index = 0
        let kept = dayColumn
        func copy(before day: Day) {
            while index < kept.count, kept[index] < day {
                days.append(kept[index])
                states.append(dayStates[index])
                index += 1
            }
        }
        for span in spans {
            let last = min(span.through ?? today, today)
            guard span.from <= last else { continue }
            for number in span.from.number...last.number {
                let day = Day(number: number)
                copy(before: day)
                if index < kept.count, kept[index] == day { continue }
                days.append(day)
                states.append(.skipped)
            }
        }
        copy(before: Day(number: Int.max))
        return History(days: Column(days), states: states, firstEntryDay: firstEntryDay, noDays: noDayColumn)
    }
}
