/// A device's state as `habit export --format json` gives it (docs/import.md): the habits
/// by display name, each with its id, target and the action of every day that holds
/// something (`done`, `no`, `skip`, `=N`). Tests compare it with a model's answer, never
/// with what the code under test computed another way.
struct ExportedState: Equatable {
    struct Habit: Equatable {
        var id: String
        var name: String
        var target: String?
        /// Each day that holds something, `YYYY-MM-DD` to its action.
        var days: [String: String]

        /// The amount of a day as a whole number: `=N` is N, `done` 1, else nil.
        func amount(on day: String) -> Int? {
            guard let action = days[day] else { return nil }
            if action == "done" { return 1 }
            guard action.hasPrefix("=") else { return nil }
            return Double(action.dropFirst()).map { Int($0) }
        }
    }

    /// The habits in display order.
    var habits: [Habit]

    /// The habit with display name `name`, if one.
    func habit(named name: String) -> Habit? { habits.first { $0.name == name } }

    /// The habit with id `id`, if one.
    func habit(id: String) -> Habit? { habits.first { $0.id == id } }

    /// Reads the document `habit export --format json` prints.
    init(json: String) throws {
        let document = try JSONNode.read(json)
        habits = (document["habits"]?.items ?? []).map { habit in
            var days: [String: String] = [:]
            for entry in habit["entries"]?.items ?? [] {
                if let date = entry["date"]?.string { days[date] = entry["action"]?.string ?? "done" }
            }
            return Habit(
                id: habit["id"]?.string ?? "", name: habit["name"]?.string ?? "",
                target: habit["target"]?.number, days: days)
        }
    }
}
