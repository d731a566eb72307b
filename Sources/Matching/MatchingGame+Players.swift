import CardKit

/// The players of the matching game: solo play has one; two to `Player.limit` take turns, as
/// at Concentration. Each choice is made by the player whose turn it is; a match scores for
/// them and they play on, a mismatch passes the turn on. The rules of seats and turns are
/// `SeatKeeping`'s.
extension MatchingGame: SeatKeeping {}
