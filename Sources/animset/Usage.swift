/// The `--help` texts.
enum Usage {
    static func synopsis(for subcommand: Subcommand?) -> String {
        switch subcommand {
        case nil, .repl?: "animset [--seed N] [--game GAME] [--format text|json] [--color auto|always|never] [--ascii] [--bounds WxH] [--events off|summary|full]"
        case .run?: "animset run [--bail|--keep-going] [OPTIONS] FILE..."
        case .check?: "animset check [--update] [OPTIONS] FILE|DIR..."
        case .simulate?: "animset simulate --games N [--policy first|random] [--threads T] [--seed S] [--shard I/N] [--format text|json]"
        case .merge?: "animset merge [--format text|json] FILE..."
        }
    }

    static func text(for subcommand: Subcommand?) -> String {
        """
        usage: \(synopsis(for: subcommand))

        animset plays the Animated Set card games (set, concentration, matching) at a prompt
        and from scripts. With no subcommand it starts the prompt when standard input is a
        terminal, and otherwise reads commands from standard input.

        subcommands:
          run FILE...        play script files (- is standard input)
          check FILE|DIR...  replay transcripts and compare their output
          simulate           Monte Carlo simulation of whole solo Set games
          merge FILE...      combine simulate --shard results

        options:
          --seed N           seed of the first game (default 1)
          --game GAME        set (default), concentration or matching
          --format text|json text for people (default) or one JSON object per command
          --color WHEN       auto (default; honours NO_COLOR), always, never
          --ascii            draw with 7-bit ASCII only
          --bounds WxH       table size in character cells (default: terminal, or 80x24)
          --events MODE      animation log: off, summary (default), full
          --version, --help

        Type 'help' at the prompt for the commands; see animset(1).

        """
    }
}
