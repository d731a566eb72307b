import Testing

@Test func placeholderInterpreter() { #expect(Bool(true)) }
