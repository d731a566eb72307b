import BrowserDriver
import Expectations
import Foundation
import Testing
import TmuxDriver

/// `animset --generate-completion-script SHELL`: each script, loaded into a real bash, fish and
/// zsh, completes subcommands, options, their values and files. (A plain `swift test` checks
/// zsh and fish where installed; under `Scripts/test`, which installs them and sets
/// `ANIMSET_REQUIRE_TOOLS=1`, a missing shell fails.)
@Suite struct CompletionScriptTests {
    /// What bash offers for the line `line` (the cursor at its end), run in `directory`.
    static func bashCompletions(_ line: String, in directory: String = NSTemporaryDirectory()) throws -> [String] {
        let script = try Binary.run(["--generate-completion-script", "bash"])
        expectEqual(script.status, 0)
        let file = try Binary.temporaryFile(Data(script.stdout.utf8), suffix: ".bash")
        let driver = """
            source '\(file)'
            cd '\(directory)'
            COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _animset animset "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let shell = try Self.run("/bin/bash", ["-c", driver, "bash", line])
        expectEqual(shell.status, 0, "\(shell.stderr)")
        return shell.stdout.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("animset sim", ["simulate"]),
        ("animset simulate --pol", ["--policy"]),
        ("animset simulate --policy ", ["first", "random", "best"]),
        ("animset simulate --opp", ["--opponent"]),
        ("animset simulate --opponent ", ["easy", "medium", "hard"]),
        ("animset simulate --opponent hard --person ", ["easy", "medium", "hard"]),
        ("animset simulate --vari", ["--variant"]),
        ("animset simulate --variant ", ["standard", "chain", "ultra"]),
        ("animset run --game ", ["set", "concentration", "matching"]),
        ("animset --events ", ["off", "summary", "full"]),
        ("animset --disc", ["--discard"]),
        ("animset run --discard ", ["face-up", "face-down"]),
        ("animset --pal", ["--palette"]),
        ("animset replay --palette ", ["default", "okabe-ito", "high-contrast"]),
        ("animset --deal", ["--deal-spin"]),
        ("animset run --deal-spin ", ["0", "1", "2"]),
        ("animset replay --deal", []),
        ("animset run --keep", ["--keep-going"]),
        ("animset check --up", ["--update"]),
        ("animset check --rep", ["--report"]),
        ("animset check --jo", ["--jobs"]),
        ("animset check --fil", ["--filter"]),
        ("animset check --allow", ["--allow-empty"]),
        ("animset check --keep", ["--keep-sandbox"]),
        ("animset run --trans", ["--transcript"]),
        // Issue 22, item 1: each subcommand completes the options it takes, and no others.
        ("animset export --bo", ["--bounds"]),
        ("animset simulate --ru", []),
        ("animset check --se", []),
    ])
    func bashCompletes(line: String, expected: [String]) throws {
        try expectEqual(Self.bashCompletions(line), expected)
    }

    @Test func bashCompletesFiles() throws {
        let directory = NSTemporaryDirectory() + "animset-completion-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory + "/first-game.animset", contents: Data()))
        try expectEqual(Self.bashCompletions("animset run first", in: directory), ["first-game.animset"])
    }

    /// A directory holding `animset` (a link to the built binary) and the script for `shell`
    /// under the name that shell looks for.
    static func install(_ shell: String, as name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "animset-\(shell)-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/animset", withDestinationPath: Binary.path)
        let script = try Binary.run(["--generate-completion-script", shell])
        expectEqual(script.status, 0)
        try Data(script.stdout.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        return directory
    }

    @Test(
        .enabled(if: ToolRequirement.runs("/usr/bin/fish"), "fish is not installed"),
        arguments: [
            ("animset sim", ["simulate"]),
            ("animset simulate --pol", ["--policy"]),
            ("animset simulate --policy ", ["first", "random", "best"]),
            ("animset run --game ", ["set", "concentration", "matching"]),
        ])
    func fishCompletes(line: String, expected: [String]) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"),
            "fish is not installed, and Scripts/test demands it")
        let directory = try Self.install("fish", as: "animset.fish")
        let fish = try Self.run(
            "/usr/bin/fish",
            [
                "--no-config", "-c",
                "set PATH '\(directory)' $PATH; source '\(directory)/animset.fish'; complete -C \"$argv[1]\"", line,
            ])
        expectEqual(fish.status, 0, "\(fish.stderr)")
        expectEqual(fish.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }, expected)
    }

    /// zsh at a terminal: Tab after `animset sim`, then after `--pol`, then on a game name.
    @Test(.enabled(if: ToolRequirement.runs("/usr/bin/zsh"), "zsh is not installed"))
    func zshCompletes() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"),
            "zsh is not installed, and Scripts/test demands it")
        try #require(Tmux.isAvailable, "tmux is not installed")
        let directory = try Self.install("zsh", as: "_animset")
        let terminal = try Tmux(
            ["/usr/bin/zsh", "-f"], width: 100, height: 20,
            environment: ["PATH": directory + ":/usr/bin:/bin", "PS1": "zsh> "])
        try terminal.waitFor("zsh> ")
        terminal.type("fpath=(\(directory) $fpath); autoload -U compinit; compinit -u; clear")
        terminal.sendKeys("Enter")
        terminal.type("animset sim")
        terminal.sendKeys("Tab")
        try terminal.waitFor("zsh> animset simulate ")
        terminal.type("--pol")
        terminal.sendKeys("Tab")
        try terminal.waitFor("zsh> animset simulate --policy ")
        terminal.sendKeys("Tab")
        try terminal.waitUntil("policies listed") { $0.contains("first") && $0.contains("random") }
        terminal.sendKeys("C-u")
        terminal.type("animset --game conc")
        terminal.sendKeys("Tab")
        try terminal.waitFor("zsh> animset --game concentration ")
        terminal.kill()
    }

    /// Runs a program and waits for it.
    static func run(_ path: String, _ arguments: [String]) throws -> Binary.Result {
        try Binary.execute(path, arguments)
    }
}
