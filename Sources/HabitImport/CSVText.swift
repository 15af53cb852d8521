import Foundation
import HabitCore

/// Comma-separated values as in RFC 4180: fields in double quotes may hold commas,
/// quotes (doubled) and line breaks. Used for Loop's export and for habit's own.
enum CSVText {
    /// One record and the line it starts on.
    struct Row: Sendable {
        let line: Int
        let fields: [String]
        /// The record ended at the end of the file without a newline.
        let isUnterminated: Bool
        /// Why the record is unusable (an unclosed quote, invalid UTF-8), if it is.
        let problem: String?
    }

    /// The records of `bytes`. Blank lines are not records.
    static func rows(_ bytes: [UInt8]) -> [Row] {
        var rows: [Row] = []
        var index = 0
        var line = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let startLine = line
            var fields: [String] = []
            var field: [UInt8] = []
            var problem: String? = nil
            var inQuotes = false
            var quotedField = false
            var terminated = false
            var valid = true
            func finishField() {
                if let text = String(validating: field, as: UTF8.self) {
                    fields.append(text)
                } else {
                    valid = false
                    fields.append("")
                }
                field.removeAll(keepingCapacity: true)
                quotedField = false
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if inQuotes {
                    if byte == UInt8(ascii: "\"") {
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                            field.append(byte)
                            index += 1
                        } else {
                            inQuotes = false
                        }
                    } else {
                        if byte == UInt8(ascii: "\n") { line += 1 }
                        field.append(byte)
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    if field.isEmpty, !quotedField {
                        inQuotes = true
                        quotedField = true
                    } else {
                        field.append(byte)
                    }
                case UInt8(ascii: ","):
                    finishField()
                case UInt8(ascii: "\n"):
                    line += 1
                    terminated = true
                case UInt8(ascii: "\r"):
                    break
                default:
                    field.append(byte)
                }
                if terminated { break }
            }
            if inQuotes { problem = "a quoted field is not closed" }
            finishField()
            if !valid, problem == nil { problem = "not valid UTF-8 text" }
            if fields.count == 1, fields[0].isEmpty, problem == nil { continue }
            rows.append(Row(line: startLine, fields: fields, isUnterminated: !terminated, problem: problem))
        }
        return rows
    }

    /// `value` quoted when it holds a comma, quote, line break or edge spaces.
    static func field(_ value: String) -> String {
        let needsQuotes =
            value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            || value.first == " " || value.last == " "
        guard needsQuotes else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// One record with a trailing newline.
    static func line(_ fields: [String]) -> String {
        fields.map(field).joinedText(separator: ",") + "\n"
    }
}

extension SourceFile {
    /// A skipped-line record for a CSV row of this file.
    func skip(_ row: CSVText.Row, _ reason: String) -> SkippedLine {
        let prefix = row.isUnterminated ? "incomplete last line (no newline at the end): " : ""
        return SkippedLine(file: name, line: row.line, reason: prefix + reason)
    }
}
