import HabitTestSupport
import Testing

@testable import HabitCore

/// The log reader reads every line one way (`LogGrammar`). Read whole and in pieces,
/// every request must give the same entries, issues, first lines and histories
/// (`ParserInvariants.pathDisagreement`, which the mutation tests and the libFuzzer target
/// also run on every input).
@Suite struct LogPathTests {
    /// Lines of the usual shape and the shapes just past it (twice: the second time the
    /// ids are met before, and found in the id table).
    static let sample = """
        2026-01-01 water
        2026-01-01 read skip
        2026-01-01 read no
        2026-01-01 water no # asked
        2026-01-01 water non
        2026-01-01 water n
        2026-01-01 water +2
        2026-01-01 tea =12 # a note
        2026-01-01 tea +123.5 #no space
        2026-01-02 water clear
        2026-01-02 read # café
        2026-01-02 read done #
        2026-01-02  water\tdone
        2026-01-02 water done\r
        2026-01-02 an-id-of-fifteen +1
        2026-01-02 an-id-of-sixteen +1
        2026-01-02 an-id-of-sixteen +1
        2026-01-03 water +2 # \u{7}bell
        2026-01-03 water dune
        2026-01-03 water done extra
        2026-13-01 water
        # a comment
        2026-01-01 read
        2026-01-04 tea +
        """

    @Test(arguments: ["", "\n", "\n2026-01-05 water"])
    func wholeAndPiecesReadTheSameLog(tail: String) {
        let bytes = Array((Self.sample + "\n" + Self.sample + tail).utf8)
        let ids = ["water", "read", "tea", "an-id-of-sixteen", "nobody"].compactMap(HabitID.init)
        #expect(ParserInvariants.pathDisagreement(bytes, ids: ids) == nil)
    }
}
