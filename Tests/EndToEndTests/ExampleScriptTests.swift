import Expectations
import Foundation
import Testing

/// The example scripts users are pointed to in the README all run cleanly.
@Suite struct ExampleScriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/examples").path

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".animset") && $0 != "errors.animset" }.sorted()
    }

    @Test func thereAreExamples() {
        #expect(Self.scripts.count >= 2)
    }

    @Test(arguments: scripts)
    func exampleRunsCleanly(name: String) throws {
        let result = try Binary.run(["run", Self.directory + "/" + name])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func theErrorsExampleReportsEveryLine() throws {
        let result = try Binary.run(["run", "--keep-going", Self.directory + "/errors.animset"])
        expectEqual(result.status, 1)
        expectEqual(result.stderr.split(separator: "\n").count, 5)
    }
}
