/// The device layout as one read found it (docs/sync.md, "Device files"): every device
/// file, the base from before device files, and the state they fold to — with a person's
/// edit of a snapshot taken in, as the next write takes it in.
struct DeviceRead {
    /// Every device file read, by name; none when the read came through the device
    /// checkpoint (`frontier` then gives their lengths).
    var files: [DeviceFile]
    /// The history from before device files (`base/`), when there is one.
    var base: LegacyBase?
    /// The state the files fold to, with `pending` folded in.
    var state: DerivedState {
        didSet { habitsText = nil }
    }
    /// The change lines a person's edit of `habits` or `config` stands for, not yet in
    /// any device file: the next write appends them first.
    var pending: [DeviceLine]
    /// Why an edit of `habits` or `config` was not taken in, when it was not.
    var editProblem: String?
    /// The snapshots a person edited whose edit was not taken in: left as they are.
    var keptEdits: Set<DataFile> = []
    /// This machine's device name as the registry has it, when it has one.
    var ownName: String?
    /// A plain `log` whose entries `pending` takes in, and the stamp of the first of them
    /// (`Store.plainLogIntake`).
    var intake: (name: String, stamp: Stamp)?
    /// The base's one `log` when its entries were left out of `base` and of `state`
    /// (`Store.readBase(entries:)`): they fold first, before every device's, in its order.
    /// `reports` then say nothing of them (`verify` and `sync` read every entry).
    var baseLog: String? = nil
    /// Each device file's length up to its last whole line, when `files` were not read
    /// (`SnapshotMark.frontier`).
    var frontier: [String: Int]? = nil
    /// The state's habits as `snapshotTexts` writes them, and that text parsed, when the
    /// read came through the device checkpoint, which holds both (`DeviceCheckpoint.habitsText`);
    /// a change of `state` drops them.
    var habitsText: (text: [UInt8], file: HabitsFile)? = nil

    /// What `verify` and `sync` report of the fold: changes settled on their own, lines
    /// passed over, and an edit not taken in.
    var reports: [String] {
        state.reports.map(\.description)
            + state.problems.map { "devices/\($0.device).log:\($0.line): \($0.problem)" }
            + (editProblem.map { [$0] } ?? [])
    }

    /// The state as the text of a `habits` file and a `config` file, for the readers of
    /// those files: the habits in the views' order, and the settings.
    var snapshotTexts: (habits: [UInt8], config: [UInt8]) {
        let habits = habitsText?.text ?? Array(state.habits.map { HabitsFile.line(for: $0) + "\n" }.joinedText().utf8)
        let config = Array(
            ConfigKey.allCases.compactMap { key in state.settings[key].map { "\(key.rawValue) = \($0)\n" } }
                .joinedText().utf8)
        return (habits, config)
    }

    /// The state's entries as the text of a `log`, for its reader: each habit's entries in
    /// the fold's order under its current id, the habits in the views' order. Only a read
    /// with the base's entries in the fold (`baseLog` nil) has them all.
    var logText: [UInt8] {
        LogFile.serialize(state.keys.lazy.flatMap { state.entries[$0] ?? [] })
    }
}
