/// Which device file this machine writes for each data directory, kept on the machine and
/// never in the data directory (docs/sync.md, "Device names"): in
/// `$XDG_STATE_HOME/habit/devices`, else `~/.local/state/habit/devices`, one line a data
/// directory:
///
///     laptop-7f3a9c 1700,1834 5f3a9c2e81b7d044,9e3779b97f4a7c15 /home/me/.local/share/habit
///
/// — the device's name, the length its file had before and after this machine's last
/// write, the hash of that file's last bytes then, and the data directory's path (one
/// length and one hash when both are the same). The line is written before the write it
/// names, so a machine killed between the two finds its file as one of them. A file that
/// is as neither was written by another machine too (a cloned VM, a restored home
/// directory, dotfiles carried to a second machine): this machine moves to a new name.
package struct DeviceRegistry: Sendable, Hashable {
    /// What the machine remembers of one data directory's device file: how it was before
    /// the machine's last write, and how that write leaves it.
    package struct Record: Sendable, Hashable {
        package var device: String
        /// The file's length and tail hash before the last write.
        package var before: Version
        /// The file's length and tail hash once the last write is in it.
        package var after: Version

        package init(device: String, before: Version, after: Version) {
            self.device = device
            self.before = before
            self.after = after
        }
    }

    /// A device file as the machine knew it: its length, and the hash of its last bytes.
    package struct Version: Sendable, Hashable {
        package var length: Int
        package var hash: UInt64

        package init(length: Int, hash: UInt64) {
            self.length = length
            self.hash = hash
        }

        /// `file` with its length and tail hash.
        init(of file: some Collection<UInt8>) {
            self.init(length: file.count, hash: DeviceRegistry.tailHash(file))
        }

        /// Whether `file` is this version, with nothing after it but lines a person appends
        /// by hand.
        func holds(_ file: [UInt8]) -> Bool {
            file.count >= length && DeviceRegistry.tailHash(file.prefix(length)) == hash
                && DeviceRegistry.onlyHandLines(file[length...])
        }
    }

    /// The records, by data directory path.
    package var records: [String: Record] = [:]

    /// How many bytes at the end of a device file its remembered hash covers.
    static let hashedTail = 4096

    package init(records: [String: Record] = [:]) {
        self.records = records
    }

    /// Reads the registry's text; a line it cannot read is passed over (the machine then
    /// only picks a new name for that directory).
    package init(parsing bytes: [UInt8]) {
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 3)
            guard words.count == 4, DeviceRegistry.isName(words[0]) else { continue }
            let lengths = words[1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            let hashes = words[2].split(separator: ",", omittingEmptySubsequences: false).map { UInt64($0, radix: 16) }
            guard lengths.count == hashes.count, lengths.count <= 2, let firstLength = lengths.first,
                let before = firstLength, before >= 0, let firstHash = hashes.first, let beforeHash = firstHash,
                let lastLength = lengths.last, let after = lastLength, after >= before, let lastHash = hashes.last,
                let afterHash = lastHash
            else { continue }
            records[String(words[3])] = Record(
                device: String(words[0]), before: Version(length: before, hash: beforeHash),
                after: Version(length: after, hash: afterHash))
        }
    }

    /// The registry's text, one line a data directory, sorted by path.
    package var text: String {
        records.keys.sorted().compactMap { path in
            guard let record = records[path] else { return nil }
            let versions = record.before == record.after ? [record.after] : [record.before, record.after]
            let lengths = versions.map { String($0.length) }.joinedText(separator: ",")
            let hashes = versions.map { String($0.hash, radix: 16) }.joinedText(separator: ",")
            return "\(record.device) \(lengths) \(hashes) \(path)\n"
        }.joinedText()
    }

    /// What this machine's next write to the data directory at `path` goes to.
    package enum Decision: Sendable, Hashable {
        /// Its own file, as it left it.
        case same(String)
        /// A new file under a new name: the data directory had none for this machine yet.
        case new(String)
        /// A new file under a new name, because the one it wrote is not as it left it:
        /// another machine writes it too (the old name, the new one).
        case moved(from: String, to: String)
    }

    /// Decides which file this machine writes in the data directory at `path`.
    /// - Parameters:
    ///   - file: the bytes of the device file the registry names for `path` now (empty
    ///     when it has none, or none is named).
    ///   - newName: a fresh name, used when the machine needs one.
    package func decide(for path: String, file: [UInt8], newName: String) -> Decision {
        guard let record = records[path] else { return .new(newName) }
        guard record.after.holds(file) || record.before.holds(file) else {
            return .moved(from: record.device, to: newName)
        }
        return .same(record.device)
    }

    /// Remembers that this machine's file for `path` is `device`'s, holding `file` and,
    /// once the write this machine is about to make is in it, `appending` after it.
    package mutating func remember(_ device: String, for path: String, file: [UInt8], appending: [UInt8] = []) {
        records[path] = Record(device: device, before: Version(of: file), after: Version(of: file + appending))
    }

    /// Whether `bytes` holds only lines a person appends by hand — entries without a stamp,
    /// comments, blank lines: a machine writes every line with a stamp
    /// (`YYYY-MM-DDTHH:…`, a `T` after the date).
    static func onlyHandLines(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.split(separator: 10).allSatisfy { line in
            line.count <= 10 || line[line.startIndex + 10] != UInt8(ascii: "T")
        }
    }

    /// The hash of the last `hashedTail` bytes of `file`.
    static func tailHash(_ file: some Collection<UInt8>) -> UInt64 {
        SnapshotMark.hash(file.suffix(hashedTail))
    }

    /// A new device name: the host's name made an id (at most 32 characters, `device`
    /// when nothing is left of it), `-`, and 6 random characters of `a-z0-9`.
    package static func newName(host: String, using generator: inout some RandomNumberGenerator) -> String {
        let slug = String(HabitTag.slug(host, maximumLength: 32).prefix(32))
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let suffix = String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
        return (slug.isEmpty ? "device" : slug) + "-" + suffix
    }

    /// Whether `text` can name a device: spelled like a habit id.
    package static func isName(_ text: Substring) -> Bool {
        HabitID.isValid(text.utf8)
    }
}
