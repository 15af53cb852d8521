import HabitTestSupport

@testable import HabitCore

/// A device for the merge's property test: its `habits` and `log`, changed the way the
/// commands change them (append a line; rewrite the habits file; rename and remove
/// rewrite the log too), with every acknowledged entry marked by a unique note.
struct MergeDevice {
    var habits: HabitsFile
    var log: [UInt8]
    let name: String
    var made = 0

    init(name: String, habits: [UInt8], log: [UInt8]) {
        self.name = name
        self.habits = HabitsFile.parse(habits).file
        self.log = log
    }

    static let actions = ["", " +1", " +2", " =3", " skip", " no", " clear", " done"]

    /// One random write; a check returns its entry's note.
    mutating func write(_ random: inout SeededRandom, tokens: inout Int) -> String? {
        let ids = habits.habits.map(\.id)
        let roll = Int.random(in: 0..<20, using: &random)
        guard let id = ids.randomElement(using: &random), roll >= 3 else {
            made += 1
            if let id = HabitID("\(name)\(made)"), let day = Day("2026-11-01") {
                habits.append(Habit(id: id, since: day))
            }
            return nil
        }
        switch roll {
        case 3:
            habits.remove(id)
            log = LogFile.rewrite(log) { $0.habit == id ? nil : $0 }
        case 4:
            made += 1
            guard let new = HabitID("\(name)r\(made)"), var habit = habits.habit(id) else { return nil }
            habit.id = new
            // As `habit rename` does: the line keeps the ids it was renamed from.
            habit.formerIDs = (habit.formerIDs + [id]).filter { $0 != new }
            habits.replace(id, with: habit)
            log = LogFile.rewrite(log) { entry in
                var entry = entry
                if entry.habit == id { entry.habit = new }
                return entry
            }
        case 5, 6:
            guard var habit = habits.habit(id) else { return nil }
            habit.name = ["Read", "Walk", "Gym", "Tea"].randomElement(using: &random) ?? "x"
            habits.replace(id, with: habit)
        default:
            tokens += 1
            let day = 10 + Int.random(in: 0..<5, using: &random)
            let action = Self.actions.randomElement(using: &random) ?? ""
            let token = "t\(tokens)"
            log += Array("2026-11-\(day) \(id)\(action) # \(token)\n".utf8)
            return token
        }
        return nil
    }

    /// The id the line noted `token` stands under in `log`, or `nil` when none does.
    static func id(of token: String, in log: [UInt8]) -> String? {
        let found = LogFile.parse(log).entries.filter { $0.note == token }
        return found.count == 1 ? found[0].habit.rawValue : nil
    }

    /// How many lines of `log` carry the note `token`.
    static func count(of token: String, in log: [UInt8]) -> Int {
        LogFile.parse(log).entries.filter { $0.note == token }.count
    }
}
