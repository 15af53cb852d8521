/// One device's file as read (docs/sync.md, "Device files"): its name and its bytes.
package struct DeviceFile: Sendable, Hashable {
    /// The device's name: the file's name without `.log`.
    package var device: String
    /// The file's bytes.
    package var bytes: [UInt8]

    package init(device: String, bytes: [UInt8]) {
        self.device = device
        self.bytes = bytes
    }
}

extension DeviceFile {
    /// Two versions of one device's file, as one: the first, then the lines of the
    /// second's tail (after the lines both start with) that the first's tail does not hold.
    /// A file written by one device only grows, so one version is the other's prefix and
    /// this is the longer; a file two machines wrote (a cloned machine) diverged after
    /// their common prefix, and each tail is kept once, however often versions of it merge
    /// (docs/sync.md, "Device names").
    package static func merged(_ first: DeviceFile, _ second: DeviceFile) -> DeviceFile {
        let a = first.bytes.split(separator: 10, omittingEmptySubsequences: false).dropLast()
        let b = second.bytes.split(separator: 10, omittingEmptySubsequences: false).dropLast()
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        var unmatched: [ArraySlice<UInt8>: Int] = [:]
        for line in a.dropFirst(common) { unmatched[line, default: 0] += 1 }
        var bytes = Array(first.bytes[..<(first.bytes.lastIndex(of: 10).map { $0 + 1 } ?? 0)])
        for line in b.dropFirst(common) {
            if let count = unmatched[line], count > 0 {
                unmatched[line] = count - 1
                continue
            }
            bytes += line
            bytes.append(10)
        }
        return DeviceFile(device: first.device, bytes: bytes)
    }
}
