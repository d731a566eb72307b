import Foundation

/// One tab of a `Browser`: load a page at a window size, run JavaScript and read its JSON
/// result, wait for conditions, take screenshots, and read the console errors and every network
/// request the page attempted since it was opened.
public final class BrowserPage: @unchecked Sendable {
    /// A message a page printed to its console, or an uncaught exception.
    public struct ConsoleMessage: CustomStringConvertible, Sendable {
        /// `error`, `warning`, `log`, `info`, `debug`, or `exception`.
        public var level: String
        /// The text.
        public var text: String
        /// Where it came from (a script's URL and line), when the browser says.
        public var source: String

        public var description: String { "[\(level)] \(text)\(source.isEmpty ? "" : " (\(source))")" }
    }

    private let browser: Browser
    private let pipe: DevToolsPipe
    private let targetID: String
    /// The DevTools session of this tab.
    let session: String
    private var closed = false

    /// The URL last loaded.
    public private(set) var url = "about:blank"

    init(browser: Browser, width: Int, height: Int) throws(BrowserError) {
        (self.browser, pipe) = (browser, browser.pipe)
        let target = try pipe.send(
            "Target.createTarget", ["url": "about:blank", "width": width, "height": height, "newWindow": true])
        guard let targetID = target["targetId"] as? String else {
            throw .protocolError(method: "Target.createTarget", message: "no targetId")
        }
        self.targetID = targetID
        let attached = try pipe.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw .protocolError(method: "Target.attachToTarget", message: "no sessionId")
        }
        self.session = session
        for domain in ["Page", "Runtime", "Network", "Log"] {
            try send("\(domain).enable")
        }
        try resize(width: width, height: height)
    }

    /// Sends a protocol command to this tab and returns its result.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:]) throws(BrowserError) -> [String: Any] {
        try pipe.send(method, params, session: session)
    }

    /// Sets the viewport to `width` x `height` CSS pixels at one device pixel per CSS pixel.
    public func resize(width: Int, height: Int) throws(BrowserError) {
        try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// Loads the file at `path` (absolute, or relative to the current directory) and waits for
    /// its `load` event.
    public func load(file path: String) throws(BrowserError) {
        try load(url: URL(fileURLWithPath: path).absoluteString)
    }

    /// Loads `url` and waits up to `timeout` seconds for its `load` event.
    public func load(url: String, timeout: TimeInterval = BrowserTimeouts.wait) throws(BrowserError) {
        let start = pipe.events(of: session).count
        let navigated = try send("Page.navigate", ["url": url])
        if let failure = navigated["errorText"] as? String, !failure.isEmpty {
            throw .protocolError(method: "Page.navigate", message: "\(url): \(failure)")
        }
        self.url = url
        _ = try pipe.waitForEvent(of: session, from: start, timeout: timeout, what: "\(url) to load") {
            $0.method == "Page.loadEventFired"
        }
    }

    /// Evaluates the JavaScript `expression` (awaiting it if it is a promise) and returns its
    /// value as JSON bytes (`null` for undefined).
    public func evaluateJSON(_ expression: String, timeout: TimeInterval = BrowserTimeouts.command) throws(BrowserError)
        -> Data
    {
        let reply = try pipe.send(
            "Runtime.evaluate",
            [
                "expression": expression, "returnByValue": true, "awaitPromise": true, "userGesture": true,
            ], session: session, timeout: timeout)
        if let details = reply["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] as? String
            throw .scriptFailed(expression: expression, message: exception ?? details["text"] as? String ?? "threw")
        }
        let value = (reply["result"] as? [String: Any])?["value"] ?? NSNull()
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) else {
            throw .scriptFailed(expression: expression, message: "the result is not JSON")
        }
        return data
    }

    /// Evaluates `expression` and decodes its JSON value as a `T`.
    public func evaluate<T: Decodable>(_ expression: String, as type: T.Type = T.self) throws(BrowserError) -> T {
        let data = try evaluateJSON(expression)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .scriptFailed(
                expression: expression,
                message: "\(String(decoding: data.prefix(200), as: UTF8.self)) is not a \(T.self)")
        }
    }

    /// Waits up to `timeout` seconds for the JavaScript `condition` to be truthy; the page
    /// checks it on every animation frame and timer tick, so no time is lost between checks.
    public func waitFor(_ condition: String, timeout: TimeInterval = BrowserTimeouts.wait) throws(BrowserError) {
        let script = """
            new Promise((resolve) => {
              const limit = performance.now() + \(Int(timeout * 1000));
              const check = () => {
                let ok = false;
                try { ok = !!(\(condition)); } catch (e) { ok = false; }
                if (ok || performance.now() > limit) { resolve(ok); return; }
                setTimeout(check, 10);
              };
              check();
            })
            """
        let met = try evaluate(script, as: Bool.self)
        if !met { throw .timedOut("'\(condition)' in \(url)") }
    }

    /// A PNG screenshot of the viewport.
    public func screenshotPNG() throws(BrowserError) -> Data {
        let reply = try send("Page.captureScreenshot", ["format": "png", "fromSurface": true])
        guard let text = reply["data"] as? String, let data = Data(base64Encoded: text) else {
            throw .badImage("no data in the reply")
        }
        return data
    }

    /// A screenshot of the viewport, decoded.
    public func screenshot() throws(BrowserError) -> PNGImage {
        try PNGImage(png: screenshotPNG())
    }

    /// Every console message (log to error), the browser's own warnings and errors (a refused
    /// load, a CSP violation) and every uncaught exception since the tab opened, in order.
    public var consoleMessages: [ConsoleMessage] {
        pipe.events(of: session).compactMap(Self.consoleMessage)
    }

    /// The console errors and uncaught exceptions since the tab opened: what a good page has none of.
    public var consoleErrors: [ConsoleMessage] {
        consoleMessages.filter { $0.level == "error" || $0.level == "exception" }
    }

    /// The URL of every request the tab attempted since it opened, in order, blocked or not
    /// (the page's own file included, `about:blank` not).
    public var requests: [String] {
        pipe.events(of: session).compactMap { event in
            guard event.method == "Network.requestWillBeSent",
                let request = event.params["request"] as? [String: Any], let url = request["url"] as? String
            else { return nil }
            return url
        }
    }

    /// Closes the tab.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? pipe.send("Target.closeTarget", ["targetId": targetID])
        pipe.forget(session: session)
    }

    deinit { close() }

    private static func consoleMessage(_ event: DevToolsPipe.Event) -> ConsoleMessage? {
        let p = event.params
        switch event.method {
        case "Runtime.consoleAPICalled":
            let level = p["type"] as? String ?? "log"
            let args = (p["args"] as? [[String: Any]] ?? []).map { arg in
                arg["value"].map { "\($0)" } ?? arg["description"] as? String ?? "\(arg["type"] ?? "?")"
            }
            return ConsoleMessage(
                level: level == "assert" ? "error" : level, text: args.joined(separator: " "), source: "")
        case "Runtime.exceptionThrown":
            let details = p["exceptionDetails"] as? [String: Any] ?? [:]
            let text =
                (details["exception"] as? [String: Any])?["description"] as? String ?? details["text"] as? String
                ?? "exception"
            let line = details["lineNumber"] as? Int ?? 0
            return ConsoleMessage(
                level: "exception", text: text, source: "\(details["url"] as? String ?? ""):\(line + 1)")
        case "Log.entryAdded":
            let entry = p["entry"] as? [String: Any] ?? [:]
            let level = entry["level"] as? String ?? "info"
            guard level == "error" || level == "warning" else { return nil }
            return ConsoleMessage(
                level: level, text: entry["text"] as? String ?? "", source: entry["url"] as? String ?? "")
        default:
            return nil
        }
    }
}
