/// One `$ …` line of the README's tour, read the way a POSIX shell reads it: `habit ARGS`,
/// or `printf 'FORMAT' | habit ARGS`, whose formatted text is the standard input.
///
/// Words split at unquoted blanks; `'…'` is literal, `"…"` takes `\"`, `\\`, `\$` and
/// `` \` ``, and a backslash outside quotes takes the next character as it is. The printf
/// format knows `\n`, `\t`, `\\`, `\'`, `\"` and `%%`; anything else the tour does not need
/// is refused, so a line this reader cannot run is an error rather than a wrong command.
struct TourCommand: Equatable {
    var arguments: [String]
    var input: String?

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String], input: String? = nil) {
        self.arguments = arguments
        self.input = input
    }

    init(parsing line: String) throws {
        let words = try Self.words(line)
        let pipes = words.indices.filter { words[$0] == nil }
        let commands = words.split(separator: nil, omittingEmptySubsequences: false).map { $0.compactMap { $0 } }
        switch (pipes.count, commands.first?.first) {
        case (0, "habit"):
            self.init(arguments: Array(commands[0].dropFirst()))
        case (1, "printf") where commands[0].count == 2 && commands[1].first == "habit":
            self.init(arguments: Array(commands[1].dropFirst()), input: try Self.printf(commands[0][1]))
        default:
            throw Unreadable(description: "not `habit ARGS` or `printf 'TEXT' | habit ARGS`: \(line)")
        }
    }

    /// The words of `line`; `nil` stands for an unquoted `|`.
    static func words(_ line: String) throws -> [String?] {
        var words: [String?] = []
        var word: String? = nil
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if let finished = word { words.append(finished) }
                word = nil
            case "|":
                if let finished = word { words.append(finished) }
                words.append(nil)
                word = nil
            case "'":
                var quoted = ""
                while let next = characters.next(), next != "'" { quoted.append(next) }
                word = (word ?? "") + quoted
            case "\"":
                var quoted = ""
                while let next = characters.next(), next != "\"" {
                    if next == "\\", let escaped = characters.next() {
                        if !"\"\\$`".contains(escaped) { quoted.append("\\") }
                        quoted.append(escaped)
                    } else {
                        quoted.append(next)
                    }
                }
                word = (word ?? "") + quoted
            case "\\":
                guard let escaped = characters.next() else { throw Unreadable(description: "a trailing \\: \(line)") }
                word = (word ?? "") + String(escaped)
            case "$", "`", ";", "&", "<", ">", "(", ")", "*", "?", "~":
                throw Unreadable(description: "'\(character)' needs a shell: \(line)")
            default:
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }

    /// The text `printf FORMAT` prints.
    static func printf(_ format: String) throws -> String {
        var text = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\\":
                switch characters.next() {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\\": text.append("\\")
                case "'": text.append("'")
                case "\"": text.append("\"")
                case let other: throw Unreadable(description: "printf escape \\\(other.map(String.init) ?? "")")
                }
            case "%":
                guard characters.next() == "%" else { throw Unreadable(description: "printf directive in \(format)") }
                text.append("%")
            default:
                text.append(character)
            }
        }
        return text
    }
}
