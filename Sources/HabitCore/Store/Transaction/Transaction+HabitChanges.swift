/// The changes to one habit that keep the rules of identity a sync relies on
/// (docs/sync.md, "Keys"; docs/library.md, "Changing a habit"): the one implementation of
/// add, move, rename, remove, archive, unarchive and edit, for the command line and apps
/// alike. Each
/// refuses with a `HabitChangeError` before it stages anything, and stages what the data
/// directory's layout needs: in one `log`, a rename moves the habit's entries to its new id
/// and a removal drops them; in device files, where entries name the habit's key, neither
/// touches an entry (the store writes the change as lines of this device's file).
///
/// Call them inside `Store.transaction` on a read of every entry (`.everything`, the
/// default): a rename and a removal count the entries they keep or drop from it.
extension Transaction {
    /// The habit with `id`, as staged.
    /// - Parameter id: the habit's id.
    /// - Returns: the habit as `habitsFile` holds it now.
    /// - Throws: `HabitChangeError.unknownHabit` when no habit has `id`.
    public func existingHabit(_ id: HabitID) throws(HabitChangeError) -> Habit {
        guard let habit = habitsFile.habit(id) else { throw .unknownHabit(id) }
        return habit
    }

    /// Adds `habit`, as `habit add` does: last in the order — in a file with `! Heading`
    /// lines, at the end of the group of a heading that gives one of its tags
    /// (docs/data-format.md, `habits`). In device files the store writes it as an `add`
    /// line of this device's file under a new key (docs/sync.md, "Keys").
    ///
    /// Its id may be one a habit renamed or removed before had: a habit that has an id
    /// wins over a former id (docs/data-format.md, `was=`), and in device files a removed
    /// habit's id is free. It may not carry former ids of its own: only `rename` gives
    /// those, so that every entry counts for the same habit in either layout.
    /// - Parameter habit: the new habit; its id is the one it is known by.
    /// - Throws: `HabitChangeError.invalid` with the `ValueError` of a field that breaks
    ///   its rules (`Habit.validate()`) or of a member that is unknown, made of others or
    ///   numeric (`Habit.memberProblem(among:)`); `.archivedMember` for a member that is
    ///   archived; `.idTaken` when a habit has its id; `.formerIDsOnAdd` when it lists
    ///   former ids.
    public mutating func add(_ habit: Habit) throws(HabitChangeError) {
        do { try habit.validate() } catch { throw .invalid(error) }
        let habits = habitsFile.habits
        if let problem = habit.memberProblem(among: habits) { throw .invalid(problem) }
        if let archived = habit.archivedMember(among: habits) { throw .archivedMember(archived) }
        if habitsFile.habit(habit.id) != nil { throw .idTaken(habit.id) }
        if !habit.formerIDs.isEmpty { throw .formerIDsOnAdd(habit.id) }
        habitsFile.append(habit)
    }

    /// Moves habit `id` to `position` of the order the views show habits in (0 first;
    /// below 0 or past the last habit: first or last). Comment lines stay where they are;
    /// in device files the store writes its new place as an `order` line.
    /// - Parameters:
    ///   - id: the habit to move.
    ///   - position: its new place among the habits, 0 first.
    /// - Throws: `HabitChangeError.unknownHabit`.
    public mutating func move(_ id: HabitID, to position: Int) throws(HabitChangeError) {
        _ = try existingHabit(id)
        habitsFile.move(id, to: position)
    }

    /// Gives habit `id` the id `newID`, keeping its history: `id` joins its former ids
    /// (`was=`, docs/data-format.md) so every entry written under it still counts for it,
    /// the habits made of it name it by `newID`, and its name follows when it was its id.
    /// `newID` may be one of its own former ids, or one a habit renamed or removed before
    /// had.
    /// - Parameters:
    ///   - id: the habit's id now.
    ///   - newID: the id it takes.
    ///   - merge: whether entries already written under `newID` that no habit owns (lines
    ///     written by hand, say) join its history; without it such a rename is refused.
    /// - Returns: how many entries count for the habit (its history, kept).
    /// - Throws: `HabitChangeError.unknownHabit`, `.sameID` (its id already), `.idTaken`
    ///   (another habit's id), `.idHasEntries` (entries no habit owns, without `merge`).
    @discardableResult
    public mutating func rename(_ id: HabitID, to newID: HabitID, merge: Bool = false) throws(HabitChangeError) -> Int {
        let habit = try existingHabit(id)
        if newID == id { throw .sameID(id) }
        if habitsFile.habit(newID) != nil { throw .idTaken(newID) }
        // Entries under one of its own former ids are its history already, not orphans.
        let orphans = habitsFile.formerIDs[newID] == id ? 0 : snapshot.entryCount(of: newID)
        if orphans > 0, !merge { throw .idHasEntries(newID, count: orphans, renaming: id) }
        var renamed = habit
        renamed.id = newID
        renamed.formerIDs = (habit.formerIDs + [id]).filter { $0 != newID }
        if renamed.name == id.rawValue { renamed.name = newID.rawValue }
        habitsFile.replace(id, with: renamed)
        // The habits made of it name it by its new id (docs/streaks.md).
        habitsFile.renameMember(id, to: newID)
        let snapshot = snapshot
        // Device files name habits by key: a rename moves no entry (docs/sync.md, "Keys").
        if !snapshot.usesDeviceLayout {
            rewriteLog { entry in
                guard snapshot.counts(entry, for: habit) else { return entry }
                var entry = entry
                entry.habit = newID
                return entry
            }
        }
        return snapshot.entryCount(for: habit)
    }

