import HabitCore

/// The habits a harsh or habitctl `habits` file defines, known by their names.
///
/// Each name gets one unique slugged id. A name defined twice, or one that breaks the
/// name rules, is skipped with its line and the reason.
struct NamedHabits {
    /// The id given to each defined name.
    private(set) var idByName: [String: HabitID] = [:]
    private var lineByName: [String: Int] = [:]
    private var allocator = HabitIDAllocator()

    /// Defines `name` from `line` of `file` and returns its new id; `nil`, with the line
    /// added to `skipped`, when the name is already defined or invalid.
    mutating func define(
        _ name: String, on line: SourceFile.Line, of file: SourceFile, skipped: inout [SkippedLine]
    ) -> HabitID? {
        if let first = lineByName[name] {
            skipped.append(file.skip(line, "habit '\(Echo.token(name))' is already defined on line \(first)"))
            return nil
        }
        do throws(ValueError) {
            try Habit.validateName(name)
        } catch {
            skipped.append(file.skip(line, error.description))
            return nil
        }
        let id = allocator.allocate(for: name)
        idByName[name] = id
        lineByName[name] = line.number
        return id
    }
}
