/// A way to prepare the process's memory before the store folds a long log into
/// histories (`Store.largeReads`). The libraries never change anything process-wide
/// themselves (docs/library.md): a program that wants, say, `malloc` tuned for the fold
/// passes its own preparation; without one the store reads as it is.
package protocol LargeReadMemory: Sendable {
    /// Runs `body`, which will allocate about `bytes` in large arrays, and returns its
    /// result. Only a hint: the result must be `body`'s, whatever the preparation did.
    func preparing<T, Failure: Error>(forAbout bytes: Int, _ body: () throws(Failure) -> T) throws(Failure) -> T
}
