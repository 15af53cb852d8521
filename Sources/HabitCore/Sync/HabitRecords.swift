/// The habits as the fold applies their changes, one line at a time (`DeviceFold`).
struct HabitRecords {
    /// One habit: its fields, which line set each, its sets' elements, whether removed.
    struct Record {
        var habit: Habit
        /// Where the habit was added, in the fold's order.
        var added: Int
        /// The stamp of the change that set each field last.
        var setBy: [HabitField.FieldName: Stamp]
        /// Where the current id was claimed, in the fold's order.
        var idClaim: Int
        var rank: String?
        /// Each element of each set: in or out, and where its last change stands.
        var elements: [HabitSet: [String: (added: Bool, at: Int, place: Int)]] = [:]
        var removed = false
        /// The latest stamp the device that removed the habit had read: entries after
        /// it were written without seeing the removal.
        var removalSaw: Stamp?
    }

    private(set) var records: [HabitKey: Record] = [:]
    /// Every id each habit held, with where it took it, in the fold's order.
    private var claims: [HabitID: [(at: Int, key: HabitKey)]] = [:]
    /// The id each live habit is shown under: its own, or a free one when another habit
    /// claimed the same id first (`settle`).
    private(set) var shownIDs: [HabitKey: HabitID] = [:]

    mutating func apply(
        _ change: HabitChange, to key: HabitKey, at index: Int, stamp: Stamp, reports: inout [FoldReport]
    ) {
        if case .add(var habit) = change {
            // An add of a key added already changes nothing: two devices that upgrade one
            // history both add its habits under the same keys.
            guard records[key] == nil else { return }
            let initial = habit
            habit.reminders = []
            habit.tags = []
            var record = Record(
                habit: habit, added: index, setBy: [:], idClaim: index)
            for field in HabitField.FieldName.allCases { record.setBy[field] = stamp }
            for (place, tag) in initial.tags.enumerated() {
                record.elements[.tags, default: [:]][tag.rawValue] = (true, index, place)
            }
            for (place, time) in initial.reminders.enumerated() {
                record.elements[.remind, default: [:]][time.description] = (true, index, place)
            }
            records[key] = record
            claims[habit.id, default: []].append((index, key))
            return
        }
        guard var record = records[key], !record.removed else { return }
        defer { records[key] = record }
        switch change {
        case .add: return
        case .remove(let seen):
            record.removed = true
            record.removalSaw = seen ?? .zero
        case .edit(let set, let edits):
            for (place, edit) in edits.enumerated() {
                record.elements[set, default: [:]][edit.element] = (edit.added, index, place)
            }
        case .set(let field, let seen):
            let concurrent = seen.map { $0 != record.setBy[field.name] } ?? false
            let old = HabitRecords.value(of: field.name, in: record)
            if case .since(let day) = field, concurrent, day > record.habit.since {
                // Two first days moved without seeing each other: the earlier stands, so
                // no entry either device wrote falls before it.
                return
            }
            record.setBy[field.name] = stamp
            HabitRecords.set(field, in: &record, at: index)
            if case .id(let id) = field { claims[id, default: []].append((index, key)) }
            let new = HabitRecords.value(of: field.name, in: record)
            if concurrent, old != new, field.name != .since {
                reports.append(.concurrentField(habit: record.habit.id, field: field.name, kept: new, replaced: old))
            } else if !concurrent {
                // A change made after seeing the field settles it: an earlier report of it
                // no longer holds.
                reports.removeAll { report in
                    guard case .concurrentField(_, let name, _, _) = report else { return false }
                    return name == field.name && HabitRecords.names(report, record.habit.id, old)
                }
            }
        }
    }

    private static func set(_ field: HabitField, in record: inout Record, at index: Int) {
        switch field {
        case .id(let id):
            record.habit.id = id
            record.idClaim = index
        case .name(let name): record.habit.name = name
        case .schedule(let schedule): record.habit.schedule = schedule
        case .goal(let goal): record.habit.goal = goal
        case .since(let day): record.habit.since = day
        case .archived(let archived): record.habit.archived = archived
        case .order(let rank): record.rank = rank
        case .formerGoals(let goals):
            let unit = record.habit.goal.unit
            record.habit.formerGoals = goals.map { former in
                var former = former
                former.goal = former.goal.withUnit(unit)
                return former
            }
        case .archivedSpans(let spans): record.habit.archivedSpans = spans
        }
    }

