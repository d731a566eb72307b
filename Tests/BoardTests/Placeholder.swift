import Testing

@Test func placeholderBoard() { #expect(Bool(true)) }
