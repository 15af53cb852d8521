extension LogFile {
    /// Parses a whole log and folds each habit's entries into its `History` in the same
    /// pass, for the commands that only read histories (`list`, `status`, `report`…).
    ///
    /// The returned `LogFile` has the issues, torn tail and `firstLines` of `parse`, but
    /// no entries; `histories` holds every id named in the log for which `goal(id)` is
    /// not `nil`, each folded under that goal exactly as `History(folding:goal:)` would
    /// fold its entries. The lines of the other ids are checked all the same. No `Entry`
    /// or note `String` is made and no entry is kept: each line updates its habit's last
    /// day, which stays in cache. O(n) for a log in day order; a line logged for an earlier
    /// day than its habit's latest costs a binary search (and an insertion when its day
    /// had nothing yet).
    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, foldingWith goal: (HabitID) -> Goal?
    ) -> (log: LogFile, histories: [HabitID: History]) {
        let outcome = folding(byteCount: bytes.count, with: goal, bytes: bytes) { parser in parser.run() }
        return (outcome.log, outcome.histories)
    }

    /// Parses the log that `read` delivers a piece at a time (see `LogParser.run(reading:)`)
    /// and folds each habit's history, with the result of `parse(_:foldingWith:)` on the
    /// whole file. The log is never held in memory at once.
    ///
    /// `expectedSize` (the file's size as far as it is known) and `expectedDays` (for an
    /// id, about how many days its history may hold, or `nil`) only size the histories'
    /// first allocations: a history that outgrows them grows.
    public static func parse<Failure: Error>(
        reading read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, expectedSize: Int,
        foldingWith goal: (HabitID) -> Goal?, expectedDays: (HabitID) -> Int? = { _ in nil },
        pieceSize: Int = LogFile.pieceSize
    ) throws(Failure) -> (log: LogFile, histories: [HabitID: History]) {
        let outcome = folding(
            byteCount: expectedSize, with: goal, expectedDays: expectedDays, bytes: UnsafeBufferPointer(start: nil, count: 0)
        ) { parser in Result { () throws(Failure) in try parser.run(reading: read, pieceSize: pieceSize) } }
        try outcome.result.get()
        return (outcome.log, outcome.histories)
    }

    /// Runs `body` on a parser that folds into histories, then collects them.
    private static func folding<T>(
        byteCount: Int, with goal: (HabitID) -> Goal?, expectedDays: (HabitID) -> Int? = { _ in nil },
        bytes: UnsafeBufferPointer<UInt8>, _ body: (inout LogParser<HistoryFolder>) -> T
    ) -> (log: LogFile, histories: [HabitID: History], result: T) {
        withoutActuallyEscaping(goal) { goal in withoutActuallyEscaping(expectedDays) { expectedDays in
            let folder = HistoryFolder(goal: goal, expectedDays: expectedDays, byteCount: byteCount)
            var parser = LogParser(bytes: bytes, sink: folder)
            let result = body(&parser)
            parser.sink.flush()
            let log = LogFile(
                entries: [], lines: [], issues: parser.issues, tornTailOffset: parser.tornTailOffset,
                firstLines: parser.firstLines)
            var histories = [HabitID: History](minimumCapacity: parser.firstLines.count)
            for (number, first) in parser.firstLines.enumerated() {
                let builder = parser.sink.builders.base + number
                if builder.pointee.folding { histories[first.id] = builder.pointee.finish() }
            }
            return (log, histories, result)
        } }
    }

    /// Parses a whole log and folds each habit's history (see `parse(_:foldingWith:)`).
    public static func parse(
        _ bytes: [UInt8], foldingWith goal: (HabitID) -> Goal?
    ) -> (log: LogFile, histories: [HabitID: History]) {
        bytes.withUnsafeBufferPointer { parse($0, foldingWith: goal) }
    }
}

/// Folds each valid line into its habit's history as the parser meets it.
struct HistoryFolder: LogLineSink {
    let goal: (HabitID) -> Goal?
    let expectedDays: (HabitID) -> Int?
    let builders = BuilderTable()
    /// About how many lines the log holds (lines are rarely shorter than 16 bytes).
    private let lineEstimate: Int

    init(goal: @escaping (HabitID) -> Goal?, expectedDays: @escaping (HabitID) -> Int?, byteCount: Int) {
        self.goal = goal
        self.expectedDays = expectedDays
        lineEstimate = byteCount / 16 + 1
    }

