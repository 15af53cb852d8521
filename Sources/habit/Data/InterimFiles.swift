import Foundation
import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain reader and writer of the data files, used until HabitCore's store is wired in.
struct InterimFiles {
    let directory: String

    private func path(_ name: String) -> String { directory + "/" + name }

    func load() throws(DataError) -> Snapshot {
        var snapshot = Snapshot()
        if let text = try read("config") { parseConfig(text, into: &snapshot) }
        if let text = try read("habits") { parseHabits(text, into: &snapshot) }
        if let text = try read("log") { parseLog(text, into: &snapshot) }
        return snapshot
    }

    func append(_ entries: [Entry]) throws(DataError) {
        try ensureDirectory()
        try locked { () throws(DataError) in
            var text = ""
            if let existing = try read("log"), !existing.isEmpty, !existing.hasSuffix("\n") { text = "\n" }
            for entry in entries { text += InterimFiles.line(entry) + "\n" }
            let fd = open(path("log"), O_WRONLY | O_APPEND | O_CREAT, 0o600)
            guard fd >= 0 else { throw .io(path: path("log"), reason: String(cString: strerror(errno))) }
            defer { close(fd) }
            try writeAll(fd, text, name: "log")
            guard fsync(fd) == 0 else { throw .io(path: path("log"), reason: String(cString: strerror(errno))) }
        }
    }

    func rewrite(habits: [Habit], renaming: (from: HabitID, to: HabitID)?, removing: HabitID?) throws(DataError) {
        try ensureDirectory()
        try locked { () throws(DataError) in
            let current = try load()
            if !current.problems.isEmpty { throw .malformed(current.problems) }
            try replace("habits", with: habits.map { InterimFiles.line($0) + "\n" }.joined())
            if renaming != nil || removing != nil {
                var entries = current.entries
                if let removing { entries.removeAll { $0.habit == removing } }
                if let renaming {
                    for i in entries.indices where entries[i].habit == renaming.from { entries[i].habit = renaming.to }
                }
                try replace("log", with: entries.map { InterimFiles.line($0) + "\n" }.joined())
            }
        }
    }

    func write(settings: Settings) throws(DataError) {
        try ensureDirectory()
        try locked { () throws(DataError) in
            let current = try load()
            if !current.problems.isEmpty { throw .malformed(current.problems) }
            var text = ""
            if let zone = settings.timezone { text += "timezone = \(zone)\n" }
            text += "day-start = \(settings.value(of: "day-start") ?? "00:00")\n"
            text += "week-start = \(settings.weekStart.fullName)\n"
            try replace("config", with: text)
        }
    }

    // MARK: Lines

    static func line(_ entry: Entry) -> String {
        var text = "\(entry.day) \(entry.habit)"
        if entry.action != .done || entry.note != nil { text += " \(entry.action)" }
        if let note = entry.note { text += " # \(note)" }
        return text
    }

    static func line(_ habit: Habit) -> String {
        var text = "\(habit.id) every=\(habit.schedule)"
        switch habit.goal {
        case .check: break
        case .atLeast(let amount, _): text += " target=\(amount)"
        case .atMost(let amount, _): text += " max=\(amount)"
        }
        if let unit = habit.goal.unit { text += " unit=\(quote(unit))" }
        text += " since=\(habit.since)"
        if habit.archived { text += " archived" }
        return text + " name=\(quote(habit.name))"
    }

    private static func quote(_ value: String) -> String {
        if !value.isEmpty, !value.contains(where: { " \t\"#=\\".contains($0) }) { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func parseConfig(_ text: String, into snapshot: inout Snapshot) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count != 2 || snapshot.settings.set(parts[0], to: parts[1]) != nil {
                snapshot.problems.append(
                    DataProblem(file: "config", line: number + 1, column: 1, message: "invalid setting '\(trimmed)'"))
            }
        }
    }

