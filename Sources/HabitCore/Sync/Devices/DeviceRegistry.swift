/// Which device file this machine writes for each data directory, kept on the machine and
/// never in the data directory (docs/sync.md, "Device names"): in
/// `$XDG_STATE_HOME/habit/devices`, else `~/.local/state/habit/devices`, one line a data
/// directory:
///
///     laptop-7f3a9c 1834 9e3779b97f4a7c15 /home/me/.local/share/habit
///
/// — the device's name, the length its file had after this machine's last write, the hash
/// of that file's last bytes then, and the data directory's path. A file that is not as
/// this machine left it was written by another machine too (a cloned VM, a restored home
/// directory, dotfiles carried to a second machine): this machine moves to a new name.
package struct DeviceRegistry: Sendable, Hashable {
    /// What the machine remembers of one data directory's device file.
    package struct Record: Sendable, Hashable {
        package var device: String
        package var length: Int
        package var hash: UInt64

        package init(device: String, length: Int, hash: UInt64) {
            self.device = device
            self.length = length
            self.hash = hash
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
            guard words.count == 4, DeviceRegistry.isName(words[0]), let length = Int(words[1]), length >= 0,
                let hash = UInt64(words[2], radix: 16)
            else { continue }
            records[String(words[3])] = Record(device: String(words[0]), length: length, hash: hash)
        }
    }

    /// The registry's text, one line a data directory, sorted by path.
    package var text: String {
        records.keys.sorted().map { path in
            let record = records[path] ?? Record(device: "", length: 0, hash: 0)
            return "\(record.device) \(record.length) \(String(record.hash, radix: 16)) \(path)\n"
        }.joined()
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
        guard file.count >= record.length, DeviceRegistry.tailHash(file.prefix(record.length)) == record.hash,
            DeviceRegistry.onlyHandLines(file[record.length...])
        else {
            return .moved(from: record.device, to: newName)
        }
        return .same(record.device)
    }

    /// Remembers that this machine's file for `path` is `device`'s, now holding `file`.
    package mutating func remember(_ device: String, for path: String, file: [UInt8]) {
        records[path] = Record(device: device, length: file.count, hash: DeviceRegistry.tailHash(file))
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
