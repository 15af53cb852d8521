/// The line that opens a snapshot (`habits`, `config`) of the derived state
/// (docs/sync.md, "Snapshots"): which bytes of which device files it was made from, and a
/// hash of what follows it.
///
///     # habit snapshot: laptop-7f3a9c:1834 server-2b8e1d:920 sha=5f3a9c2e81b7d044
///
/// A snapshot whose text still has its hash was written by `habit`, on this device or
/// another (a file-sync tool's conflict copy of one too): it is never taken for an edit.
/// One whose text no longer has it was edited by a person: the edit is what differs from
/// the state at the devices' bytes it names.
///
/// Above the mark, `habits` opens with `refusal`: a line every `habit` from before device
/// files rejects as an error, quoting its text (docs/sync.md, "Upgrade").
package struct SnapshotMark: Sendable, Hashable {
    /// Each device file's length in bytes when the snapshot was made.
    package var frontier: [String: Int]
    /// The hash of the snapshot's text after this line (`SnapshotMark.hash`).
    package var hash: UInt64

    static let prefix = "# habit snapshot:"

    /// The line above the mark of `habits`. Read as a plain `habits` file, as every `habit`
    /// from before device files reads it, its `since=` is no date: the reader reports
    /// `invalid date 'this data directory …'`, an error, so that `habit` refuses every
    /// rewrite (exit 65) and names the line on every command. To this reader it is part
    /// of the mark.
    package static let refusal =
        "habit since=\"this data directory uses device files: it needs a newer habit (docs/sync.md)\""

    /// `bytes` without `refusal` on their first line (as they are when it is not there).
    package static func withoutRefusal(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        let line = Array((refusal + "\n").utf8)
        return bytes.starts(with: line) ? bytes.dropFirst(line.count) : bytes[...]
    }

    package init(frontier: [String: Int], hash: UInt64) {
        self.frontier = frontier
        self.hash = hash
    }

    /// The line, without its newline.
    package var line: String {
        let devices = frontier.keys.sorted().map { "\($0):\(frontier[$0] ?? 0)" }
        let hex = String(hash, radix: 16)
        return ([SnapshotMark.prefix] + devices + ["sha=" + String(repeating: "0", count: 16 - hex.count) + hex])
            .joinedText(separator: " ")
    }

    /// The mark on the first line of `bytes` (after `refusal`, when that opens them) and
    /// the text after it; `nil` when that line is no mark.
    package static func read(_ bytes: [UInt8]) -> (mark: SnapshotMark, body: ArraySlice<UInt8>)? {
        let bytes = withoutRefusal(bytes)
        let end = bytes.firstIndex(of: 10) ?? bytes.endIndex
        let line = String(decoding: bytes[..<end], as: UTF8.self)
        guard line.hasPrefix(prefix) else { return nil }
        var frontier: [String: Int] = [:]
        var hash: UInt64?
        for word in line.dropFirst(prefix.count).split(separator: " ") {
            if word.hasPrefix("sha=") {
                hash = UInt64(word.dropFirst(4), radix: 16)
            } else if let colon = word.lastIndex(of: ":"), let length = Int(word[word.index(after: colon)...]) {
                frontier[String(word[..<colon])] = length
            } else {
                return nil
            }
        }
        guard let hash else { return nil }
        return (SnapshotMark(frontier: frontier, hash: hash), bytes[min(end + 1, bytes.endIndex)...])
    }

    /// 64-bit FNV-1a of `bytes`, the journal's hash (`Journal.hash`): enough to tell an
    /// edited snapshot from the one written.
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        Journal.hash(bytes)
    }

    /// The frontier of `files`: each file's length up to its last whole line.
    package static func frontier(of files: [DeviceFile]) -> [String: Int] {
        Dictionary(files.map { ($0.device, ($0.bytes.lastIndex(of: 10) ?? -1) + 1) }, uniquingKeysWith: max)
    }

    /// `files` cut to this mark's frontier (a file it does not name is left out).
    package func cut(_ files: [DeviceFile]) -> [DeviceFile] {
        files.compactMap { file in
            frontier[file.device].map { DeviceFile(device: file.device, bytes: Array(file.bytes.prefix($0))) }
        }
    }
}
