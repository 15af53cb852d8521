import HabitCore
import HabitTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer entry point for the data-file parsers (built only with `HABIT_FUZZ=1`; see
/// `scripts/fuzz.sh`).
///
/// The first byte picks the parser (`habits`, `log` or `config`), the rest is the file.
/// Besides crashes, it aborts — so libFuzzer keeps the input — when a reported
/// `line:col` lies outside the input, when an error-free file changes after being
/// written out and read back, or when two ways of reading a log disagree: whole and in
/// pieces, for every kind of request (`ParserInvariants`, in `HabitTestSupport`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let kind = DataFile.allCases[Int(data[0]) % DataFile.allCases.count]
    if let failure = ParserInvariants.check(bytes, as: kind) {
        let message = Array("habit-fuzz: \(kind.fileName): \(failure)\n".utf8)
        _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
    return 0
}

/// The program's entry point where the build names it `HabitFuzz_main` (SwiftPM on Linux
/// links `main` to that symbol): hands over to libFuzzer's driver. Elsewhere libFuzzer's
/// own `main` runs and this is unused.
@_cdecl("HabitFuzz_main")
public func fuzzMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    var count = argc
    var arguments = argv
    return withUnsafeMutablePointer(to: &count) { countPointer in
        withUnsafeMutablePointer(to: &arguments) { argumentsPointer in
            LLVMFuzzerRunDriver(countPointer, argumentsPointer, fuzzOneInput)
        }
    }
}

/// libFuzzer's driver, for programs with their own `main`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
