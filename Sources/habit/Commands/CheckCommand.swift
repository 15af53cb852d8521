import HabitCore

/// `habit check ID`: records a done day (or an amount) and prints the new streak.
struct CheckCommand: Command {
    static let info = CommandInfo(
        name: "check", summary: "record a habit as done (prints the new streak)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .recordable, tags: true)))],
        discussion: """
            Examples:
              habit check meditate
              habit check meditate read stretch    # several at once, all or nothing
              habit check water --value 2          # two more glasses
              habit check water=2 coffee=1 meditate   # an amount for each, all or nothing
              habit check meditate bike#"long ride"   # a note for bike alone
              habit check @morning                 # the tag's habits due today and not done
              habit check run --date yesterday --note "5k in the rain"
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case date, value, set, note, yes

        var spec: OptionSpec {
            switch self {
            case .date:
                OptionSpec(
                    name: "date", value: "D", summary: "the day (default today): YYYY-MM-DD, yesterday, mon…sun",
                    completion: .date)
            case .value: OptionSpec(name: "value", value: "N", summary: "add N to the day's amount (numeric habits)")
            case .set: OptionSpec(name: "set", value: "N", summary: "set the day's amount to N")
            case .note: OptionSpec(name: "note", value: "TEXT", summary: "a note kept with the entry")
            case .yes: OptionSpec(name: "yes", value: nil, summary: "allow moving the start back more than 31 days")
            }
        }
    }

    let ids: [String]
    /// The action of each id typed as `ID=N`.
    let actions: [HabitID: Action]
    /// The note of each id typed as `ID#NOTE`.
    let notes: [HabitID: String]
    let date: String?
    let action: Action
    let note: String?
    let yes: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        yes = try arguments.flag(.yes)
        date = try arguments.value(.date)
        let value = try arguments.value(.value)
        let set = try arguments.value(.set)
        note = try arguments.value(.note)
        if value != nil && set != nil { throw UsageError.conflictingOptions("value", "set") }
        var ids = [try arguments.required("ID")]
        while let id = try arguments.next() { ids.append(id) }
        if let value {
            action = .add(try Recorder.amount(value, takingBackFrom: ids))
        } else if let set {
            guard let amount = Amount(set) else { throw UsageError.invalidValue(.invalidAmount(set)) }
            action = .set(amount)
        } else {
            action = .done
        }
        if let note { do { try Habit.validateNote(note) } catch { throw UsageError.invalidValue(error) } }
        (self.ids, actions, notes) = try Recorder.amounts(
            in: ids, option: value != nil ? "value" : set != nil ? "set" : nil)
    }

    func run(in context: Context) throws -> ExitCode {
        var recorder = Recorder(ids: ids, command: "check", action: action, note: note, confirmed: yes)
        recorder.actions = actions
        recorder.notes = notes
        recorder.choosesFromTags = true
        let recorded = try recorder.recordConfirming(in: context, days: .day(date))
        recorded.report(action, in: context)
        if context.json { return .ok }
        context.write(recorded.sinceLines(today: recorded.session.today))
        return .ok
    }
}
