import HabitCore

/// `habit status --line --json` (docs/json.md): the line in the shape waybar's custom
/// modules read (`text`, `tooltip`, `class`, `percentage`), with `today` as every document has.
enum StatusLineJSON {
    static func document(_ line: StatusLine, today: Day, style: Style) -> JSONValue {
        let plain = Style(color: false, unicode: style.unicode, width: style.width)
        let tooltip = StatusView.render(line.summaries, style: plain)
        return .object([
            ("today", .day(today)),
            ("text", .string(line.text(style: style))),
            ("tooltip", .string(tooltip.hasSuffix("\n") ? String(tooltip.dropLast()) : tooltip)),
            ("class", .string(line.state.rawValue)),
            ("percentage", .int(line.percentage)),
        ])
    }
}
