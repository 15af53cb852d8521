import Foundation
import Testing

/// What the libraries never do (docs/library.md): change the process they are linked
/// into, end it, or hold the command line's exit codes. Read from their source folders.
@Suite struct LibraryBoundaryTests {
    /// The package's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every Swift file under `folder` (relative to the root), with its text.
    static func sources(_ folder: String) throws -> [(path: String, text: String)] {
        let base = root + "/" + folder
        let files = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (folder + "/" + relative, try String(contentsOfFile: base + "/" + relative, encoding: .utf8))
        }
    }

    /// The lines of `sources` that name one of `words`, as `path:line: text`.
    static func lines(naming words: [String], in sources: [(path: String, text: String)]) -> [String] {
        sources.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                words.contains { line.contains($0) } ? "\(file.path):\(index + 1): \(line)" : nil
            }
        }
    }

    static let forbidden = ["mallopt", "sbrk", "dlsym", "exit(", "exitCode", "time(nil)"]

    @Test(arguments: ["Sources/HabitCore", "Sources/StreakEngine"])
    func aLibraryNeitherTunesMallocNorExitsNorHoldsExitCodes(folder: String) throws {
        let sources = try Self.sources(folder)
        #expect(sources.count > 5, "no sources found under \(folder)")
        #expect(Self.lines(naming: Self.forbidden, in: sources) == [])
    }

    /// The scan finds what it looks for: the command line, which may, does call them.
    @Test func theScanFindsTheCommandLinesMallocTuning() throws {
        let found = Self.lines(naming: Self.forbidden, in: try Self.sources("Sources/habit"))
        #expect(found.contains { $0.contains("mallopt") })
        #expect(found.contains { $0.contains("exit(") })
    }

    @Test(arguments: ["Sources/HabitCore", "Sources/StreakEngine"])
    func everyPublicDeclarationHasADocComment(folder: String) throws {
        var undocumented: [String] = []
        for file in try Self.sources(folder) {
            var previous = ""
            // The last line that opened something at each indentation, to tell a public
            // enum's cases (public without the keyword) from other cases.
            var opener: [Int: Substring] = [:]
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                let indent = line.count - trimmed.count
                let isAttribute = trimmed.hasPrefix("@") && !trimmed.contains(" public ")
                let isPublicCase =
                    Self.isCaseDeclaration(trimmed)
                    && opener[indent - 4].map { $0.hasPrefix("public enum ") || $0.hasPrefix("public indirect enum ") }
                        == true
                if Self.isPublic(String(trimmed)) || isPublicCase, !previous.hasPrefix("///") {
                    undocumented.append("\(file.path):\(index + 1): \(trimmed)")
                }
                if !isAttribute { previous = String(trimmed) }
                if trimmed.hasSuffix("{") { opener[indent] = trimmed }
            }
        }
        #expect(undocumented == [])
    }

    /// Whether `line` (without its indentation) declares something `public`, after any
    /// attributes.
    static func isPublic(_ line: String) -> Bool {
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            guard let space = rest.firstIndex(of: " ") else { return false }
            rest = rest[rest.index(after: space)...]
        }
        return rest.hasPrefix("public ")
    }

    /// Whether `line` (without its indentation) declares enum cases, rather than being a
    /// `switch` case.
    static func isCaseDeclaration(_ line: Substring) -> Bool {
        guard line.hasPrefix("case "), !line.hasSuffix(":") else { return false }
        return line.dropFirst(5).first.map { $0.isLetter || $0 == "`" } == true
    }
}
