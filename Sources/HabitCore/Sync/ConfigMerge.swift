/// The three-way merge of `config`, key by key (docs/sync.md, "Habits and settings"): a
/// key changed on one side takes that value, a key removed on one side is removed, and a
/// key set to two values keeps the value that sorts first with a conflict line holding
/// the other after it.
enum ConfigMerge {
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        let files = [base, ours, theirs].map { ConfigFile.parse($0).file }
        let settings = files.map { file in
            var values: [String: String] = [:]
            for case .setting(let key, let value) in file.lines where values[key.rawValue] == nil {
                values[key.rawValue] = value
            }
            return values
        }
        let (b, o, t) = (settings[0], settings[1], settings[2])
        var merged: [String: (String, ConflictLine?)] = [:]
        for key in Set(o.keys).union(t.keys) {
            if b[key] != nil, o[key] == nil || t[key] == nil { continue }
            switch (o[key], t[key]) {
            case (let x?, let y?) where x == y: merged[key] = (x, nil)
            case (let x?, let y?) where b[key] == x: merged[key] = (y, nil)
            case (let x?, let y?) where b[key] == y: merged[key] = (x, nil)
            case (let x?, let y?):
                let (first, second) = x.utf8.lexicographicallyPrecedes(y.utf8) ? (x, y) : (y, x)
                merged[key] = (first, ConflictLine(habit: nil, field: key, value: second))
            case (let x?, nil), (nil, let x?): merged[key] = (x, nil)
            case (nil, nil): continue
            }
        }
        let items = StructureMerge.merge(
            base: structure(files[0]), ours: structure(files[1]), theirs: structure(files[2]),
            keeps: { merged[$0] != nil })
        var lines: [[UInt8]] = []
        var conflicts: [ConflictLine] = []
        for item in items {
            switch item {
            case .text(let raw): lines.append(raw)
            case .keyed(let key):
                guard let (value, conflict) = merged[key], let configKey = ConfigKey(rawValue: key) else { continue }
                lines.append(ConfigFile(lines: [.setting(configKey, value)]).encoded().dropLast())
                if let conflict {
                    lines.append(conflict.bytes)
                    conflicts.append(conflict)
                }
            }
        }
        return MergeResult(bytes: MergeLines.join(lines), conflicts: conflicts)
    }

    private static func structure(_ file: ConfigFile) -> [StructureMerge.Item] {
        file.lines.map { line in
            switch line {
            case .setting(let key, _): .keyed(key.rawValue)
            case .text(let raw): .text(raw)
            }
        }
    }
}
