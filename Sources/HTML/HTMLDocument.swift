/// A self-contained HTML page: one file holding its styles, its scripts and its data, that
/// makes no network request (its Content-Security-Policy forbids every fetch) and so opens
/// from `file://` and works offline forever.
///
/// Build one, add to it, then take `text`:
/// ```swift
/// var page = HTMLDocument(title: "Set, seed 1")
/// page.addStyle("body { margin: 0 }")
/// page.embedJSON(streamText, id: "stream")      // read in the page with JSON.parse
/// page.body = "<main id=\"app\"></main>"         // markup we wrote (escape what we did not)
/// page.addScript(rendererSource)
/// let html = page.text
/// ```
/// Everything is inlined in the order added: styles in the head, then the body, the data
/// blocks and the scripts at the end of the body, so scripts find the data and the markup.
public struct HTMLDocument: Sendable {
    /// The page's title (plain text: it is escaped).
    public var title: String
    /// The body's markup, inserted as it is: escape any text in it with `HTMLDocument.escape`.
    public var body: String
    /// The `lang` of the page.
    public var language: String
    private var styles: [String] = []
    private var scripts: [String] = []
    private var data: [(id: String, json: String)] = []

    /// The policy every page carries: nothing may be loaded from anywhere (no fonts, scripts,
    /// images, frames, fetches or form posts); only the page's own inline styles run, and
    /// only `data:` images show.
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// The policy of a page with scripts of its own: the same, and its inline scripts run.
    public static let scriptedContentSecurityPolicy =
        """
        default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; \
        form-action 'none'
        """

    /// This page's policy: no script may run on a page that has none (the charts page), so
    /// markup slipped into it could not run one either.
    public var policy: String { scripts.isEmpty ? Self.contentSecurityPolicy : Self.scriptedContentSecurityPolicy }

    /// An empty page titled `title`.
    public init(title: String, body: String = "", language: String = "en") {
        (self.title, self.body, self.language) = (title, body, language)
    }

    /// Adds a style sheet to the head.
    public mutating func addStyle(_ css: String) { styles.append(css) }

    /// Adds a classic inline script, run after the body and the data are in place.
    public mutating func addScript(_ javascript: String) { scripts.append(javascript) }

    /// Embeds one JSON text (which must be valid JSON) as `<script type="application/json"
    /// id="ID">`, for the page's scripts to read with
    /// `JSON.parse(document.getElementById(ID).textContent)`. See `scriptSafeJSON`.
    public mutating func embedJSON(_ json: String, id: String) { data.append((id, json)) }

    /// The whole page.
    public var text: String {
        var html =
            "<!DOCTYPE html>\n<html lang=\"\(HTMLDocument.escape(language))\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(HTMLDocument.escape(title))</title>\n"
        for css in styles { html += "<style>\n\(HTMLDocument.scriptSafe(css, closing: "</style"))\n</style>\n" }
        html += "</head>\n<body>\n\(body)\n"
        for (id, json) in data {
            html +=
                """
                <script type=\"application/json\" \
                id=\"\(HTMLDocument.escape(id))\">\(HTMLDocument.scriptSafeJSON(json))</script>\n
                """
        }
        for javascript in scripts {
            html += "<script>\n\(HTMLDocument.scriptSafe(javascript, closing: "</script"))\n</script>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }
}
