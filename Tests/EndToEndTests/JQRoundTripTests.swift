import Expectations
import Foundation
import Testing

/// Item 4 of issue 29 with the tool itself: `jq . game.save > rt.save` rounded the generator
/// states of a save (10372713008063260470 became 10372713008063260000), `load rt.save`
/// succeeded, and the game then dealt differently. Now the states are strings, which jq keeps:
/// the copy plays exactly as the original.
@Suite struct JQRoundTripTests {
    static let jq = ["/usr/bin/jq", "/usr/local/bin/jq"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: jq != nil, "jq is not installed"))
    func aSaveThroughJQPlaysTheSame() throws {
        let jq = try #require(Self.jq)
        let directory = NSTemporaryDirectory() + "animset-jq-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let save = directory + "/game.save"
        let copy = directory + "/rt.save"
        let made = try Binary.run(
            ["run", "-"], script: "new-game set --seed 18446744073709551557\nchoose 1 2 3\nsave \(save)\n")
        expectEqual(made.status, 0, "\(made.stderr)")
        let rounded = try Binary.execute(jq, [".", save])
        expectEqual(rounded.status, 0)
        try rounded.stdout.write(toFile: copy, atomically: false, encoding: .utf8)
        let play = "deal\nshuffle\ndeal\nboard\n"
        let original = try Binary.run(["run", "-"], script: "load \(save)\n" + play)
        let throughJQ = try Binary.run(["run", "-"], script: "load \(copy)\n" + play)
        #expect(original.status == 0 && throughJQ.status == 0, "\(throughJQ.stderr)")
        let after = { (text: String) in text.components(separatedBy: "\n").dropFirst().joined(separator: "\n") }
        expectEqual(after(original.stdout), after(throughJQ.stdout), "the copy through jq deals differently")
    }
}
