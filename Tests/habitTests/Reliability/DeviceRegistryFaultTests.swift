import Foundation
import HabitTestSupport
import Testing

/// A machine whose write stops anywhere — between its registry line and its append, or
/// between its append and anything after — keeps its device file at the next write: the
/// registry names the file as it was and as the append leaves it, written before the
/// append (docs/sync.md, "Device names"). Only another machine's lines move it to a new
/// name.
@Suite struct DeviceRegistryFaultTests {
    static let warning = "was written by another machine too"

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [Fault.Persistence.once, .fromThenOn])
    func aWriteStoppedAnywhereKeepsTheFile(persistence: Fault.Persistence) throws {
        let counter = TestFileSystem()
        let probe = OlderHabitRefusalTests.movedToDeviceFiles()
        defer { probe.cleanUp() }
        try #require(probe.run(["check", "read"], fileSystem: counter).status == 0)
        for k in 1...counter.calls {
            let harness = OlderHabitRefusalTests.movedToDeviceFiles()
            defer { harness.cleanUp() }
            let stopped = harness.run(
                ["check", "read"], fileSystem: TestFileSystem(fault: Fault(call: k, persistence)))
            let next = harness.run(["check", "water", "--value", "2"])
            #expect(next.status == 0, "call \(k): \(next.stderr)")
            #expect(
                !next.stderr.contains(Self.warning),
                "call \(k) failed (\(stopped.status): \(stopped.stderr)), then: \(next.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: harness.directory + "/devices")
            #expect(files.count == 1, "call \(k): \(files)")
        }
    }
}
