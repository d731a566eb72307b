import Testing

// NB: each `#expect` is a macro whose expansion the compiler type-checks anew, about 10 ms of
// the test build's CPU a line (issue 37: 3,364 of them cost a sixth of the suite's build); a
// call of one of these costs about 1.5 ms. Each expands `#expect` once, here, with the caller's
// line (`sourceLocation`), so a failure is reported where it was reported before, with both
// values.

/// `#expect(actual == expected, comment)`, checked where it is called.
public func expectEqual<T: Equatable>(
    _ actual: T,
    _ expected: T,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}

/// `#expect(text.contains(part), comment)`, checked where it is called.
public func expectContains(
    _ text: some StringProtocol,
    _ part: some StringProtocol,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(text.contains(part), comment(), sourceLocation: sourceLocation)
}

/// `#expect(elements.contains(element), comment)`, checked where it is called.
public func expectContains<Elements: Sequence>(
    _ elements: Elements,
    _ element: Elements.Element,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
    #expect(elements.contains(element), comment(), sourceLocation: sourceLocation)
}

/// `#expect(!text.contains(part), comment)`, checked where it is called.
public func expectOmits(
    _ text: some StringProtocol,
    _ part: some StringProtocol,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!text.contains(part), comment(), sourceLocation: sourceLocation)
}

/// `#expect(!elements.contains(element), comment)`, checked where it is called.
public func expectOmits<Elements: Sequence>(
    _ elements: Elements,
    _ element: Elements.Element,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
    #expect(!elements.contains(element), comment(), sourceLocation: sourceLocation)
}