    /// Deletes habit `id` and its history.
    ///
    /// In one `log` its entries (those under a former id too) go; in device files they
    /// stay and count for nothing, and the id is free for a new habit (docs/sync.md, "The
    /// fold").
    /// - Parameters:
    ///   - id: the habit to remove.
    ///   - force: whether to take it out of the habits made of it; without it, removing a
    ///     member is refused.
    /// - Returns: how many entries counted for it.
    /// - Throws: `HabitChangeError.unknownHabit`, `.memberOfComposites` (a member, without
    ///   `force`), `.compositeTooSmall` (a habit made of it would be left with fewer than
    ///   two members).
    @discardableResult
    public mutating func remove(_ id: HabitID, force: Bool = false) throws(HabitChangeError) -> Int {
        let habit = try existingHabit(id)
        let composites = habitsFile.composites(naming: id)
        if !composites.isEmpty {
            guard force else { throw .memberOfComposites(id, composites: composites.map(\.id)) }
            for composite in composites where composite.members.count - 1 < Habit.minimumMembers {
                throw .compositeTooSmall(id, composite: composite.id, left: composite.members.filter { $0 != id })
            }
            habitsFile.dropMember(id)
        }
        habitsFile.remove(id)
        let snapshot = snapshot
        // In device files a removed habit's entries stay and count for nothing
        // (docs/sync.md, "The fold").
        if !snapshot.usesDeviceLayout {
            rewriteLog { entry in snapshot.counts(entry, for: habit) ? nil : entry }
        }
        return snapshot.entryCount(for: habit)
    }

    /// Archives habit `id`: hidden from views, its history kept, and the days it stays
    /// archived excused from `today` on (an open span of `away=`, docs/streaks.md,
    /// "Archived days"). A member of a habit made of others stays its member.
    /// - Parameters:
    ///   - id: the habit to archive.
    ///   - today: the civil day of now, the first day excused.
    /// - Returns: the habit as archived.
    /// - Throws: `HabitChangeError.unknownHabit`, `.alreadyArchived`.
    @discardableResult
    public mutating func archive(_ id: HabitID, today: Day) throws(HabitChangeError) -> Habit {
        var habit = try existingHabit(id)
        if habit.archived { throw .alreadyArchived(id) }
        habit.archived = true
        habit.archivedSpans.append(ArchivedSpan(from: today, through: nil))
        habitsFile.replace(id, with: habit)
        return habit
    }

    /// Brings archived habit `id` back: its open span of archived days closes on the day
    /// before `today` (a span of no whole day is dropped).
    /// - Parameters:
    ///   - id: the habit to unarchive.
    ///   - today: the civil day of now, the first day it counts again.
    /// - Returns: the habit as unarchived.
    /// - Throws: `HabitChangeError.unknownHabit`, `.notArchived`.
    @discardableResult
    public mutating func unarchive(_ id: HabitID, today: Day) throws(HabitChangeError) -> Habit {
        var habit = try existingHabit(id)
        if !habit.archived { throw .notArchived(id) }
        habit.archived = false
        if let open = habit.archivedSpans.last, open.through == nil {
            habit.archivedSpans.removeLast()
            let yesterday = today.adding(-1)
            if open.from <= yesterday { habit.archivedSpans.append(ArchivedSpan(from: open.from, through: yesterday)) }
        }
        habitsFile.replace(id, with: habit)
        return habit
    }

    /// Changes what `habit edit` changes of habit `id` — its name, schedule, goal, first
    /// day (`since`), reminder times and tags — to those of `edited`; its id, archived
    /// days, former ids and members stay (`rename`, `archive` and `remove` change those).
    /// A new schedule or goal judges the days from `newGoalFrom` on, and every day before
    /// keeps the goal it had, as a former goal (docs/streaks.md, "Goals that change").
    /// - Parameters:
    ///   - id: the habit to edit.
    ///   - edited: the habit with the new values of those fields.
    ///   - newGoalFrom: the first day a new schedule or goal judges (today, usually);
    ///     `nil`: the whole history, as if the habit always had it.
    /// - Returns: the habit as edited, with its former goals.
    /// - Throws: `HabitChangeError.unknownHabit`; `.headingTag` when `edited` lacks the tag
    ///   of the heading the habit stands under; `.invalid` with the `ValueError` of a
    ///   field that breaks its rules (`Habit.validate()`), or `.numericMember` for a
    ///   numeric goal on a member of a habit made of others (its day is done or not).
    @discardableResult
    public mutating func edit(_ id: HabitID, to edited: Habit, newGoalFrom: Day?) throws(HabitChangeError) -> Habit {
        let habit = try existingHabit(id)
        var changed = habit
        changed.name = edited.name
        changed.schedule = edited.schedule
        changed.goal = edited.goal
        changed.since = edited.since
        changed.reminders = edited.reminders
        changed.tags = edited.tags
        // A heading's tag belongs to its place in `habits` (docs/data-format.md).
        if let heading = habitsFile.heading(of: id), !changed.tags.contains(heading.tag) {
            throw .headingTag(id, tag: heading.tag, title: heading.title, line: heading.line)
        }
        do { try changed.validate() } catch { throw .invalid(error) }
        // A member of a habit made of others stays a check habit (docs/streaks.md).
        if changed.goal.isNumeric, !habitsFile.composites(naming: id).isEmpty { throw .invalid(.numericMember(id)) }
        GoalChange.apply(from: newGoalFrom, to: &changed, was: habit)
        habitsFile.replace(id, with: changed)
        return changed
    }
}
