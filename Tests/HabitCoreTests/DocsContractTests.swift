import Foundation
import Testing

/// The docs in the repository are the contract (docs/architecture.md): comments, tests,
/// scripts and pages cite the docs page that states a rule, never a document the
/// repository does not hold.
@Suite struct DocsContractTests {
    /// What cites the product specification: its name as a word, or a section sign (the
    /// specification is cited by section number, and nothing else in the tree uses one).
    /// Spelled here by code point, so that this file does not hold it.
    static let section: Character = "\u{A7}"
    static let name = "SP" + "EC"

    /// Whether `line` cites the specification: a section sign, or the specification's name as a
    /// word of its own (not `OptionSpec`, not `spec`).
    static func cites(_ line: Substring) -> Bool {
        if line.contains(section) { return true }
        var rest = line[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let isWord = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWord(before) && !isWord(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }

    /// Every text file under `folder` (relative to the package root) whose lines cite the
    /// specification, as `path:line: text`.
    static func citations(under folder: String) -> [String] {
        let base = LibraryBoundaryTests.root + "/" + folder
        let files = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return files.sorted().flatMap { relative -> [String] in
            guard let text = try? String(contentsOfFile: base + "/" + relative, encoding: .utf8) else { return [] }
            return citations(in: text, path: folder + "/" + relative)
        }
    }

    /// The lines of `text` that cite the specification, as `path:line: text`.
    static func citations(in text: String, path: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            cites(line) ? "\(path):\(index + 1): \(line)" : nil
        }
    }

    @Test(arguments: ["Sources", "Tests", "docs", "scripts", "Benchmarks", "Examples/Sources"])
    func nothingCitesTheSpecificationInsteadOfTheDocs(folder: String) {
        #expect(Self.citations(under: folder) == [])
    }

    @Test func theREADMECitesTheDocs() throws {
        let readme = try String(contentsOfFile: LibraryBoundaryTests.root + "/README.md", encoding: .utf8)
        #expect(Self.citations(in: readme, path: "README.md") == [])
    }

    /// The scan finds what it looks for, and reads the folders it is given.
    @Test func theScanFindsACitation() {
        let sign = String(Self.section)
        #expect(
            Self.citations(in: "ok\n// the rule (\(Self.name) \(sign)5)\n", path: "x") == [
                "x:2: // the rule (\(Self.name) \(sign)5)"
            ])
        // A citation split over two lines is found on both.
        #expect(Self.citations(in: "/// folded (\(Self.name)\n/// \(sign)4.3), then", path: "x").count == 2)
        #expect(Self.citations(in: "/// the backdating rule of \(sign)4", path: "x").count == 1)
        #expect(Self.citations(in: "// the rule (docs/streaks.md)", path: "x") == [])
        #expect(Self.citations(in: "let s: OptionSpec = spec // \(Self.name)s", path: "x") == [])
        #expect(FileManager.default.fileExists(atPath: LibraryBoundaryTests.root + "/docs/streaks.md"))
    }
}
