import CardKit

/// The players of Concentration, the party game: solo play has one; two to `Player.limit`
/// take turns. Each choice is made by the player whose turn it is; a pair found scores for
/// them and gives them another turn, a miss passes the turn on. The rules of seats and turns
/// are `SeatKeeping`'s.
extension ConcentrationGame: SeatKeeping {}
