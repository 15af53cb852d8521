// swift-tools-version: 6.0
import PackageDescription

/// An app's view of `habit`'s libraries: a package that depends on the repository (here by
/// path; an app uses `.package(url: …, revision: "COMMIT")` until a release is tagged) and
/// uses only their public API (docs/library.md). `swift run --package-path Examples habit-example` prints what it gets.
let package = Package(
    name: "HabitExamples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "habit", path: "..")],
    targets: [
        .executableTarget(
            name: "habit-example",
            dependencies: [
                .product(name: "StreakEngine", package: "habit"), .product(name: "HabitCore", package: "habit"),
            ])
    ]
)
