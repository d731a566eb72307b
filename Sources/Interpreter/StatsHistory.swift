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
    /// a newer version, saying which; a record the rules could not have produced is set aside
    /// alone (`StatsReading.setAside`), the others kept.
    public static func read(_ bytes: [UInt8]) throws(StatsHistoryError) -> StatsReading {
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
        guard header.format == formatName else {
            throw .corrupt("its format is '\(header.format)', not '\(formatName)'")
        }
        guard header.version <= currentVersion else { throw .newerVersion(header.version) }
        guard header.version >= 1 else { throw .corrupt("version \(header.version) does not exist") }
        let recordsKey = CodingKeys.records.stringValue
        guard case .object(let fields) = value, let (_, list) = fields.first(where: { $0.0 == recordsKey }) else {
            throw .corrupt("its records are unreadable (missing key '\(recordsKey)')")
        }
        guard case .array(let items) = list else { throw .corrupt("its records are unreadable (they are not a list)") }
        guard items.count <= keptRecords else {
            throw .corrupt("it holds \(items.count) records, more than the \(keptRecords) kept")
        }
        // NB: one record at a time, so that one the rules could not have produced (a trial of
        // a newer animset, a hand edit) costs that record alone, never the history (issue 28).
        var reading = StatsReading(history: StatsHistory(), setAside: [])
        for (index, item) in items.enumerated() {
            do {
                let record = try decoder.decode(GameRecord.self, from: item)
                do { try record.validate() } catch { throw StatsReading.Fault.impossible(error.reason) }
                reading.history.records.append(record)
            } catch let fault as StatsReading.Fault {
                reading.setAside.append(.init(number: index + 1, reason: fault.reason, value: item))
            } catch {
                reading.setAside.append(
                    .init(number: index + 1, reason: "is unreadable (\(JSONValueDecoder.describe(error)))", value: item)
                )
            }
        }
        return reading
    }

    /// Reads a history file's bytes as `read` does, refusing it whole when a record is set
    /// aside (the fuzzer's and the tests' strict reading).
    public static func decode(_ bytes: [UInt8]) throws(StatsHistoryError) -> StatsHistory {
        let reading = try read(bytes)
        if let first = reading.setAside.first { throw .corrupt("record \(first.number) \(first.reason)") }
        return reading.history
    }

    /// The text of a file of this format holding `records` as they were read, to keep the
    /// records set aside.
    public static func text(holding records: [StatsReading.Record]) -> String {
        let list = JSONValue.array(records.map(\.value))
        let fields: [(String, JSONValue)] = [
            (CodingKeys.format.stringValue, .string(formatName)), (CodingKeys.records.stringValue, list),
            (CodingKeys.version.stringValue, .int(currentVersion)),
        ]
        return JSONValue.object(fields).prettyText + "\n"
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
            """
            the statistics file is of version \(version), newer than this animset reads \
            (\(StatsHistory.currentVersion))
            """
        }
    }
}

/// A statistics file as read: the records kept, and those set aside with their reasons.
public struct StatsReading: Sendable, Equatable {
    /// The records the rules could have produced, oldest first.
    public var history: StatsHistory
    /// The records that could not be used, in file order.
    public var setAside: [Record]

    /// A record set aside: its place in the file (from 1), why, and its JSON as read.
    public struct Record: Sendable, Equatable {
        /// Its number in the file, from 1.
        public let number: Int
        /// Why it was set aside: "is impossible: ...", "is unreadable (...)".
        public let reason: String
        /// Its JSON as read, to be kept aside.
        public let value: JSONValue
    }

    /// Why one record is set aside.
    enum Fault: Error {
        case impossible(String)
        var reason: String {
            switch self {
            case .impossible(let why): "is impossible: \(why)"
            }
        }
    }
}
