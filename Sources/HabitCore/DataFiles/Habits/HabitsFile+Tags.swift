/// Tags in the `habits` file (docs/data-format.md, `habits`): `tags=` on a habit's line,
/// and hand-written `! Heading` lines in harsh's style, each of which tags the habits below
/// it, up to the next heading, with the slug of its title.
extension HabitsFile {
    /// A `! Heading` line, kept byte for byte on every rewrite.
    struct Heading: Sendable, Hashable {
        /// The line's bytes, without the newline.
        var raw: [UInt8]
        /// The text after `!`, without the blanks around it: the tag's display name.
        var title: String
        /// The tag it gives the habits below it; `nil` for a title with no letter or digit
        /// (`!` alone), which only ends the group above it.
        var tag: HabitTag?

        /// The heading on a line whose first byte other than a blank is `!`; `nil` for any
        /// other line.
        init?(_ content: ArraySlice<UInt8>) {
            guard let bang = content.firstIndex(where: { $0 != 32 && $0 != 9 }), content[bang] == UInt8(ascii: "!")
            else { return nil }
            raw = Array(content)
            title = String(decoding: content[(bang + 1)...], as: UTF8.self).trimmingBlanks()
            tag = HabitTag(heading: title)
        }
    }

    /// Every tag any habit has, archived ones included, each once, in the order the file
    /// first gives it (a heading, or a habit's `tags=`).
    public var tags: [HabitTag] {
        var seen = Set<HabitTag>()
        var order: [HabitTag] = []
        for line in lines {
            let found: [HabitTag]
            switch line {
            case .heading(let heading): found = heading.tag.map { [$0] } ?? []
            case .habit(let habit): found = habit.tags
            case .text: found = []
            }
            for tag in found where seen.insert(tag).inserted { order.append(tag) }
        }
        return order
    }

    /// The habits tagged `tag` that are not archived, in sort order: what `@TAG` stands for
    /// wherever a command takes ids (docs/cli.md, "Tags"). Empty for a tag no habit has.
    /// - Parameter tag: a tag given by a habit's `tags=` or by the heading it sits under.
    /// - Returns: those habits in file order; empty when none is active with it.
    public func activeHabits(tagged tag: HabitTag) -> [Habit] {
        habits.filter { !$0.archived && $0.tags.contains(tag) }
    }

    /// The name to show for `tag`: the title of the first heading that gives it
    /// (`Morning routine` for `! Morning routine`), else the tag's own text.
    package func title(of tag: HabitTag) -> String {
        for case .heading(let heading) in lines where heading.tag == tag { return heading.title }
        return tag.rawValue
    }

    /// The heading habit `id` stands under, when it gives it a tag, and its line number.
    package func heading(of id: HabitID) -> (title: String, tag: HabitTag, line: Int)? {
        var current: (title: String, tag: HabitTag, line: Int)?
        for (index, line) in lines.enumerated() {
            switch line {
            case .heading(let heading): current = heading.tag.map { (heading.title, $0, index + 1) }
            case .habit(let habit) where habit.id == id: return current
            default: continue
            }
        }
        return nil
    }

    /// Adds the line `! TITLE` at the end, unless a heading already gives `tag`.
    package mutating func appendHeading(_ title: String, tag: HabitTag) {
        let exists = lines.contains { if case .heading(let heading) = $0 { heading.tag == tag } else { false } }
        guard !exists, let heading = Heading(Array(("! " + LogFile.sanitized(title)).utf8)[...]), heading.tag == tag
        else { return }
        lines.append(.heading(heading))
    }

    /// The tag of the heading that line `index` stands under, if any.
    func headingTag(above index: Int) -> HabitTag? {
        for line in lines[..<index].reversed() {
            if case .heading(let heading) = line { return heading.tag }
        }
        return nil
    }

    /// Where `add` puts `habit` (docs/data-format.md, `habits`): at the end of the group of
    /// the last heading that gives one of its tags (the first such tag); else, in a file
    /// with headings, after the last habit above the first heading (so no heading tags it);
    /// else at the end.
    func insertionIndex(for habit: Habit) -> Int {
        let headings = lines.indices.filter { if case .heading = lines[$0] { true } else { false } }
        guard let first = headings.first else { return lines.count }
        let tagged = habit.tags.lazy.compactMap { tag in
            headings.last { if case .heading(let heading) = lines[$0] { heading.tag == tag } else { false } }
        }.first
        var start = 0
        var end = first
        if let tagged {
            start = tagged + 1
            end = headings.first { $0 > tagged } ?? lines.count
        }
        let lastHabit = (start..<end).last { if case .habit = lines[$0] { true } else { false } }
        return lastHabit.map { $0 + 1 } ?? (tagged.map { $0 + 1 } ?? first)
    }
}

extension Habit {
    /// The habit as a view sees it under a heading that gives `tag`: that tag first.
    func underHeading(_ tag: HabitTag?) -> Habit {
        guard let tag else { return self }
        var habit = self
        habit.tags = [tag] + tags
        return habit
    }

    /// The habit as its line holds it under a heading that gives `tag`: without that tag,
    /// which the heading already gives.
    func onLine(underHeading tag: HabitTag?) -> Habit {
        guard let tag else { return self }
        var habit = self
        habit.tags.removeAll { $0 == tag }
        return habit
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate func trimmingBlanks() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
