/// A JSON document read with its keys in order and its numbers as written, so tests can
/// check key order and tell an integer from a decimal (which `JSONSerialization` hides).
indirect enum JSONNode: Equatable {
    case object([(String, JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The member `key` of an object, or `nil`.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var number: String? { if case .number(let text) = self { text } else { nil } }
    var items: [JSONNode]? { if case .array(let items) = self { items } else { nil } }
    var keys: [String]? { if case .object(let members) = self { members.map(\.0) } else { nil } }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads one JSON document (RFC 8259), whitespace around it allowed; throws on
    /// anything else, on a duplicate key and on trailing text.
    static func read(_ text: String) throws -> JSONNode {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw Malformed(description: "text after the document") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String) throws {
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw Malformed(description: "bad literal") }
                index += 1
            }
        }

        mutating func value() throws -> JSONNode {
            skipSpace()
            guard index < bytes.count else { throw Malformed(description: "unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default: return .number(try number())
            }
        }

        mutating func object() throws -> JSONNode {
            index += 1
            var members: [(String, JSONNode)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object([])
            }
            while true {
                skipSpace()
                let key = try string()
                if members.contains(where: { $0.0 == key }) { throw Malformed(description: "duplicate key '\(key)'") }
                skipSpace()
                try expect(":")
                members.append((key, try value()))
                skipSpace()
                guard index < bytes.count else { throw Malformed(description: "unclosed object") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { throw Malformed(description: "expected ','") }
            }
        }

        mutating func array() throws -> JSONNode {
            index += 1
            var items: [JSONNode] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array([])
            }
            while true {
                items.append(try value())
                skipSpace()
                guard index < bytes.count else { throw Malformed(description: "unclosed array") }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { throw Malformed(description: "expected ','") }
            }
        }

        mutating func string() throws -> String {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Malformed(description: "expected a string")
            }
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { throw Malformed(description: "bad \\u escape") }
                        index += 4
                        scalars.append(scalar)
                    default: scalars.append(Unicode.Scalar(escape))
                    }
                case 0..<0x20: throw Malformed(description: "control byte in a string")
                default: raw.append(byte)
                }
            }
            throw Malformed(description: "unclosed string")
        }

        mutating func number() throws -> String {
            let start = index
            while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard !text.isEmpty, Double(text) != nil else { throw Malformed(description: "bad number '\(text)'") }
            return text
        }
    }
}
