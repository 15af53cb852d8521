import Foundation
import HabitTestSupport
import Testing

/// The libraries' public API is the list in docs/public-api.txt, exactly
/// (docs/library.md, "What a change to the API takes"): a declaration made public, changed
/// or dropped fails here until the list is made anew with `scripts/public-api.sh --list`,
/// so every change to what apps compile against is made on purpose and seen in review.
@Suite struct PublicAPITests {
    /// What `scripts/public-api.sh --list` prints for `folders` (default: both libraries).
    static func listing(_ folders: [String] = []) throws -> [String] {
        let text = try ChildOutput.of(
            "/bin/sh", [LibraryBoundaryTests.root + "/scripts/public-api.sh", "--list"] + folders)
        return text.split(separator: "\n").map(String.init)
    }

    @Test func theAPIIsTheCheckedInList() throws {
        let listed = try String(
            contentsOfFile: LibraryBoundaryTests.root + "/docs/public-api.txt", encoding: .utf8
        ).split(separator: "\n").map(String.init)
        let found = try Self.listing()
        #expect(found.count > 300, "the listing found too little: \(found.prefix(3))")
        // Each side's lines the other lacks, so a failure names what changed.
        let made = "make docs/public-api.txt anew with scripts/public-api.sh --list"
        #expect(found.filter { !listed.contains($0) } == [], "made public since the list: \(made)")
        #expect(listed.filter { !found.contains($0) } == [], "dropped or changed since the list: \(made)")
        #expect(Set(found) != Set(listed) || found == listed, "the list is not sorted: \(made)")
    }

    /// What `scripts/public-api.sh --parts` prints for `folders` (default: both libraries):
    /// a line for each public declaration whose comment leaves a parameter, its result or
    /// what it throws unsaid, without the `FILE:LINE: ` before it.
    static func unsaidParts(_ folders: [String] = []) throws -> [String] {
        let text = try ChildOutput.of(
            "/bin/sh", [LibraryBoundaryTests.root + "/scripts/public-api.sh", "--parts"] + folders)
        return text.split(separator: "\n").map { line in
            String(line.split(separator: ": ", maxSplits: 1).last ?? line)
        }
    }

    /// Every public function, initializer and subscript documents each of its parameters
    /// (`- Parameter`), its result (`- Returns:`) and what it throws (`- Throws:`), as
    /// Quick Help shows them (docs/library.md).
    @Test func everyParameterResultAndThrowIsDocumented() throws {
        #expect(try Self.unsaidParts() == [])
    }

    /// The check reads a comment as written: a parameter left out or misnamed, a result or
    /// a throw unsaid; a comment that names each part, or says whose parameters the ones
    /// it leaves out are, passes, as do a `Void` result and a standard protocol's witness.
    @Test func theCheckFindsWhatACommentLeavesUnsaid() throws {
        let folder = try Self.sampleLibrary()
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        let source = """
            /// A thing.
            public struct Thing: Comparable {
                /// Made.
                /// - Parameter size: how big.
                public init(size: Int, name: String) {}
                /// Whether `lhs` is smaller.
                public static func < (lhs: Thing, rhs: Thing) -> Bool { true }
                /// Changed.
                /// - Parameters:
                ///   - transform: gives the new value.
                ///   - count: how often.
                public mutating func change(_ transform: @escaping (Int) -> Int?, times count: Int) -> Void {}
                /// Read.
                /// - Parameter text: the input.
                public func read(_ input: String) throws -> Int { 1 }
                /// Like `read(_:)`; the parameters not listed are those of `change(_:times:)`.
                /// - Parameter extra: more.
                /// - Returns: a count.
                /// - Throws: never.
                public func readMore(_ input: String, extra: Int) throws -> Int { 1 }
                /// Empty.
                public func empty() {}
            }

            """
        try source.write(to: folder.appendingPathComponent("Thing.swift"), atomically: true, encoding: .utf8)
        #expect(
            try Self.unsaidParts([folder.path]) == [
                "lacks - Parameter name: public init(size: Int, name: String)",
                "lacks - Parameter input (no parameter: text) - Returns: - Throws:: "
                    + "public func read(_ input: String) throws -> Int",
            ])
    }

    /// The listing sees what it must: a declaration split over lines, the type it sits in,
    /// a public enum's cases, and nothing that is `package` or `internal`.
    @Test func theListingReadsDeclarationsAsWritten() throws {
        let folder = try Self.sampleLibrary()
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        let source = """
            /// A thing.
            public struct Thing: Sendable {
                /// Made.
                public init(
                    size: Int,
                    name: String = "x"
                ) {
                    self.size = size
                }
                package var hidden: Int
                var size: Int
            }

            /// A choice.
            public enum Choice {
                /// One.
                case one(Int)
                /// Two.
                case two
            }

            extension Thing {
                /// Its double.
                public func doubled() -> Int { 2 }
            }

            """
        try source.write(to: folder.appendingPathComponent("Thing.swift"), atomically: true, encoding: .utf8)
        #expect(
            try Self.listing([folder.path]) == [
                "Lib -: public enum Choice",
                "Lib -: public struct Thing: Sendable",
                "Lib Choice: case one(Int)",
                "Lib Choice: case two",
                "Lib Thing: public func doubled() -> Int",
                "Lib Thing: public init(size: Int, name: String = \"x\")",
            ])
    }

    /// A new folder `…/Sources/Lib` for a sample source; the caller removes the folder two
    /// levels up.
    static func sampleLibrary() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "api-\(UUID().uuidString)/Sources/Lib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
