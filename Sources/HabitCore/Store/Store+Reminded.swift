/// The record of reminders already sent (docs/reminders.md): `.reminded` in the data
/// directory, private to this machine (`habit sync init` ignores it), changed only under
/// the store's exclusive lock and only ever replaced whole.
extension Store {
    /// The path of the record of sent reminders.
    package var remindedPath: String { DataDirectory.join(directory, ".reminded") }

    /// Runs `body` on the record's content (`nil` when there is none) holding the
    /// exclusive lock, and replaces the record with what `body` returns (`nil`: left as
    /// it is) through `AtomicFile` (temporary file, `fsync`, rename, directory `fsync`),
    /// before the lock is released: two runs at once never both send one reminder.
    package func updateReminded<T>(_ body: ([UInt8]?) throws -> (bytes: [UInt8]?, result: T)) throws -> T {
        try exclusively { () throws -> T in
            let (bytes, result) = try body(try readFile(remindedPath))
            if let bytes {
                try atomicFile.write(
                    bytes, to: remindedPath, through: DataDirectory.join(directory, ".reminded.tmp"), mode: 0o600)
            }
            return result
        }
    }
}
