import FuzzTargets

#if canImport(Glibc)
    import Glibc
#endif

/// The target named by `ANIMSET_FUZZ_TARGET` (evaluate, save, transcript, merge).
let target: FuzzTarget = {
    guard let name = getenv("ANIMSET_FUZZ_TARGET"), let target = FuzzTarget(rawValue: String(cString: name)) else {
        fatalError("set ANIMSET_FUZZ_TARGET to one of: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return target
}()

/// libFuzzer's driver, from the `-sanitize=fuzzer` runtime.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// One input to the chosen target.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's entry for one input: a debug build (`Scripts/fuzz -c debug`) links libFuzzer's own
/// `main`, which calls this; a release build starts from `fuzzMain` below.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size)
}

/// The program's entry point: SwiftPM names an executable's `main` after its module, so the
/// driver is started from here rather than from libFuzzer's own `main`. Built only by
/// `Scripts/fuzz` (with `-sanitize=fuzzer`).
@_cdecl("animset_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
