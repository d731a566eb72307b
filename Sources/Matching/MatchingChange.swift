import CardKit

/// One thing a matching-game move changed, in the order it happened. Slots are 1-based.
///
/// `matched` slots (the one just chosen last) stay face up, unplayable; of `mismatched` ones
/// (the one just chosen last) all but the last are turned back down. `scored` is the change
/// over the whole move.
public typealias MatchingChange = FlipChange
