import Foundation

/// Whether the system knows a zone name. Kept apart so the parsers need no `TimeZone`
/// calls of their own.
enum TimeZoneNames {
    /// Whether `name` is a zone identifier the system knows.
    ///
    /// Zone names are ASCII letters, digits, `/`, `_`, `-` and `+`; anything else is
    /// refused first, because `TimeZone(identifier:)` stops reading at a NUL byte and
    /// would accept `UTC\0junk`.
    static func isKnown(_ name: String) -> Bool {
        // Always known; answered without `TimeZone`, whose first use loads the zone data:
        // a command run with `--today` and a config naming one of these never loads it.
        if name == "UTC" || name == "GMT" { return true }
        let allowed = name.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+")
        }
        return !name.isEmpty && allowed && TimeZone(identifier: name) != nil
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
