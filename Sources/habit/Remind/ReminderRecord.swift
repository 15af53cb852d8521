import HabitCore

/// The record of reminders already sent (`.reminded`, docs/reminders.md): one
/// `YYYY-MM-DD ID HH:MM` line per slot sent, for today only. A slot on the record is not
/// sent again; a record of another day is dropped at the next write, so a slot missed
/// one day is never sent the next.
struct ReminderRecord: Equatable {
    /// The day the record is for.
    var day: Day
    /// The slots sent that day: `ID HH:MM`.
    var sent: Set<String>

    /// The record in `bytes` as of `today`: lines of other days, comments and anything
    /// unreadable are left out (the file is `habit`'s own, private, and rewritten whole).
    /// Any line end ends a line (`\r\n` too: one `Character`, which a split on `\n`
    /// misses) and a NUL ends a field as a space does, so a line an editor saved with CRLF,
    /// or a tail of NULs a crash left, still keeps its slot from being said again.
    init(_ bytes: [UInt8]?, today: Day) {
        day = today
        sent = []
        guard let bytes else { return }
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split { $0 == " " || $0 == "\0" }
            guard fields.count == 3, Day(String(fields[0])) == today else { continue }
            sent.insert(fields[1] + " " + fields[2])
        }
    }

    /// The key of one slot.
    static func key(_ id: HabitID, _ time: TimeOfDay) -> String { "\(id) \(time)" }

    /// Whether the slot was sent today.
    func wasSent(_ id: HabitID, _ time: TimeOfDay) -> Bool { sent.contains(Self.key(id, time)) }

    /// The file's content: a comment, then today's slots, sorted.
    var bytes: [UInt8] {
        let lines = sent.sorted().map { "\(day) \($0)\n" }.joinedText()
        return Array(("# habit remind: reminders sent today (docs/reminders.md)\n" + lines).utf8)
    }
}
