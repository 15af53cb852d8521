/// The history from before device files: `habits`, `log` and `config` as the devices
/// last shared them (docs/sync.md, "Upgrade"). It folds before every device line, as
/// device lines of stamp zero, so an upgraded data directory keeps every entry and
/// meaning: each habit under the key `.ID` of its id in the base, which every device that
/// upgrades the same base derives alike, and each entry under the habit it counted for
/// (an id on a `was=` list for the habit that lists it).
package struct LegacyBase: Sendable {
    /// The `habits` file of the base.
    package var habitsFile: HabitsFile
    /// The entries of its `log`, in file order.
    package var entries: [Entry]
    /// Its settings, as text.
    package var settings: [ConfigKey: String]

    package init(habitsFile: HabitsFile, entries: [Entry], settings: [ConfigKey: String] = [:]) {
        self.habitsFile = habitsFile
        self.entries = entries
        self.settings = settings
    }

    /// The base's habits and settings as device lines without stamps, in the order they
    /// fold: each habit's `add`, `order` and `members`, then the settings. Its entries
    /// fold after them, each under `key(of:)` its id.
    package var changeLines: [DeviceLine.Body] {
        var lines: [DeviceLine.Body] = []
        var rank: String?
        for habit in habitsFile.habits {
            let key = HabitKey(legacy: habit.id)
            var plain = habit
            plain.members = []
            plain.formerIDs = []
            rank = Rank.between(rank, nil)
            lines.append(.change(key, .add(plain)))
            lines.append(.change(key, .set(.order(rank ?? "i"), seen: nil)))
            if habit.isComposite {
                let members = habit.members.map { SetEdit(HabitKey(legacy: $0).rawValue, added: true) }
                lines.append(.change(key, .edit(.members, members)))
            }
        }
        for setting in ConfigKey.allCases {
            if let value = settings[setting] { lines.append(.config(setting, value: value, seen: nil)) }
        }
        return lines
    }

    /// The key of the habit an entry of the base under `id` counts for: the habit with that
    /// id, else the one whose `was=` list names it, else the key of the id itself.
    package func key(of id: HabitID) -> HabitKey {
        HabitKey(legacy: habitsFile.habit(id) != nil ? id : habitsFile.formerIDs[id] ?? id)
    }
}
