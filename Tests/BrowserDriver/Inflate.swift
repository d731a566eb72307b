/// A DEFLATE (RFC 1951) decoder inside a zlib (RFC 1950) wrapper: what a PNG's image data is
/// compressed with. Small and plain rather than fast; screenshots are a few hundred kilobytes.
enum Inflate {
    /// What was wrong with the stream.
    struct Failure: Error, CustomStringConvertible {
        /// Why.
        var description: String
    }

    /// Decompresses a zlib stream (2-byte header, DEFLATE blocks, Adler-32 not checked).
    static func zlib(_ data: [UInt8]) throws(Failure) -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        guard data[1] & 0x20 == 0 else { throw Failure(description: "zlib preset dictionary") }
        var reader = BitReader(bytes: data, position: 2)
        return try inflate(&reader)
    }

    private static func inflate(_ reader: inout BitReader) throws(Failure) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(reader.bytes.count * 4)
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure(description: "bad stored block length") }
                for _ in 0..<length { out.append(UInt8(try reader.bits(8))) }
            case 1:
                try inflateBlock(&reader, &out, literals: fixedLiterals, distances: fixedDistances)
            case 2:
                let (literals, distances) = try readDynamicTables(&reader)
                try inflateBlock(&reader, &out, literals: literals, distances: distances)
            default:
                throw Failure(description: "reserved block type")
            }
        }
        return out
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
        67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
        4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
        8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals = Huffman(
        lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    private static func inflateBlock(
        _ reader: inout BitReader, _ out: inout [UInt8],
        literals: Huffman, distances: Huffman
    ) throws(Failure) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let code = try distances.decode(&reader)
                guard code < distanceBase.count else { throw Failure(description: "bad distance symbol") }
                let distance = distanceBase[code] + (try reader.bits(distanceExtra[code]))
                guard distance <= out.count else { throw Failure(description: "distance too far back") }
                let start = out.count - distance
                for i in 0..<length { out.append(out[start + i]) }
            }
        }
    }

    private static func readDynamicTables(_ reader: inout BitReader) throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[codeLengthOrder[i]] = try reader.bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with nothing before") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "code lengths overrun") }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    /// Reads a DEFLATE stream's bits, least significant first.
    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        private var buffer: UInt64 = 0
        private var count = 0

        init(bytes: [UInt8], position: Int) { (self.bytes, self.position) = (bytes, position) }

        /// The next `n` (at most 32) bits as a number.
        mutating func bits(_ n: Int) throws(Failure) -> Int {
            while count < n {
                guard position < bytes.count else { throw Failure(description: "data ends early") }
                buffer |= UInt64(bytes[position]) << UInt64(count)
                position += 1
                count += 8
            }
            let value = Int(buffer & ((1 << UInt64(n)) - 1))
            buffer >>= UInt64(n)
            count -= n
            return value
        }

        /// Skips to the next byte boundary (before a stored block).
        mutating func alignToByte() {
            buffer >>= UInt64(count % 8)
            count -= count % 8
        }
    }

    /// A canonical Huffman code, decoded a bit at a time by code length (as zlib's puff does).
    struct Huffman {
        private var counts = [Int](repeating: 0, count: 16)
        private var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws(Failure) -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "bad Huffman code")
        }
    }
}
