import Foundation
import Testing

@testable import habit

/// One version everywhere (README.md, "In your Swift app"): `habit --version`, CHANGELOG's
/// latest release heading, and the README's dependency line, which says how to depend on
/// a commit while no release is tagged.
@Suite struct VersionAgreementTests {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: Harness.packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func versionChangelogAndReadmeAgree() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["--version"]).contains(CLI.version))
        let changelog = try Self.text("CHANGELOG.md")
        let release = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.contains("Unreleased") }
        #expect(release?.hasPrefix("## [\(CLI.version)]") == true, "\(release ?? "no release heading")")
        // The manual page's date is the release's.
        #expect(release?.hasSuffix(" \(CLI.releaseDate)") == true, "\(release ?? "no release heading")")
        for name in ["README.md", "docs/library.md"] {
            let text = try Self.text(name)
            #expect(text.contains("version is \(CLI.version)"), "\(name)")
            #expect(text.contains("revision: \"COMMIT\""), "\(name)")
            #expect(!text.contains("from: \"0."), "\(name) names a version to depend on that no tag holds")
        }
    }

    @Test func completionInstallLinesMakeTheirFolders() throws {
        let readme = try Self.text("README.md")
        let folders = readme.split(separator: "\n").filter { $0.hasPrefix("habit completions ") }.compactMap {
            line -> String? in
            guard let target = line.split(separator: ">").dropFirst().first else { return nil }
            let path = target.split(separator: " ").first.map(String.init) ?? ""
            return (path as NSString).deletingLastPathComponent
        }
        #expect(folders.count == 3)
        let mkdir = readme.split(separator: "\n").first { $0.hasPrefix("mkdir -p ") } ?? ""
        for folder in folders { #expect(mkdir.contains(folder), "\(folder)") }
    }

    @Test func readmeListsRenameMerge() throws {
        #expect(try Self.text("README.md").contains("`rename ID NEW [--merge]`"))
    }

    @Test func readmeSaysWhatAPassingTestRunEndsWith() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("A passing `swift test` ends with `✔ Test run with"))
        #expect(readme.contains("Executed 0 tests"))
    }
}
