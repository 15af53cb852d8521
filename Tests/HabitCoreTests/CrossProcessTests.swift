import Foundation
import Testing

@testable import HabitCore

/// The `habit-store-probe` helper, built next to the test bundle.
private func probePath() -> String? {
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path)
    }
    return folders.map { $0 + "/habit-store-probe" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Test func eightProcessesAppendingConcurrentlyLoseNothing() throws {
    let probe = try #require(probePath(), "habit-store-probe was not built next to the tests")
    let tmp = try TemporaryDirectory()
    let processes = try (0..<8).map { index in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: probe)
        process.arguments = [tmp.data, "writer-\(index)", "200"]
        try process.run()
        return process
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let bytes = try #require(FileManager.default.contents(atPath: tmp.data + "/log"))
    let log = LogFile.parse(Array(bytes))
    #expect(log.issues.isEmpty)
    #expect(log.entries.count == 1_600)
    #expect(bytes.count(where: { $0 == 10 }) == 1_600)
    for index in 0..<8 {
        // Each writer's entries are all there, in its own order.
        let mine = log.entries.filter { $0.habit.rawValue == "writer-\(index)" }
        #expect(mine.count == 200)
        #expect(mine.map(\.note) == (0..<200).map { "entry \($0)" })
    }
}