    private func parseHabits(_ text: String, into snapshot: inout Snapshot) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if let habit = parseHabit(trimmed) {
                snapshot.habits.append(habit)
            } else {
                snapshot.problems.append(
                    DataProblem(file: "habits", line: number + 1, column: 1, message: "invalid habit line"))
            }
        }
    }

    private func parseHabit(_ line: String) -> Habit? {
        var fields: [(String, String)] = []
        var chars = Array(line)
        chars.append(" ")
        var i = 0
        var token = ""
        var key: String?
        var first: String?
        while i < chars.count {
            let c = chars[i]
            if c == "\"" {
                i += 1
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    token.append(chars[i])
                    i += 1
                }
            } else if c == "=" && key == nil {
                key = token
                token = ""
            } else if c == " " || c == "\t" {
                if first == nil {
                    first = token
                } else if let k = key {
                    fields.append((k, token))
                } else if !token.isEmpty {
                    fields.append((token, ""))
                }
                token = ""
                key = nil
            } else {
                token.append(c)
            }
            i += 1
        }
        guard let first, let id = HabitID(first) else { return nil }
        var schedule = Schedule.daily
        var target: Amount?
        var max: Amount?
        var unit: String?
        var since: Day?
        var archived = false
        var name: String?
        for (k, v) in fields {
            switch k {
            case "every": guard let s = Schedule(v) else { return nil }; schedule = s
            case "target": guard let a = Amount(v) else { return nil }; target = a
            case "max": guard let a = Amount(v) else { return nil }; max = a
            case "unit": unit = v
            case "since": guard let d = Day(v) else { return nil }; since = d
            case "archived": archived = true
            case "name": name = v
            default: return nil
            }
        }
        let goal: Goal = target.map { .atLeast($0, unit: unit) } ?? max.map { .atMost($0, unit: unit) } ?? .check
        guard let since else { return nil }
        return Habit(id: id, name: name, schedule: schedule, goal: goal, since: since, archived: archived)
    }

    private func parseLog(_ text: String, into snapshot: inout Snapshot) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            var body = Substring(trimmed)
            var note: String?
            if let hash = trimmed.firstIndex(of: "#") {
                body = trimmed[..<hash]
                var rest = trimmed[trimmed.index(after: hash)...]
                if rest.hasPrefix(" ") { rest = rest.dropFirst() }
                note = String(rest)
            }
            let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard parts.count == 2 || parts.count == 3, let day = Day(parts[0]), let id = HabitID(parts[1]),
                let action = parts.count == 3 ? Action(parts[2]) : .done
            else {
                snapshot.problems.append(
                    DataProblem(file: "log", line: number + 1, column: 1, message: "invalid log line"))
                continue
            }
            snapshot.entries.append(Entry(day: day, habit: id, action: action, note: note))
        }
    }

    // MARK: Files

    private func read(_ name: String) throws(DataError) -> String? {
        guard FileManager.default.fileExists(atPath: path(name)) else { return nil }
        guard let data = FileManager.default.contents(atPath: path(name)) else {
            throw .io(path: path(name), reason: "cannot read")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func ensureDirectory() throws(DataError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .io(path: directory, reason: "cannot create the directory")
        }
    }

    private func locked(_ body: () throws(DataError) -> Void) throws(DataError) {
        let fd = open(path(".lock"), O_RDWR | O_CREAT, 0o600)
        guard fd >= 0 else { throw .io(path: path(".lock"), reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var waited = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if waited >= 10_000 { throw .locked(path: directory, seconds: 10) }
            usleep(50_000)
            waited += 50
        }
        defer { flock(fd, LOCK_UN) }
        try body()
    }

    private func replace(_ name: String, with text: String) throws(DataError) {
        let temporary = path(".\(name).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw .io(path: temporary, reason: String(cString: strerror(errno))) }
        try writeAll(fd, text, name: name)
        fsync(fd)
        close(fd)
        guard rename(temporary, path(name)) == 0 else {
            throw .io(path: path(name), reason: String(cString: strerror(errno)))
        }
    }

    private func writeAll(_ fd: Int32, _ text: String, name: String) throws(DataError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { sysWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: path(name), reason: String(cString: strerror(errno)))
            }
            offset += n
        }
    }
}
