import Board
import Choreography
import Expectations
import Foundation
import Testing

/// The deck, the discard pile and gathered cards are stacks with counts.
struct BoardPileTests {
    static let bounds = [
        Size(w: 80, h: 24), Size(w: 60, h: 20), Size(w: 120, h: 40), Size(w: 40, h: 12), Size(w: 24, h: 8),
    ]

    @Test(arguments: bounds, [true, false])
    func stacksShowTheirCounts(bounds: Size, unicode: Bool) {
        let model = BoardModel(
            cards: [], deck: BoardPile(count: 66),
            discard: BoardPile(count: 12, top: BoardFixtures.setFace(code: "3PSD")))
        let layout = TableLayout(cardCount: 0, bounds: bounds)
        let grid = BoardFixtures.grid(model, layout: layout, style: BoardStyle(unicode: unicode))
        let deck = (Int(layout.deck.y)..<Int(layout.deck.maxY)).map {
            BoardFixtures.text(grid, x: Int(layout.deck.x), y: $0, w: Int(layout.deck.w))
        }.joined(separator: "\n")
        let discard = (Int(layout.discard.y)..<Int(layout.discard.maxY)).map {
            BoardFixtures.text(grid, x: Int(layout.discard.x), y: $0, w: Int(layout.discard.w))
        }.joined(separator: "\n")
        expectContains(deck, "66", "\(deck)")
        expectContains(discard, "12", "\(discard)")
        if layout.deck.w >= 7 { expectContains(deck, "deck", "\(deck)") }
        if layout.discard.w >= 6 { expectContains(discard, "disc", "\(discard)") }
        if layout.discard.h >= 2 { expectContains(discard, "3PSD", "the top card is face up: \(discard)") }
    }

    /// A stack of many cards shows offset edges; one card none; an empty stack a dotted place.
    @Test(arguments: [(40, "╮╮╮"), (5, "╮╮"), (1, "╮"), (0, "┐")])
    func stackDepthFollowsTheCount(count: Int, edge: String) {
        let model = BoardModel(cards: [], deck: BoardPile(count: count))
        let layout = TableLayout(cardCount: 0, bounds: .standard)
        let grid = BoardFixtures.grid(model, layout: layout, style: .plain)
        let top = BoardFixtures.text(grid, x: Int(layout.deck.x), y: Int(layout.deck.y), w: Int(layout.deck.w))
        #expect(top.trimmingCharacters(in: .whitespaces).hasSuffix(edge), "'\(top)'")
        #expect(!top.hasSuffix(edge + "╮"))
        let bottom = BoardFixtures.text(
            grid, x: Int(layout.deck.x), y: Int(layout.deck.maxY) - 1, w: Int(layout.deck.w))
        expectContains(bottom, "deck \(count)", "'\(bottom)'")
    }

    /// The deck is face down; the discard pile shows its top card when it lies face up.
    @Test func deckIsFaceDownDiscardFaceUp() {
        let face = BoardFixtures.setFace(code: "2GTO")
        let model = BoardModel(cards: [], deck: BoardPile(count: 3), discard: BoardPile(count: 3, top: face))
        let text = BoardRenderer.render(model, layout: TableLayout(cardCount: 0, bounds: .standard), style: .ascii)
        expectContains(text, "::::")
        expectContains(text, "2GTO")
        let faceDown = BoardModel(cards: [], discard: BoardPile(count: 3))
        #expect(
            !BoardRenderer.render(faceDown, layout: TableLayout(cardCount: 0, bounds: .standard), style: .ascii)
                .contains("2GTO"))
    }

    /// Gathered cards are one stack at the given frame, counting the cards still in play.
    @Test(arguments: [Size(w: 80, h: 24), Size(w: 40, h: 12)])
    func gatheredCardsFormOnePile(bounds: Size) {
        let cards = (0..<12).map { BoardCard(face: BoardFixtures.setFace($0), gone: $0 == 0) }
        let layout = TableLayout(cardCount: 12, bounds: bounds)
        let pile = Rect(x: layout.pile.x + 3, y: layout.pile.y, w: layout.pile.w, h: layout.pile.h)
        let model = BoardModel(cards: cards, gathered: pile)
        let grid = BoardFixtures.grid(model, layout: layout, style: .ascii)
        for (y, row) in grid.enumerated() {
            for (x, cell) in row.enumerated() where cell != " " {
                #expect(pile.contains(Rect(x: x, y: y, w: 1, h: 1)), "(\(x), \(y)) outside the pile")
            }
        }
        let text = BoardRenderer.render(model, layout: layout, style: .ascii)
        expectContains(text, "11")
        expectOmits(text, "[1:")
    }
}
