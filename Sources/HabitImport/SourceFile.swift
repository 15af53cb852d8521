import Foundation
import HabitCore

/// One source file read whole and cut into lines, remembering whether the last line was
/// finished with a newline (a missing one usually means the writer was interrupted).
struct SourceFile: Sendable {
    /// The name used in messages (`log`, `Habits.csv`, `003 Read/Checkmarks.csv`).
    let name: String
    /// The raw bytes.
    let bytes: [UInt8]

    /// Reads `path`; `name` is what messages call it.
    static func read(_ path: String, name: String, format: ImportFormat) throws(ImportError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path: path, format: format)
        }
        if isDirectory.boolValue { throw .notAFile(path: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "read failed" : "permission denied"
            throw .unreadable(path: path, reason: reason)
        }
        let bytes = [UInt8](data)
        if bytes.contains(0) {
            throw .wrongFormat(path: path, format: format, reason: "it contains binary data")
        }
        return SourceFile(name: name, bytes: bytes)
    }

    /// Checks that `path` is an existing directory.
    static func requireDirectory(_ path: String) throws(ImportError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: path) }
    }

    /// One line of text.
    struct Line: Sendable {
        /// 1-based line number.
        let number: Int
        /// The text without its line ending; `nil` when the bytes are not UTF-8.
        let text: String?
        /// Whether this is a last line with no newline after it.
        let isUnterminated: Bool
    }

    /// The lines, with `\n` or `\r\n` endings removed. A final empty fragment after the
    /// last newline is not a line.
    var lines: [Line] {
        var result: [Line] = []
        var start = 0
        var number = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let terminated = end < bytes.count
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            number += 1
            var slice = Array(bytes[start..<stop])
            if number == 1, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice.removeFirst(3) }
            let text = String(validating: slice, as: UTF8.self)
            result.append(Line(number: number, text: text, isUnterminated: !terminated))
            start = end + 1
        }
        return result
    }

    /// A skipped-line record for `line` of this file.
    func skip(_ line: Line, _ reason: String) -> SkippedLine {
        let prefix = line.isUnterminated ? "incomplete last line (no newline at the end): " : ""
        return SkippedLine(file: name, line: line.number, reason: prefix + reason)
    }
}
