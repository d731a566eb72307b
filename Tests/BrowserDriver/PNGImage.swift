import Foundation

/// A decoded PNG screenshot: 8-bit RGB or RGBA (grey too), not interlaced, as browsers write
/// them; pixels are kept as RGBA.
public struct PNGImage: Sendable {
    /// A pixel's colour.
    public struct Color: Hashable, Sendable, CustomStringConvertible {
        /// Red, green, blue and alpha, 0...255.
        public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

        /// A colour; opaque unless `a` says otherwise.
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

        /// A colour from CSS hex notation such as `#7a1fa2`; nil if it is not `#rrggbb`.
        public init?(hex: String) {
            let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF))
        }

        /// The largest difference of one channel (red, green or blue) from `other`'s.
        public func distance(to other: Color) -> Int {
            max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
        }

        public var description: String { String(format: "#%02x%02x%02x", r, g, b) }
    }

    /// The size in pixels.
    public let width: Int, height: Int
    /// The pixels, row by row from the top, four bytes (RGBA) each.
    public let rgba: [UInt8]

    /// Decodes PNG bytes.
    public init(png data: Data) throws(BrowserError) {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw .badImage("not a PNG")
        }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = Int(Self.uint32(bytes, position))
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let start = position + 8
            let end = start + length
            guard length >= 0, end + 4 <= bytes.count else { throw .badImage("chunk \(type) runs past the end") }
            if type == "IHDR" { header = Array(bytes[start..<end]) }
            if type == "IDAT" { compressed += bytes[start..<end] }
            if type == "IEND" { break }
            position = end + 4
        }
        guard header.count == 13 else { throw .badImage("no IHDR chunk") }
        let width = Int(Self.uint32(header, 0))
        let height = Int(Self.uint32(header, 4))
        let (depth, colorType, interlace) = (header[8], header[9], header[12])
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw .badImage("colour type \(colorType) is not read here")
        }
        guard depth == 8, interlace == 0, width > 0, height > 0, width < 1 << 15, height < 1 << 15 else {
            throw .badImage("only 8-bit, non-interlaced images are read here")
        }
        let raw: [UInt8]
        do { raw = try Inflate.zlib(compressed) } catch { throw .badImage(error.description) }
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw .badImage("image data too short") }
        let pixels = try Self.unfilter(raw, height: height, stride: stride, channels: channels)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            let p = i * channels
            switch channels {
            case 1, 2:
                (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]) = (pixels[p], pixels[p], pixels[p])
                if channels == 2 { rgba[4 * i + 3] = pixels[p + 1] }
            default:
                (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]) = (pixels[p], pixels[p + 1], pixels[p + 2])
                if channels == 4 { rgba[4 * i + 3] = pixels[p + 3] }
            }
        }
        (self.width, self.height, self.rgba) = (width, height, rgba)
    }

    /// The colour at column `x`, row `y` from the top-left corner.
    public func color(x: Int, y: Int) -> Color {
        let i = 4 * (y * width + x)
        return Color(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    /// How many pixels are within `tolerance` (per channel) of `color`.
    public func count(of color: Color, tolerance: Int = 8) -> Int {
        var n = 0
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let pixel = Color(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2])
            if pixel.distance(to: color) <= tolerance { n += 1 }
        }
        return n
    }

    /// How many pixels have each colour, most common first.
    public func histogram() -> [(color: Color, count: Int)] {
        var counts: [Color: Int] = [:]
        for i in stride(from: 0, to: rgba.count, by: 4) {
            counts[Color(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2]), default: 0] += 1
        }
        return counts.sorted { $0.value > $1.value }.map { ($0.key, $0.value) }
    }

    /// Whether the image is one flat colour (a blank page).
    // NB: stops at the first pixel of another colour: the histogram of a whole page, counted in
    // a debug build, cost about half a second a screenshot (issue 37, the suite's CPU).
    public var isBlank: Bool {
        guard rgba.count >= 4 else { return true }
        for i in stride(from: 4, to: rgba.count, by: 4)
        where rgba[i] != rgba[0] || rgba[i + 1] != rgba[1] || rgba[i + 2] != rgba[2] {
            return false
        }
        return true
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// Undoes the per-row filters (none, sub, up, average, Paeth).
    private static func unfilter(_ raw: [UInt8], height: Int, stride: Int, channels: Int) throws(BrowserError)
        -> [UInt8]
    {
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for i in 0..<stride {
                let x = raw[source + i]
                let a = i >= channels ? Int(out[target + i - channels]) : 0
                let b = row > 0 ? Int(out[target - stride + i]) : 0
                let c = row > 0 && i >= channels ? Int(out[target - stride + i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw .badImage("unknown row filter \(filter)")
                }
                out[target + i] = x &+ UInt8(truncatingIfNeeded: predictor)
            }
        }
        return out
    }
}
