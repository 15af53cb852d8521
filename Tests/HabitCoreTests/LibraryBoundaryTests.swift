import Foundation
import Testing

/// What the libraries never do (docs/library.md): change the process they are linked
/// into, end it, or hold the command line's exit codes; and where their parts may meet
/// (docs/architecture.md): the engine names HabitCore's model only, HabitCore's folders
/// are by concept (a type's files in one folder) and StreakEngine's public API is its
/// `API/` folder. Read from their source folders.
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

    /// The scan finds what it looks for: the command line's `exit(`, and a line that
    /// tunes `malloc` (which nothing in the package does any more).
    @Test func theScanFindsWhatItLooksFor() throws {
        let found = Self.lines(naming: Self.forbidden, in: try Self.sources("Sources/habit"))
        #expect(found.contains { $0.contains("exit(") })
        let tuning = [(path: "Tuning.swift", text: "let size = 1\n_ = mallopt(-2, Int32(size))\n")]
        #expect(Self.lines(naming: Self.forbidden, in: tuning) == ["Tuning.swift:2: _ = mallopt(-2, Int32(size))"])
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

    /// The names of the types declared at the top level of `sources` (`struct`, `enum`,
    /// `class`, `actor`, `protocol`, whatever their access level).
    static func declaredTypes(in sources: [(path: String, text: String)]) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "final", "indirect",
        ]
        var names: Set<String> = []
        for file in sources {
            for line in file.text.split(separator: "\n") where line.first?.isLetter == true {
                let words = line.split(separator: " ").drop { modifiers.contains($0) }
                guard let kind = words.first, kinds.contains(kind), let name = words.dropFirst().first else { continue }
                names.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// The lines of `sources` whose code (comments left out) names one of `names` as a
    /// whole identifier, as `path:line: text`.
    static func lines(namingTypes names: Set<String>, in sources: [(path: String, text: String)]) -> [String] {
        sources.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                let identifiers = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                return identifiers.contains { names.contains(String($0)) } ? "\(file.path):\(index + 1): \(line)" : nil
            }
        }
    }

    /// HabitCore's types that are not the model: everything declared outside
    /// `Model/` (the store, the data files and their parsers, locks, journal, memory
    /// hints, the clock, the importers, message escaping).
    static func habitCoreNonModelTypes() throws -> Set<String> {
        let all = try sources("Sources/HabitCore")
        let model = Set(all.filter { $0.path.hasPrefix("Sources/HabitCore/Model/") }.map(\.path))
        return declaredTypes(in: all.filter { !model.contains($0.path) })
            .subtracting(declaredTypes(in: all.filter { model.contains($0.path) }))
    }

    /// The engine sees values only (docs/architecture.md): it names HabitCore's model
    /// types, never its store, files, locks, clock or memory code.
    @Test func theEngineNamesOnlyHabitCoresModelTypes() throws {
        let forbidden = try Self.habitCoreNonModelTypes()
        for name in ["Store", "Transaction", "LogFile", "FileSystem", "AtomicFile", "Journal", "Clock", "LogParser"] {
            #expect(forbidden.contains(name), "\(name) is not found among HabitCore's non-model types")
        }
        #expect(!forbidden.contains("Day") && !forbidden.contains("History"))
        #expect(Self.lines(namingTypes: forbidden, in: try Self.sources("Sources/StreakEngine")) == [])
    }

    /// The scan finds what it looks for: the command line, which reads through the store,
    /// names it.
    @Test func theTypeScanFindsTheCommandLinesStore() throws {
        let found = Self.lines(namingTypes: try Self.habitCoreNonModelTypes(), in: try Self.sources("Sources/habit"))
        #expect(found.contains { $0.contains("Store") })
        #expect(
            Self.lines(namingTypes: ["Store"], in: [("x.swift", "// a Store in a comment\nlet storeName = 1")]) == [])
    }

    /// The engine's public API shows in its tree: every `public` declaration of
    /// StreakEngine is in a file under its `API/` folder, and every file there declares a
    /// public type or extends one. (HabitCore's folders are by concept instead, public
    /// beside internal: `aTypesFilesLieInItsFolder`.)
    @Test func theEnginesPublicDeclarationsAreAllUnderAPI() throws {
        let folder = "Sources/StreakEngine"
        let sources = try Self.sources(folder)
        let declaresPublic = { (text: String) in
            text.split(separator: "\n").contains { Self.isPublic(String($0.drop { $0 == " " })) }
        }
        let outside = sources.filter { !$0.path.hasPrefix(folder + "/API/") && declaresPublic($0.text) }
        #expect(outside.map(\.path) == [])
        let api = sources.filter { $0.path.hasPrefix(folder + "/API/") }
        #expect(api.count > 10)
        #expect(api.filter { !declaresPublic($0.text) }.map(\.path) == [])
    }

    /// HabitCore's folders are by concept, and a type is in one of them (docs/architecture.md,
    /// "The folders"): a file named `T+Topic.swift` and every `extension T` lie in the
    /// folder of `T`'s declaration or below it, whatever their access level.
    @Test func aTypesFilesLieInItsFolder() throws {
        let sources = try Self.sources("Sources/HabitCore")
        let misplaced = Self.misplacedExtensions(in: sources)
        #expect(misplaced.subtracting(Self.extensionsLeftAside) == [])
        // An exception that no longer holds comes off the list.
        #expect(misplaced.isSuperset(of: Self.extensionsLeftAside))
        // The scan finds what it looks for: an extension of `Store` beside the model.
        let moved = [
            (path: "Sources/HabitCore/Store/Store.swift", text: "public struct Store {}\n"),
            (path: "Sources/HabitCore/Model/Store+Model.swift", text: "extension Store {}\n"),
        ]
        #expect(
            Self.misplacedExtensions(in: moved) == [
                "Sources/HabitCore/Model/Store+Model.swift: Store", "Sources/HabitCore/Model/Store+Model.swift: Store+",
            ])
    }

    /// Extensions outside their type's folder that stay for now: `Habit.underHeading`,
    /// the heading rule of the `habits` file, beside the file's other tag rules.
    static let extensionsLeftAside: Set = ["Sources/HabitCore/DataFiles/Habits/HabitsFile+Tags.swift: Habit"]

    /// The files of `sources` that extend a type declared among them outside the folder
    /// of its declaration (or a folder below it), as `path: Type` for an `extension` and
    /// `path: Type+` for a file named after the type.
    static func misplacedExtensions(in sources: [(path: String, text: String)]) -> Set<String> {
        let folder = { (path: String) in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        var declaredIn: [String: String] = [:]
        for file in sources {
            for name in declaredTypes(in: [file]) { declaredIn[name] = folder(file.path) }
        }
        let isInside = { (path: String, name: String) in
            guard let home = declaredIn[name] else { return true }
            return folder(path) == home || path.hasPrefix(home + "/")
        }
        var misplaced: Set<String> = []
        for file in sources {
            let base = file.path.split(separator: "/").last.map(String.init) ?? ""
            if let plus = base.firstIndex(of: "+"), !isInside(file.path, String(base[..<plus])) {
                misplaced.insert("\(file.path): \(base[..<plus])+")
            }
            for line in file.text.split(separator: "\n") where line.first?.isLetter == true {
                let words = line.split(separator: " ").drop { ["public", "package", "internal"].contains($0) }
                guard words.first == "extension", let word = words.dropFirst().first else { continue }
                let name = String(word.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !isInside(file.path, name) { misplaced.insert("\(file.path): \(name)") }
            }
        }
        return misplaced
    }

    /// Every public type of a library is used by another target (the engine, the command
    /// line, the benchmark, the example app) or is part of another public declaration's
    /// signature (`DayStatus` as `SeriesPoint.status`): a public type that nothing uses
    /// would be `internal`.
    @Test(arguments: ["Sources/HabitCore", "Sources/StreakEngine"])
    func everyPublicTypeIsUsedOutsideItsLibrary(folder: String) throws {
        let library = try Self.sources(folder)
        let others = try [
            "Sources/HabitCore", "Sources/StreakEngine", "Sources/habit", "Benchmarks", "Examples/Sources",
        ]
        .filter { $0 != folder }.flatMap { try Self.sources($0) }
        let publicLines = library.map { file in
            (
                path: file.path,
                text: file.text.split(separator: "\n").filter { Self.isPublic(String($0.drop { $0 == " " })) }
                    .joined(separator: "\n")
            )
        }
        var unused: [String] = []
        for name in Self.declaredTypes(in: publicLines).sorted() {
            let named = Self.lines(namingTypes: [name], in: others)
            // Public lines that name the type other than the one declaring it.
            let inSignatures = Self.lines(namingTypes: [name], in: publicLines).filter {
                !$0.contains("enum \(name)") && !$0.contains("struct \(name)") && !$0.contains("class \(name)")
                    && !$0.contains("protocol \(name)") && !$0.contains("extension \(name)")
            }
            if named.isEmpty && inSignatures.isEmpty { unused.append(name) }
        }
        #expect(Self.declaredTypes(in: publicLines).count > 10)
        #expect(unused == [])
    }

    /// What only the command line uses stays out of what an app links (docs/library.md):
    /// the package's library products are the two libraries, and the importers and the
    /// exporter are declared in `HabitImport`, a target that is not a product, not in
    /// `HabitCore`.
    @Test func theImportersAndTheExporterAreOutsideTheLibraryProducts() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        let products = manifest.components(separatedBy: ".library(name: \"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(products.sorted() == ["HabitCore", "StreakEngine"])
        let cliOnly: Set = ["Importer", "ImportPlan", "HarshImporter", "LoopImporter", "HabitctlImporter", "Exporter"]
        #expect(Self.declaredTypes(in: try Self.sources("Sources/HabitCore")).intersection(cliOnly) == [])
        #expect(Self.declaredTypes(in: try Self.sources("Sources/HabitImport")).isSuperset(of: cliOnly))
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
