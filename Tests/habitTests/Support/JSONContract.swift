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

    /// The JSON type of a documented type: `string` (also `date`), `number` (also
    /// `integer`), `boolean`, `object` (also `NAME object`), or `array of` one of those.
    static func jsonType(_ type: String) -> String {
        if type.hasPrefix("array of ") {
            var element = String(type.dropFirst("array of ".count))
            if element.hasSuffix("s") { element.removeLast() }
            return "array of " + jsonType(element)
        }
        switch type {
        case "date": return "string"
        case "integer": return "number"
        case let type where type.hasSuffix(" object"): return "object"
        default: return type
        }
    }

    /// The contract a documented type names: `habit` for `habit object` and
    /// `array of habit objects`; `nil` for plain types and `object`.
    func named(by type: String) -> String? {
        var name = type.hasPrefix("array of ") ? String(type.dropFirst("array of ".count)) : type
        if name.hasSuffix("s") { name.removeLast() }
        guard name.hasSuffix(" object") else { return nil }
        name.removeLast(" object".count)
        return tables[name] == nil ? nil : name
    }

    /// Every key of the documents kept by the contracts `roots`, by its path with the
    /// array index left out (`groups.habits.id`), following a row into the contract it
    /// names (`habits` → `habits.streak.current`): path → the JSON type of each row that
    /// documents it, by `contract:key`.
    func keyTypes(roots: [String]) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        func walk(_ name: String, prefix: String, via: String, open: [String]) {
            for row in tables[name] ?? [] {
                let path = prefix + row.path.replacingOccurrences(of: "[]", with: "")
                out[path, default: [:]][via + "\(name):\(row.path)"] = Self.jsonType(row.type)
                if let inner = named(by: row.type), !open.contains(inner) {
                    walk(inner, prefix: path + ".", via: via + "\(name):\(row.path) → ", open: open + [inner])
                }
            }
        }
        for root in roots { walk(root, prefix: "", via: "", open: [root]) }
        return out
    }

    /// One line per key path that has two JSON types in the documents of `roots`
    /// (`at_risk: number (status:at_risk), array of string (report:at_risk)`); empty when
    /// every key has one type wherever it is.
    func typeClashes(roots: [String]) -> [String] {
        keyTypes(roots: roots).sorted { $0.key < $1.key }.compactMap { path, rows in
            let types = Dictionary(grouping: rows, by: \.value)
            guard types.count > 1 else { return nil }
            return "\(path): "
                + types.keys.sorted().map { type in
                    "\(type) (" + types[type, default: []].map(\.key).sorted().joined(separator: ", ") + ")"
                }.joined(separator: ", ")
        }
    }

    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return bytes.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) }
    }
}
