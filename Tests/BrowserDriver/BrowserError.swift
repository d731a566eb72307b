import Foundation

/// What went wrong while driving the browser.
public enum BrowserError: Error, CustomStringConvertible {
    /// No Chromium executable was found (install Debian's `chromium`; `Scripts/setup` does).
    case notInstalled
    /// The browser could not be started.
    case launchFailed(String)
    /// The browser exited or closed its pipe.
    case browserExited(String)
    /// The browser refused a command.
    case protocolError(method: String, message: String)
    /// Something did not happen in time.
    case timedOut(String)
    /// A script threw, or its result was not what the caller asked for.
    case scriptFailed(expression: String, message: String)
    /// A screenshot was not a PNG this driver reads.
    case badImage(String)

    public var description: String {
        switch self {
        case .notInstalled: "chromium is not installed (Scripts/setup installs it)"
        case .launchFailed(let why): "could not start chromium: \(why)"
        case .browserExited(let why): "chromium went away: \(why)"
        case .protocolError(let method, let message): "\(method) failed: \(message)"
        case .timedOut(let what): "timed out waiting for \(what)"
        case .scriptFailed(let expression, let message): "script '\(expression.prefix(120))' failed: \(message)"
        case .badImage(let why): "screenshot: \(why)"
        }
    }
}

/// How long the driver waits before giving up; generous, because tests share two cores with
/// builds. A healthy run never comes near these: every wait ends as soon as its reply or
/// condition arrives.
// NB: the first screenshot of a freshly installed Chromium on a loaded machine once took over
// 60 s (software rendering starting up beside six compilers); 180 s leaves room for that.
public enum BrowserTimeouts {
    /// A protocol command's reply.
    public static let command: TimeInterval = 180
    /// The browser's start.
    public static let launch: TimeInterval = 180
    /// A page's load, or a condition to become true.
    public static let wait: TimeInterval = 180
}
