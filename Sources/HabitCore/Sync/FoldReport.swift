/// Something the fold of the device files settled on its own and says so (docs/sync.md,
/// "What is reported"): it never blocks a command, and each comes with the command that
/// undoes the choice.
package enum FoldReport: Sendable, Hashable, CustomStringConvertible {
    /// Two devices changed one field of a habit without seeing each other's change: the
    /// later stamp's value stands.
    case concurrentField(habit: HabitID, field: HabitField.FieldName, kept: String, replaced: String)
    /// Two devices changed one setting without seeing each other's change.
    case concurrentSetting(ConfigKey, kept: String, replaced: String)
    /// Two live habits were given one id on two devices: the first to claim it keeps it,
    /// the other is shown under `givenID` until it is renamed.
    case sharedID(HabitID, givenID: HabitID)
    /// An entry for a habit that was removed (it counts for nothing).
    case entryForRemovedHabit(HabitID, day: Day, device: String)
    /// An entry whose habit no device file adds (yet: its `add` may still be on its way).
    case entryForUnknownHabit(String, day: Day, device: String)
    /// A member of a composite that is removed, made of others, or numeric: the
    /// composite goes on without it.
    case memberLeftOut(composite: HabitID, member: HabitID)
    /// A stamp more than a day ahead of this machine's clock.
    case stampAhead(device: String, line: Int)

    package var description: String {
        switch self {
        case .concurrentField, .concurrentSetting: choice + "; to keep it, 'habit verify --accept'"
        case .sharedID(let id, let given):
            "two habits were given the id '\(Echo.token(id))' on two devices: the second is '\(Echo.token(given))' "
                + "until renamed ('habit rename \(Echo.token(given)) NEW')"
        case .entryForRemovedHabit(let id, let day, let device):
            "an entry for '\(Echo.token(id))' on \(day) from \(FoldReport.source(device)) came after the habit was removed: "
                + "it counts for nothing"
        case .entryForUnknownHabit(let key, let day, let device):
            "an entry on \(day) from \(FoldReport.source(device)) is for a habit no device has added yet "
                + "(key '\(Echo.token(key))')"
        case .memberLeftOut(let composite, let member):
            "'\(Echo.token(member))' is no longer a check habit of its own: '\(Echo.token(composite))' goes on without it"
        case .stampAhead(let device, let line):
            "line \(line) of device \(Echo.token(device)) is stamped more than a day ahead of this clock"
        }
    }

    /// A change made on two devices at once: what was kept, and the command that takes
    /// the other value (what `habit verify --accept` says it kept); else the description.
    package var choice: String {
        switch self {
        case .concurrentField(let habit, let field, let kept, let replaced):
            "\(field.rawValue) of '\(Echo.token(habit))' was changed on two devices at once: kept "
                + "'\(Echo.token(kept))' over '\(Echo.token(replaced))'; to take the other, "
                + "'\(DeviceFold.command(habit: habit, field: field, value: replaced))'"
        case .concurrentSetting(let key, let kept, let replaced):
            "setting \(key.rawValue) was changed on two devices at once: kept '\(Echo.token(kept))' over "
                + "'\(Echo.token(replaced))'; to take the other, 'habit config \(key.rawValue) \(Echo.token(replaced))'"
        default: description
        }
    }

    /// Where a line came from: a device, or the history from before device files.
    static func source(_ device: String) -> String {
        device.isEmpty ? "the history from before device files" : "device \(Echo.token(device))"
    }
}
