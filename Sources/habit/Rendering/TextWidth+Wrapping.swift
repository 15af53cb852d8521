/// Lines fitted to a width: parts flowed on as few lines as fit, words wrapped under an
/// indent, help's entries and examples (docs/cli.md, "Width").
extension TextWidth {
    /// `parts` joined by `separator` on as few lines as fit `width`, each line starting
    /// with `indent`; a part wider than a line on its own is cut with `…`.
    static func flow(
        _ parts: [String], separator: String, width: Int, indent: String = "", unicode: Bool = true
    ) -> String {
        var lines: [String] = []
        var line = ""
        let room = max(1, width - of(indent))
        for part in parts {
            let part = truncate(part, to: room, unicode: unicode)
            if !line.isEmpty, of(indent + line + separator + part) > width {
                lines.append(indent + line)
                line = part
            } else {
                line += (line.isEmpty ? "" : separator) + part
            }
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joinedText(separator: "\n") + "\n"
    }

    /// `  term  text`, `text` wrapped at `width` under its own column (a hanging indent), or
    /// under the term when that column would be narrower than 20 cells: a help entry.
    static func entry(_ term: String, _ text: String, termWidth: Int, width: Int) -> String {
        let indent = 2 + termWidth + 2
        guard width - indent >= 20 else {
            return "  " + term + "\n" + wrapped(text, width: width, first: "      ", rest: "      ")
        }
        return wrapped(
            text, width: width, first: "  " + padRight(term, termWidth + 2), rest: String(repeating: " ", count: indent)
        )
    }

    /// `text` as it is when every line fits `width`; else each paragraph of prose (lines
    /// that start at the margin) rewrapped, and each example line (indented) without its
    /// `# comment`, wrapped under a 4-cell deeper indent if it still does not fit: help's
    /// prose and examples.
    static func fitted(_ text: String, width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { of($0) > width }) else { return text }
        var out: [String] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            out.append(
                String(wrapped(paragraph.joinedText(separator: " "), width: width, first: "", rest: "").dropLast()))
            paragraph = []
        }
        for var line in lines {
            let indent = String(line.prefix { $0 == " " })
            if indent.isEmpty, !line.isEmpty, !line.hasSuffix(":") {
                paragraph.append(line)
                continue
            }
            flush()
            if of(line) > width, !indent.isEmpty, let comment = line.firstRange(of: "  # ") {
                line = String(line[..<comment.lowerBound])
                while line.last == " " { line.removeLast() }
            }
            out.append(
                of(line) <= width
                    ? line
                    : String(
                        wrapped(
                            String(line.dropFirst(indent.count)), width: width, first: indent, rest: indent + "    "
                        )
                        .dropLast()))
        }
        flush()
        return out.joinedText(separator: "\n")
    }

    /// `text`'s words on lines of at most `width` cells, the first starting with `first`,
    /// the others with `rest`; a word wider than a line is cut.
    static func wrapped(_ text: String, width: Int, first: String, rest: String) -> String {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in text.split(separator: " ") {
            let word = truncate(String(word), to: max(1, width - of(rest)), unicode: true)
            if !empty, of(line) + 1 + of(word) > width {
                lines.append(line)
                line = rest
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines.joinedText(separator: "\n") + "\n"
    }
}
