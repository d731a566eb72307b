import Expectations
import Foundation
import Testing

/// `animset simulate --variant chain|ultra` from the command line (issue 24): shards of a
/// variant merge into what one run prints; shards of different variants are refused with one
/// line naming both, exit 1 as any other merge refusal; the option is refused where it means
/// nothing.
@Suite struct VariantSimulationCommandTests {
    static func simulate(_ variant: String, _ extra: [String] = []) throws -> Binary.Result {
        try Binary.run(["simulate", "--games", "120", "--seed", "7", "--variant", variant, "--format", "json"] + extra)
    }

    @Test func variantShardsMergeAndDifferentVariantsAreRefused() throws {
        let whole = try Self.simulate("chain")
        expectEqual(whole.status, 0, "\(whole.stderr)")
        expectContains(whole.stdout, "\"seed\": 7, \"variant\": \"chain\", ")
        var files: [String] = []
        for index in 0..<2 {
            let shard = try Self.simulate("chain", ["--shard", "\(index)/2"])
            expectEqual(shard.status, 0, "\(shard.stderr)")
            files.append(try Binary.temporaryFile(Data(shard.stdout.utf8), suffix: ".json"))
        }
        let merged = try Binary.run(["merge", "--format", "json"] + files.reversed())
        expectEqual(merged.status, 0, "\(merged.stderr)")
        expectEqual(merged.stdout, whole.stdout)

        let ultra = try Self.simulate("ultra", ["--shard", "1/2"])
        let mixed = try Binary.run([
            "merge", files[0], try Binary.temporaryFile(Data(ultra.stdout.utf8), suffix: ".json"),
        ])
        expectEqual(mixed.status, 1)
        #expect(mixed.stdout.isEmpty)
        #expect(
            mixed.stderr
                == """
                animset: error: cannot merge: cannot merge a Set-Chain result with an UltraSet one: they count \
                different games\n
                """
        )

        // A result written before variants (no key) is standard Set, and is not a chain result.
        let standard = try Binary.run([
            "simulate", "--games", "120", "--seed", "7", "--shard", "1/2", "--format", "json",
        ])
        expectOmits(standard.stdout, "variant")
        let old = try Binary.run([
            "merge", files[0], try Binary.temporaryFile(Data(standard.stdout.utf8), suffix: ".json"),
        ])
        expectEqual(old.status, 1)
        expectContains(old.stderr, "cannot merge a Set-Chain result with a Set one", "\(old.stderr)")
    }

    @Test func thePageAndTheReportSayTheVariant() throws {
        let page = try Binary.run(["simulate", "--games", "60", "--variant", "ultra", "--format", "html"])
        expectEqual(page.status, 0)
        expectContains(page.stdout, "<title>The odds of UltraSet: 60 games</title>")
        let text = try Binary.run(["simulate", "--games", "60", "--variant", "ULTRA"])
        #expect(text.stdout.hasPrefix("60 games, policy first, seed 1, UltraSet\n"), "\(text.stdout)")
    }

    @Test(arguments: [
        (["--variant", "super"], "'super'"),
        (
            ["--variant", "chain", "--deck", "junior"],
            "--variant chain is played with the standard deck: use --deck standard"
        ),
        (["--variant", "ultra", "--opponent", "easy"], "--variant ultra is for solo games"),
    ])
    func aVariantThatCannotBeSimulatedIsAUsageError(arguments: [String], message: String) throws {
        let result = try Binary.run(["simulate", "--games", "10"] + arguments)
        expectEqual(result.status, 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("animset: error: ") && result.stderr.contains(message), "\(result.stderr)")
    }
}
