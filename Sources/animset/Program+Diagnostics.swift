import CardKit
import LineEditing

extension Program {
    /// How serious a diagnostic is.
    enum Severity: String { case error, warning, note }

    /// Tells a person something on standard error, on one line: `PLACE: SEVERITY: MESSAGE`,
    /// where the place is `animset`, a `FILE:LINE` in a script or transcript, or nothing (at
    /// the prompt). Every message of the program goes through here.
    /// Control and bidi characters in it are made visible, and a long place (a path) is
    /// shortened (`SafeText`), as both may come from outside.
    static func say(_ severity: Severity, _ message: String, at place: String? = "animset") {
        let shown = (place.map { SafeText.quoted($0, limit: 120) + ": " } ?? "") + "\(severity.rawValue): \(message)"
        Console.writeError(SafeText.visible(shown) + "\n")
    }

    /// `say(.error, ...)`.
    static func error(_ message: String, at place: String? = "animset") {
        say(.error, message, at: place)
    }
}
