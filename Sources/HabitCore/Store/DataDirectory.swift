/// Where the data files live (SPEC §7).
public enum DataDirectory {
    /// The data directory: `option` (`--data-dir`) > `HABIT_HOME` > `$XDG_DATA_HOME/habit`
    /// > `$HOME/.local/share/habit`. Empty values count as unset; a relative
    /// `XDG_DATA_HOME` is ignored, as the XDG specification says. Never touches the disk.
    public static func resolve(option: String?, environment: [String: String]) throws(StoreError) -> String {
        if let option, !option.isEmpty { return option }
        if let home = environment["HABIT_HOME"], !home.isEmpty { return home }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return join(xdg, "habit") }
        if let home = environment["HOME"], !home.isEmpty { return join(join(home, ".local/share"), "habit") }
        throw .noDataDirectory
    }

    /// `directory/name` with exactly one slash between them.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
