import Foundation

/// Whether the tests must have every outside tool they drive (Chromium, tmux, zsh, fish).
///
/// `Scripts/test` sets `ANIMSET_REQUIRE_TOOLS=1`: there a suite whose tool is missing fails
/// rather than passing without checking. A plain `swift test` by a developer without the
/// tool skips such suites.
public enum ToolRequirement {
    /// Whether the environment demands every tool (`ANIMSET_REQUIRE_TOOLS=1`).
    public static var isDemanded: Bool { ProcessInfo.processInfo.environment["ANIMSET_REQUIRE_TOOLS"] == "1" }

    /// Whether a test of a tool at `path` runs: the tool is there, or the tests demand it.
    public static func runs(_ path: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: path) || isDemanded
    }
}
