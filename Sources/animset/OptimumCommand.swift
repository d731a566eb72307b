import ArgumentParser
import SetGame

/// `animset optimum [--deck junior]`: the exact chance of a perfect game under optimal honest
/// play, over every opening deal of the junior deck under the refill rule animset plays
/// (issue 39; `JuniorOptimum.openings`).
struct OptimumCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "optimum",
        abstract: "The exact chance of a perfect game under optimal play, over every opening of the junior deck.",
        discussion: """
            Expectimax over what the player knows (the table and which cards are unseen), memoised up to the deck's \
            303,264 affine symmetries; every one of the 4,686,825 opening tables counts once. Takes about 20 s of CPU \
            in a release build.
            """
    )

    @Option(
        help: "The deck: junior (the 27 solid cards, 9 on the table); the standard deck is too large to solve exactly.")
    var deck: SetDeck = .junior

    func validate() throws {
        guard deck == .junior else {
            throw ValidationError(
                "optimum solves the junior deck only, not --deck \(deck.rawValue): its 81 cards are far too many "
                    + "(see simulate --policy best)")
        }
    }

    func execute() throws -> ExitCode {
        // NB: computed, not read from the chances shipped for hint best (which hold the openings).
        let optimum = JuniorOptimum(rule: .refill, shipped: false)
        let result = optimum.openings()
        print(
            "junior deck: optimal play ends perfect in " + String(format4: result.chance * 100)
                + "% of the \(result.openings) opening deals")
        print(
            """
            (\(result.classes) classes of openings under the deck's affine symmetries, \(result.certain) openings \
            certain;\u{20}
            """
                + "\(optimum.positions) positions solved)")
        return .success
    }
}

extension String {
    /// `value` with four decimals: `99.6488`.
    init(format4 value: Double) {
        let scaled = Int((value * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        self = "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
