/// `habit man`: prints the manual page `habit(1)` in roff, generated from the tables
/// `habit help` reads; hidden from `habit help`, called by `make install` and `make deb`
/// (docs/cli.md, "The manual page").
struct ManCommand: Command {
    static let info = CommandInfo(
        name: "man", summary: "print the manual page habit(1) in roff (what 'make install' installs)",
        discussion: "Read it with: habit man | man -l -", hidden: true)

    init(parsing arguments: inout Arguments<Option>) throws {}

    func run(in context: Context) throws -> ExitCode {
        context.write(ManPage.render())
        return .ok
    }
}
