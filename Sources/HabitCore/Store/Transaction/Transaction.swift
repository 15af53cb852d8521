/// Changes staged inside `Store.transaction`, written when the body returns.
///
/// Read `snapshot` (taken under the lock); change habits through the operations that
/// keep their rules (`add`, `move`, `rename`, `remove`, `archive`, `unarchive`, `edit`:
/// `Transaction+HabitChanges.swift`) and settings through `configure(_:to:)`; call
/// `append(_:)` for new entries or `rewriteLog(_:)` to change or drop existing ones.
public struct Transaction {
    /// The data directory as read under the lock.
    public private(set) var snapshot: Snapshot
    /// The `habits` document to write, as staged so far; rewritten only when it differs
    /// from the snapshot's. Read-only to apps: a habit changes through the operations that
    /// keep the rules of identity a sync relies on (docs/library.md, "Changing a habit").
    public package(set) var habitsFile: HabitsFile
    /// The `config` document to write, as staged so far; rewritten only when it differs
    /// from the snapshot's. Read-only to apps: a setting changes through `configure(_:to:)`.
    public package(set) var configFile: ConfigFile
    /// Entries to append, in order.
    package private(set) var appendedEntries: [Entry] = []
    /// The places in `appendedEntries` of answers (`appendAnswer`).
    package private(set) var answers: Set<Int> = []
    /// A transform for every existing log entry (`nil` drops it), when the log is rewritten.
    package private(set) var logTransform: ((Entry) -> Entry?)?
    /// Whether the body said it rewrites (`markAsRewrite`), whatever it stages.
    package private(set) var markedAsRewrite = false

    init(snapshot: Snapshot) {
        self.snapshot = snapshot
        self.habitsFile = snapshot.habitsFile
        self.configFile = snapshot.configFile
    }

    /// Hands over the histories the read folded, leaving none here: a writer that folds
    /// them on in place (`History.append`) then holds each one once (docs/performance.md,
    /// "Wide data sets").
    package mutating func takeHistories() -> [HabitID: History] {
        let histories = snapshot.histories
        snapshot.histories = [:]
        return histories
    }

    /// Stages `entry` to be appended to the log.
    /// - Parameter entry: appended after every entry the log holds, when the store applies
    ///   the transaction.
    public mutating func append(_ entry: Entry) {
        appendedEntries.append(entry)
    }

    /// Stages `entry` as an answer — of `ask`, or a day of a range `skip` — that must not
    /// override an entry of its day this device had not seen: in the device layout it
    /// counts only when the day holds no entry before it (docs/sync.md, "Device files");
    /// in one `log`, where every entry was seen, it is appended as any other.
    package mutating func appendAnswer(_ entry: Entry) {
        answers.insert(appendedEntries.count)
        appendedEntries.append(entry)
    }

    /// Stages a rewrite of the log that passes every existing entry through `transform`
    /// (`nil` drops the line); comments and unchanged lines are kept byte for byte.
    /// Calling it again composes the transforms. A data directory in the device layout
    /// never rewrites an entry (`StoreError.entriesNotRewritten`): there a habit's
    /// `remove` makes its entries count for nothing, and a rename never moves one.
    /// - Parameter transform: given each entry of the log in file order, returns the entry
    ///   to write in its place, or `nil` to drop the line.
    public mutating func rewriteLog(_ transform: @escaping (Entry) -> Entry?) {
        if let previous = logTransform {
            logTransform = { entry in previous(entry).flatMap(transform) }
        } else {
            logTransform = transform
        }
    }

    /// Sets `key` to `value` in `config`, as `habit config KEY VALUE` does: the value is
    /// written as given, replacing the key's line or appending one, and a sync conflict on
    /// the key is settled. In device files the store writes it as a `config` line of this
    /// device's file (docs/sync.md, "Device files").
    /// - Parameters:
    ///   - key: the setting.
    ///   - value: its text as `ConfigKey.apply(_:to:)` takes it (`"04:00"` for `.dayStart`,
    ///     `"sunday"` for `.weekStart`).
    /// - Throws: `ValueError.invalidSetting` when the value does not fit the key; nothing is
    ///   staged then.
    public mutating func configure(_ key: ConfigKey, to value: String) throws(ValueError) {
        try configFile.set(key, to: value)
    }

    /// Makes this transaction a rewrite even when what it stages changes nothing: it is
    /// refused while a data file has errors, as every rewrite is (`Store.transaction`), so
    /// that a command that rewrites (`add`, `edit`, `config`, …) is refused the same way
    /// whether or not its change turns out to be none.
    package mutating func markAsRewrite() {
        markedAsRewrite = true
    }

    /// Moves habit `id`'s `since` back to `day` when `day` is earlier, changing nothing
    /// else of its line as staged (which starts as read under the lock): a backdated
    /// entry never undoes another change to the habit, and `since` never moves forward.
    /// The habits made of it move back with it: their days are its days
    /// (docs/streaks.md, "Habits made of others").
    /// - Parameters:
    ///   - id: the habit whose `since` moves; an id no habit has changes nothing.
    ///   - day: the day of the entry being backdated.
    public mutating func moveSince(of id: HabitID, backTo day: Day) {
        guard var habit = habitsFile.habit(id), day < habit.since else { return }
        habit.since = day
        _ = habitsFile.replace(id, with: habit)
        for composite in habitsFile.composites(naming: id) { moveSince(of: composite.id, backTo: day) }
    }

    /// Whether `habits` is to be rewritten.
    var changesHabits: Bool { habitsFile != snapshot.habitsFile }
    /// Whether `config` is to be rewritten.
    var changesConfig: Bool { configFile != snapshot.configFile }
    /// Whether any file is to be rewritten (rather than only appended to).
    var rewrites: Bool { changesHabits || changesConfig || logTransform != nil }
    /// Whether anything is to be written.
    var hasChanges: Bool { rewrites || !appendedEntries.isEmpty }
}
