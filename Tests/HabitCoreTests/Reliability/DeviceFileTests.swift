import Foundation
import Testing

@testable import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data file that is a device or a FIFO is refused, not read without end or waited on
/// (`log -> /dev/zero` or `mkfifo log` used to hang every command).
@Suite struct DeviceFileTests {
    @Test func aLogThatIsADeviceIsRefusedWithExit74() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-device-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/log", withDestinationPath: "/dev/zero")
        let store = Store(directory: root)
        #expect(throws: StoreError.notARegularFile(path: root + "/log")) { try store.load() }
        // An append fails too (writing to the device works, syncing it does not).
        let error = #expect(throws: StoreError.self) {
            try store.append([Entry(day: Day("2026-01-01")!, habit: HabitID("a")!)])
        }
        #expect(error?.isIOFailure == true)
    }

    @Test func aLogThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-fifo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try #require(mkfifo(root + "/log", 0o600) == 0)
        #expect(throws: StoreError.notARegularFile(path: root + "/log")) { try Store(directory: root).load() }
    }
}
