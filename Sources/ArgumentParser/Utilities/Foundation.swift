//===----------------------------------------------------------------------===//
//
// This source file is part of the Swift Argument Parser open source project
//
// Copyright (c) 2025 Apple Inc. and the Swift project authors
// Licensed under Apache License v2.0 with Runtime Library Exception
//
// See https://swift.org/LICENSE.txt for license information
//
//===----------------------------------------------------------------------===//

// animset: the one file changed from swift-argument-parser 1.8.2 (see ../VENDORED.md). Upstream
// imports FoundationEssentials here, for `LocalizedError` and `JSONEncoder`; linked statically,
// that import alone brought all of Foundation's essentials into the binary (4.8 MB of 16).
import JSONCoding

extension Error {
  func describe() -> String {
    // NB: upstream prefers `LocalizedError.errorDescription`; no animset error is one.
    String(describing: self)
  }
}

enum JSONEncoder {
  /// `--experimental-dump-help`: pretty JSON with sorted keys, as upstream writes it.
  static func encode<T: Encodable>(_ value: T) -> String {
    guard let encoded = try? JSONValueEncoder().encode(value) else { return "" }
    return encoded.prettyText
  }
}
