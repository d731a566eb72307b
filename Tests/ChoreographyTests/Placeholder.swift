import Testing

@Test func placeholderChoreography() { #expect(Bool(true)) }
