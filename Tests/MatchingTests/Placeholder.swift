import Testing

@Test func placeholderMatching() { #expect(Bool(true)) }
