import Testing

@Test func placeholderGameKit() { #expect(Bool(true)) }