    /// Room for a fair share of the log, so that histories seldom grow by copying: ids
    /// mostly appear in the first days of a log, so each gets the lines left over the ids
    /// seen so far, up to 4,096 days (eleven years of a daily habit), and no more than the
    /// days its schedule suggests (`expectedDays`). The cap keeps each array under the
    /// size that `malloc` maps on its own: such blocks cost a `mmap`, a `munmap` and fresh
    /// pages each, about a tenth of a reading command's time. Room that is never filled
    /// still costs: with huge pages the memory around it is cleared all the same.
    mutating func newID(_ id: HabitID) {
        if let goal = goal(id) {
            let share = min(lineEstimate / (builders.count + 1), 4096, expectedDays(id) ?? .max)
            builders.append(HistoryBuilder(goal: goal, capacity: max(share, 16), folding: true))
        } else {
            builders.append(HistoryBuilder(goal: .check, capacity: 0, folding: false))
        }
        if builders.count == Self.habitsForBlocks { builders.block.reserve() }
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
        if builders.count < Self.habitsForBlocks { return builders.base[number].apply(action, on: day) }
        builders.block.append(PendingLine(day: day, action: action, number: Int32(truncatingIfNeeded: number)))
        if builders.block.count == Self.blockSize { flush() }
    }

    /// Folds the pending lines: grouped by habit with a counting sort (stable, so each
    /// habit's lines keep their file order), then applied habit by habit.
    mutating func flush() {
        let count = builders.block.count
        guard count > 0 else { return }
        let starts = builders.block.starts(for: builders.count)
        let (pending, grouped, base) = (builders.block.pending, builders.block.grouped, builders.base)
        for index in 0..<count { starts[Int(pending[index].number) + 1] &+= 1 }
        for number in 0..<builders.count { starts[number + 1] &+= starts[number] }
        for index in 0..<count {
            let number = Int(pending[index].number)
            grouped[starts[number]] = pending[index]
            starts[number] &+= 1
        }
        for index in 0..<count {
            let line = grouped[index]
            base[Int(line.number)].apply(line.action, on: line.day)
        }
        builders.block.count = 0
    }
}

/// A valid line waiting in `HistoryFolder` to be folded.
struct PendingLine {
    var day: Day
    var action: Action
    var number: Int32
}

/// The builders of `HistoryFolder`, one per id number, in storage of their own: a line
/// updates its habit's builder in place, with no copy-on-write check of a shared array.
final class BuilderTable {
    private(set) var base: UnsafeMutablePointer<HistoryBuilder>
    private(set) var count = 0
    private var capacity = 64
    /// The lines waiting for their block (with many habits only). Only the folder that
    /// owns the table touches it, one access at a time: the run-time exclusivity check,
    /// which would cost more than the write it guards, is left out.
    @exclusivity(unchecked) var block = PendingBlock()

    init() { base = .allocate(capacity: capacity) }

    deinit {
        block.release()
        for number in 0..<count { base[number].release() }
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ builder: HistoryBuilder) {
        if count == capacity {
            let larger = UnsafeMutablePointer<HistoryBuilder>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: builder)
        count += 1
    }
}

/// The lines of one block waiting in `HistoryFolder`, in storage that is reused block
/// after block and written without copy-on-write checks. Allocated by `reserve()` when
/// the log turns out to have enough habits for blocks; freed by `release()`.
struct PendingBlock {
    /// `pending[0..<count]`: the lines met since the block was last folded, in file order.
    private(set) var pending = UnsafeMutablePointer<PendingLine>.allocate(capacity: 0)
    var count = 0
    /// The pending lines grouped by habit (file order kept within each habit).
    private(set) var grouped = UnsafeMutablePointer<PendingLine>.allocate(capacity: 0)
    private var starts = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    private var startCapacity = 0

    mutating func reserve() {
        pending.deallocate()
        grouped.deallocate()
        pending = .allocate(capacity: HistoryFolder.blockSize)
        grouped = .allocate(capacity: HistoryFolder.blockSize)
    }

    func release() {
        pending.deallocate()
        grouped.deallocate()
        starts.deallocate()
    }

    mutating func append(_ line: PendingLine) {
        pending[count] = line
        count += 1
    }

