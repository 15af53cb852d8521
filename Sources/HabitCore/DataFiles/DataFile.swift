/// The plain-text data files of a data directory (docs/data-format.md).
package enum DataFile: String, Sendable, Hashable, CaseIterable, Codable {
    /// One habit per line, in sort order.
    case habits
    /// One entry per line, appended.
    case log
    /// `key = value` settings.
    case config

    /// The file's name inside the data directory.
    package var fileName: String { rawValue }
}
