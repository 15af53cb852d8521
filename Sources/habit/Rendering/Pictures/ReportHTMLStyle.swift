/// The style sheet of `report --html` (docs/cli.md, "Pictures"): the page, then the
/// pictures' own rules (`PictureStyle`), once for every inline SVG.
enum ReportHTMLStyle {
    static let page = """
        :root{color-scheme:light dark}
        *{box-sizing:border-box}
        body{margin:0;background:#ffffff;color:#1f2328;\
        font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        main{max-width:880px;margin:0 auto;padding:16px 12px}
        h1{font-size:1.4em;margin:0 0 .6em;overflow-wrap:anywhere}
        h2{font-size:1.15em;margin:.2em 0;overflow-wrap:anywhere}
        h3{font-size:.95em;margin:.9em 0 .3em;font-weight:600}
        p{margin:.25em 0;overflow-wrap:anywhere}
        ul{margin:.3em 0;padding-left:1.2em}
        li{overflow-wrap:anywhere}
        section{border-top:1px solid #d0d7de;padding:14px 0}
        .id,.meta,th,h3{color:#59636e}
        svg.chart{display:block;width:100%;height:auto;margin:.2em 0}
        table{border-collapse:collapse}
        th{text-align:left;font-weight:normal;padding:1px 16px 1px 0;vertical-align:top;white-space:nowrap}
        td{padding:1px 0;overflow-wrap:anywhere}
        \(PictureStyle.cells)
        @media screen and (prefers-color-scheme:dark){
        body{background:#0d1117;color:#e6edf3}
        .id,.meta,th,h3{color:#9198a1}
        section{border-color:#30363d}
        \(PictureStyle.darkCells)
        }
        @media print{
        :root{color-scheme:light}
        body{font-size:10pt}
        main{max-width:none;padding:0}
        section{break-inside:avoid}
        }
        """
}
