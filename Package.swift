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
/// binary: a run then starts in about 2 ms instead of 7 (no loading and relocating of a
/// dozen shared libraries), most of a small command's time (docs/performance.md).
///
/// The link also takes C++'s runtime (`libstdc++`, `libgcc`) from the static archives, so
/// only libc and libm are loaded at start-up: `scripts/linker/libstdc++.so` is a one-line
/// linker script found before the system's shared `libstdc++.so` (it needs `libstdc++.a`,
/// part of the GCC development package the toolchain depends on). And the binary is not
/// position-independent: a PIE of this size makes the loader apply some 73,000
/// relocations to pages it then has to copy on every run (its own code and data then load
/// at a fixed address; libraries, heap and stack are still placed at random). Together
/// they take `habit --version` from 2.9 to 1.4 ms of CPU time and 500 to 240 page faults.
///
/// `habit`'s own code names the types whose metadata it needs through accessor functions,
/// not mangled names the runtime decodes on first use: decoding `[String: String]` means
/// a search through every protocol conformance in the binary for `String: Hashable`.
let staticRuntime = (
    compile: [
        SwiftSetting.unsafeFlags(
            ["-static-stdlib", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
            .when(platforms: [.linux], configuration: .release))
    ],
    link: [
        LinkerSetting.unsafeFlags(
            [
                "-static-stdlib", "-L", Context.packageDirectory + "/scripts/linker",
                "-Xclang-linker", "-static-libgcc", "-Xclang-linker", "-no-pie",
            ],
            .when(platforms: [.linux], configuration: .release))
    ]
)

var targets: [Target] = [
    .target(name: "HabitCore", swiftSettings: strict),
    .target(name: "StreakEngine", dependencies: ["HabitCore"], swiftSettings: strict),
    .executableTarget(
        name: "habit", dependencies: ["HabitCore", "StreakEngine"], swiftSettings: strict + staticRuntime.compile,
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
        name: "StreakEngineTests", dependencies: ["StreakEngine", "HabitCore", "HabitTestSupport"],
        swiftSettings: strict),
    .testTarget(
        name: "habitTests", dependencies: ["habit", "HabitCore", "StreakEngine", "HabitTestSupport"],
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
