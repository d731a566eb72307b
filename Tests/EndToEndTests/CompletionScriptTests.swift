import Foundation
import Testing

/// `animset --generate-completion-script SHELL`: the bash script, loaded into a real bash,
/// completes subcommands, options, their values and files; zsh and fish accept theirs.
@Suite struct CompletionScriptTests {
    /// What bash offers for the line `line` (the cursor at its end), run in `directory`.
    static func bashCompletions(_ line: String, in directory: String = NSTemporaryDirectory()) throws -> [String] {
        let script = try Binary.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
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
        #expect(shell.status == 0, "\(shell.stderr)")
        return shell.stdout.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("animset sim", ["simulate"]),
        ("animset simulate --pol", ["--policy"]),
        ("animset simulate --policy ", ["first", "random"]),
        ("animset run --game ", ["set", "concentration", "matching"]),
        ("animset --events ", ["off", "summary", "full"]),
        ("animset run --keep", ["--keep-going"]),
        ("animset check --up", ["--update"]),
    ])
    func bashCompletes(line: String, expected: [String]) throws {
        #expect(try Self.bashCompletions(line) == expected)
    }

    @Test func bashCompletesFiles() throws {
        let directory = NSTemporaryDirectory() + "animset-completion-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory + "/first-game.animset", contents: Data()))
        #expect(try Self.bashCompletions("animset run first", in: directory) == ["first-game.animset"])
    }

    /// zsh and fish load their scripts without a syntax error (where they are installed;
    /// `Scripts/setup` installs them).
    @Test(arguments: [("zsh", "/usr/bin/zsh", ["-n"]), ("fish", "/usr/bin/fish", ["--no-execute"])])
    func otherShellsParseTheirScripts(shell: String, path: String, flags: [String]) throws {
        let script = try Binary.run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        #expect(script.stdout.contains("simulate"))
        #expect(script.stdout.contains("random"))
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        let file = try Binary.temporaryFile(Data(script.stdout.utf8), suffix: "." + shell)
        let checked = try Self.run(path, flags + [file])
        #expect(checked.status == 0, "\(checked.stderr)")
    }

    /// Runs a program and waits for it.
    static func run(_ path: String, _ arguments: [String]) throws -> Binary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Binary.Result(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                             status: process.terminationStatus)
    }
}
