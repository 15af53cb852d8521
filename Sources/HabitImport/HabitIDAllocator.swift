import Foundation
import HabitCore

/// Turns foreign habit names into unique habit ids: lower-case ASCII letters and digits,
/// everything else folded to `-` (accents dropped first: `Café` → `cafe`). A name with
/// nothing usable becomes `habit`. Clashes get `-2`, `-3`… in the order names arrive.
package struct HabitIDAllocator: Sendable {
    private(set) var taken: Set<String> = []

    /// The base slug of `name`, before making it unique.
    package static func slug(_ name: String) -> String {
        let slug = HabitTag.slug(name, maximumLength: 56)
        return slug.isEmpty ? "habit" : slug
    }

    /// A fresh id for `name`, never returned before by this allocator.
    mutating func allocate(for name: String) -> HabitID {
        let base = HabitIDAllocator.slug(name)
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        // The slug only ever holds a-z, 0-9, '-' and '_' and is at most 64 bytes long.
        guard let id = HabitID(candidate) else { preconditionFailure("'\(candidate)' is a valid habit id") }
        return id
    }
}
