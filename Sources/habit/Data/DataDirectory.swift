/// Where the data files live (SPEC §7).
enum DataDirectory {
    /// `--data-dir` > `HABIT_HOME` > `$XDG_DATA_HOME/habit` > `~/.local/share/habit`.
    static func resolve(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let home = environment["HABIT_HOME"], !home.isEmpty { return home }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/habit" }
        return (environment["HOME"] ?? ".") + "/.local/share/habit"
    }
}
