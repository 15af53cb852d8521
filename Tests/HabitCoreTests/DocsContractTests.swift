import Foundation
import Testing

/// The docs in the repository are the contract (docs/architecture.md): comments, tests,
/// scripts and pages cite the docs page that states a rule, never a document the
/// repository does not hold.
@Suite struct DocsContractTests {
    /// A citation of the product specification by section; built here so that this file
    /// does not hold it.
    static let citation = "SPEC" + " §"

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
            line.contains(citation) ? "\(path):\(index + 1): \(line)" : nil
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
        #expect(
            Self.citations(in: "ok\n// the rule (\(Self.citation)5)\n", path: "x") == [
                "x:2: // the rule (\(Self.citation)5)"
            ])
        #expect(Self.citations(in: "// the rule (docs/streaks.md)", path: "x") == [])
        #expect(FileManager.default.fileExists(atPath: LibraryBoundaryTests.root + "/docs/streaks.md"))
    }
}
