// Shared by the fuzz harnesses (compiled into each harness's module by scripts/fuzz, never by SwiftPM).

/// Stops the run with `message` when `condition` is false: libFuzzer saves the input as a crash artifact.
@inline(__always)
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("property violated: \(message())") }
}

/// The fuzzer's input as an array.
@inline(__always)
func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
