/// The exact chance that 12 cards dealt from a full shuffled deck hold no set, which is what
/// the opening table of every game (round 0) is.
///
/// Knuth's SETSET-ALL program (2001) counted the SET-less subsets of the 81 cards by size,
/// up to the symmetries of the affine space AG(4, 3): 2,284,535,476,080 of the
/// C(81, 12) = 70,724,320,184,700 twelve-card subsets hold no set. (D. E. Knuth, "setset-all",
/// https://www-cs-faculty.stanford.edu/~knuth/programs/setset-all.w; the counts are quoted in
/// "In the card game Set, what's the probability of a Set existing in n cards?", Mathematics
/// Stack Exchange, question 202862.)
public enum Knuth {
    /// Twelve-card subsets of the deck with no set.
    public static let setless12: UInt64 = 2_284_535_476_080
    /// All twelve-card subsets of the deck: C(81, 12).
    public static let subsets12: UInt64 = 70_724_320_184_700
    /// P(no set) among 12 random cards: 0.0323019785855, 1 in 30.958, odds 29.96:1 against.
    public static let noSet12 = Double(setless12) / Double(subsets12)
}
