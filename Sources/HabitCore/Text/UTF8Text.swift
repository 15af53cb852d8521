extension String {
    /// `bytes` as a string when they are UTF-8, `nil` when they are not (never repaired).
    /// ASCII, as ids, settings and most names and paths are, is taken as it stands; bytes
    /// with any other byte go through the standard library's validation, generic code
    /// that looks its types up on its first call in a process (docs/performance.md,
    /// "Generic types without their names").
    init?(utf8Bytes bytes: some Collection<UInt8>) {
        if !bytes.contains(where: { $0 >= 0x80 }) {
            self.init(decoding: bytes, as: UTF8.self)
        } else {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        }
    }
}
