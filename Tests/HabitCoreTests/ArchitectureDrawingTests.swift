import Foundation
import Testing

/// docs/architecture.md draws the source tree ("The folders"): every folder under
/// `Sources/` is drawn, and every folder drawn under `Sources/` exists.
@Suite struct ArchitectureDrawingTests {
    /// The folders the drawing names, as paths from the package root: the lines of the
    /// first fenced block after `## The folders` whose first word ends in `/`, nested by
    /// their indentation (two spaces a level; the descriptions start further right).
    static func drawnFolders(in page: String) -> Set<String> {
        guard let section = page.range(of: "## The folders\n") else { return [] }
        let blocks = page[section.upperBound...].components(separatedBy: "```")
        guard blocks.count > 2 else { return [] }
        var path: [String] = []
        var folders: Set<String> = []
        for line in blocks[1].split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            guard indent % 2 == 0, indent < 20,
                let word = line.split(separator: " ").first, word.hasSuffix("/")
            else { continue }
            path = Array(path.prefix(indent / 2)) + [String(word.dropLast())]
            folders.insert(path.joined(separator: "/"))
        }
        return folders
    }

    /// Every folder under `folder` (relative to the package root), itself included.
    static func folders(under folder: String) -> Set<String> {
        let base = LibraryBoundaryTests.root + "/" + folder
        let entries = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        var result: Set<String> = [folder]
        for entry in entries {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + entry, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                result.insert(folder + "/" + entry)
            }
        }
        return result
    }

    @Test func theDrawingMatchesTheSourceTree() throws {
        let page = try String(contentsOfFile: LibraryBoundaryTests.root + "/docs/architecture.md", encoding: .utf8)
        let drawn = Self.drawnFolders(in: page).filter { $0 == "Sources" || $0.hasPrefix("Sources/") }
        #expect(drawn.contains("Sources/HabitCore/Store/Checkpoint"))
        #expect(drawn.sorted() == Self.folders(under: "Sources").sorted())
    }

    /// In the command line, `Commands/` holds commands only (docs/architecture.md, "The
    /// folders"): every file there is `NameCommand.swift` and declares that command.
    @Test func theCommandsFolderHoldsCommandsOnly() throws {
        let commands = try LibraryBoundaryTests.sources("Sources/habit/Commands")
        #expect(commands.count > 20)
        let others = commands.filter { file in
            let name = String(file.path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
            return !name.hasSuffix("Command") || !file.text.contains("struct \(name): Command")
        }
        #expect(others.map(\.path) == [])
    }

    /// The reader nests folders by indentation and passes over descriptions.
    @Test func theDrawingIsReadByIndentation() {
        let page = """
            ## The folders

            ```
            Sources/
              Lib/                 the library: its parts/
                Model/             days and habits, over two
                                   lines/ of description
              cli/                 the command line
            Tests/                 tests
            ```
            """
        #expect(Self.drawnFolders(in: page) == ["Sources", "Sources/Lib", "Sources/Lib/Model", "Sources/cli", "Tests"])
    }
}
