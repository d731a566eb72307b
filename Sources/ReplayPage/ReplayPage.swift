import CardKit
import Choreography
import HTML
import JSONCoding
import WireFormat

/// A self-contained HTML page that replays a session: the commands of a JSON stream (as
/// `animset replay` reads them), a small renderer that draws and animates them exactly as
/// animset-events(5) says, and controls. It makes no network request and opens from `file://`.
///
/// The page holds what this version understood of the stream: each command's input, result,
/// the table after it (frames from the layout, as `replay` computes them) and its events.
/// What it skipped (event kinds and fields it does not know) is listed in the page.
public struct ReplayPage: Sendable {
    /// One command of the session.
    public struct Scene: Sendable {
        /// The command as recorded.
        public var record: RecordedCommand
        /// The table at rest after it; nil when the state is missing or of an unknown game.
        public var table: RestingTable?
        /// What animset printed for it (text mode, without the board), when known.
        public var printed: String?

        /// A scene.
        public init(record: RecordedCommand, table: RestingTable?, printed: String? = nil) {
            (self.record, self.table, self.printed) = (record, table, printed)
        }
    }

    /// The page's title (plain text).
    public var title: String
    /// The commands in order.
    public var scenes: [Scene]

    /// Set's colours on the page (`--palette`).
    public var palette: Palette

    /// A page titled `title` replaying `scenes`, Set's cards drawn in `palette`.
    public init(title: String, scenes: [Scene], palette: Palette = .standard) {
        (self.title, self.scenes, self.palette) = (title, scenes, palette)
    }

    /// What the page skipped, each with how often: `event kind 'zap' (2 times)`.
    public var skipped: [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for note in scenes.flatMap(\.record.skipped) {
            if counts[note] == nil { order.append(note) }
            counts[note, default: 0] += 1
        }
        return order.map { note in counts[note] == 1 ? note : "\(note) (\(counts[note] ?? 0) times)" }
    }

    /// The whole page.
    public var html: String {
        let review = review
        var page = HTMLDocument(
            title: title, body: ReplayAssets.body(title: HTMLDocument.escape(title), review: review != nil))
        page.addStyle(ReplayAssets.style)
        if let review {
            page.body += ReplayPage.reviewSection(review)
            page.addStyle(ReplayAssets.reviewStyle)
        }
        page.embedJSON(dataJSON, id: "animset-data")
        for script in ReplayAssets.scripts(palette: palette) { page.addScript(script) }
        return page.text
    }

    /// The page's data: `{"version", "skipped", "commands": [...]}`, each command with
    /// `input`, `ok`, `error`, `game`, `printed`, `status`, `table` (or `sameTable`) and `events`.
    public var dataJSON: String {
        var writer = JSONWriter(capacity: 1 << 16)
        writer.object { writer in
            writer.field(PageKey.version, 1)
            writer.field(PageKey.skipped, strings: skipped)
            writer.key(PageKey.commands)
            writer.array { writer in
                var previous: RestingTable?
                for scene in scenes {
                    ReplayPage.write(scene, previous: previous, to: &writer)
                    previous = scene.table
                }
            }
        }
        return writer.text
    }
}
