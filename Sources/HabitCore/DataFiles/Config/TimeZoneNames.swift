#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which zone names a config `timezone` takes: the system's zone files (docs/cli.md,
/// "Time"). Kept apart so the parsers need no zone reading of their own.
enum TimeZoneNames {
    /// Whether `name` is a zone the system has a file for under `TZDIR` (else
    /// `/usr/share/zoneinfo`), or `UTC` or `GMT`, which are known without one.
    static func isKnown(_ name: String) -> Bool {
        let environment = getenv("TZDIR").map { ["TZDIR": String(cString: $0)] } ?? [:]
        return LocalZone.named(
            name, zoneDirectory: LocalZone.zoneDirectory(environment: environment), read: LocalZone.contents)
            != nil
    }

    /// Whether `name` reads as a zone name: a file name under the zone directory
    /// (`isFileName`) without a `.`. Anything else is refused before a file is looked
    /// for: a NUL byte would end the path the system reads (`UTC\0junk`).
    static func isName(_ name: String) -> Bool {
        isFileName(name) && !name.utf8.contains(UInt8(ascii: "."))
    }

    /// For `GMT+5` or `UTC-3`, which are not zone names, the zone of the offset they were
    /// likely meant for, in words: `5 hours ahead of UTC is Etc/GMT-5` (a zone file's name
    /// has the POSIX sign, the opposite); `nil` for any other name or an offset no `Etc/`
    /// zone has.
    static func etcZone(near name: String) -> String? {
        let bytes = Array(name.utf8)
        guard bytes.count == 5 || bytes.count == 6,
            ["GMT", "UTC"].contains(String(decoding: bytes[..<3], as: UTF8.self)),
            bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-"),
            bytes[4...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let hours = Int(String(decoding: bytes[4...], as: UTF8.self))
        else { return nil }
        let ahead = bytes[3] == UInt8(ascii: "+")
        guard hours >= 1, hours <= (ahead ? 14 : 12) else { return nil }
        return "\(hours) hour\(hours == 1 ? "" : "s") \(ahead ? "ahead of" : "behind") UTC is Etc/GMT"
            + (ahead ? "-" : "+") + String(hours)
    }

    /// Whether `name` can be a file under the zone directory: zone-name characters only,
    /// no leading `/` and no `..` component.
    static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
            && !name.split(separator: "/").contains(".")
            && name.utf8.allSatisfy { byte in
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            }
    }
}
