import CardKit
import JSONCoding

extension RecordedCommand {
    /// The keys of `fields` not in `known` (`RecordKey.all`, `AnimationEvent.Key.all`),
    /// printable, in their order.
    static func unknownKeys(_ fields: [(String, JSONValue)], known: Set<JSONKey>) -> [String] {
        let names = Set(known.map(\.name))
        return fields.map(\.0).filter { !names.contains($0) }.map { $0.printable(limit: 32) }
    }
}