    /// Whether `report` is about the habit shown as `id`, or as `was` before this change.
    private static func names(_ report: FoldReport, _ id: HabitID, _ was: String) -> Bool {
        guard case .concurrentField(let habit, let field, _, _) = report else { return false }
        return habit == id || (field == .id && habit.rawValue == was)
    }

    /// A field's value as text, for reports.
    private static func value(of field: HabitField.FieldName, in record: Record) -> String {
        switch field {
        case .id: record.habit.id.rawValue
        case .name: record.habit.name
        case .schedule: record.habit.schedule.description
        case .goal:
            switch record.habit.goal {
            case .check: "check"
            case .atLeast(let target, _): "--target \(target)"
            case .atMost(let max, _): "--max \(max)"
            }
        case .since: record.habit.since.description
        case .archived: record.habit.archived ? "true" : "false"
        case .order: record.rank ?? ""
        case .goals: FormerGoal.text(of: record.habit.formerGoals)
        case .away: record.habit.archivedSpans.map(\.description).joinedText(separator: ",")
        }
    }

    /// The habit that held `id` at `index` of the fold's order: for an entry appended by
    /// hand, which names its habit by id.
    func holder(of id: HabitID, at index: Int) -> HabitKey? {
        guard let list = claims[id] else { return nil }
        let held = list.last { $0.at <= index } ?? list.first
        return held?.key
    }

    /// The live habits into `state`: in rank order, each id once, members that are live
    /// check habits of their own.
    mutating func settle(into state: inout DerivedState) {
        let live = records.filter { !$0.value.removed }
        var taken: Set<HabitID> = []
        // The first claim of an id keeps it; a later one is shown under a free id.
        for (key, record) in live.sorted(by: { $0.value.idClaim < $1.value.idClaim }) {
            var id = record.habit.id
            if taken.contains(id) {
                id = HabitRecords.freeID(after: record.habit.id, avoiding: taken.union(live.map { $0.value.habit.id }))
                state.reports.append(.sharedID(record.habit.id, givenID: id))
            }
            taken.insert(id)
            shownIDs[key] = id
        }
        let order = live.sorted { a, b in
            (a.value.rank == nil ? 1 : 0, a.value.rank ?? "", a.value.added) < (
                b.value.rank == nil ? 1 : 0, b.value.rank ?? "", b.value.added
            )
        }
        for (key, record) in order {
            var habit = record.habit
            habit.id = shownIDs[key] ?? habit.id
            habit.tags = HabitRecords.members(of: .tags, record).compactMap { HabitTag($0) }
            habit.reminders = HabitRecords.members(of: .remind, record).compactMap { TimeOfDay($0) }.sorted()
            habit.members = HabitRecords.members(of: .members, record).compactMap { element in
                guard let memberKey = HabitKey(Substring(element)), let member = live[memberKey],
                    let id = shownIDs[memberKey], !member.habit.isComposite,
                    HabitRecords.members(of: .members, member).isEmpty, member.habit.goal == .check
                else {
                    if let memberKey = HabitKey(Substring(element)), let known = records[memberKey] {
                        state.reports.append(
                            .memberLeftOut(composite: habit.id, member: shownIDs[memberKey] ?? known.habit.id))
                    }
                    return nil
                }
                return id
            }
            state.habits.append(habit)
            state.keys.append(key)
            state.fieldStamps[key] = record.setBy
            if let rank = record.rank { state.ranks[key] = rank }
        }
    }

    /// The elements of `set` that are in, in the order their last `+` came.
    private static func members(of set: HabitSet, _ record: Record) -> [String] {
        (record.elements[set] ?? [:]).filter { $0.value.added }
            .sorted { ($0.value.at, $0.value.place) < ($1.value.at, $1.value.place) }.map { $0.key }
    }

    /// `id-2`, `id-3`, … : the first not in `taken` (cut to fit an id's length).
    private static func freeID(after id: HabitID, avoiding taken: Set<HabitID>) -> HabitID {
        var number = 2
        while true {
            let suffix = "-\(number)"
            let text = String(id.rawValue.prefix(HabitID.maximumLength - suffix.count)) + suffix
            if let candidate = HabitID(text), !taken.contains(candidate) { return candidate }
            number += 1
        }
    }
}
