import Expectations
import Foundation
import Testing

/// Issue 39, item 3, through the binary: `review`'s record in the JSON stream, byte for byte
/// (re-record it only when the review or hint best's estimates change on purpose), and the
/// replay page that `export --html` makes of that stream, which draws the review as a chart.
@Suite struct ReviewCommandTests {
    static let script = "choose 2RSS 3GOO 1PTD\nhint best\nchoose 2GOO 2PTS 2RSD\nreview\n"

    /// The `review` key of the stream's last record (the review's).
    static let golden = """
        "review":{"exact":false,"unrecorded":0,"over":false,"left":75,"moves":[{"set":1,"cards":["2RSS","3GOO",\
        "1PTD"],"unseen":69,"samples":4000,"chance":0.13425,"low":0.12403510843611158,"high":0.1451667243303051,\
        "best":{"cards":["2RSS","3GOO","1PTD"],"chance":0.13425,"low":0.12403510843611158,"high":0.1451667243303051},\
        "cost":0,"mark":null},{"set":2,"cards":["2GOO","2PTS","2RSD"],"unseen":66,"samples":2666,\
        "chance":0.1369092273068267,"low":0.12438202297860293,"high":0.15048128637492028,"best":{"cards":["3ROD",\
        "1GSO","2PTS"],"chance":0.1406601650412603,"low":0.12797923275531067,"high":0.15437515811315547},\
        "cost":0.003750937734433607,"mark":null,"help":["hint best"]}],"costliest":2}
        """

    static func record() throws -> String {
        let recorded = try Binary.run(
            ["run", "--format", "json", "--seed", "7", "--bounds", "80x12", "--events", "off", "-"], script: script)
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        return recorded.stdout
    }

    @Test func theStreamHoldsTheReviewAndThePageDrawsIt() throws {
        let stream = try Self.record()
        let last = try #require(stream.split(separator: "\n").last.map(String.init))
        expectContains(last, Self.golden, "\(last)")
        let file = try Binary.temporaryFile(Data(stream.utf8), suffix: ".jsonl")
        let out = NSTemporaryDirectory() + "animset-review-\(UUID().uuidString).html"
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: out)
        }
        let export = try Binary.run(["export", "--html", out, file])
        expectEqual(export.status, 0, "\(export.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        expectContains(html, "<section id=\"review\"")
        expectContains(html, "<a id=\"to-review\" href=\"#review\">")
        expectContains(html, "2 sets reviewed; none marked.")
        // Each set a dot in the wide chart and in the narrow one.
        expectEqual(html.components(separatedBy: "class=\"dot\"").count - 1, 4)
        expectContains(html, "<title>set 2: 2GOO 2PTS 2RSD left 13.7%, best 3ROD 1GSO 2PTS 14.1%, cost 0.4 points")
    }
}
