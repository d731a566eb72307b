import CardKit
import JSONCoding

/// The statistics history file's contents: a versioned list of finished games, newest last.
///
/// The format (version 1) is one JSON object, keys sorted:
/// `{"format": "animset-stats", "records": [GameRecord...], "version": 1}`. The program reads
/// and writes the file (`StatsStore`); this type only turns bytes into records and back, and
/// says precisely what is wrong with a file it cannot use.
public struct StatsHistory: Sendable, Equatable, Codable {
    /// The format this version writes and reads.
    public static let currentVersion = 1
    /// The name in the `format` key, so that another program's JSON is not taken for ours.
    public static let formatName = "animset-stats"
    /// The largest history file read, in bytes: far above what `keptRecords` records take.
    public static let maximumSize = 1 << 20
    /// How many records the file keeps: the oldest go first.
    public static let keptRecords = 2_000

    /// The format's name.
    public var format: String
    /// The format's version.
    public var version: Int
    /// The finished games, oldest first.
    public var records: [GameRecord]

    /// An empty history.
    public init(records: [GameRecord] = []) {
        format = StatsHistory.formatName
        version = StatsHistory.currentVersion
        self.records = records
    }

    /// Appends `record`, dropping the oldest beyond `keptRecords`.
    public mutating func append(_ record: GameRecord) {
        records.append(record)
        if records.count > Self.keptRecords { records.removeFirst(records.count - Self.keptRecords) }
    }

    /// The file's text.
    public var text: String {
        // NB: records hold only finite numbers and strings (see `GameRecord.validate()`), so
        // encoding cannot fail; an empty object is the safe answer if it ever did.
        guard let value = try? JSONValueEncoder().encode(self) else { return "{}\n" }
        return value.prettyText + "\n"
    }

    /// Reads a history file's bytes: refuses a file that is too large, not ours, broken, or of
    /// a newer version, saying which.
    public static func decode(_ bytes: [UInt8]) throws(StatsHistoryError) -> StatsHistory {
        guard bytes.count <= maximumSize else { throw .corrupt("it is larger than \(maximumSize >> 20) MiB") }
        // NB: the strict reading refuses a repeated key; a text that is not JSON at all, or JSON
        // without our header, is not a statistics file.
        let value: JSONValue
        do { value = try JSONReader.parse(bytes) } catch {
            guard !error.isSyntax else { throw .corrupt("it is not an animset statistics file") }
            throw .corrupt("\(error.message) (at byte \(error.offset))")
        }
        let decoder = JSONValueDecoder()
        guard let header = try? decoder.decode(Header.self, from: value) else {
            throw .corrupt("it is not an animset statistics file")
        }
        guard header.format == formatName else { throw .corrupt("its format is '\(header.format)', not '\(formatName)'") }
        guard header.version <= currentVersion else { throw .newerVersion(header.version) }
        guard header.version >= 1 else { throw .corrupt("version \(header.version) does not exist") }
        let history: StatsHistory
        do {
            history = try decoder.decode(StatsHistory.self, from: value)
        } catch {
            throw .corrupt("its records are unreadable (\(Session.describe(error)))")
        }
        guard history.records.count <= keptRecords else {
            throw .corrupt("it holds \(history.records.count) records, more than the \(keptRecords) kept")
        }
        for (index, record) in history.records.enumerated() {
            do { try record.validate() } catch { throw .corrupt("record \(index + 1) is impossible: \(error.reason)") }
        }
        return history
    }

    /// Just the format and version, read first so a newer file gets a clear answer.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }
}

/// Why a statistics history file cannot be used; the program keeps such a file aside.
public enum StatsHistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a history file, or a broken one; the reason says what is wrong.
    case corrupt(String)
    /// Written by a newer animset, in format version `Int`.
    case newerVersion(Int)

    /// The problem in words.
    public var description: String {
        switch self {
        case .corrupt(let reason): "the statistics file is unusable: \(reason)"
        case .newerVersion(let version):
            "the statistics file is of version \(version), newer than this animset reads (\(StatsHistory.currentVersion))"
        }
    }
}
