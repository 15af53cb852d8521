/// What is wrong with a device-file line (docs/sync.md, "Device files"), with the column
/// it starts at. The fold passes over such a line and reports it; it never makes the file
/// unreadable.
package struct DeviceLineProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column (byte offset + 1) where the problem starts.
    package var column: Int
    /// What is wrong.
    package var kind: Kind

    package init(column: Int, _ kind: Kind) {
        self.column = column
        self.kind = kind
    }

    /// The kinds of problem.
    package enum Kind: Sendable, Hashable {
        /// A first field that is neither a stamp nor a date.
        case invalidStamp(String)
        /// A key that is neither 8 characters of `a-z0-9` nor `.` and an id.
        case invalidKey(String)
        /// A word after the stamp that names no change.
        case unknownChange(String)
        /// A change without the field it needs.
        case missingField(String)
        /// A `^SEEN` that is no stamp, or text where none may stand.
        case unexpectedText(String)
        /// A setting `habit` does not have, or a value it refuses.
        case unknownSetting(String)
        /// The entry or habit after the key, as the `log` or `habits` grammar reads it.
        case data(ParseProblem)
    }

    /// The message, without the place.
    package var description: String {
        switch kind {
        case .invalidStamp(let text):
            "invalid stamp '\(Echo.token(text))': expected YYYY-MM-DDTHH:MM:SS.mmmZ or a date"
        case .invalidKey(let text):
            "invalid habit key '\(Echo.token(text))': expected 8 characters of a-z and 0-9, or '.' and an id"
        case .unknownChange(let text):
            "unknown change '\(Echo.token(text))': expected a key, add, id, set, archive, unarchive, order, tags, remind, members, remove or config"
        case .missingField(let what): "missing \(what)"
        case .unexpectedText(let text): "unexpected text '\(Echo.token(text))'"
        case .unknownSetting(let text):
            "unknown setting '\(Echo.token(text))': expected \(ConfigKey.allCases.map { $0.rawValue }.joinedText(separator: ", "))"
        case .data(let problem): problem.description
        }
    }
}
