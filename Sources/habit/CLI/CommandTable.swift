/// Every command, in the order `habit help` lists them. The parser, help and the shell
/// completions all read this one table.
enum CommandTable {
    static var commands: [any Command.Type] {
        [
            TodayCommand.self,
            AddCommand.self,
            CheckCommand.self,
            UncheckCommand.self,
            SkipCommand.self,
            AskCommand.self,
            TagsCommand.self,
            ListCommand.self,
            ShowCommand.self,
            UpcomingCommand.self,
            StatsCommand.self,
            ReportCommand.self,
            StatusCommand.self,
            RemindCommand.self,
            LogCommand.self,
            EditCommand.self,
            RenameCommand.self,
            ArchiveCommand.self,
            UnarchiveCommand.self,
            RemoveCommand.self,
            MoveCommand.self,
            VerifyCommand.self,
            ConfigCommand.self,
            CompletionsCommand.self,
            ImportCommand.self,
            ExportCommand.self,
            SyncCommand.self,
            ManCommand.self,
            DemoCommand.self,
            HelpCommand.self,
        ]
    }

    /// The names, in table order.
    static var names: [String] { commands.map { type in type.info.name } }

    /// The command called `name`, if any.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { type in type.info.name == name }
    }
}
