import HabitCore
import StreakEngine

/// What every SVG picture is made of (docs/cli.md, "Pictures"): the document around it,
/// the heading with the habit's name and streak badges, a day cell with its `<title>`,
/// and the legend. Every text goes through `Markup`.
enum SVGParts {
    /// Height of the heading of a standalone picture.
    static let headingHeight = 52
    /// Height of one legend line.
    static let legendLine = 18
    /// Roughly the width of one character of the 11 px text, for laying out the legend.
    static let characterWidth = 6.5

    /// The `<svg>` element. A standalone picture is a whole file: the XML declaration, its
    /// size, its style sheet and a background. Inline (in the HTML report) it takes the
    /// page's width and style. `ids` prefixes the ids inside, which must be unique in a page.
    static func document(
        width: Int, height: Int, label: String, standalone: Bool, ids: String, body: String
    ) -> String {
        var attributes: [(String, String)] = []
        if standalone { attributes.append(("xmlns", "http://www.w3.org/2000/svg")) }
        attributes += [("viewBox", "0 0 \(width) \(height)")]
        attributes += standalone ? [("width", "\(width)"), ("height", "\(height)")] : [("class", "chart")]
        attributes += [("role", "img"), ("aria-labelledby", ids + "-title")]
        var inside = Markup.element("title", [("id", ids + "-title")], Markup.escape(label)) + "\n"
        if standalone { inside += Markup.element("style", [], "\n" + PictureStyle.svg + "\n") + "\n" }
        inside += Markup.element("defs", [], PictureStyle.hatch(id: ids + "-hatch")) + "\n"
        if standalone {
            inside += Markup.element("rect", [("class", "bg"), ("width", "\(width)"), ("height", "\(height)")]) + "\n"
        }
        let svg = Markup.element("svg", attributes, "\n" + inside + body) + "\n"
        return standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg : svg
    }

    /// The name (and the id when it differs), then the current and longest streak with
    /// their badges, as `show` heads its view.
    ///
    /// The spaces between the parts are no-break spaces outside the `<tspan>`s: SVG
    /// renderers may drop a space at the edge of a `<tspan>` (rsvg-convert does).
    static func heading(_ summary: HabitSummary) -> String {
        let space = "\u{A0}"
        let habit = summary.habit
        var name = Markup.escape(habit.name)
        if habit.name != habit.id.rawValue {
            name += space + Markup.element("tspan", [("class", "m")], Markup.escape("(\(habit.id))"))
        }
        var out = Markup.element("text", [("class", "t title"), ("x", "12"), ("y", "22")], name) + "\n"
        let streak = summary.streak
        guard streak.unit != nil else { return out }
        let badges = [("Current", streak.current), ("Longest", streak.longest)].map { label, count in
            Markup.element("tspan", [("class", "m")], label) + space + badge(count, unit: streak.unit)
        }
        out +=
            Markup.element(
                "text", [("class", "t"), ("x", "12"), ("y", "42")],
                badges.joinedText(separator: String(repeating: space, count: 3))) + "\n"
        return out
    }

    /// `★ 12 days` in the badge's colour, as a `<tspan>`.
    static func badge(_ count: Int, unit: StreakUnit?) -> String {
        let badge = Badge(streak: count)
        return Markup.element(
            "tspan", [("class", "badge-\(badge.rawValue)")],
            Markup.escape(PictureStyle.badgeGlyph(badge) + " " + Describe.streak(count, unit: unit)))
    }

    /// One day's rectangle with its `<title>`: class by kind (and `today`), a partial day
    /// as light as its share, a skipped day hatched.
    static func cell(
        _ day: PictureDay, x: Int, y: Int, width: Int, height: Int, goal: Goal, note: String?, ids: String
    ) -> String {
        var attributes = [
            ("class", day.kind.rawValue + (day.isToday ? " today" : "")), ("x", "\(x)"), ("y", "\(y)"),
            ("width", "\(width)"), ("height", "\(height)"),
        ]
        if let eighths = day.eighths { attributes.append(("fill-opacity", Markup.number(Double(eighths) / 8))) }
        if day.kind == .skipped { attributes.append(("fill", "url(#\(ids)-hatch)")) }
        let title = Markup.element("title", [], Markup.escape(day.title(goal: goal, note: note)))
        return Markup.element("rect", attributes, title)
    }

    /// The legend: a swatch and the word of every kind of day drawn, in the order of the
    /// glyph table, then today's outline; lines wrap at `width`. Returns the markup and
    /// how many lines it took.
    static func legend(_ days: [PictureDay], x: Int, y: Int, width: Int, ids: String) -> (String, Int) {
        let kinds = Set(days.map(\.kind))
        var items = PictureDay.Kind.allCases.filter { kinds.contains($0) }.map { kind in
            (class: kind.rawValue, word: kind.word, hatched: kind == .skipped)
        }
        if days.contains(where: \.isToday) { items.append((class: "not-due today", word: "today", hatched: false)) }
        var out = ""
        var left = x
        var line = 0
        for item in items {
            let advance = 16 + Int((Double(item.word.count) * characterWidth).rounded(.up)) + 14
            if left > x, left + advance - 14 > width - x {
                left = x
                line += 1
            }
            let top = y + line * legendLine
            var swatch = [("class", item.class), ("x", "\(left)"), ("y", "\(top)"), ("width", "10"), ("height", "10")]
            if item.hatched { swatch.append(("fill", "url(#\(ids)-hatch)")) }
            // A partial day's swatch is half a done one, as light as a day half way.
            if item.class == PictureDay.Kind.partial.rawValue { swatch.append(("fill-opacity", "0.5")) }
            out += Markup.element("rect", swatch)
            out += Markup.element(
                "text", [("class", "m"), ("x", "\(left + 16)"), ("y", "\(top + 9)")], Markup.escape(item.word))
            out += "\n"
            left += advance
        }
        return (out, items.isEmpty ? 0 : line + 1)
    }
}
