/// Where the data files live (docs/data-format.md, "Where").
package enum DataDirectory {
    /// The data directory: `option` (`--data-dir`) > `HABIT_HOME` > `$XDG_DATA_HOME/habit`
    /// > `$HOME/.local/share/habit`. Empty values count as unset; a relative
    /// `XDG_DATA_HOME` is ignored, as the XDG specification says. Never touches the disk.
    ///
    /// A path whose bytes were not UTF-8 reaches habit with U+FFFD in their place, and
    /// would name another directory: it is refused (`undecodablePath`, exit 64), and so
    /// is a path that really contains U+FFFD, which cannot be told apart.
    package static func resolve(option: String?, environment: [String: String]) throws(StoreError) -> String {
        if let option, !option.isEmpty { return try decodable(option, from: "--data-dir") }
        if let home = environment["HABIT_HOME"], !home.isEmpty { return try decodable(home, from: "HABIT_HOME") }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return try decodable(join(xdg, "habit"), from: "XDG_DATA_HOME")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return try decodable(join(join(home, ".local/share"), "habit"), from: "HOME")
        }
        throw .noDataDirectory
    }

    private static func decodable(_ path: String, from source: String) throws(StoreError) -> String {
        guard !path.unicodeScalars.contains("\u{FFFD}") else { throw .undecodablePath(source: source, path: path) }
        return path
    }

    /// `directory/name` with exactly one slash between them.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` made absolute from `working` when it is relative, with its empty and `.`
    /// components dropped (`a/./b/` → `WORKING/a/b`); `..` is kept, as a link may lie
    /// before it.
    package static func absolute(_ path: String, from working: String) -> String {
        let whole = path.hasPrefix("/") ? path : join(working, path)
        var absolute = ""
        for part in whole.split(separator: "/") where part != "." {
            absolute += "/" + String(part)
        }
        return absolute.isEmpty ? "/" : absolute
    }

    /// The last component of `path` (`a/b/` → `b`); `path` itself when it has none (`/`).
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
