import Expectations
import Interpreter
import Testing

/// Issue 22, item 2: `new-game` reads its kind (a game, `puzzle`, `trial`) first and checks
/// its options against it, so the same line is accepted or refused, with the same message,
/// whatever the order of its words. (Before, `new-game --rule remove trial` dropped the rule
/// while `new-game trial --rule remove` refused it, and `new-game --date 2026-01-01 puzzle`
/// answered "unknown game '--date'".)
@Suite struct NewGameOrderTests {
    /// The groups of words of a line (a kind, or an option with its value), and the message
    /// when it is refused (nil: accepted).
    static let cases: [(groups: [String], refusal: String?)] = [
        (["trial", "--rule remove"], "new-game trial takes no argument '--rule'"),
        (["puzzle", "--deck junior"], "new-game puzzle takes no argument '--deck'"),
        (["puzzle", "--date 2026-01-01"], nil),
        (["puzzle", "--date 2026-01-01", "--sets 3"], nil),
        (["puzzle", "--date 2026-01-01", "--seed 3"], "new-game puzzle --date takes no argument '--seed'"),
        (["puzzle", "--theme food"], "new-game puzzle takes no argument '--theme'"),
        (["puzzle", "--players ann,bob"], "a puzzle is solo: no --players or --opponent"),
        (["trial", "--opponent easy"], "a time trial is solo: no --players or --opponent"),
        (["trial", "--date 2026-01-01"], "new-game trial takes no argument '--date'"),
        (["trial", "--sets 20", "--deck junior", "--seed 2"], nil),
        (["trial", "--sets 15"], "'15' is not a trial length"),
        (["puzzle", "--sets 15"], "'15' is not a number of sets"),
        (["set", "--rule remove", "--deck junior", "--seed 9"], nil),
        (["set", "--date 2026-01-01"], "new-game takes no argument '--date'"),
        (["--sets 10", "--seed 4"], "new-game takes no argument '--sets'"),
        (["--seed 5", "--rule remove"], nil),
        (["concentration", "--theme food", "--players ann,bob"], nil),
        (["set", "--opponent hard", "--players ann,bob", "--seed 7"], nil),
        (["chess", "--seed 1"], "unknown game 'chess'"),
        (["set", "--bogus 1"], "unexpected '--bogus'"),
    ]

    @Test(arguments: cases)
    func theOrderOfTheWordsDoesNotMatter(groups: [String], refusal: String?) {
        var results: [String: Result<Command, InterpreterError>] = [:]
        for order in Self.permutations(groups) {
            let line = (["new-game"] + order).joined(separator: " ")
            results[line] = Result { () throws(InterpreterError) in
                try CommandParser.parse(CommandParser.words(line)).command
            }
        }
        let distinct = Set(results.values.map(Self.describe))
        expectEqual(distinct.count, 1, "\(results.mapValues(Self.describe))")
        for (line, result) in results {
            switch (result, refusal) {
            case (.success, nil): break
            case (.failure(let error), let refusal?):
                expectContains(error.message, refusal, "\(line): \(error.message)")
            case (.success, let refusal?): Issue.record("\(line) was accepted, expected: \(refusal)")
            case (.failure(let error), nil): Issue.record("\(line) was refused: \(error.message)")
            }
        }
    }

    /// Two kinds on one line are refused in either order.
    @Test(arguments: [["set", "matching"], ["trial", "puzzle"], ["trial", "matching"], ["puzzle", "set"]])
    func oneKindAtMost(kinds: [String]) {
        for order in [kinds, kinds.reversed()] {
            let line = (["new-game"] + order).joined(separator: " ")
            #expect(
                throws: InterpreterError.extraArgument(
                    command: order[0] == "trial" || order[0] == "puzzle" ? "new-game " + order[0] : "new-game",
                    argument: order[1])
            ) {
                try CommandParser.parse(CommandParser.words(line))
            }
        }
    }

    /// What a result says, to compare the results of the orders of one line.
    static func describe(_ result: Result<Command, InterpreterError>) -> String {
        switch result {
        case .success(let command): "accepted: \(command)"
        case .failure(let error): "refused: \(error.message)"
        }
    }

    /// Every order of `items`.
    static func permutations(_ items: [String]) -> [[String]] {
        guard let first = items.first else { return [[]] }
        return permutations(Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var order = rest
                order.insert(first, at: index)
                return order
            }
        }
    }
}
