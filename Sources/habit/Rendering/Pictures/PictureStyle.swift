import StreakEngine

/// The colours and the one style sheet of the pictures (docs/cli.md, "Pictures"): a
/// standalone SVG carries it in its `<style>`, the HTML report once in its head. The day
/// colours are the same in light and dark, so a day reads the same either way; the page,
/// the text and the empty cells follow `prefers-color-scheme` on screen, and print light.
enum PictureStyle {
    /// The fill of a done day (a partial day is this colour, lighter by its share).
    static let done = "#2da44e"

    /// The badge colours, as the terminal's: zero grey, active orange, milestone gold.
    static func badgeColor(_ badge: Badge) -> String {
        switch badge {
        case .zero: "#8c959f"
        case .active: "#fb8500"
        case .milestone: "#d4a72c"
        }
    }

    /// The badge glyph, as the terminal draws it in Unicode.
    static func badgeGlyph(_ badge: Badge) -> String {
        switch badge {
        case .zero: Glyphs.unicode.badgeZero
        case .active: Glyphs.unicode.badgeActive
        case .milestone: Glyphs.unicode.badgeMilestone
        }
    }

    /// The rules every picture uses: cells by their `PictureDay.Kind` class, `today`
    /// outlined, text `t` and muted text `m`, badges by `Badge`.
    static let cells = """
        .bg{fill:#ffffff}.t{fill:#1f2328}.m{fill:#59636e}\
        .done,.partial{fill:\(done)}.kept{fill:#8fd19e}.over{fill:#cf222e}\
        .no{fill:#ff8182}.missed{fill:#ffd8d3}.pending{fill:#d0d7de}.not-due{fill:#eff2f5}\
        .before{fill:none;stroke:#d0d7de;stroke-width:1}.hatch-back{fill:#ddf4ff}.hatch-line{stroke:#218bff}\
        .today{stroke:#1f2328;stroke-width:2}\
        .badge-zero{fill:#8c959f;color:#8c959f}.badge-active{fill:#fb8500;color:#fb8500}\
        .badge-milestone{fill:#d4a72c;color:#d4a72c}\
        text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:11px}\
        .title{font-size:15px;font-weight:600}
        """

    /// The dark variants of the page-coloured rules, for a screen that prefers dark.
    static let darkCells = """
        .bg{fill:#0d1117}.t{fill:#e6edf3}.m{fill:#9198a1}\
        .missed{fill:#5d2a2a}.pending{fill:#484f58}.not-due{fill:#161b22}\
        .before{stroke:#30363d}.hatch-back{fill:#0c2d6b}.today{stroke:#f0f6fc}
        """

    /// The style sheet of a standalone SVG.
    static var svg: String {
        cells + "\n@media screen and (prefers-color-scheme:dark){" + darkCells + "}"
    }

    /// The hatching of skipped days, as a pattern named `id`.
    static func hatch(id: String) -> String {
        Markup.element(
            "pattern",
            [
                ("id", id), ("width", "4"), ("height", "4"), ("patternUnits", "userSpaceOnUse"),
                ("patternTransform", "rotate(45)"),
            ],
            Markup.element("rect", [("class", "hatch-back"), ("width", "4"), ("height", "4")])
                + Markup.element(
                    "line",
                    [
                        ("class", "hatch-line"), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "4"),
                        ("stroke-width", "2"),
                    ]))
    }
}
