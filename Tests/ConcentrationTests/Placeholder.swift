import Testing

@Test func placeholderConcentration() { #expect(Bool(true)) }
