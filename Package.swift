// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `habit`: a habit tracker and streak analytics engine for the terminal.
///
/// Foundation only. The libfuzzer target is added only when `HABIT_FUZZ=1`, because a
/// target built with `-sanitize=fuzzer` would break a plain `swift build`.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// Release builds of `habit` on Linux carry the Swift runtime and Foundation inside the
/// binary: a run then does not load and relocate a dozen shared libraries, most of a
/// small command's time (docs/performance.md). The binary stays position-independent, so
/// it is loaded at a random address like the libraries, heap and stack.
///
/// A static link keeps only the objects the binary names: FoundationEssentials, without
/// FoundationInternationalization and ICU, since `habit` reads the system's zone files
/// itself (`ZoneFile`, docs/cli.md, "Time"). Linked in, they made the binary 42 MB larger
/// and every run about 90 page faults slower to start.
///
/// C++'s runtime (`libstdc++`, which the Swift runtime uses) comes from its static
/// archive too: `scripts/linker/libstdc++.so` is a one-line linker script found before the
/// system's shared library (it needs `libstdc++.a`, part of the GCC development package
/// the toolchain depends on). Loaded as a shared library, `libstdc++` has the loader look
/// up some 1,800 symbols on every run, more than half of `habit --version`'s instructions.
/// GCC's own runtime (the unwinder the Swift runtime and C++ use) is linked from its static
/// archive as well (`-static-libgcc`): loaded as `libgcc_s.so`, it cost every run a
/// library to map and relocate and its start-up probe of the processor, some 0.1–0.2 ms.
/// `scripts/release-check.sh` checks that the release binary reads a named zone and the
/// system's, holds no ICU, is position-independent and needs neither `libstdc++.so` nor
/// `libgcc_s.so`.
///
/// The functions the everyday commands run are placed first and side by side
/// (`scripts/linker/hot-functions.txt`, made by `scripts/hot-functions.sh` from callgrind
/// runs; habit's modules are compiled a function a section when shipped, below): a run
/// then faults in fewer pages of code. A name the list no longer matches only goes
/// unplaced.
let linker = Context.packageDirectory + "/scripts/linker"
let staticLink: [String] =
    ["-static-stdlib", "-Xclang-linker", "-static-libgcc", "-L", linker]
    + ["FoundationEssentials", "stdc++"].flatMap { ["-Xlinker", "-l" + $0] }
let hotFirst: [String] = ["-Xlinker", "--section-ordering-file=" + linker + "/hot-functions.txt"]
let staticRuntime = (
    compile: [SwiftSetting.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
    link: [LinkerSetting.unsafeFlags(staticLink + hotFirst, .when(platforms: [.linux], configuration: .release))]
)

/// The binary as shipped — `make`, the Debian package, CI, the benchmark's figures — is
/// built with `HABIT_RELEASE=1`. Every module of the command then reaches the metadata of
/// a concrete generic type (`[HabitID: History]`) through the type's accessor, where it
/// would otherwise demangle the type's name on first use and check its requirements
/// (`Hashable`) by searching every protocol conformance the static binary holds: some
/// 1.6 M instructions of every reading command (docs/performance.md, "Generic types
/// without their names"). Each function goes in a section of its own, for the release
/// link to place the everyday ones together (above). SwiftPM refuses such flags in a
/// package used as a versioned dependency, so they stay out of every build that does not
/// ask for them: an app that builds HabitCore never sees them.
let shipped: [SwiftSetting] =
    ProcessInfo.processInfo.environment["HABIT_RELEASE"] == "1"
    ? [
        .unsafeFlags(
            [
                "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                "-Xfrontend", "-function-sections",
            ], .when(configuration: .release))
    ] : []

var targets: [Target] = [
    .target(name: "HabitCore", swiftSettings: strict + shipped),
    .target(name: "StreakEngine", dependencies: ["HabitCore"], swiftSettings: strict + shipped),
    // The importers and the exporter: the command line's alone, not a product, so they are
    // not compiled into an app that links HabitCore (docs/library.md).
    .target(name: "HabitImport", dependencies: ["HabitCore"], swiftSettings: strict + shipped),
    .executableTarget(
        name: "habit", dependencies: ["HabitCore", "StreakEngine", "HabitImport"],
        swiftSettings: strict + shipped + staticRuntime.compile,
        linkerSettings: staticRuntime.link),
    .executableTarget(
        name: "habit-bench", dependencies: ["HabitCore", "StreakEngine", "SeededRandom"], path: "Benchmarks",
        swiftSettings: strict),
    // The seeded generator the tests and the benchmark draw from; not a product.
    .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: strict),
    // What every test target shares (the generator, the fake file systems over HabitCore's
    // `FileSystem`, the reliability summary); not a product.
    .target(
        name: "HabitTestSupport", dependencies: ["HabitCore", "SeededRandom"], path: "Tests/HabitTestSupport",
        swiftSettings: strict),
    .testTarget(
        name: "HabitCoreTests", dependencies: ["HabitCore", "StreakEngine", "HabitTestSupport"], swiftSettings: strict),
    // Test-only helper the cross-process store test runs several copies of.
    .executableTarget(
        name: "habit-store-probe", dependencies: ["HabitCore"], path: "Tests/HabitStoreProbe", swiftSettings: strict),
    .testTarget(
        name: "HabitImportTests", dependencies: ["HabitImport", "HabitCore", "StreakEngine", "HabitTestSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "StreakEngineTests", dependencies: ["StreakEngine", "HabitCore", "HabitTestSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "habitTests", dependencies: ["habit", "HabitCore", "StreakEngine", "HabitImport", "HabitTestSupport"],
        swiftSettings: strict),
]

if ProcessInfo.processInfo.environment["HABIT_FUZZ"] == "1" {
    // libFuzzer harness for the data-file parsers (scripts/fuzz.sh builds and runs it).
    // HabitCore gets the coverage instrumentation the fuzzer steers by.
    let fuzzer: [String] = ["-sanitize=fuzzer,address"]
    for target in targets where target.name == "HabitCore" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(fuzzer)]
    }
    targets.append(
        .executableTarget(
            name: "HabitFuzz", dependencies: ["HabitCore", "HabitTestSupport"], path: "Sources/HabitFuzz",
            swiftSettings: strict + [.unsafeFlags(fuzzer + ["-parse-as-library"])],
            linkerSettings: [.unsafeFlags(fuzzer)]))
}

let package = Package(
    name: "habit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "HabitCore", targets: ["HabitCore"]),
        .library(name: "StreakEngine", targets: ["StreakEngine"]),
        .executable(name: "habit", targets: ["habit"]),
    ],
    dependencies: [],
    targets: targets
)
