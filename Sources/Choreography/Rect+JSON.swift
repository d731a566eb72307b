import CardKit
import JSONCoding

extension Rect {
    /// The keys of a frame in the JSON stream (and of a keyframe, which adds `t` and `rotation`).
    public enum Key {
        public static let x: JSONKey = "x"
        public static let y: JSONKey = "y"
        public static let w: JSONKey = "w"
        public static let h: JSONKey = "h"
    }
}

extension Rect: JSONWritable {
    /// Writes `{"x","y","w","h"}`, rounded to 3 decimals.
    public func write(to writer: inout JSONWriter) {
        let rect = Rounding.rect(self)
        writer.object { writer in
            writer.field(Key.x, rect.x)
            writer.field(Key.y, rect.y)
            writer.field(Key.w, rect.w)
            writer.field(Key.h, rect.h)
        }
    }
}
