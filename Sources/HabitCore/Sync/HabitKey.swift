/// A habit's identity in the device files (docs/sync.md, "Keys"): fixed when the habit is
/// added and never reused, whatever ids it is renamed to, so an entry can never change
/// habits when an id moves, is reused, or is claimed on two devices at once.
///
/// A new habit's key is 8 random characters of `a-z0-9`. A habit that existed before the
/// device files has `.` and its id then (`.meditate`): every device that upgrades the same
/// history derives the same key, and no random key has a `.`.
package struct HabitKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The key's text.
    package let rawValue: String

    /// The length of a random key.
    static let randomLength = 8
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// Reads a key: 8 characters of `a-z0-9`, or `.` and a habit id; `nil` otherwise.
    package init?(_ text: Substring) {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: ".") {
            guard HabitID.isValid(bytes.dropFirst()) else { return nil }
        } else {
            guard bytes.count == HabitKey.randomLength, bytes.allSatisfy({ HabitKey.alphabet.contains($0) })
            else { return nil }
        }
        rawValue = String(text)
    }

    /// The key of a habit that had `id` before the device files existed.
    package init(legacy id: HabitID) {
        rawValue = "." + id.rawValue
    }

    /// The id of the habit before the device files, for a key `.ID` (`init(legacy:)`);
    /// `nil` for a random key.
    package var legacyID: HabitID? {
        rawValue.first == "." ? HabitID(String(rawValue.dropFirst())) : nil
    }

    /// A new random key drawn from `generator`.
    package static func random(using generator: inout some RandomNumberGenerator) -> HabitKey {
        let text = (0..<randomLength).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return HabitKey(validated: String(decoding: text, as: UTF8.self))
    }

    private init(validated text: String) {
        rawValue = text
    }

    package static func < (lhs: HabitKey, rhs: HabitKey) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String { rawValue }
}
