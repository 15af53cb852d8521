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

    /// The package `make deb` builds has the binary's version, and the README names it
    /// with that version (docs/install.md, "One version").
    @Test func thePackageHasTheBinarysVersion() throws {
        let script = try Self.text("scripts/deb.sh")
        #expect(script.contains("version=$(.build/release/habit --version | sed 's/^habit //')"))
        #expect(script.contains("Version: $version"))
        #expect(script.contains("habit_${version}_$arch.deb"))
        #expect(try Self.text("README.md").contains("`habit_\(CLI.version)_amd64.deb`"))
        #expect(try Self.text("docs/install.md").contains("habit_\(CLI.version)_amd64.deb"))
    }

    /// The README's Install section is `make install`, names the package bash needs, and
    /// the folders it names are the Makefile's (docs/install.md).
    @Test func readmeInstallIsMakeInstallIntoTheShellsFolders() throws {
        let readme = try Self.text("README.md")
        let install = try #require(readme.split(separator: "## ").first { $0.hasPrefix("Install\n") })
        #expect(install.contains("```sh\nmake install "))
        #expect(install.contains("`bash-completion` package"))
        let makefile = try Self.text("Makefile")
        for folder in [
            "share/man/man1", "share/bash-completion/completions", "share/zsh/site-functions",
            "share/fish/vendor_completions.d",
        ] {
            #expect(install.contains("`\(folder)`"), "\(folder)")
            #expect(makefile.contains("$(PREFIX)/\(folder)\n"), "\(folder)")
        }
        #expect(makefile.contains("PREFIX ?= /usr/local\n"))
        #expect(makefile.contains("\"$(DESTDIR)$(BINDIR)/habit\""))
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
