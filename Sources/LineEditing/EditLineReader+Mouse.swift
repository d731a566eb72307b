import CEditLine

/// The mouse at the prompt: a press becomes a command line, typed in as if by hand.
extension EditLineReader {
    /// The command line a press at `report` becomes, or nil: only a left press, only while
    /// the line is empty (a press while a line is half typed is dropped, the line kept), only
    /// where `mouse.command` finds something.
    ///
    /// NB: where the board is on the screen is worked out from the prompt's row, asked of the
    /// terminal (DSR) at the press, not remembered from what was printed: the terminal may
    /// have scrolled since, and the row is measured after all of that. The caller knows how
    /// many lines it printed between the board and the prompt.
    func commandForPress(_ report: MouseReport, editor: OpaquePointer) -> String? {
        guard mouse.on, report.isLeftPress, let command = mouse.command else { return nil }
        if let info = el_line(editor), let buffer = info.pointee.buffer, let last = info.pointee.lastchar,
            buffer.distance(to: last) > 0
        {
            return nil
        }
        let (row, typed) = Terminal.cursorRow()
        ahead.unread += typed
        guard let row else { return nil }
        return command(report, row)
    }

    /// Takes the mouse reports out of keys typed while no prompt showed: a left press with
    /// nothing typed before it waits for the next `read`; the rest are dropped.
    func keepingPresses(_ bytes: [UInt8]) -> [UInt8] {
        guard mouse.on else { return bytes }
        let (keys, reports) = MouseReport.separate(bytes)
        if ahead.keys.isEmpty, let press = reports.first(where: { $0.report.isLeftPress && $0.keysBefore == 0 }),
            keys.isEmpty
        {
            mouse.pressedAhead = press.report
        }
        return keys
    }
}
