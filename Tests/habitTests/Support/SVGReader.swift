import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG (or an XHTML fragment) with Foundation's XML parser: whether it is
/// well-formed, and the day cells — every `<rect>` with a `<title>` — with their class
/// and title.
final class SVGReader: NSObject, XMLParserDelegate {
    struct Cell: Equatable {
        var classes: [String]
        var title: String
    }

    private(set) var cells: [Cell] = []
    private(set) var svgCount = 0
    private var openRect: [String]?
    private var inTitle = false
    private var title = ""

    /// Parses `text`; `nil` when it is not well-formed XML.
    static func read(_ text: String) -> SVGReader? {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "svg": svgCount += 1
        case "rect": openRect = (attributes["class"] ?? "").split(separator: " ").map(String.init)
        case "title" where openRect != nil:
            inTitle = true
            title = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title", inTitle, let classes = openRect {
            cells.append(Cell(classes: classes, title: title))
            inTitle = false
        }
        if name == "rect" { openRect = nil }
    }

    /// How many cells of each kind (the first class).
    var counts: [String: Int] {
        cells.reduce(into: [:]) { counts, cell in counts[cell.classes.first ?? "", default: 0] += 1 }
    }

    /// The inline `<svg>…</svg>` pictures of an HTML page.
    static func inlineSVGs(_ html: String) -> [String] {
        html.components(separatedBy: "<svg ").dropFirst().compactMap { part in
            guard let end = part.range(of: "</svg>") else { return nil }
            return "<svg " + part[..<end.upperBound]
        }
    }
}
