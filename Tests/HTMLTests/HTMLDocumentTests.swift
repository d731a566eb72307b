import Expectations
import HTML
import Testing

@Suite struct HTMLDocumentTests {
    static let escapes: [(String, String)] = [
        ("plain", "plain"),
        ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("emoji 🐶 and é", "emoji 🐶 and é"),
    ]

    @Test(arguments: escapes) func textIsEscaped(input: String, expected: String) {
        expectEqual(HTMLDocument.escape(input), expected)
    }

    static let jsonCases: [(String, String)] = [
        (
            #"{"a":"</script><script>x()</script>"}"#,
            #"{"a":"\u003c/script\u003e\u003cscript\u003ex()\u003c/script\u003e"}"#
        ),
        (#"["<!-- c -->","&amp;"]"#, #"["\u003c!-- c --\u003e","\u0026amp;"]"#),
        ("[\"a\u{2028}b\u{2029}c\"]", #"["a\u2028b\u2029c"]"#),
        (#"{"n":1.5,"b":[true,null]}"#, #"{"n":1.5,"b":[true,null]}"#),
    ]

    @Test(arguments: jsonCases) func embeddedJSONCannotEndItsElement(input: String, expected: String) {
        let safe = HTMLDocument.scriptSafeJSON(input)
        expectEqual(safe, expected)
        #expect(!safe.contains("<") && !safe.contains("\u{2028}") && !safe.contains("\u{2029}"))
    }

    @Test func pageHoldsEverythingInlineUnderAStrictPolicy() {
        var page = HTMLDocument(title: "Set <1> & \"2\"", body: "<main id=\"app\"></main>")
        page.addStyle("body { margin: 0 }")
        page.embedJSON(#"{"input":"</script>"}"#, id: "stream")
        page.addScript("if (1 < 2) { run() }")
        let html = page.text
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        expectContains(html, "<title>Set &lt;1&gt; &amp; &quot;2&quot;</title>")
        expectContains(
            html,
            "content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:")
        expectContains(html, "<style>\nbody { margin: 0 }\n</style>")
        expectContains(html, #"<script type="application/json" id="stream">{"input":"\u003c/script\u003e"}</script>"#)
        expectContains(html, "<script>\nif (1 < 2) { run() }\n</script>")
        // The data comes before the scripts that read it, the body before both.
        let body = html.firstRange(of: "<main")!.lowerBound
        let data = html.firstRange(of: "application/json")!.lowerBound
        let script = html.firstRange(of: "if (1 < 2)")!.lowerBound
        #expect(body < data && data < script)
        // Nothing is loaded from anywhere.
        for reference in ["src=", "href=", "http:", "https:", "@import", "url("] { expectOmits(html, reference) }
    }

    /// Issue 18, item 15: a page without scripts (the charts page) lets none run.
    @Test func aPageWithoutScriptsAllowsNone() {
        var page = HTMLDocument(title: "odds", body: "<svg></svg>")
        page.addStyle("svg { width: 100% }")
        page.embedJSON("{}", id: "data")
        let html = page.text
        expectContains(
            html,
            """
            content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; \
            form-action 'none'\"
            """
        )
        expectOmits(html, "script-src")
    }

    @Test(arguments: ["var s = '</script><b>'", "x = '</SCRIPT >'", "a <!-- b"])
    func ownScriptsCannotEndTheirElementEarly(source: String) {
        var page = HTMLDocument(title: "t")
        page.addScript(source)
        let html = page.text
        let inner = html.split(separator: "<script>\n").last.map(String.init) ?? ""
        expectOmits(inner.dropLast("\n</script>\n</body>\n</html>\n".count).lowercased(), "</script")
        expectOmits(inner, "<!--")
    }
}
