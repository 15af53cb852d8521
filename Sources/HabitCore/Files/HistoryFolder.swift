/// Folds each valid line into its habit's history as the parser meets it
/// (`LogRequest.Output.histories`): no `Entry` or note `String` is made and no entry is
/// kept; each line updates its habit's last day, which stays in cache.
struct HistoryFolder: LogLineSink {
    let goal: (HabitID) -> Goal?
    let expectedDays: (HabitID) -> Int?
    /// One builder per id number.
    private var builders = BuilderTable()
    /// The ids, by number: as many as there are builders.
    private var ids: [HabitID] = []
    /// With many habits, the lines waiting for their block, in file order: `pendingCount`
    /// of them (a stage, written without the copy-on-write check of an array append).
    private var pending = PendingBlock(capacity: 0)
    private var pendingCount = 0
    /// The pending lines grouped by habit, and the counting sort's counters.
    private var grouped: [PendingLine] = []
    private var starts: [Int] = []
    /// About how many lines the log holds (lines are rarely shorter than 16 bytes).
    private let lineEstimate: Int
    /// The first day whose entries with a note are kept (`notes`); `nil`, none.
    private let notesSince: Day?
    private var keepsNotes: Bool { notesSince != nil }
    /// With `keepsNotes`, whether each id number's habit is folded.
    private var folded: [Bool] = []
    /// The folded habits' entries from `notesSince` on that carry a note, in file order:
    /// the view of a habit that lists its notes (`show`) reads the log once.
    private(set) var notes: [Entry] = []

    init(
        goal: @escaping (HabitID) -> Goal?, expectedDays: @escaping (HabitID) -> Int?, byteCount: Int,
        keepingNotesSince notesSince: Day? = nil
    ) {
        self.goal = goal
        self.expectedDays = expectedDays
        lineEstimate = byteCount / 16 + 1
        self.notesSince = notesSince
    }

    /// Room for a fair share of the log, so that histories seldom grow by copying: ids
    /// mostly appear in the first days of a log, so each gets the lines left over the ids
    /// seen so far, up to 4,096 days (eleven years of a daily habit), and no more than the
    /// days its schedule suggests (`expectedDays`). The cap keeps each array under the
    /// size that `malloc` maps on its own: such blocks cost a `mmap`, a `munmap` and fresh
    /// pages each, about a tenth of a reading command's time. Room that is never filled
    /// still costs: with huge pages the memory around it is cleared all the same.
    mutating func newID(_ id: HabitID) {
        if keepsNotes { folded.append(goal(id) != nil) }
        if let goal = goal(id) {
            let share = min(lineEstimate / (ids.count + 1), 4096, expectedDays(id) ?? .max)
            builders = builders.appending(HistoryBuilder(goal: goal, capacity: max(share, 16)))
        } else {
            builders = builders.appending(HistoryBuilder.ignoring)
        }
        ids.append(id)
        if ids.count == Self.habitsForBlocks { pending = PendingBlock(capacity: Self.blockSize) }
    }

    /// With many habits, lines are folded a block at a time, habit by habit: a habit's
    /// builder and the ends of its arrays then stay in cache for all its lines of the
    /// block, where line by line each line touches another habit's memory, which no
    /// longer fits in cache. With fewer habits it does, and the extra pass costs more
    /// than it saves (1,000 habits: `status` 181 → 162 ms; 100 habits: 17.1 → 18.4 ms).
    static let blockSize = 4096
    /// From this many ids on, lines wait for their block. Lines folded before that all
    /// come before the waiting ones, so each habit's lines still apply in file order.
    static let habitsForBlocks = 256

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        precondition(number < ids.count)
        if let notesSince, let note, day >= notesSince, folded[number] {
            notes.append(
                Entry(
                    day: day, habit: ids[number], action: action,
                    note: String(decoding: UnsafeBufferPointer(rebasing: bytes[note]), as: UTF8.self)))
        }
        if ids.count < Self.habitsForBlocks { return builders.apply(action, on: day, to: number) }
        pending.store(
            PendingLine(day: day, action: action, number: Int32(truncatingIfNeeded: number)), at: pendingCount)
        pendingCount += 1
        if pendingCount == Self.blockSize { flush() }
    }

    /// Folds the pending lines: grouped by habit with a counting sort (stable, so each
    /// habit's lines keep their file order), then applied habit by habit. The sort's
    /// arrays are kept from block to block. Never inlined: it runs once a block, and
    /// inlined into the line loop it would crowd the registers of every line.
    @inline(never)
    mutating func flush() {
        let count = pendingCount
        guard count > 0 else { return }
        let habits = ids.count
        if starts.count < habits + 1 { starts = [Int](repeating: 0, count: max(habits + 1, starts.count * 2)) }
        if grouped.count < count { grouped = Array(pending.filled(count)) }
        let builders = self.builders
        let pending = pending.filled(count)
        starts.withUnsafeMutableBufferPointer { starts in
            grouped.withUnsafeMutableBufferPointer { grouped in
                for number in 0...habits { starts[number] = 0 }
                for line in pending { starts[Int(line.number) + 1] &+= 1 }
                for number in 0..<habits { starts[number + 1] &+= starts[number] }
                for line in pending {
                    let number = Int(line.number)
                    grouped[starts[number]] = line
                    starts[number] &+= 1
                }
                for line in grouped[..<count] { builders.apply(line.action, on: line.day, to: Int(line.number)) }
            }
        }
        pendingCount = 0
    }

    /// The histories of the ids that were folded, by id, after the last lines.
    mutating func finish() -> [HabitID: History] {
        flush()
        return builders.finish(ids)
    }
}
