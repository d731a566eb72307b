/// The scoring rules of solo Set, in one place: the engine applies them, `help score` and the
/// man page describe them.
public enum Scoring {
    /// Points for finding a set.
    public static let match = 3
    /// Extra points for a set found within `fastSeconds` of the previous find (or deal).
    public static let fastBonus = 2
    /// Extra points for a set found within `quickSeconds`.
    public static let quickBonus = 1
    /// Seconds for the larger speed bonus.
    public static let fastSeconds = 15.0
    /// Seconds for the smaller speed bonus.
    public static let quickSeconds = 30.0
    /// Points lost for three cards that are not a set.
    public static let mismatch = -2
    /// Points lost for dealing 3 more cards while a set is on the table.
    public static let missedSet = -3
    /// Points lost for asking a hint while a set is on the table.
    public static let hint = -1

    /// The points for a set found `seconds` after the previous find or deal.
    public static func points(forMatchAfter seconds: Double) -> Int {
        if seconds <= fastSeconds { return match + fastBonus }
        if seconds <= quickSeconds { return match + quickBonus }
        return match
    }

    /// The rules in words, for `help score` and the man page.
    public static let explanation = """
        A set scores \(match), plus \(fastBonus) if found within \(Int(fastSeconds)) s of the previous \
        set or deal (\(quickBonus) within \(Int(quickSeconds)) s). Three cards that are not a set cost \
        \(-mismatch). Dealing 3 more while a set is on the table costs \(-missedSet); asking a hint \
        (hint or hint all) while a set is on the table costs \(-hint). hint count is free. Time is the \
        virtual clock in scripts (moved by wait and by the animations) and real time at the prompt.
        """
}
