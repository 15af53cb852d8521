import Foundation

/// The time-zone names this machine knows: Foundation's list plus every TZif file under
/// `/usr/share/zoneinfo` (when present).
///
/// `posix/` and `right/` are left out: `posix/` repeats the same files under a second
/// prefix and `right/` counts leap seconds, which neither Foundation nor any civil clock
/// does. Files that are not TZif data (`zone.tab`, `tzdata.zi`, …) are not zones.
enum ZoneCatalog {
    static let zoneinfo = "/usr/share/zoneinfo"

    struct Names {
        /// Every distinct name, sorted.
        var all: [String]
        /// How many came from `TimeZone.knownTimeZoneIdentifiers`.
        var foundationCount: Int
        /// How many TZif files were found under `/usr/share/zoneinfo`.
        var zoneinfoCount: Int
    }

    static func allNames() -> Names {
        let known = TimeZone.knownTimeZoneIdentifiers
        let files = zoneinfoNames()
        let all = Set(known).union(files).sorted()
        return Names(all: all, foundationCount: known.count, zoneinfoCount: files.count)
    }

    /// Relative paths of the TZif files under `/usr/share/zoneinfo`, empty when absent.
    static func zoneinfoNames() -> [String] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: zoneinfo) else { return [] }
        var names: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let top = relative.split(separator: "/").first.map(String.init) ?? relative
            if top == "posix" || top == "right" {
                enumerator.skipDescendants()
                continue
            }
            if relative == "localtime" || relative == "posixrules" { continue }
            if isTZif(zoneinfo + "/" + relative) { names.append(relative) }
        }
        return names
    }

    private static func isTZif(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return false }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        return magic == Data("TZif".utf8)
    }
}
