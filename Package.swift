// swift-tools-version: 6.0
import PackageDescription

/// animset: the "Animated Set" card games at a terminal prompt and from script files.
///
/// Arrows point one way: the engines (`SetGame`, `Concentration`, `Matching`) import only
/// `CardKit` (and `JSONCoding`, whose writer the flip games' states use); `Choreography` turns
/// card changes into timed events; `Board` draws; `Interpreter` ties them together without I/O;
/// `LineEditing` owns the terminal; `animset` is the program.
/// Beneath them all, `JSONCoding` reads and writes JSON (the one writer, escaper, number
/// formatter, reader and key type) and `SafeFiles` writes files.
/// The modules no loop of the simulator or the frame renderer runs in: built for size in
/// release (Scripts/install and Scripts/package), which keeps the installed binary small.
let cold: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

let package = Package(
    name: "animset",
    products: [
        .executable(name: "animset", targets: ["animset"]),
    ],
    dependencies: [
        // The command line's parser, as upstream ships it (README, "Size": what it costs).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CardKit", dependencies: ["JSONCoding"]),
        // JSON without Foundation: the stream's writer, the strict reader, the typed reader, Codable.
        .target(name: "JSONCoding"),
        // The one way a file of ours is replaced: atomic, never through a planted link.
        .target(name: "SafeFiles"),
        // A host's event loop: epoll(7) over a Unix socket, lines in and out (README, "Rooms": not SwiftNIO).
        .target(name: "LineServer", dependencies: ["CEpoll"]),
        // <sys/epoll.h>, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CEpoll"),
        .target(name: "SetGame", dependencies: ["CardKit"]),
        .target(name: "Concentration", dependencies: ["CardKit", "JSONCoding"]),
        .target(name: "Matching", dependencies: ["CardKit", "JSONCoding"]),
        .target(name: "Simulation", dependencies: ["SetGame", "CardKit", "JSONCoding"]),
        // Self-contained HTML pages (inline styles, scripts and data; no network).
        .target(name: "HTML", swiftSettings: cold),
        // The JSON stream's records: their keys, written by Interpreter and read back here for
        // replay, export and the pages.
        .target(name: "WireFormat", dependencies: ["CardKit", "JSONCoding", "Choreography", "SetGame", "Concentration"]),
        // The replay page: a session's commands, card art and the pose function in one HTML file.
        .target(name: "ReplayPage", dependencies: ["HTML", "WireFormat", "Choreography", "CardKit", "Concentration", "SetGame", "JSONCoding", "Charts"], swiftSettings: cold),
        // NB: `rounded()`, `sqrt` and friends need libm on Linux when no module imports Foundation.
        .target(name: "Choreography", dependencies: ["CardKit", "JSONCoding"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Board", dependencies: ["CardKit", "Choreography"]),
        .target(
            name: "Interpreter",
            dependencies: ["CardKit", "JSONCoding", "WireFormat", "SetGame", "Concentration", "Matching", "Choreography", "Board"],
            swiftSettings: cold
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LineEditing", dependencies: ["CEditLine", "SafeFiles"], swiftSettings: cold),
        // SVG charts of simulation results and the self-contained page that holds them.
        .target(name: "Charts", dependencies: ["Simulation", "SetGame", "CardKit", "HTML"], swiftSettings: cold),
        .executableTarget(
            name: "animset",
            dependencies: [
                "Interpreter", "WireFormat", "LineEditing", "SetGame", "Simulation", "Board", "Choreography", "Charts", "ReplayPage",
                "SafeFiles", "LineServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: cold
        ),
        .executableTarget(
            name: "animset-bench",
            dependencies: [
                "SetGame", "Simulation", "CardKit", "Choreography", "Board", "JSONCoding", "LineServer", "Interpreter",
                "WireFormat",
            ]),
        .testTarget(name: "CardKitTests", dependencies: ["CardKit", "Expectations"]),
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding", "CardKit", "Expectations"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles", "Expectations"]),
        .testTarget(name: "SetGameTests", dependencies: ["SetGame", "CardKit", "Expectations"]),
        .testTarget(name: "ConcentrationTests", dependencies: ["Concentration", "CardKit", "Board", "Expectations"]),
        .testTarget(name: "MatchingTests", dependencies: ["Matching", "CardKit", "Expectations"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "SetGame", "CardKit", "Expectations"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "Expectations"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Simulation", "SetGame", "Expectations"]),
        .testTarget(name: "ReplayPageTests", dependencies: ["ReplayPage", "WireFormat", "HTML", "Interpreter", "Choreography", "CardKit", "Concentration", "JSONCoding", "BrowserDriver", "Expectations"]),
        .testTarget(name: "ChoreographyTests", dependencies: ["Choreography", "CardKit", "JSONCoding", "Expectations"]),
        .testTarget(name: "BoardTests", dependencies: ["Board", "Choreography", "CardKit", "Expectations"], exclude: ["Frames"]),
        .testTarget(name: "InterpreterTests", dependencies: ["Interpreter", "WireFormat", "JSONCoding", "SetGame", "CardKit", "Choreography", "Concentration", "Matching", "Board", "Expectations"]),
        .testTarget(name: "EndToEndTests", dependencies: ["animset", "SafeFiles", "TmuxDriver", "BrowserDriver", "Expectations"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TmuxDriver", "Expectations"]),
        // `#expect` as calls (test support): a tenth of the macro's build cost a line (issue 37).
        .target(name: "Expectations", path: "Tests/Expectations"),
        // Drives programs in tmux for the terminal tests (test support, not shipped).
        .target(name: "TmuxDriver", path: "Tests/TmuxDriver"),
        // Drives headless Chromium over the DevTools protocol for the page tests (test support).
        .target(name: "BrowserDriver", path: "Tests/BrowserDriver"),
        .testTarget(name: "BrowserDriverTests", dependencies: ["BrowserDriver", "Expectations"]),
        // The fuzz targets (test support): replayed on the corpus by FuzzTests, fuzzed by Scripts/fuzz.
        .target(name: "FuzzTargets", dependencies: ["Interpreter", "WireFormat", "Simulation", "CardKit", "Choreography", "LineEditing", "ReplayPage"], path: "Tests/Fuzz/Targets"),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzTargets"]),
    ]
)

// NB: libFuzzer supplies `main`, so the fuzzing executable links only when built with
// `-sanitize=fuzzer`: it exists only when `Scripts/fuzz` asks for it, and `swift build` never
// sees it.
if Context.environment["ANIMSET_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "animset-fuzz", dependencies: ["FuzzTargets"], path: "Tests/Fuzz/Driver"))
}
