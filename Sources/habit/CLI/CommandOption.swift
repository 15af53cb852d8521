/// A command's options, one case each: the one declaration that the parser, help and the
/// completion scripts read (docs/cli.md, "Parsing").
///
/// A command reads its options through `Arguments<Option>`, which takes only cases of its
/// own `Option` type, so a command cannot read an option its table does not declare.
protocol CommandOption: CaseIterable, Equatable, Sendable {
    /// Name, value placeholder, help line and what a shell may complete.
    var spec: OptionSpec { get }
}

extension CommandOption {
    /// Every option's spec, in help order.
    static var specs: [OptionSpec] { allCases.map { $0.spec } }

    /// The long name without dashes: `date` for `--date`.
    var name: String { spec.name }
}

/// The options of a command that takes none.
enum NoOption: CommandOption {
    var spec: OptionSpec { switch self {} }
}
