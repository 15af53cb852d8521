import Testing

@testable import HabitCore

/// `joinedText(separator:)` gives what the standard library's `joined(separator:)`
/// gives, for every count of parts, empty parts and separators of any length.
struct JoinedTextTests {
    @Test(arguments: [
        [], [""], ["a"], ["", ""], ["a", "b", "c"], ["Mo", "", "We"], ["日", "📓", "é"], ["a b", "c"],
    ])
    func joinsAsTheStandardLibraryDoes(_ parts: [String]) {
        for separator in ["", ",", "  ", " • ", "\n"] {
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }

    @Test func aSeparatorOnlyBetweenParts() {
        #expect(["a", "b", "c"].joinedText(separator: ", ") == "a, b, c")
        #expect(["a"].joinedText(separator: ", ") == "a")
        #expect([String]().joinedText(separator: ", ") == "")
    }
}
