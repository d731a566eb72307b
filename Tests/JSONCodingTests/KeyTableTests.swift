import Expectations
import Foundation
import Testing

/// A JSON key is spelt once, in a key table (issue 31, item 3; STYLE 13): the test reads every
/// Swift file under `Sources` and refuses a key spelt anywhere else.
///
/// What counts, precisely:
/// - **A key table's line** is the one place a key's text is written:
///   `[public ]static let NAME: JSONKey = "NAME"`, the constant named as its text (a table is
///   any enum of such lines: `StateKey`, `RecordKey`, `AnimationEvent.Key`, ...; an alias of
///   another table's key, `static let deck = StateKey.deck`, spells nothing). Each text is
///   written on one such line in the whole of `Sources`.
/// - **A literal key** is any other place that spells one: `JSONKey = "..."` not in that form;
///   a string literal as the key of a writer's or a reader's call (`.field("score", ...)`,
///   `.key("time")`, `.required("games")`, `.string("theme")`, ...); a literal compared with
///   an object member's name (`$0.0 == "records"`); a literal subscript of an
///   object's members (`members["super"]`); a literal key of an object's list of members
///   (`JSONValue.object([("format", ...), ("records", list)])`). A `.string("...")` is refused whether a reader looks a
///   key up or a writer writes a value (none does). Comment lines (`//`, `///`) are prose, not code.
@Suite struct KeyTableTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// A key table's line: its name and its text.
    static var tableLine: Regex<(Substring, Substring, Substring)> {
        #/^\s*(?:public\s+)?static\s+let\s+`?(\w+)`?\s*:\s*JSONKey\s*=\s*"([^"]*)"\s*$/#
    }
    /// The calls whose first argument is a key, and the other ways a key is spelt.
    static var literalKey: Regex<Substring> {
        #/
            \.(?:field|key|required|optional|nullable|has|string|bool|number|int|integer|array|objects|strings
            |seconds|rect|size|cardName|member)\(\s*"
            | JSONKey\s*=\s*" | \.0\s*[!=]=\s*" | \bmembers\[\s*" | \bfields\[\s*" | \.object\(\[.*\(\s*"\w+"\s*,
        /#
    }

    /// Where `text` (one file's lines) spells a key outside a key table: `file:line: text`.
    static func literalKeys(in text: String, file: String) -> [String] {
        let (tableLine, literalKey) = (tableLine, literalKey)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.drop { $0 == " " }
            if code.hasPrefix("//") { continue }
            if let table = line.wholeMatch(of: tableLine) {
                if table.1 != table.2 {
                    found.append("\(file):\(index + 1): the constant '\(table.1)' spells '\(table.2)'")
                }
                continue
            }
            if line.contains(literalKey) { found.append("\(file):\(index + 1): \(code)") }
        }
        return found
    }

    /// Every key table's text with the places that write it.
    static func tableTexts(in text: String, file: String) -> [(text: String, place: String)] {
        let tableLine = tableLine
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.wholeMatch(of: tableLine).map { (String($0.2), "\(file):\(index + 1)") }
        }
    }

    /// The Swift files under `Sources` with their text, paths relative to the package.
    static func swiftFiles() throws -> [(path: String, text: String)] {
        let root = sources.deletingLastPathComponent().path + "/"
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(root.count)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func noKeyIsSpeltOutsideTheKeyTables() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "the walk found the sources")
        let found = files.flatMap { Self.literalKeys(in: $0.text, file: $0.path) }
        #expect(
            found.isEmpty,
            Comment(
                rawValue: "keys spelt outside a key table (make each a constant of its module's table):\n"
                    + found.joined(separator: "\n"))
        )
    }

    @Test func eachKeyIsSpeltInOneTableLine() throws {
        let texts = try Self.swiftFiles().flatMap { Self.tableTexts(in: $0.text, file: $0.path) }
        #expect(texts.count > 100, "the tables were found")
        let places = Dictionary(grouping: texts, by: \.text).filter { $0.value.count > 1 }
        let twice = places.keys.sorted().map {
            "'\($0)': " + places[$0, default: []].map(\.place).joined(separator: ", ")
        }
        #expect(
            twice.isEmpty,
            Comment(
                rawValue: "keys spelt in two tables (alias one to the other, as `static let deck = StateKey.deck`):\n"
                    + twice.joined(separator: "\n"))
        )
    }

    /// What the scan refuses and what it lets be: each planted line, and whether it is a literal key.
    static let planted: [(line: String, refused: Bool)] = [
        (#"            writer.field("score", game.score)"#, true),
        (#"            writer.key("time")"#, true),
        (#"        let games = try object.required("games")"#, true),
        (#"        let theme = try state.string("theme")"#, true),
        (#"        guard let (_, list) = fields.first(where: { $0.0 == "records" }) else {"#, true),
        (#"        ValueDecoder(value: members["super"] ?? .null)"#, true),
        (#"    static let score: JSONKey = "points""#, true),
        (#"    let extra: JSONKey = "extra""#, true),
        (#"    public static let score: JSONKey = "score""#, false),
        (#"    static let `super`: JSONKey = "super""#, false),
        (#"    public static let deck = StateKey.deck"#, false),
        (#"            writer.field(StateKey.score, game.score)"#, false),
        (#"            writer.key(String(size))"#, false),
        (#"            writer.string("none")"#, true),
        (#"        JSONValue.object([("format", .string(name)), ("records", list)])"#, true),
        (#"        JSONValue.object([(CodingKeys.format.stringValue, .string(name))])"#, false),
        (#"        JSONValue.object([(CodingKeys.format.stringValue, .string(name)), ("records", list)])"#, true),
        (#"        for (pile, cards) in [("deck", deck), ("table", table)] {"#, false),
        (#"    /// Writes `"key": value` (`writer.field("score", 3)`)."#, false),
    ]

    @Test(arguments: planted) func theScanFindsAPlantedKey(line: String, refused: Bool) {
        expectEqual(Self.literalKeys(in: "import JSONCoding\n" + line + "\n", file: "Planted.swift").isEmpty, !refused)
    }
}
