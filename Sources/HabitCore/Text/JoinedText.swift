extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives them.
    /// `joined(separator:)` is generic code of the standard library that looks its types'
    /// conformances up on its first call in a process, about 0.2 M instructions; `habit`
    /// joins its arrays of strings through this instead (docs/performance.md, "Generic
    /// types without their names").
    package func joinedText(separator: String = "") -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
