import Testing

@Test func placeholderSetGame() { #expect(Bool(true)) }
