/// Folds each valid line into its habit's history as the parser meets it
/// (`LogRequest.Output.histories`): no `Entry` or note `String` is made and no entry is
/// kept; each line updates its habit's last day, which stays in cache.
struct HistoryFolder: LogLineSink {
    let rules: (HabitID) -> FoldRules?
    let expectedDays: (HabitID) -> Int?
    /// The builders of the ids whose history is wanted, in the order their ids were met:
    /// `storage`'s, reached through a pointer so that a line's step writes its builder in
    /// place, where an array's element is first checked for shared storage (a call into
    /// the runtime on every line).
    private var builders: UnsafeMutablePointer<HistoryBuilder>
    private let storage = BuilderStorage()
    /// By id number, the index of its builder in `builders`, or -1 for an id not folded:
    /// a command that folds one habit of a thousand fills one builder, not a thousand.
    private var positions: [Int] = []
    /// The ids, by number (`positions.count` of them).
    private var ids: [HabitID] = []
    /// About how many lines the log holds (lines are rarely shorter than 16 bytes).
    private let lineEstimate: Int
    /// The first day whose entries with a note are kept (`notes`); `nil`, none.
    private let notesSince: Day?
    /// The folded habits' entries from `notesSince` on that carry a note, in file order:
    /// the view of a habit that lists its notes (`show`) reads the log once.
    private(set) var notes: [Entry] = []
    /// The folds an earlier read left (`LogResume.folds`): an id met again folds on from
    /// its own.
    private let resuming: [HabitID: FoldPoint]
    /// After `finish`, the latest day each folded id's entries were for.
    private(set) var lastDays: [HabitID: Day] = [:]

    init(
        rules: @escaping (HabitID) -> FoldRules?, expectedDays: @escaping (HabitID) -> Int?, byteCount: Int,
        keepingNotesSince notesSince: Day? = nil, resuming: [HabitID: FoldPoint] = [:]
    ) {
        self.resuming = resuming
        self.rules = rules
        self.expectedDays = expectedDays
        lineEstimate = byteCount / 16 + 1
        self.notesSince = notesSince
        builders = storage.base
    }

    /// Room for a fair share of the log, so that histories seldom grow by copying: ids
    /// mostly appear in the first days of a log, so each gets the lines left over the ids
    /// seen so far, up to 4,096 days (eleven years of a daily habit), and no more than the
    /// days its schedule suggests (`expectedDays`): room never filled still costs memory.
    mutating func newID(_ id: HabitID) {
        if let rules = rules(id), let point = resuming[id] {
            positions.append(storage.count)
            builders = storage.append(HistoryBuilder(resuming: point, rules: rules))
        } else if let rules = rules(id) {
            let share = min(lineEstimate / (ids.count + 1), 4096, expectedDays(id) ?? .max)
            positions.append(storage.count)
            builders = storage.append(HistoryBuilder(rules: rules, capacity: max(share, 16)))
        } else {
            positions.append(-1)
        }
        ids.append(id)
    }

    /// Inlined into the parser's loop: out of line, the call and its seven arguments cost
    /// more than the step itself.
    @inline(__always)
    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        if let notesSince, let note, day >= notesSince, positions[number] >= 0 {
            keepNote(day: day, number: number, action: action, note: note, bytes: bytes)
        }
        let position = positions[number]
        if position >= 0 { builders[position].apply(action, on: day) }
    }

    /// Out of line: few lines carry a note, and the parser's loop stays small.
    @inline(never)
    private mutating func keepNote(
        day: Day, number: Int, action: Action, note: Range<Int>, bytes: UnsafeBufferPointer<UInt8>
    ) {
        notes.append(
            Entry(
                day: day, habit: ids[number], action: action,
                note: String(decoding: UnsafeBufferPointer(rebasing: bytes[note]), as: UTF8.self)))
    }

    /// Folds `following` on after the lines read so far (`LogRequest.following`): each
    /// id's entries as if they were the file's next lines under that id.
    mutating func fold(_ following: [HabitID: [Entry]]) {
        guard !following.isEmpty else { return }
        var numbers = [HabitID: Int](minimumCapacity: ids.count)
        for (number, id) in ids.enumerated() { numbers[id] = number }
        for (id, entries) in following where !entries.isEmpty {
            let number = numbers[id] ?? ids.count
            if number == ids.count { newID(id) }
            guard positions[number] >= 0 else { continue }
            for entry in entries {
                if let notesSince, entry.note != nil, entry.day >= notesSince {
                    var note = entry
                    note.habit = id
                    notes.append(note)
                }
                builders[positions[number]].apply(entry.action, on: entry.day)
            }
        }
    }

    /// The histories of the ids that were folded, by id, after the last lines.
    mutating func finish() -> [HabitID: History] {
        var histories = [HabitID: History](minimumCapacity: ids.count)
        for number in ids.indices where positions[number] >= 0 {
            let position = positions[number]
            if let day = builders[position].lastDay { lastDays[ids[number]] = day }
            histories[ids[number]] = builders[position].finish()
        }
        return histories
    }
}

/// The storage of a `HistoryFolder`'s builders, which it owns: one folder uses it, and its
/// builders go with it.
private final class BuilderStorage {
    private(set) var base: UnsafeMutablePointer<HistoryBuilder>
    private(set) var count = 0
    private var capacity = 16

    init() { base = .allocate(capacity: capacity) }

    /// Puts `builder` after the others; returns where the builders now are (they move when
    /// the storage grows).
    func append(_ builder: HistoryBuilder) -> UnsafeMutablePointer<HistoryBuilder> {
        if count == capacity {
            capacity *= 2
            let moved = UnsafeMutablePointer<HistoryBuilder>.allocate(capacity: capacity)
            moved.moveInitialize(from: base, count: count)
            base.deallocate()
            base = moved
        }
        (base + count).initialize(to: builder)
        count += 1
        return base
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
