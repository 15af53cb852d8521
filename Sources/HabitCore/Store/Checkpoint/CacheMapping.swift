/// A cache file mapped read-only (`FileSystem.map`), unmapped when the last value that
/// reads it goes: the owner of the histories a warm read takes in place from its fold
/// checkpoint (docs/performance.md, "Histories read in place"). A `Column` that views
/// the file holds it.
///
/// `@unchecked Sendable`: its fields never change after `init`, and the bytes it maps are
/// never written — the mapping is read-only and private, and a cache file is only ever
/// replaced by a rename, so another writer's new file never reaches these pages. A
/// cache file shortened in place by another program while a command runs would make a
/// read past its new end raise SIGBUS; nothing in `habit` does that, and the cache
/// directory is private (0700), so the risk is accepted (docs/performance.md).
@usableFromInline package final class CacheMapping: @unchecked Sendable {
    /// The file's bytes.
    let bytes: UnsafeRawBufferPointer
    private let fileSystem: any FileSystem

    /// Owns `bytes`, which `fileSystem.map` gave: `fileSystem.unmap` takes them back when
    /// this goes.
    init(_ bytes: UnsafeRawBufferPointer, of fileSystem: any FileSystem) {
        self.bytes = bytes
        self.fileSystem = fileSystem
    }

    deinit { fileSystem.unmap(bytes) }

    /// Whether typed values may be read where they lie: on a little-endian host (the file
    /// is little endian) and at a typed value's alignment, which the mapping's start (a
    /// page) and the file's padding give (`CheckpointWriter.pad`).
    static var readsInPlace: Bool { UInt16(littleEndian: 1) == 1 }
}
