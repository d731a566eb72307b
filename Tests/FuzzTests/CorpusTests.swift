import Foundation
import FuzzTargets
import Testing

/// Every input of the fuzz corpus (`Tests/Fuzz/Corpus/TARGET/`), seeds and the crashes found,
/// replayed through its target: what the fuzzer once broke stays fixed in every test run,
/// with or without libFuzzer.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let directory = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusReplaysCleanly(target: FuzzTarget) throws {
        let files = CorpusTests.inputs(target)
        #expect(files.count >= 3, "the \(target.rawValue) corpus needs seeds")
        for file in files {
            target.run([UInt8](try Data(contentsOf: file)))
        }
    }
}
