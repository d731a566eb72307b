import Expectations
import Testing

/// `animset simulate --policy best` from the command line (issue 33): a small seeded run,
/// recorded (a golden result: the report's figures depend only on the seed, the game count and
/// the policy), and the same on one thread as on two. The refusals are rows of
/// `CommandLineTests.usageErrorsExit64`.
@Suite struct BestPolicyCommandTests {
    /// `simulate --games 20 --seed 5 --policy best --format json`, recorded: re-record it (and
    /// say why) only when the policy changes on purpose (issue 39: the split count and the
    /// max-entropy score, 11 perfect games where the rollouts had 10; then its rollouts from 15
    /// cards in the deck down, 805794d: 12).
    static let recorded = """
        {"games": 20, "policy": "best", "seed": 5, "tables": {"12": {"seen": 460, "noSet": 16}, "15": {"seen": 16, \
        "noSet": 0}, "18": {"seen": 0, "noSet": 0}, "21": {"seen": 0, "noSet": 0}}, "rounds12": [{"round": 0, \
        "seen": 20, "noSet": 0}, {"round": 1, "seen": 20, "noSet": 1}, {"round": 2, "seen": 20, "noSet": 3}, \
        {"round": 3, "seen": 20, "noSet": 0}, {"round": 4, "seen": 20, "noSet": 1}, {"round": 5, "seen": 20, \
        "noSet": 0}, {"round": 6, "seen": 20, "noSet": 1}, {"round": 7, "seen": 20, "noSet": 0}, {"round": 8, \
        "seen": 20, "noSet": 0}, {"round": 9, "seen": 20, "noSet": 0}, {"round": 10, "seen": 20, "noSet": 2}, \
        {"round": 11, "seen": 20, "noSet": 2}, {"round": 12, "seen": 20, "noSet": 0}, {"round": 13, "seen": 20, \
        "noSet": 0}, {"round": 14, "seen": 20, "noSet": 1}, {"round": 15, "seen": 20, "noSet": 2}, {"round": 16, \
        "seen": 20, "noSet": 1}, {"round": 17, "seen": 20, "noSet": 1}, {"round": 18, "seen": 20, "noSet": 1}, \
        {"round": 19, "seen": 20, "noSet": 0}, {"round": 20, "seen": 20, "noSet": 0}, {"round": 21, "seen": 20, \
        "noSet": 0}, {"round": 22, "seen": 20, "noSet": 0}], "leftAtEnd": {"0": 12, "6": 7, "9": 1}, "setsPerGame": \
        26.15}

        """

    @Test func aSmallSeededRunPrintsWhatWasRecorded() throws {
        let arguments = ["simulate", "--games", "20", "--seed", "5", "--policy", "best"]
        let json = try Binary.run(arguments + ["--format", "json", "--threads", "2"])
        expectEqual(json.status, 0, "\(json.stderr)")
        expectEqual(json.stdout, Self.recorded, "\(json.stdout)")
        let text = try Binary.run(arguments + ["--threads", "1"])
        expectEqual(text.status, 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("20 games, policy best, seed 5\n"), "\(text.stdout)")
        expectContains(text.stdout, "   0 cards  60.00000%  [38.65815, 78.11935]%  (12 games)\n", "\(text.stdout)")
    }
}