    /// `habits + 1` counters for the counting sort, all zero.
    mutating func starts(for habits: Int) -> UnsafeMutablePointer<Int> {
        if startCapacity < habits + 1 {
            starts.deallocate()
            startCapacity = max(habits + 1, startCapacity * 2)
            starts = .allocate(capacity: startCapacity)
        }
        starts.initialize(repeating: 0, count: habits + 1)
        return starts
    }
}

/// One habit's history under construction: the fold of SPEC §4.3 applied entry by entry
/// in file order.
///
/// The latest day is kept open (`openDay`, `openState`) while its entries arrive; a later
/// day closes it into `days`/`states`. An entry for an earlier day (logged late) is
/// applied to that day's closed state in place. Closed states drop what folds the same
/// as nothing — a cleared day, and a check habit's day at amount 0 — because `+N`, `=N`,
/// `done`, `skip` and `clear` give the same result after either.
struct HistoryBuilder {
    private var days: [Day] = []
    private var states: [DayState] = []
    /// Closed days on their way to `days`/`states`, which take them `stageSize` at a time:
    /// appending one day to an array checks its uniqueness and capacity, which then costs
    /// once per batch instead of once per day. Released by `release()`.
    private let stagedDays: UnsafeMutablePointer<Day>
    private let stagedStates: UnsafeMutablePointer<DayState>
    private var staged = 0
    static let stageSize = 64
    private var openDay = Day(number: Int.min)
    private var openState: DayState?
    private var firstDay: Day?
    /// The amount `done` sets: 1 for check habits, the target for at-least, 0 for at-most.
    private let doneAmount: Amount
    private let numeric: Bool
    /// Whether entries are folded at all (`false`: the habit's history is not wanted).
    let folding: Bool

    /// `capacity`: the number of days to make room for at once.
    init(goal: Goal, capacity: Int, folding: Bool = true) {
        self.folding = folding
        days.reserveCapacity(capacity)
        states.reserveCapacity(capacity)
        doneAmount = goal.doneAmount
        numeric = goal.isNumeric
        let stageSize = folding ? Self.stageSize : 0
        stagedDays = .allocate(capacity: stageSize)
        stagedStates = .allocate(capacity: stageSize)
    }

    /// Frees the stage; the builder is not used afterwards.
    func release() {
        stagedDays.deallocate()
        stagedStates.deallocate()
    }

    @inline(__always)
    mutating func apply(_ action: Action, on day: Day) {
        guard folding else { return }
        if day == openDay {
            openState = step(action, openState)
        } else if day > openDay {
            close()
            if firstDay == nil { firstDay = day }
            openDay = day
            openState = step(action, nil)
        } else {
            applyLate(action, on: day)
        }
    }

    /// The history folded so far (closing the open day, without copying the arrays).
    mutating func finish() -> History {
        close()
        unstage()
        openDay = Day(number: Int.min)
        return History(days: days, states: states, firstEntryDay: firstDay)
    }

    /// The state after `action` (`History.apply` with the goal reduced to `doneAmount`).
    @inline(__always)
    private func step(_ action: Action, _ state: DayState?) -> DayState? {
        History.apply(action, to: state, doneAmount: doneAmount)
    }

    /// `state` as the history keeps it: `nil` for a check habit's day at amount 0.
    @inline(__always)
    private func kept(_ state: DayState?) -> DayState? {
        if case .amount(let amount)? = state, !numeric, !amount.isPositive { return nil }
        return state
    }

    @inline(__always)
    private mutating func close() {
        if let state = kept(openState) {
            stagedDays[staged] = openDay
            stagedStates[staged] = state
            staged += 1
            if staged == Self.stageSize { unstage() }
        }
        openState = nil
    }

    /// Moves the staged days to the end of `days`/`states`.
    private mutating func unstage() {
        guard staged > 0 else { return }
        days.append(contentsOf: UnsafeBufferPointer(start: stagedDays, count: staged))
        states.append(contentsOf: UnsafeBufferPointer(start: stagedStates, count: staged))
        staged = 0
    }

    /// An entry for a day before the open one: every day in `days` is earlier than it.
    private mutating func applyLate(_ action: Action, on day: Day) {
        unstage()
        if let first = firstDay, day < first { firstDay = day }
        let low = days.insertionIndex(of: day)
        if low < days.count, days[low] == day {
            if let state = kept(step(action, states[low])) {
                states[low] = state
            } else {
                days.remove(at: low)
                states.remove(at: low)
            }
        } else if let state = kept(step(action, nil)) {
            days.insert(day, at: low)
            states.insert(state, at: low)
        }
    }
}
