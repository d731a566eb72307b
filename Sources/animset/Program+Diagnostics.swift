import LineEditing

extension Program {
    /// How serious a diagnostic is.
    enum Severity: String { case error, warning, note }

    /// Tells a person something on standard error, on one line: `PLACE: SEVERITY: MESSAGE`,
    /// where the place is `animset`, a `FILE:LINE` in a script or transcript, or nothing (at
    /// the prompt). Every message of the program goes through here.
    static func say(_ severity: Severity, _ message: String, at place: String? = "animset") {
        Platform.writeError((place.map { $0 + ": " } ?? "") + "\(severity.rawValue): \(message)\n")
    }

    /// `say(.error, ...)`.
    static func error(_ message: String, at place: String? = "animset") {
        say(.error, message, at: place)
    }
}
