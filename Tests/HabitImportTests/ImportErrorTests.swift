import Foundation
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportErrorTests {
    @Test(arguments: ImportFormat.allCases)
    func aMissingPathIsReported(format: ImportFormat) throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        let path = dir.file("nope")
        #expect(
            throws: format.readsDirectory ? ImportError.missing(path: path) : .missingFile(path: path, format: format)
        ) {
            try Importer.read(format, path: path)
        }
    }

    @Test func aDirectoryWithoutTheFilesIsReported() throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        #expect(throws: ImportError.missingFile(path: dir.file("habits"), format: .harsh)) {
            try Importer.read(.harsh, path: dir.path)
        }
        #expect(throws: ImportError.missingFile(path: dir.file("Habits.csv"), format: .loop)) {
            try Importer.read(.loop, path: dir.path)
        }
        let error = ImportError.missingFile(path: dir.file("Habits.csv"), format: .loop)
        #expect(
            error.description.hasSuffix("a Loop Habit Tracker CSV export holds 'Habits.csv' and one folder per habit"))
    }

    @Test func aFileWhereADirectoryIsExpectedAndTheOtherWayRound() throws {
        let csv = ImportFixture.path("csv/export.csv")
        #expect(throws: ImportError.notADirectory(path: csv)) { try Importer.read(.harsh, path: csv) }
        let harsh = ImportFixture.path("harsh")
        #expect(throws: ImportError.notAFile(path: harsh)) { try Importer.read(.csv, path: harsh) }
    }

    @Test func theWrongFormatIsRecognised() throws {
        // habitctl's files read as harsh: no line has a 'Name: frequency' shape.
        let habitctl = ImportFixture.path("habitctl")
        #expect(
            throws: ImportError.wrongFormat(
                path: habitctl + "/habits", format: .harsh, reason: "no line has the form 'Name: frequency'")
        ) {
            try Importer.read(.harsh, path: habitctl)
        }
        let json = ImportFixture.path("json/export.json")
        #expect {
            try Importer.read(.csv, path: json)
        } throws: { error in
            if case .wrongFormat = error as? ImportError { true } else { false }
        }
        let csv = ImportFixture.path("csv/export.csv")
        #expect(
            throws: ImportError.wrongFormat(
                path: csv, format: .json, reason: "it is not JSON")
        ) {
            try Importer.read(.json, path: csv)
        }
        let dir = try ImportTempDir()
        defer { dir.remove() }
        try dir.write("habits", "1 Meditated\n")
        try dir.write("log", "2026-03-01\tMeditated\ty\n")
        #expect(
            throws: ImportError.wrongFormat(
                path: dir.file("log"), format: .harsh, reason: "no line has the form 'YYYY-MM-DD : Name : y|n|s'")
        ) {
            try dir.write("habits", "Meditated: 1\n")
            _ = try Importer.read(.harsh, path: dir.path)
        }
    }

    @Test func aJSONExportCutShortIsTheWrongFormat() throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        let whole = try String(contentsOfFile: ImportFixture.path("json/export.json"), encoding: .utf8)
        try dir.write("torn.json", String(whole.prefix(300)))
        #expect(
            throws: ImportError.wrongFormat(
                path: dir.file("torn.json"), format: .json, reason: "it is not valid JSON (is it cut short?)")
        ) {
            try Importer.read(.json, path: dir.file("torn.json"))
        }
    }

    @Test func jsonOfAnotherShapeIsTheWrongFormat() throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        try dir.write("list.json", "[1, 2]\n")
        try dir.write("other.json", "{\"format\": \"other\", \"version\": 1, \"habits\": []}\n")
        #expect(
            throws: ImportError.wrongFormat(
                path: dir.file("list.json"), format: .json, reason: "expected a JSON object with format 'habit-export'")
        ) {
            try Importer.read(.json, path: dir.file("list.json"))
        }
        #expect(
            throws: ImportError.wrongFormat(
                path: dir.file("other.json"), format: .json, reason: "format is 'other', not 'habit-export'")
        ) {
            try Importer.read(.json, path: dir.file("other.json"))
        }
    }

    @Test func binaryDataIsTheWrongFormat() throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        try Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00]).write(to: URL(fileURLWithPath: dir.file("export.zip")))
        #expect(
            throws: ImportError.wrongFormat(
                path: dir.file("export.zip"), format: .csv, reason: "it contains binary data")
        ) {
            try Importer.read(.csv, path: dir.file("export.zip"))
        }
    }

    @Test func anUnreadableFileIsReported() throws {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        try dir.write("habits", "Meditated: 1\n")
        if geteuid() != 0 {
            try dir.write("log", "2026-03-01 : Meditated : y\n")
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dir.file("log"))
        } else {
            // Permissions do not stop root; a file whose read fails with EIO does.
            try FileManager.default.createSymbolicLink(atPath: dir.file("log"), withDestinationPath: "/proc/self/mem")
        }
        #expect {
            try Importer.read(.harsh, path: dir.path)
        } throws: { error in
            guard case .unreadable(let path, _)? = error as? ImportError else { return false }
            return path == dir.file("log")
        }
    }
}
