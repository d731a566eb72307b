import ArgumentParser
import Interpreter
import LineEditing
import ReplayPage
import SafeFiles

/// `animset export --html OUT STREAM`: turns a JSON stream recorded with `--format json` into
/// a self-contained page that replays the session in a browser (no network, opens from
/// `file://`). The stream is read and checked as `replay` reads it; the page is written
/// atomically, so OUT holds the old file or the whole new page.
struct ExportCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Turn a JSON stream recorded with --format json into a self-contained HTML replay page.",
        discussion: """
            STREAM is a file or - for standard input. A line that is not a record is \
            FILE:LINE: error: MESSAGE (exit 1) and nothing is written; event kinds and fields this \
            version does not know are skipped, and the page says which.
            """
    )

    @Option(
        name: .customLong("html"),
        help: ArgumentHelp("Write the page to this file; - is standard output.", valueName: "OUT"),
        completion: .file(extensions: ["html"]))
    var output: String

    @OptionGroup var bounds: BoundsOption

    @OptionGroup var palette: PaletteOption

    @Argument(
        help: ArgumentHelp("A stream recorded with --format json; - is standard input.", valueName: "STREAM"),
        completion: .file())
    var stream: String

    func execute() throws -> ExitCode {
        let scenes: [ReplayPage.Scene]
        do { scenes = try ReplayCommand.read(stream, bounds: bounds.bounds ?? .standard) } catch { return error }
        // NB: a stream piped in has no name: the page is titled after what it played.
        let title =
            "animset replay: "
            + (stream == "-" ? ReplayPage.subject(of: scenes) ?? "standard input" : ExportCommand.base(of: stream))
        let page = ReplayPage(title: title, scenes: scenes, palette: palette.palette)
        // NB: `-` is standard output, as it is standard input for STREAM (it once made a file
        // called '-').
        if output == "-" {
            Console.writeOutput(page.html)
        } else {
            try Files.writeFileAtomically(page.html, to: output)
        }
        return .success
    }

    /// The last component of `path`, printable.
    static func base(of path: String) -> String {
        SafeFile.split(path).base.printable(limit: 80)
    }
}
