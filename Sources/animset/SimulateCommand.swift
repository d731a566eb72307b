import ArgumentParser
import CardKit
import Charts
import LineEditing
import SetGame
import Simulation
import Synchronization

/// `animset simulate --games N [--policy first|random|best | --compare] [--opponent LEVEL [--person LEVEL]]
/// [--deck standard|junior] [--variant standard|chain|ultra] [--threads T] [--shard I/N]`:
/// Monte Carlo solo games (of Set, Set-Chain or UltraSet), or races
/// against the computer; the statistics go to stdout (text, JSON or the charts page), a
/// progress bar to stderr when it is a terminal.
struct SimulateCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Monte Carlo simulation of whole Set games, solo or against the computer.",
        discussion: """
            The result depends only on --seed, --games, --policy, --deck, --variant, --opponent and --person, never on \
            --threads. --format json prints it as one JSON object; --format html as a self-contained page of charts.
            """
    )

    @Option(help: ArgumentHelp("How many games to play.", valueName: "N"))
    var games: Int

    @Option(
        help: ArgumentHelp(
            "Which set the solo player takes: the first found (default), a random one, or best (the set hint "
                + """
                best names: max-entropy score, split count and rollouts, optimal play with the junior deck; standard \
                Set \
                only).
                """
        ))
    var policy: Policy?

    @Flag(
        help: ArgumentHelp(
            "Play the same games under each policy (first, random, best) and show them side by side: "
                + "the share of perfect games and the cards left at the end."))
    var compare = false

    @Option(
        help: ArgumentHelp(
            "Race a person against the computer at this level and report who wins; both take a random set.",
            valueName: "LEVEL"))
    var opponent: OpponentLevel?

    @Option(
        help: ArgumentHelp(
            "With --opponent: the level of the model that plays the person (default medium).",
            valueName: "LEVEL"))
    var person: OpponentLevel?

    @Option(help: "The deck: standard (81 cards, 12 on the table) or junior (the 27 solid cards, 9 on the table).")
    var deck: SetDeck = .standard

    @Option(help: "The rules of the solo games: standard Set (default), chain (Set-Chain) or ultra (UltraSet).")
    var variant: SetVariant = .standard

    @Option(help: ArgumentHelp("Threads to play on (default: all cores).", valueName: "T"))
    var threads: Int?

    @Option(
        help: ArgumentHelp(
            "Play only slice I of N slices of the games, numbered from 0 (0 <= I < N), "
                + "as Kubernetes indexed jobs and Slurm arrays number tasks; combine the results with merge.",
            valueName: "I/N"),
        transform: Shard.init(option:))
    var shard: Shard?

    @OptionGroup var seed: SeedOption

    @OptionGroup var output: FormatOption

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games needs a positive whole number, not '\(games)'") }
        do { try SimulationConfiguration.check(games: games) } catch { throw ValidationError("--games: \(error)") }
        if let threads, threads < 1 {
            throw ValidationError("--threads needs a positive whole number, not '\(threads)'")
        }
        if compare {
            if let policy {
                throw ValidationError("--compare plays every policy: leave out --policy \(policy.rawValue)")
            }
            if opponent != nil { throw ValidationError("--compare is for solo games: leave out --opponent") }
            if variant != .standard {
                throw ValidationError(
                    "--compare plays standard Set only (as --policy best does), not --variant \(variant.rawValue)")
            }
            if shard != nil {
                throw ValidationError("--compare plays the whole run: --shard and merge take one policy's results")
            }
        }
        if person != nil, opponent == nil {
            throw ValidationError("--person needs --opponent (the person races the computer)")
        }
        if variant != .standard, opponent != nil {
            throw ValidationError(
                "--variant \(variant.rawValue) is for solo games: against --opponent the games are of standard Set")
        }
        if variant != .standard, deck != .standard {
            throw ValidationError("--variant \(variant.rawValue) is played with the standard deck: use --deck standard")
        }
        if policy == .best, variant != .standard {
            throw ValidationError("--policy best plays standard Set only, not --variant \(variant.rawValue)")
        }
        if let policy, opponent != nil {
            throw ValidationError(
                "--policy \(policy.rawValue) is for solo games: against --opponent both players take a random set")
        }
    }

    func execute() throws -> ExitCode {
        let duel = opponent.map { Duel(opponent: $0, person: person ?? .medium) }
        let configuration = SimulationConfiguration(
            games: games, seed: seed.seed ?? 1, policy: policy ?? .first, shard: shard, deck: deck, variant: variant,
            duel: duel)
        let bar: SimulationProgressBar? = Terminal.isTerminal(2) ? SimulationProgressBar() : nil
        if compare {
            let policies = Policy.allCases
            var results: [SimulationResult] = []
            for (index, policy) in policies.enumerated() {
                var progress: (@Sendable (Int, Int) -> Void)?
                if let bar {
                    progress = { done, total in bar.show(index * total + done, of: policies.count * total) }
                }
                let configuration = SimulationConfiguration(
                    games: games, seed: seed.seed ?? 1, policy: policy, deck: deck)
                results.append(
                    Simulator.run(configuration, threads: threads ?? Simulator.defaultThreadCount, progress: progress))
            }
            bar?.finish()
            let comparison = PolicyComparison(results: results)
            switch output.format {
            case .text: Console.writeOutput(comparison.report)
            case .json: Console.writeOutput(comparison.json + "\n")
            case .html: Console.writeOutput(OddsPage.html(comparing: comparison))
            }
            return .success
        }
        var progress: (@Sendable (Int, Int) -> Void)?
        if let bar {
            progress = { done, total in bar.show(done, of: total) }
        }
        let result = Simulator.run(configuration, threads: threads ?? Simulator.defaultThreadCount, progress: progress)
        bar?.finish()
        Console.writeOutput(result.output(as: output.format))
        return .success
    }
}

extension SetDeck: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension SetVariant: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension Policy: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension OpponentLevel: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension Shard {
    /// Parses `--shard I/N`.
    init(option text: String) throws(ValidationError) {
        guard let shard = Shard(parsing: text) else { throw ValidationError("needs I/N with 0 <= I < N") }
        self = shard
    }
}

/// A one-line progress bar on stderr, redrawn in place when the shown figure changes; Ctrl-C
/// erases it (issue 37, item 9: it was left on the line of the shell's prompt).
private final class SimulationProgressBar: Sendable {
    private let shown = Atomic<Int>(-1)

    init() {
        Signals.eraseErrorLineOnInterrupt(true)
    }

    func show(_ done: Int, of total: Int) {
        let permille = total == 0 ? 1000 : done * 1000 / total
        guard shown.exchange(permille, ordering: .relaxed) != permille else { return }
        let width = 40
        let filled = permille * width / 1000
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        Console.writeError("\r[\(bar)] \(permille / 10).\(permille % 10)%  \(done)/\(total) games")
    }

    func finish() {
        Console.writeError("\r\u{1B}[K")
        Signals.eraseErrorLineOnInterrupt(false)
    }
}

extension SimulationResult {
    /// What `simulate` and `merge` print for `--format`: the report, one line of JSON, or the
    /// charts page.
    func output(as format: FormatOption.OutputFormat) -> String {
        switch format {
        case .text: report
        case .json: json + "\n"
        case .html: OddsPage(self).html
        }
    }
}
