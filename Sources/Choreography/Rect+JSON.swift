extension Rect: JSONFields {
    /// Gives `writer` `x`, `y`, `w`, `h`, rounded to 3 decimals.
    func writeFields<Writer: JSONFieldWriter & ~Copyable>(to writer: inout Writer) {
        let rect = Rounding.rect(self)
        writer.number("x", rect.x)
        writer.number("y", rect.y)
        writer.number("w", rect.w)
        writer.number("h", rect.h)
    }

    /// `{"x","y","w","h"}`, rounded to 3 decimals.
    public var jsonValue: EventValue { .object(eventFields) }
}
