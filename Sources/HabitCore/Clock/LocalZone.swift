import Foundation

/// The zone "today" is worked out in: a zone file of the system's, or a POSIX rule string
/// from `TZ` (docs/cli.md, "Time"). Both are read by `habit` itself, as the C library
/// reads them: the zones are the system's own (`TZDIR`, else `/usr/share/zoneinfo`), so
/// "today" is the day `date` and `localtime_r` give.
package enum LocalZone: Sendable, Hashable {
    /// A zone file: `Europe/Berlin`, `right/UTC`, `/etc/localtime`.
    case file(ZoneFile)
    /// A POSIX rule string (`UTC+14`, `<-10>10`, `EST5EDT,M3.2.0,M11.1.0`).
    case rule(PosixTimeZone)

    /// UTC.
    package static let utc = LocalZone.rule(.utc)

    /// Where zone files are: `TZDIR` when set and not empty, else `/usr/share/zoneinfo`.
    package static func zoneDirectory(environment: [String: String]) -> String {
        environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The offset east of UTC, in seconds, at `instant`.
    package func secondsFromGMT(for instant: Date) -> Int {
        switch self {
        case .file(let zone): zone.secondsFromGMT(at: Int64(Clock.seconds(instant)))
        case .rule(let rule): rule.secondsFromGMT(atUTC: Clock.seconds(instant))
        }
    }

    /// The zone `TZ` names, read as the C library reads it (`TZ` set; `value` is its
    /// text): a leading `:` is dropped; empty means UTC; a zone file under
    /// `zoneDirectory` is read from there; anything else that is a POSIX rule string is
    /// that rule; and what is neither is UTC, as in the C library. `read` gives a file's
    /// bytes (`nil` when it cannot be read).
    static func fromTZ(_ value: String, zoneDirectory: String, read: (String) -> [UInt8]?) -> LocalZone {
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if name.isEmpty { return .utc }
        let directory = zoneDirectory.hasSuffix("/") ? zoneDirectory : zoneDirectory + "/"
        if name.hasPrefix(directory) { name = String(name.dropFirst(directory.count)) }
        if name.hasPrefix("posix/") { name = String(name.dropFirst(6)) }
        if TimeZoneNames.isFileName(name), let zone = file(at: directory + name, read: read) { return zone }
        if let rule = PosixTimeZone(name) { return .rule(rule) }
        return .utc
    }

    /// The zone a config `timezone` names: its file under `zoneDirectory`, or UTC for
    /// `UTC` and `GMT` where the system has no zone files; `nil` for any other name
    /// without a zone file.
    static func named(_ name: String, zoneDirectory: String, read: (String) -> [UInt8]?) -> LocalZone? {
        guard TimeZoneNames.isName(name) else { return nil }
        if let zone = file(at: DataDirectory.join(zoneDirectory, name), read: read) { return zone }
        return name == "UTC" || name == "GMT" ? .utc : nil
    }

    /// The system's zone, as the C library takes it when `TZ` is not set: the zone file
    /// `/etc/localtime`, else UTC.
    package static func system(read: (String) -> [UInt8]? = LocalZone.contents) -> LocalZone {
        file(at: "/etc/localtime", read: read) ?? .utc
    }

    /// The zone in the file at `path`, when `read` gives its bytes and they are a zone file.
    private static func file(at path: String, read: (String) -> [UInt8]?) -> LocalZone? {
        read(path).flatMap(ZoneFile.init(tzif:)).map(LocalZone.file)
    }

    /// The bytes of the file at `path`, through symbolic links; `nil` when it cannot be
    /// read or holds 1 MiB or more (a zone file holds a few KiB).
    package static func contents(_ path: String) -> [UInt8]? {
        let fileSystem = SystemFileSystem()
        guard let fd = try? fileSystem.open(path, [.read, .nonBlocking], mode: 0) else { return nil }
        defer { try? fileSystem.close(fd) }
        let limit = 1 << 20
        var bytes = [UInt8](repeating: 0, count: 16 << 10)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count < limit else { return nil }
                bytes += [UInt8](repeating: 0, count: bytes.count)
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                try? fileSystem.read(fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            }
            guard let n else { return nil }
            if n == 0 { return Array(bytes[..<count]) }
            count += n
        }
    }
}
