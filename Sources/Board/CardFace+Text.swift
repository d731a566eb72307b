import CardKit

extension CardFace {
    /// The face a game's card shows, read from the text the events and the JSON `state` use:
    /// a Set code (`2RTO`), a playing card (`AS`, `10H`), an emoji (with `ascii` for
    /// `--ascii`); a back of colour `back` when `face` is `nil`, unreadable, or `faceUp` is
    /// false.
    public init(game: GameKind, face: String?, ascii: String? = nil, faceUp: Bool = true, back: String? = nil) {
        guard faceUp, let face else {
            self = .back(color: back)
            return
        }
        switch game.traits.faces {
        case .setCards:
            self = CardFace(setCode: face) ?? .back(color: back)
        case .playingCards:
            self = CardFace(playingCode: face) ?? .back(color: back)
        case .emoji:
            self = .emoji(face, ascii: ascii ?? "??")
        }
    }

    /// A Set face from its code (`2RTO`, any case); `nil` for anything else.
    init?(setCode code: String) {
        // NB: ASCII codes, all of them in practice, are read letter by letter; a search of the
        // 81 codes was 3% of a text script's instructions. Others are upper-cased first, as
        // some letters outside ASCII upper-case into it.
        let ascii = code.utf8.allSatisfy { $0 < 0x80 }
        guard
            let index = ascii ? CardFace.setIndex(ofASCII: code) : CardCodes.setCodes.firstIndex(of: code.uppercased())
        else {
            return nil
        }
        self = .set(number: index % 3, color: index / 3 % 3, shading: index / 9 % 3, shape: index / 27)
    }

    /// The code letters of each attribute as bytes (`CardCodes.setLetters`).
    private static let setLetterBytes: [[UInt8]] = CardCodes.setLetters.map { $0.compactMap(\.utf8.first) }

    /// The index in `CardCodes.setCodes` of an ASCII code in any case; nil when it is none.
    private static func setIndex(ofASCII code: String) -> Int? {
        var index = 0
        var scale = 1
        var position = 0
        for byte in code.utf8 {
            guard position < setLetterBytes.count else { return nil }
            let upper = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
            guard let value = setLetterBytes[position].firstIndex(of: upper) else { return nil }
            index += value * scale
            scale *= 3
            position += 1
        }
        return position == setLetterBytes.count ? index : nil
    }

    /// A playing card from its code (`AS`, `10H`, `QD`); `nil` for anything else.
    init?(playingCode code: String) {
        let upper = code.uppercased()
        guard let suitLetter = upper.last, let suit = CardCodes.suitLetters.firstIndex(of: String(suitLetter)) else {
            return nil
        }
        let rank = String(upper.dropLast())
        guard CardFace.ranks.contains(rank) else { return nil }
        self = .playing(rank: rank, suit: suit)
    }

    /// The ranks a playing card's code may start with.
    private static let ranks: Set<String> = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
}
