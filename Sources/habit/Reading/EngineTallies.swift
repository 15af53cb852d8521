import HabitCore
import StreakEngine

/// The engine's kept tallies for one run (docs/performance.md, "Kept engine tallies"):
/// read from the machine's cache at the first habit a session of every history asks for
/// (`Session.standing(of:history:)`), and kept again after the command when it made any by
/// a scan (`Context.keepTallies`). A reference, so that every summary of the run shares
/// one table.
final class EngineTallies {
    private let store: Store
    /// The hash of `habits` and `config` of the read (`Snapshot.sourcesHash`).
    let sourcesHash: UInt64
    /// The run's today: every key holds it.
    private let today: Day
    /// Whether a habit was asked for (the kept tallies are then read).
    private var asked = false
    private lazy var memo = store.loadTallies(sourcesHash: sourcesHash).flatMap(TallyMemo.init(words:)) ?? TallyMemo()

    init(store: Store, sourcesHash: UInt64, today: Day) {
        self.store = store
        self.sourcesHash = sourcesHash
        self.today = today
    }

    /// What a tally of `habit`'s scan is kept under: a hash of every input of the scan —
    /// `habits` and `config` as read (`sourcesHash`: the habit as defined, with its goals,
    /// archived spans and members, and the week's first day), the habit's id, today, the
    /// week's first day and the histories the engine's history is made from as recorded
    /// (`recorded`: the `History.contentHash` of the habit's own, or of each of its
    /// members' in order for a habit made of others). The history the engine is given is
    /// those joined (`History(anyOf:)`) and the archived days excused up to today, all
    /// of which the key holds.
    func key(of habit: Habit, recorded: [UInt64], weekStart: Weekday) -> UInt64 {
        var hash = ContentHash()
        hash.add(sourcesHash)
        hash.add(UInt64(bitPattern: Int64(today.number)))
        hash.add(UInt64(weekStart.rawValue))
        hash.add(UInt64(recorded.count))
        for history in recorded { hash.add(history) }
        var id = habit.id.rawValue
        id.withUTF8 { hash.add(UnsafeRawBufferPointer($0)) }
        return hash.value
    }

    /// `Engine.standing` of `habit`, whose history is `history`, for the run's today, its
    /// scan kept under `key(of:recorded:weekStart:)`.
    func standing(_ habit: Habit, history: History, recorded: [UInt64], weekStart: Weekday) -> Standing {
        asked = true
        return Engine.standing(
            habit, history: history, today: today, weekStart: weekStart,
            key: key(of: habit, recorded: recorded, weekStart: weekStart), memo: &memo)
    }

    /// `Engine.analyze` of `habit`, whose history is `history`, for the run's today, its
    /// scan kept.
    func analyze(_ habit: Habit, history: History, recorded: [UInt64], weekStart: Weekday) -> Analysis {
        asked = true
        return Engine.analyze(
            habit, history: history, today: today, weekStart: weekStart,
            key: key(of: habit, recorded: recorded, weekStart: weekStart), memo: &memo)
    }

    /// Keeps the tallies for the next run, when this one made any by a scan.
    func keep() {
        guard asked, memo.scanned > 0 else { return }
        store.saveTallies(memo.words(today: today), sourcesHash: sourcesHash)
    }
}
