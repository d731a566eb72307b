import JSONCoding

extension JSONValueDecoder {
    /// What a decoding error says, in one phrase: where in the value, and what was wrong there.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable" }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        @unknown default: return "unreadable"
        }
    }
}
