import Board
import CardKit
import Choreography
import Expectations
import Testing

/// UltraSet's ghost on the terminal: the fifth card drawn faded (a faint, dashed outline with its
/// code, its symbols and `GHOST`, readable without colour) over the table's cards and under the
/// ones in flight.
@Suite struct FrameGhostTests {
    static let bounds = Size(w: 60, h: 16)
    static let fifth = "2RSS"

    /// A table card at the left, a flying card at the right, and the ghost between them.
    static func scene(ghostX: Double = 20) -> ScenePose {
        let resting = ScenePose.Card(
            code: "1PTO", face: "1PTO",
            pose: CardPose(place: .slot(1), frame: Rect(x: 2, y: 2, w: 20, h: 8), faceUp: true))
        let flying = ScenePose.Card(
            code: "3GSO", face: "3GSO",
            pose: CardPose(place: .air, frame: Rect(x: 36, y: 4, w: 20, h: 8), faceUp: true),
            layer: .flying, z: 1)
        return ScenePose(
            t: 1, game: .set, bounds: bounds, cards: [resting, flying],
            ghosts: [ScenePose.Ghost(code: fifth, face: fifth, frame: Rect(x: ghostX, y: 4, w: 20, h: 8))])
    }

    static func text(_ scene: ScenePose, _ style: BoardStyle = .plain) -> [String] {
        FrameRenderer.frame(scene, style: style).lines(color: false)
    }

    @Test func theGhostShowsItsCodeAndTheWordGhostInADashedOutline() {
        var scene = Self.scene()
        scene.cards.removeLast()  // the flying card would cover the code
        let lines = Self.text(scene)
        let all = lines.joined(separator: "\n")
        #expect(all.contains(" \(Self.fifth) ") && all.contains(" GHOST "), "\(all)")
        #expect(all.contains("┌") && all.contains("╎"), "an empty place's dashed outline:\n\(all)")
        let ascii = Self.text(scene, .ascii).joined(separator: "\n")
        #expect(ascii.contains(" GHOST ") && ascii.contains(" \(Self.fifth) "), "\(ascii)")
    }

    @Test func itIsFaintInColour() {
        let colored = FrameRenderer.frame(Self.scene(), style: .terminal).lines(color: true).joined(separator: "\n")
        #expect(colored.contains("\u{1B}[2m ") || colored.contains("\u{1B}[2m┌"), "drawn in the faint SGR 2")
        let noGhost = {
            var scene = Self.scene()
            scene.ghosts = []
            return scene
        }()
        expectOmits(FrameRenderer.frame(noGhost, style: .terminal).lines(color: true).joined(), "GHOST")
    }

    @Test func itLiesOverTheTableAndUnderTheFlyingCards() {
        let lines = Self.text(Self.scene())
        // The ghost (x 20...39) covers the table card's right edge at column 21 and is covered
        // by the flying card from column 36 on.
        let middle = lines[8]
        let characters = Array(middle)
        expectEqual(characters[20], "╎", "the ghost's left side over the table card:\n\(middle)")
        expectEqual(characters[36], "│", "the flying card's left side over the ghost:\n\(middle)")
    }
}

/// Set-Chain's carried card on the terminal: over the discard pile, marked, labelled.
@Suite struct FrameCarriedTests {
    static func text(_ highlight: Highlight) -> String {
        let pile = RestingTable.Pile(frame: Rect(x: 40, y: 10, w: 16, h: 6), count: 7, top: "1ROS")
        let scene = ScenePose(
            t: 0.1, game: .set, bounds: Size(w: 60, h: 16), cards: [], discard: pile,
            carried: [ScenePose.Carried(code: "3RSD", face: "3RSD", frame: pile.frame, highlight: highlight)])
        return FrameRenderer.frame(scene, style: .plain).lines(color: false).joined(separator: "\n")
    }

    @Test func itCoversThePileWithItsMarkAndSaysCarried() {
        let selected = Self.text(.selected)
        #expect(
            selected.contains(">carried<") && selected.contains(" CARRIED ") && selected.contains("3RSD"), "\(selected)"
        )
        #expect(
            selected.contains("┏") && !selected.contains("1ROS"),
            "the selected card's heavy border over the pile:\n\(selected)")
        let matched = Self.text(.match)
        #expect(matched.contains("!carried!") && matched.contains("MATCH") && matched.contains("╔"), "\(matched)")
    }
}
