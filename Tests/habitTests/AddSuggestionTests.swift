import Foundation
import Testing

@testable import habit

/// `add "Morning run"`: an id that is not a slug is answered with the slug to use.
@Suite struct AddSuggestionTests {
    @Test func aNameTypedAsTheIDGetsTheSlugToUse() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["add", "Morning run"])
        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix("; did you mean: habit add morning-run --name \"Morning run\"\n"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory), "nothing written")
        let named = harness.run(["add", "Café au lait", "--name", "Coffee", "--max", "2"])
        #expect(named.stderr.hasSuffix("did you mean: habit add cafe-au-lait --name \"Coffee\"\n"))
        // Nothing usable: no suggestion.
        #expect(!harness.run(["add", "!!!"]).stderr.contains("did you mean"))
    }
}
