extension Rect {
    /// `{"x","y","w","h"}`, rounded to 3 decimals.
    public var jsonValue: EventValue {
        let rect = Rounding.rect(self)
        return .object([
            EventField("x", .number(rect.x)), EventField("y", .number(rect.y)),
            EventField("w", .number(rect.w)), EventField("h", .number(rect.h)),
        ])
    }
}
