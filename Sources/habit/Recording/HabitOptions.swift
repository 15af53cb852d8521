import HabitCore

/// The habit-defining options shared by `add` and `edit`: --name, --every, --target,
/// --max, --unit, --remind, --tag.
struct HabitOptions {
    /// The options, as `add` and `edit` declare them (each as a case of its own `Option`).
    enum Option: CommandOption {
        case name, every, target, max, unit, remind, tag

        var spec: OptionSpec {
            switch self {
            case .name: OptionSpec(name: "name", value: "TEXT", summary: "display name (default: the id)")
            case .every:
                OptionSpec(
                    name: "every", value: "SCHEDULE",
                    summary:
                        "daily, weekdays, weekends, mon,wed,fri, N/week, week, N/month, month, Nd, 'T in I days' (T/Id), anytime",
                    completion: .choices([
                        "daily", "weekdays", "weekends", "week", "3/week", "month", "2d", "3/7d", "anytime",
                    ]))
            case .target: OptionSpec(name: "target", value: "X", summary: "numeric goal: at least X per period")
            case .max: OptionSpec(name: "max", value: "X", summary: "numeric goal: at most X per period")
            case .unit: OptionSpec(name: "unit", value: "U", summary: "unit for --target or --max (km, glasses)")
            case .remind:
                OptionSpec(
                    name: "remind", value: "HH:MM",
                    summary:
                        "remind at this time while something is left that day (repeatable; see 'habit help remind')")
            case .tag:
                OptionSpec(
                    name: "tag", value: "TAG",
                    summary: "put it in the group TAG, spelled like an id (repeatable; 'habit tags' lists them)")
            }
        }
    }

    var name: String?
    var every: String?
    var target: String?
    var max: String?
    var unit: String?
    /// The `--remind` values as typed (each `HH:MM`, or several joined by commas).
    var remind: [String]
    /// The `--tag` values, validated (several may be joined by commas).
    var tags: [HabitTag]

    /// Reads the options from a command whose own `Option` holds these as `habit(_:)`.
    init<Options: HabitOptionsCarrying>(parsing arguments: inout Arguments<Options>) throws(UsageError) {
        name = try arguments.value(.habit(.name))
        every = try arguments.value(.habit(.every))
        target = try arguments.value(.habit(.target))
        max = try arguments.value(.habit(.max))
        unit = try arguments.value(.habit(.unit))
        remind = try arguments.values(.habit(.remind))
        tags = try Self.tags(try arguments.values(.habit(.tag)))
        if target != nil && max != nil { throw .conflictingOptions("target", "max") }
    }

    /// The sync conflict fields (docs/sync.md, "Before device files: conflict lines and merge markers") the given options set.
    var conflictFields: [String] {
        (name != nil ? ["name"] : []) + (every != nil ? ["every"] : [])
            + (target != nil || max != nil || unit != nil ? ["goal"] : [])
    }

    /// Whether any option was given.
    var isEmpty: Bool {
        name == nil && every == nil && target == nil && max == nil && unit == nil && remind.isEmpty && tags.isEmpty
    }

    /// Applies the given options to `habit`; `--unit` alone changes the unit of an
    /// existing numeric goal.
    func apply(to habit: inout Habit) throws(UsageError) {
        if let name {
            do { try Habit.validateName(name) } catch { throw .invalidValue(error) }
            habit.name = name
        }
        if let every {
            guard let schedule = Schedule(every) else { throw .invalidValue(.invalidSchedule(every)) }
            habit.schedule = schedule
        }
        let unit = self.unit ?? habit.goal.unit
        if let target {
            guard let amount = Amount(target) else { throw .invalidValue(.invalidAmount(target)) }
            habit.goal = .atLeast(amount, unit: unit)
        } else if let max {
            guard let amount = Amount(max) else { throw .invalidValue(.invalidAmount(max)) }
            habit.goal = .atMost(amount, unit: unit)
        } else if let newUnit = self.unit {
            switch habit.goal {
            case .check: throw .optionNeedsOption("unit", "target")
            case .atLeast(let amount, _): habit.goal = .atLeast(amount, unit: newUnit)
            case .atMost(let amount, _): habit.goal = .atMost(amount, unit: newUnit)
            }
        }
        if !remind.isEmpty {
            var times: [TimeOfDay] = []
            for text in remind {
                do { times += try TimeOfDay.list(text) } catch { throw .invalidValue(error) }
            }
            habit.reminders = Array(Set(times)).sorted()
        }
        habit.tags += tags
        do { try habit.validate() } catch { throw .invalidValue(error) }
    }

    /// The tags typed to `--tag` or `--untag`, each a tag or a comma list of them, in order.
    static func tags(_ texts: [String]) throws(UsageError) -> [HabitTag] {
        var tags: [HabitTag] = []
        for text in texts {
            for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let tag = HabitTag(piece) else { throw .invalidValue(.invalidTag(piece)) }
                tags.append(tag)
            }
        }
        return tags
    }
}

/// A command's options that include the habit-defining ones (`add`, `edit`).
protocol HabitOptionsCarrying: CommandOption {
    static func habit(_ option: HabitOptions.Option) -> Self
}
