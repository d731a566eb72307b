/// How much of the event log a person sees (`--events off|summary|full`).
public enum EventDetail: String, CaseIterable, Hashable, Sendable {
    /// Nothing.
    case off
    /// One short line per command: what moved and how long it took.
    case summary
    /// One line per event.
    case full
}
