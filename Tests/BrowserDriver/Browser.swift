import Foundation
import Synchronization

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`), for tests
/// of the pages animset writes: open pages at a window size, run scripts, wait for conditions,
/// take screenshots, and see every console error and network request.
///
/// One browser serves a whole test process (`Browser.shared()`): it starts on first use, each
/// test opens its own `BrowserPage` (a tab) and closes it, and the browser quits, its
/// temporary profile removed, when the process exits. Swift only: no node, no python.
///
/// ```swift
/// let browser = try Browser.shared()
/// let page = try browser.newPage(width: 1280, height: 800)
/// defer { page.close() }
/// try page.load(file: "/tmp/charts.html")
/// #expect(page.requests == [page.url])
/// #expect(try page.evaluate("document.title", as: String.self) == "animset")
/// ```
public final class Browser: @unchecked Sendable {
    /// The Chromium executable: `ANIMSET_CHROMIUM`, else Debian's, else one on PATH; nil when
    /// none is installed.
    public static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["ANIMSET_CHROMIUM"], !chosen.isEmpty { return chosen }
        // NB: Debian's /usr/bin/chromium is a shell script that execs this binary.
        var candidates = ["/usr/lib/chromium/chromium"]
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "headless_shell"] {
                candidates.append("\(directory)/\(name)")
            }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a Chromium is installed.
    public static var isAvailable: Bool { executable != nil }

    /// Whether the browser suites run: when Chromium is installed, or when the test script
    /// demands every tool (`ANIMSET_REQUIRE_TOOLS=1`, as `Scripts/test` sets), so that a
    /// missing Chromium fails them there (`BrowserError.notInstalled`) instead of skipping
    /// them; a developer's plain `swift test` without Chromium skips them.
    public static var runsTests: Bool { isAvailable || ToolRequirement.isDemanded }

    private static let sharedBrowser = Mutex<Browser?>(nil)

    /// The browser of this test process, started on first use.
    public static func shared() throws(BrowserError) -> Browser {
        try sharedBrowser.withLock { (browser: inout Browser?) throws(BrowserError) -> Browser in
            if let browser, browser.isRunning { return browser }
            let started = try Browser()
            browser = started
            atexit { Browser.sharedBrowser.withLock { $0?.quit() } }
            return started
        }
    }

    /// The connection to the browser.
    let pipe: DevToolsPipe
    /// The browser's process id.
    public let processID: pid_t
    /// The temporary profile, removed by `quit()`.
    let profile: String
    private let stopped = Mutex(false)

    /// Starts a new headless browser with an empty temporary profile.
    public init() throws(BrowserError) {
        guard let executable = Browser.executable else { throw .notInstalled }
        signal(SIGPIPE, SIG_IGN)
        profile = NSTemporaryDirectory() + "animset-chromium-\(getpid())-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        } catch {
            throw .launchFailed("cannot make the profile directory \(profile): \(error)")
        }
        let arguments = [
            executable, "--headless", "--no-sandbox", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
            "--force-color-profile=srgb", "--disable-features=Translate,MediaRouter,OptimizationHints",
            // Nothing leaves the machine: a page that tries is seen trying (`requests`), and fails.
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
            "about:blank",
        ]
        do {
            let spawned = try ProcessSpawner.spawn(arguments, log: profile + ".log")
            (processID, pipe) = (spawned.pid, DevToolsPipe(output: spawned.toChild, input: spawned.fromChild))
        } catch {
            try? FileManager.default.removeItem(atPath: profile)
            throw error
        }
        do {
            try pipe.send("Browser.getVersion", timeout: BrowserTimeouts.launch)
        } catch {
            let log = (try? String(contentsOfFile: profile + ".log", encoding: .utf8)) ?? ""
            quit()
            throw .launchFailed("\(error); its output:\n\(log.suffix(2000))")
        }
    }

    /// Whether the browser is still there.
    public var isRunning: Bool { !stopped.withLock { $0 } && kill(processID, 0) == 0 }

    /// The browser's product and version, such as `Chrome/120.0.6099.224`.
    public func version() throws(BrowserError) -> String {
        try pipe.send("Browser.getVersion")["product"] as? String ?? "unknown"
    }

    /// Opens a new tab showing `about:blank` with a `width` x `height` CSS-pixel viewport.
    public func newPage(width: Int = 1280, height: Int = 800) throws(BrowserError) -> BrowserPage {
        try BrowserPage(browser: self, width: width, height: height)
    }

    /// Quits the browser (asking first, then killing it) and removes its profile.
    public func quit() {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        _ = try? pipe.send("Browser.close", timeout: 5)
        pipe.close()
        if !ProcessSpawner.wait(for: processID, seconds: 10) {
            kill(processID, SIGKILL)
            _ = ProcessSpawner.wait(for: processID, seconds: 10)
        }
        try? FileManager.default.removeItem(atPath: profile)
        try? FileManager.default.removeItem(atPath: profile + ".log")
    }

    deinit { quit() }
}
