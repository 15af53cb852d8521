/// One line of a device file (docs/sync.md, "Device files"): a stamp, then an entry or a
/// change, each naming its habit by key.
///
///     STAMP KEY  YYYY-MM-DD ID [ACTION] [# note]     an entry (the `log` grammar after the key)
///     STAMP ?KEY YYYY-MM-DD ID [ACTION] [# note]     an answer: only when the day holds no entry yet
///     YYYY-MM-DD ID [ACTION] [# note]                an entry appended by hand: no stamp, no key
///     STAMP add KEY ID FIELD…                         a new habit (the `habits` grammar after the key)
///     STAMP id KEY NEWID ^SEEN                        a rename
///     STAMP set KEY FIELD… ^SEEN                      one field: every=, name=, since=, or the goal
///     STAMP archive KEY ^SEEN / unarchive KEY ^SEEN
///     STAMP order KEY RANK ^SEEN                      the place in the views' order
///     STAMP tags KEY +TAG -TAG … / remind KEY +HH:MM … / members KEY +KEY …
///     STAMP remove KEY
///     STAMP config NAME [VALUE] ^SEEN                 a setting (no value: back to the default)
///
/// `^SEEN` is the stamp of the change of that field the writer had last seen: the fold
/// reports a change that replaced one its writer had not seen (`FoldReport`).
package struct DeviceLine: Sendable, Hashable {
    /// The line's stamp; `nil` for a line appended by hand, which folds right after the
    /// stamped line above it in its file.
    package var stamp: Stamp?
    /// What the line records.
    package var body: Body

    package init(stamp: Stamp?, body: Body) {
        self.stamp = stamp
        self.body = body
    }

    /// What a line records.
    package enum Body: Sendable, Hashable {
        /// An entry for the habit `key` names (`nil` for a line appended by hand: its id
        /// names the habit); `onlyIfUnanswered` for an `ask` answer or a range `skip`.
        case entry(key: HabitKey?, entry: Entry, onlyIfUnanswered: Bool)
        /// A change to a habit.
        case change(HabitKey, HabitChange)
        /// A setting set (`nil`: unset, back to its default); `seen` as for a field.
        case config(ConfigKey, value: String?, seen: Stamp?)
        /// A comment or blank line.
        case comment
    }
}

/// A change to one habit, as one device-file line writes it.
package enum HabitChange: Sendable, Hashable {
    /// The habit is new; its id, fields and initial tags and reminders (no members, no
    /// former ids: a `members` line follows a composite's `add`).
    case add(Habit)
    /// One field set, with the stamp of the change of it the writer had seen.
    case set(HabitField, seen: Stamp?)
    /// Elements added to and removed from one of the habit's sets.
    case edit(HabitSet, [SetEdit])
    /// The habit is gone; its entries stay in the files and count for nothing. `seen` is
    /// the latest stamp its writer had read.
    case remove(seen: Stamp?)
}

/// One element added to (`+`) or removed from (`-`) a habit's set.
package struct SetEdit: Sendable, Hashable {
    package var element: String
    package var added: Bool

    package init(_ element: String, added: Bool) {
        self.element = element
        self.added = added
    }
}

/// A field of a habit that one change sets whole; the last change in the fold's order wins.
package enum HabitField: Sendable, Hashable {
    case id(HabitID)
    case name(String)
    case schedule(Schedule)
    case goal(Goal)
    case since(Day)
    case archived(Bool)
    /// The place in the views' order: ranks sort as text (`Rank`).
    case order(String)
    /// The goals it had before its goal changed (`goals=` on its line).
    case formerGoals([FormerGoal])
    /// The stretches of days it spent archived (`away=` on its line).
    case archivedSpans([ArchivedSpan])

    /// The field's name in messages and in `FoldReport`.
    package var name: FieldName {
        switch self {
        case .id: .id
        case .name: .name
        case .schedule: .schedule
        case .goal: .goal
        case .since: .since
        case .archived: .archived
        case .order: .order
        case .formerGoals: .goals
        case .archivedSpans: .away
        }
    }

    /// The names of the fields.
    package enum FieldName: String, Sendable, Hashable, CaseIterable {
        case id, name
        case schedule = "every"
        case goal, since, archived, order, goals, away
    }
}

/// A habit's set-valued properties: a change adds and removes elements, and an element's
/// last change in the fold's order says whether it is in (docs/sync.md, "The fold").
package enum HabitSet: String, Sendable, Hashable, CaseIterable {
    case tags, remind, members
}
