/// How many cards the matching game compares at once.
public enum MatchMode: Int, CaseIterable, Hashable, Sendable, Codable {
    /// Compare two cards.
    case two = 2
    /// Compare three cards.
    case three = 3

    /// The mode comparing `count` cards.
    ///
    /// - Throws: `MatchingError.unsupportedMode` unless `count` is 2 or 3.
    public init(count: Int) throws(MatchingError) {
        guard let mode = MatchMode(rawValue: count) else { throw .unsupportedMode(count: count) }
        self = mode
    }

    /// The number of cards compared.
    public var count: Int { rawValue }
}
