import CardKit
import Choreography
import JSONCoding
import WireFormat

/// The keys of the replay page's data (`ReplayPage.dataJSON`), each spelt once: the writer in
/// `ReplayPage+JSON.swift` writes them and the page's scripts read them from `K`, an object
/// written from `all` (`ReplayAssets.constants`). The words a record, a state or a frame
/// spells too are their keys (`RecordKey`, `StateKey`, `Rect.Key`).
enum PageKey {
    // The page.
    static let version: JSONKey = "version"
    static let skipped: JSONKey = "skipped"
    static let commands: JSONKey = "commands"

    // A command.
    static let input = RecordKey.input
    static let ok = RecordKey.ok
    static let error = RecordKey.error
    static let game = RecordKey.game
    /// What animset printed (text mode, without the board), when known.
    static let printed: JSONKey = "printed"
    /// A Set variant's name, when not standard Set.
    static let title: JSONKey = "title"
    /// The figures shown beside the table (`ReplayPage.statusKeys`, `players`).
    static let status: JSONKey = "status"
    /// In place of `table`: the table is the previous command's.
    static let sameTable: JSONKey = "sameTable"
    static let table = StateKey.table
    static let events = RecordKey.events

    // A table at rest.
    static let bounds = StateKey.bounds
    static let w = Rect.Key.w
    static let h = Rect.Key.h
    static let cards = StateKey.cards
    static let code: JSONKey = "code"
    static let face = StateKey.face
    static let frame = StateKey.frame
    static let faceUp = StateKey.faceUp
    static let highlight: JSONKey = "highlight"
    static let gone: JSONKey = "gone"
    static let deck = StateKey.deck
    static let discard = StateKey.discard
    static let gathered: JSONKey = "gathered"
    static let back = StateKey.back
    static let count = StateKey.count
    static let top: JSONKey = "top"

    /// Every key the page's scripts read (all but `version`): the page's, its commands' and tables', and the
    /// events' and their frames' and keyframes' (`AnimationEvent.Key`, `Rect.Key`,
    /// `Keyframe.Key`). The scripts take each name from `K`, written from this list.
    static let all: [JSONKey] = {
        let page = [
            skipped, commands, input, ok, error, game, printed, title, status, sameTable, table, events,
            bounds, w, h, cards, code, face, frame, faceUp, highlight, gone, deck, discard, gathered, back, count, top,
        ]
        typealias Event = AnimationEvent.Key
        let event = [
            Event.t, Event.duration, Event.kind, Event.cards, Event.from, Event.to, Event.fromPlace, Event.toPlace,
            Event.faceUp, Event.path, Rect.Key.x, Rect.Key.y, Keyframe.Key.rotation,
        ]
        var seen: Set<JSONKey> = []
        return (page + event).filter { seen.insert($0).inserted }
    }()
}
