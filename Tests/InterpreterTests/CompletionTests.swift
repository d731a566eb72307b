import Expectations
import Interpreter
import Testing

@Suite struct CompletionTests {
    @Test(arguments: [
        ("de", ["deal"]),
        ("ch", ["choose"]),
        ("new-game ", ["set", "concentration", "matching", "puzzle", "trial"]),
        ("new-game set --deck ", ["standard", "junior"]),
        ("new-game --deck j", ["junior"]),
        ("new-game trial --sets ", ["10", "20", "30"]),
        ("new-game set --d", ["--deck"]),
        ("game co", ["concentration"]),
        ("hint a", ["all"]),
        ("rule re", ["refill", "remove", "replace"]),
        ("choose 1", ["1", "10", "11", "12"]),
        ("help sh", ["shuffle"]),
        ("anim", ["animate"]),
        ("animate o", ["on", "off"]),
        ("animate ", ["on", "off", "spin", "0.5", "1", "2"]),
        ("animate sp", ["spin"]),
        ("animate spin ", ["0", "1", "2"]),
        ("animate SPIN 1", ["1"]),
        ("xyzzy ", []),
    ])
    func completes(line: String, expected: [String]) {
        let session = Session()
        expectEqual(session.completions(for: line), expected)
    }

    @Test func everyCommandCompletesFromItsFirstLetters() {
        let session = Session()
        for spec in CommandSpec.all where spec.applies(to: .set) {
            expectContains(session.completions(for: String(spec.name.prefix(3))), spec.name)
        }
    }
}
