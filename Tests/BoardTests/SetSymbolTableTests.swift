import Expectations
import Testing

@testable import Board

/// The symbols drawn once and kept are the symbols drawn anew.
@Suite struct SetSymbolTableTests {
    /// Every symbol `fitting` chooses for cards up to 80 columns by 40 rows.
    static let fitted: [SetSymbol] = Array(
        Set(
            (9...80).flatMap { columns in (1...40).compactMap { SetSymbol.fitting(columns: columns, lines: $0)?.symbol }
            }))

    @Test func everyFittedSymbolIsKeptAndKeptRight() {
        #expect(SetSymbolTableTests.fitted.count > 10)
        for symbol in SetSymbolTableTests.fitted {
            for shape in 0..<3 {
                for shading in 0..<3 {
                    for unicode in [false, true] {
                        #expect(symbol.drawnIndex(shape: shape, shading: shading, unicode: unicode) != nil, "\(symbol)")
                        #expect(
                            symbol.lines(shape: shape, shading: shading, unicode: unicode)
                                == symbol.drawnLines(shape: shape, shading: shading, unicode: unicode),
                            "\(symbol) \(shape) \(shading)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        SetSymbol(rows: 1, width: 5), SetSymbol(rows: 3, width: 4), SetSymbol(rows: 4, width: 8),
        SetSymbol(rows: 18, width: 19), SetSymbol(rows: 2, width: 3, touching: true),
    ])
    func otherSizesAreDrawnAnew(symbol: SetSymbol) {
        expectEqual(symbol.drawnIndex(shape: 0, shading: 0, unicode: true), nil)
        expectEqual(
            symbol.lines(shape: 1, shading: 2, unicode: true), symbol.drawnLines(shape: 1, shading: 2, unicode: true))
    }

    @Test func oddShapesAndShadingsAreDrawnAnew() {
        let symbol = SetSymbol(rows: 2, width: 4)
        expectEqual(symbol.drawnIndex(shape: 3, shading: 0, unicode: true), nil)
        expectEqual(symbol.drawnIndex(shape: 0, shading: 3, unicode: true), nil)
        #expect(
            symbol.lines(shape: 2, shading: 3, unicode: false)
                == symbol.drawnLines(shape: 2, shading: 3, unicode: false))
    }
}
