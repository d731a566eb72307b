import Interpreter
import LineEditing
import ReplayPage
import WireFormat

extension ScriptRunner {
    /// Keeps `output` for the page (`--format html`): the record its JSON line makes (read
    /// back as `export` reads a stream, so the two pages agree), its table, and what the text
    /// printed above the board.
    mutating func collect(_ output: Output, line: Int) {
        let record: RecordedCommand
        do { record = try RecordedCommand(line: Array(output.json(line: line).utf8)) } catch { return }
        let table = try? record.restingTable(fallback: session.options.bounds)
        scenes?.append(ReplayPage.Scene(record: record, table: table ?? nil, printed: record.text))
    }

    /// Prints the page of the commands collected, titled after `files`.
    func writePage(files: [String]) {
        // NB: a script piped in has no name: it is named after what it played, as `export` does.
        let piped = ReplayPage.subject(of: scenes ?? []) ?? "standard input"
        let names = files.map { $0 == "-" ? piped : ExportCommand.base(of: $0) }
        let page = ReplayPage(
            title: "animset: " + (names.isEmpty ? piped : names.joined(separator: ", ")),
            scenes: scenes ?? [],
            palette: session.options.palette)
        Console.writeOutput(page.html)
        Console.flushOutput()
    }
}
