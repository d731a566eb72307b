import Expectations
import Foundation
import Testing

/// Issue 22, item 1: each subcommand takes the options it uses and no others. An option where
/// it would mean nothing (`simulate --rule remove`, `merge --seed 9`, `check --seed 999`) is a
/// usage error naming it, where it was accepted and ignored before.
@Suite struct MisplacedOptionTests {
    /// Every option of the groups, with a value it accepts where it applies.
    static let options: [[String]] = [
        ["--seed", "5"], ["--game", "matching"], ["--rule", "remove"], ["--events", "full"], ["--record-stats"],
        ["--format", "json"], ["--bounds", "40x12"], ["--color", "always"], ["--colour", "never"], ["--ascii"],
        ["--animate", "never"], ["--speed", "2"], ["--discard", "face-down"], ["--palette", "okabe-ito"],
        ["--deal-spin", "2"],
        ["--mouse", "never"], ["--keys"], ["--no-pager"],
    ]

    /// A subcommand, what it needs after its options, and the options of `options` it takes.
    struct Subcommand: Sendable {
        var name: String
        var rest: [String]
        var takes: Set<String>
    }

    static let everyOption = Set(options.map { $0[0] })

    // NB: a room's paths under /dev/null, which cannot be made: a host the parser wrongly let
    // through stops at once rather than listen (as root, /nonexistent can be made).
    static let subcommands: [Subcommand] = [
        // NB: --mouse, --keys and --no-pager are the prompt's: bare animset takes them, run (no
        // prompt) does not.
        Subcommand(name: "run", rest: ["-"], takes: everyOption.subtracting(["--mouse", "--keys", "--no-pager"])),
        Subcommand(name: "check", rest: ["/nonexistent/a.transcript"], takes: []),
        Subcommand(name: "simulate", rest: ["--games", "10"], takes: ["--seed", "--format"]),
        Subcommand(name: "merge", rest: ["/nonexistent/result.json"], takes: ["--format"]),
        Subcommand(
            name: "replay", rest: ["/nonexistent/stream.jsonl"],
            takes: ["--bounds", "--color", "--colour", "--ascii", "--palette", "--animate", "--speed"]),
        Subcommand(
            name: "export", rest: ["--html", "-", "/nonexistent/stream.jsonl"], takes: ["--bounds", "--palette"]),
        Subcommand(name: "optimum", rest: [], takes: []),
        Subcommand(
            name: "host", rest: ["--socket", "/dev/null/room.sock", "--state", "/dev/null/room"],
            takes: ["--seed", "--game", "--rule"]),
        Subcommand(
            name: "join", rest: ["--socket", "/dev/null/room.sock", "--name", "ann"],
            takes: [
                "--bounds", "--color", "--colour", "--ascii", "--palette", "--animate", "--speed", "--mouse", "--keys",
            ]),
    ]

    /// One option given to a subcommand that does not take it, before or after what the
    /// subcommand needs.
    struct Case: CustomStringConvertible, Sendable {
        var subcommand: Subcommand
        var option: [String]
        var last: Bool
        var arguments: [String] {
            [subcommand.name] + (last ? subcommand.rest + option : option + subcommand.rest)
        }
        var description: String { arguments.joined(separator: " ") }
    }

    /// Every misplaced option of every subcommand, in turn before and after what the subcommand
    /// needs (both places for each, 200 runs of the debug binary, cost 22 CPU-seconds: issue 37
    /// asked the test command for 900 in all).
    static let misplaced: [Case] = subcommands.flatMap { subcommand in
        options.filter { !subcommand.takes.contains($0[0]) }.map {
            Case(subcommand: subcommand, option: $0, last: false)
        }
    }.enumerated().map { index, test in
        var test = test
        test.last = index % 2 == 1
        return test
    }

    @Test(arguments: misplaced)
    func aMisplacedOptionIsAUsageErrorNamingIt(_ test: Case) throws {
        let result = try Binary.run(test.arguments, script: "")
        expectEqual(result.status, 64, "\(test): \(result.stderr)")
        #expect(result.stderr.hasPrefix("animset: error: "), "\(result.stderr)")
        expectContains(result.stderr, "'\(test.option[0])'", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `--variant` is `simulate`'s and `host`'s alone (a new room's game; a game's variant at the
    /// prompt is `new-game`'s): any other subcommand, and bare `animset`, refuse it naming it.
    @Test(arguments: subcommands.filter { !["simulate", "host"].contains($0.name) })
    func variantIsSimulatesAlone(_ subcommand: Subcommand) throws {
        for arguments in [[subcommand.name, "--variant", "chain"] + subcommand.rest, ["--variant", "chain"]] {
            let result = try Binary.run(arguments, script: "")
            expectEqual(result.status, 64, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("animset: error: ") && result.stderr.contains("'--variant'"), "\(result.stderr)"
            )
            #expect(result.stdout.isEmpty)
        }
    }

    /// Options before the subcommand's name belong to bare `animset`, which does not run: they
    /// were parsed and dropped (`animset --rule remove simulate --games 10` played the refill
    /// rule's figures, as it must, and said nothing).
    @Test(arguments: [
        ["--rule", "remove"], ["--seed", "9"], ["--format", "json"], ["--ascii"], ["--mouse", "never"], ["--keys"],
    ])
    func anOptionBeforeTheSubcommandIsAUsageError(option: [String]) throws {
        let result = try Binary.run(option + ["simulate", "--games", "10"], script: "")
        expectEqual(result.status, 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("animset: error: "), "\(result.stderr)")
        expectContains(result.stderr, "'\(option[0])'", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// An option a subcommand takes reaches it, also where the root takes one of the same name
    /// (issue 40: swift-argument-parser gave host's --game and --rule to the root's, and the
    /// room dealt Set by the refill rule). Concentration has no --rule: the room refuses the two
    /// together before it makes anything, which it does only if both reached it.
    @Test func anOptionTheRootTakesTooReachesTheSubcommand() throws {
        let rest = ["--socket", "/dev/null/room.sock", "--state", "/dev/null/room"]
        let result = try Binary.run(["host", "--game", "concentration", "--rule", "remove"] + rest, script: "")
        expectEqual(result.status, 64, "\(result.stderr)")
        expectEqual(result.stderr, "animset: error: new-game --rule is not available in the concentration game\n")
        #expect(result.stdout.isEmpty)
    }

    /// The table above is the parser's: what each subcommand lists of the options (as
    /// `--experimental-dump-help` says), so the refusals are tested for every option that
    /// does not apply, and every option that does is still there.
    @Test func theTableIsTheParsers() throws {
        let dump = try Binary.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        func longs(_ command: [String: Any]) -> Set<String> {
            var names: Set<String> = []
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    names.insert("--" + (name["name"] as? String ?? ""))
                }
            }
            return names.intersection(Self.everyOption)
        }
        expectEqual(longs(root), Self.everyOption)
        let parsed = (root["subcommands"] as? [[String: Any]] ?? []).filter { $0["commandName"] as? String != "help" }
        expectEqual(Set(parsed.compactMap { $0["commandName"] as? String }), Set(Self.subcommands.map(\.name)))
        for subcommand in parsed {
            let name = subcommand["commandName"] as? String ?? ""
            expectEqual(longs(subcommand), Self.subcommands.first { $0.name == name }?.takes, "\(name)")
        }
    }
}
