/// Keeps the valid lines of some ids that lie on some days, as `EntrySink` keeps every
/// line (`LogRequest.Output.entriesOn`); the parser has checked every other line, which
/// is dropped as it is read. A write that asks only whether the days it writes already
/// hold an entry then holds those days' entries, not whole histories
/// (docs/performance.md, "Wide data sets").
struct DaySink: LogLineSink {
    /// The lines kept.
    private(set) var kept = EntrySink(reserving: nil)
    private let days: ClosedRange<Day>?
    private let ids: Set<HabitID>?
    /// Whether each id, by number, is kept.
    private var wanted: [Bool] = []

    init(days: ClosedRange<Day>?, ids: Set<HabitID>?) {
        self.days = days
        self.ids = ids
    }

    mutating func newID(_ id: HabitID) {
        kept.newID(id)
        wanted.append(ids?.contains(id) ?? true)
    }

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        guard wanted[number], days?.contains(day) ?? true else { return }
        kept.accept(day: day, number: number, action: action, note: note, line: line, bytes: bytes)
    }
}
