import Foundation
import HabitCore
import Testing

/// A bad habit id has one wording wherever it is met: the command line, a data file, an
/// import, or JSON an app decodes.
@Suite struct HabitIDWordingTests {
    @Test func decodingABadIDSaysWhatEveryOtherPlaceSays() throws {
        let json = Data(#"["Morning Run"]"#.utf8)
        do {
            _ = try JSONDecoder().decode([HabitID].self, from: json)
            Issue.record("'Morning Run' decoded as a habit id")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription
                    == "invalid habit id 'Morning Run': expected 1-64 characters of a-z, 0-9, '-' and '_'")
        }
    }

    @Test func aGoodIDRoundTrips() throws {
        let ids = [HabitID("morning-run")!, HabitID("a_1")!]
        let data = try JSONEncoder().encode(ids)
        #expect(String(decoding: data, as: UTF8.self) == #"["morning-run","a_1"]"#)
        #expect(try JSONDecoder().decode([HabitID].self, from: data) == ids)
    }

    /// A tag is spelled, ordered and coded as an id is, with its own wording.
    @Test func aTagCodesAsAnIDDoes() throws {
        do {
            _ = try JSONDecoder().decode([HabitTag].self, from: Data(#"["Morning"]"#.utf8))
            Issue.record("'Morning' decoded as a tag")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription
                    == "invalid tag 'Morning': expected 1-64 characters of a-z, 0-9, '-' and '_', like morning")
        }
        let tags = [HabitTag("morning")!, HabitTag("a_1")!]
        let data = try JSONEncoder().encode(tags)
        #expect(String(decoding: data, as: UTF8.self) == #"["morning","a_1"]"#)
        #expect(try JSONDecoder().decode([HabitTag].self, from: data) == tags)
        #expect(tags.sorted() == [HabitTag("a_1")!, HabitTag("morning")!])
        #expect(tags.map(\.description) == ["morning", "a_1"])
        #expect(HabitTag("") == nil && HabitTag(String(repeating: "a", count: 65)) == nil)
        #expect(HabitTag(String(repeating: "a", count: 64)) != nil && HabitID(String(repeating: "a", count: 65)) == nil)
    }
}
