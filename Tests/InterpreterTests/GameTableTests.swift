import CardKit
import Expectations
import Foundation
import Testing

@testable import Interpreter

/// A game is one type (issue 31, item 1): the registration gives each game its own type, what
/// `new-game` takes for a game comes from that type, and no source file asks which game it holds
/// (the grep of `Scripts/fourth-game`, kept here so that a new comparison fails at once).
@Suite struct GameTableTests {
    /// The package's `Sources` folder.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test(arguments: GameKind.allCases)
    func theRegistrationGivesEachGameItsOwnType(kind: GameKind) {
        expectEqual(Games.type(of: kind).kind, kind)
    }

    @Test func newGameTakesTheOptionsOfTheGameItStarts() {
        expectEqual(Games.type(of: .set).newGameOptions, Set(NewGameKind.Option.allCases).subtracting([.theme]))
        expectEqual(Games.type(of: .concentration).newGameOptions, [.seed, .theme, .players, .opponent])
        expectEqual(Games.type(of: .matching).newGameOptions, [.seed, .players])
    }

    /// The lines of the Swift files under `folder` (the page's JavaScript lives in them) that
    /// compare something with a game kind: `== .set`, `!= .matching`, `=== GAME.set`.
    static func gameKindComparisons(under folder: URL) throws -> [String] {
        let pattern = try Regex(#"(==|!=|===|!==) *(GameKind|GAME)?\.(set|concentration|matching)\b"#)
        var hits: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(pattern) {
                hits.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return hits.sorted()
    }

    @Test func noSourceComparesGameKinds() throws {
        try expectEqual(Self.gameKindComparisons(under: Self.sources), [])
    }

    @Test func theSearchFindsAComparison() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GameTableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            """
            if games.current == .set { deal() }\nlet x = kind != .matching\n// table.game === GAME.set\nlet y = a \
            == .settled\n
            """
        try text.write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try expectEqual(Self.gameKindComparisons(under: folder).count, 3)
    }
}
