/// The kept engine tallies of a data directory (docs/performance.md, "Kept engine
/// tallies"): a file beside its fold checkpoint in the machine's cache
/// (`fold-HASH.tallies`) that holds the words the command line's memo of the engine
/// encodes, stamped with the build that wrote it, the data directory and the hash of the
/// `habits` and `config` they were computed under (`Snapshot.sourcesHash`), then a hash of
/// everything before it. Read whole and checked, written to a temporary file and renamed;
/// a cache that cannot be read or written costs time only.
extension Store {
    /// The file's first bytes.
    static let talliesMagic = Array("habit-engine-tallies\n".utf8)
    /// The layout of the file; one of another is not read.
    static let talliesFormat: UInt32 = 2

    /// The words kept for this data directory under `sourcesHash` by this build; `nil`
    /// when there are none, or the file does not read whole, or was written by another
    /// build, for another directory or under other `habits` or `config`.
    package func loadTallies(sourcesHash: UInt64) -> [Int64]? {
        guard let file = talliesFile else { return nil }
        return withCacheFile(file) { bytes, _ in
            guard var input = CheckpointReader.sealed(bytes, magic: Self.talliesMagic),
                input.u32() == Self.talliesFormat, input.string() == checkpoints?.build,
                input.string() == directory, input.u64() == sourcesHash, let words: [Int64] = input.array(),
                input.remaining == 0
            else { return nil }
            return words
        }
    }

    /// Keeps `words` for this data directory under `sourcesHash`, in place of the words
    /// kept before.
    package func saveTallies(_ words: [Int64], sourcesHash: UInt64) {
        guard let settings = checkpoints, let file = talliesFile, let draft = draftCheckpoint(file, settings) else {
            return
        }
        var out = CheckpointWriter()
        out.bytes += Self.talliesMagic
        out.u32(Self.talliesFormat)
        out.string(settings.build)
        out.string(directory)
        out.u64(sourcesHash)
        out.array(words)
        out.u64(ContentHash.of(out.bytes))
        writeCacheFile(out.bytes, through: draft, settings)
    }

    /// The file of this data directory's kept tallies; `nil` without a cache directory.
    private var talliesFile: String? {
        checkpoints?.file(for: absoluteDirectory).map { $0 + CheckpointSettings.talliesSuffix }
    }
}
