import CardKit
import JSONCoding

/// Reading a save file: its versions, its bound, and the one strict reader `load` goes through.
extension SaveFile {
    /// The current version of the save file format: 2 writes integers beyond 2^53 (generator
    /// states, seeds) as decimal strings, so that `jq` and other tools reading numbers as
    /// doubles cannot round them (issue 29); 1 wrote them as numbers, and still loads.
    public static let saveVersion = 2
    /// The first version that writes integers beyond 2^53 as strings.
    static let stringIntegersVersion = 2
    /// The largest save file `load` reads, in bytes; a real one is a few kilobytes.
    public static let maximumSaveSize = 1 << 20

    /// The save file in `contents`, decoded and checked: a known version, games the rules can
    /// reach (`Games.validate()`), and from version 2 no integer beyond 2^53 written as a
    /// number; the error names the first thing wrong.
    static func decodeSave(_ contents: String, path: String) throws(InterpreterError) -> SaveFile {
        guard contents.utf8.count <= maximumSaveSize else {
            throw .saveFile(.invalid(path: path, detail: "it is larger than \(maximumSaveSize >> 20) MiB"))
        }
        // NB: the strict reading refuses a repeated key (a reader that kept the first or the last
        // would see a different game from another reader); a text that is not JSON at all, or
        // JSON without our header, is not a save file.
        let value: JSONValue
        do { value = try JSONReader.parse(contents.utf8) } catch {
            guard !error.isSyntax else { throw .saveFile(.notASaveFile(path: path)) }
            throw .saveFile(.invalid(path: path, detail: "\(error.message) (at byte \(error.offset))"))
        }
        let decoder = JSONValueDecoder()
        guard let header = try? decoder.decode(SaveHeader.self, from: value) else {
            throw .saveFile(.notASaveFile(path: path))
        }
        guard header.version <= saveVersion else {
            throw .saveFile(.newerFormat(path: path, version: header.version, supported: saveVersion))
        }
        guard header.version >= 1 else {
            throw .saveFile(.invalid(path: path, detail: "version \(header.version) does not exist"))
        }
        let file: SaveFile
        do {
            file = try decoder.decode(SaveFile.self, from: value)
        } catch {
            throw .saveFile(.invalid(path: path, detail: JSONValueDecoder.describe(error)))
        }
        do {
            try file.validate()
        } catch {
            throw .saveFile(.invalid(path: path, detail: error.reason))
        }
        // NB: since version 2 animset writes integers beyond 2^53 as strings: a number there
        // has been through a tool that reads numbers as doubles (`jq .` rounds
        // 10372713008063260470 to 10372713008063260000), and the game would deal differently.
        // Checked after the rules, which name a hostile counter (2^63) more precisely.
        if header.version >= stringIntegersVersion, let place = value.firstLargeNumber {
            throw .saveFile(
                .invalid(
                    path: path,
                    detail:
                        """
                        the number at \(place) is beyond 2^53, where a tool reading numbers as doubles rounds it; \
                        animset writes it as a string
                        """
                ))
        }
        return file
    }

    /// The offset of the first byte of `bytes` that does not begin valid UTF-8 (their count
    /// when all do).
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        return offset
    }
}
