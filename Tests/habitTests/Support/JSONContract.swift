import Foundation

/// The tables of docs/json.md, read as the contract every `--json` document is checked
/// against: per contract (`<!-- contract: NAME -->` before a table), each key's dotted
/// path, type and presence, in the documented order.
struct JSONContract {
    struct Row: Equatable {
        /// `streak.current`, `habits`, `groups[].habits[].id`.
        var path: String
        /// `string`, `date`, `integer`, `number`, `boolean`, `object`, `array of X`, or
        /// `NAME object` for another contract.
        var type: String
        var optional: Bool
        var nullable: Bool
    }

    /// Contract name → rows, in table order.
    let tables: [String: [Row]]

    /// The tables of docs/json.md.
    static func fromDocs() throws -> JSONContract {
        let url = Harness.packageRoot.appendingPathComponent("docs/json.md")
        return try JSONContract(markdown: String(contentsOf: url, encoding: .utf8))
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(markdown: String) throws {
        var tables: [String: [Row]] = [:]
        var current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("<!-- contract:"), line.hasSuffix("-->") {
                let name = line.dropFirst("<!-- contract:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                if tables[name] != nil { throw Malformed(description: "contract '\(name)' twice") }
                tables[name] = []
                current = name
                continue
            }
            guard let name = current else { continue }
            guard line.hasPrefix("|") else {
                if !(tables[name] ?? []).isEmpty || !line.isEmpty { current = nil }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4 else { throw Malformed(description: "\(name): row '\(line)' has not 4 cells") }
            if cells[0] == "key" || cells[0].hasPrefix("---") { continue }
            guard cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else {
                throw Malformed(description: "\(name): key '\(cells[0])' not in backquotes")
            }
            let presence = cells[2]
            guard ["always", "may be null", "optional", "optional, may be null"].contains(presence) else {
                throw Malformed(description: "\(name): presence '\(presence)' of \(cells[0])")
            }
            tables[name, default: []].append(
                Row(
                    path: String(cells[0].dropFirst().dropLast()), type: cells[1],
                    optional: presence.hasPrefix("optional"), nullable: presence.hasSuffix("may be null")))
        }
        self.tables = tables
    }

    /// What `node` does wrong against contract `name`: one line per problem, empty when it
    /// keeps the contract. Every path seen is added to `seen` as `contract:path`.
    func problems(of node: JSONNode, against name: String, seen: inout Set<String>) -> [String] {
        guard let rows = tables[name] else { return ["no contract '\(name)' in docs/json.md"] }
        var out: [String] = []
        check(node, prefix: "", rows: rows, contract: name, at: name, into: &out, seen: &seen)
        return out
    }

    private func check(
        _ node: JSONNode, prefix: String, rows: [Row], contract: String, at location: String,
        into out: inout [String], seen: inout Set<String>
    ) {
        guard case .object(let members) = node else {
            out.append("\(location): expected an object")
            return
        }
        let children = rows.filter { row in
            guard row.path.hasPrefix(prefix) else { return false }
            let rest = row.path.dropFirst(prefix.count)
            return !rest.isEmpty && !rest.contains(".") && !rest.contains("[")
        }
        for (key, value) in members {
            guard let row = children.first(where: { $0.path == prefix + key }) else {
                out.append("\(location): key '\(prefix + key)' is not in the table")
                continue
            }
            seen.insert("\(contract):\(row.path)")
            check(
                value, row: row, type: row.type, rows: rows, contract: contract, at: location, into: &out, seen: &seen)
        }
        for row in children where !row.optional && !members.contains(where: { prefix + $0.0 == row.path }) {
            out.append("\(location): key '\(row.path)' is missing")
        }
        let documented = children.map(\.path).filter { path in members.contains { prefix + $0.0 == path } }
        if members.map({ prefix + $0.0 }).filter(documented.contains) != documented {
            out.append("\(location): keys \(members.map(\.0)) are not in the documented order")
        }
    }

    private func check(
        _ value: JSONNode, row: Row, type: String, rows: [Row], contract: String, at location: String,
        into out: inout [String], seen: inout Set<String>
    ) {
        let path = row.path
        if value == .null {
            if !row.nullable { out.append("\(location): '\(path)' is null") }
            return
        }
        let wrong = "\(location): '\(path)' is not \(type): \(value)"
        switch type {
        case "string": if value.string == nil { out.append(wrong) }
        case "date": if value.string.map(Self.isDate) != true { out.append(wrong) }
        case "integer":
            if value.number.map({ $0.contains(".") || $0.lowercased().contains("e") }) != false { out.append(wrong) }
        case "number": if value.number == nil { out.append(wrong) }
        case "boolean": if case .bool = value {} else { out.append(wrong) }
        case "object":
            check(value, prefix: path + ".", rows: rows, contract: contract, at: location, into: &out, seen: &seen)
        case let type where type.hasPrefix("array of "):
            guard let items = value.items else { return out.append(wrong) }
            var element = String(type.dropFirst("array of ".count))
            if element.hasSuffix("s") { element.removeLast() }
            let itemRow = Row(path: path + "[]", type: element, optional: false, nullable: false)
            for (index, item) in items.enumerated() {
                if element == "object" {
                    check(
                        item, prefix: path + "[].", rows: rows, contract: contract, at: "\(location) \(path)[\(index)]",
                        into: &out, seen: &seen)
                } else {
                    check(
                        item, row: itemRow, type: element, rows: rows, contract: contract,
                        at: "\(location) \(path)[\(index)]", into: &out, seen: &seen)
                }
            }
        case let type where type.hasSuffix(" object"):
            let name = String(type.dropLast(" object".count))
            guard let other = tables[name] else {
                return out.append("\(location): '\(path)' names no contract '\(name)'")
            }
            check(value, prefix: "", rows: other, contract: name, at: "\(location) \(path)", into: &out, seen: &seen)
        default: out.append("\(location): '\(path)' has an unknown type '\(type)' in docs/json.md")
        }
    }

    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return bytes.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) }
    }
}
