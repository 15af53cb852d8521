import Foundation
import Testing

/// Golden files under `Fixtures/golden/`. With `RECORD_GOLDENS=1` the file is written and
/// the test fails (so a recording run can never pass by accident); otherwise the output
/// must equal the file byte for byte.
enum Golden {
    static var directory: URL { Harness.packageRoot.appendingPathComponent("Fixtures/golden") }

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded \(name); run again without RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(name); record it with RECORD_GOLDENS=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
            Issue.record(
                """
                output differs from \(name) at line \(line + 1):
                expected: \(line < e.count ? String(e[line]) : "<end>")
                actual:   \(line < a.count ? String(a[line]) : "<end>")
                (re-record with RECORD_GOLDENS=1 if the change is intended)
                """, sourceLocation: sourceLocation)
        }
    }
}
