import CardKit

extension Rect: JSONWritable {
    /// Writes `{"x","y","w","h"}`, rounded to 3 decimals.
    public func write(to writer: inout JSONWriter) {
        let rect = Rounding.rect(self)
        writer.object { writer in
            writer.field("x", rect.x)
            writer.field("y", rect.y)
            writer.field("w", rect.w)
            writer.field("h", rect.h)
        }
    }
}
