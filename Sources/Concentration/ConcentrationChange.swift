import CardKit

/// One thing a Concentration move changed, in the order it happened.
///
/// Slots are 1-based. `matched` slots (first chosen first) were a pair and left play;
/// `mismatched` ones (first chosen first) were not a pair and stay face up until the next
/// choice. The choreographer turns these into timed events.
public typealias ConcentrationChange = FlipChange
