import Foundation

/// Large values let go on a thread of their own.
///
/// Freeing a structure of many small allocations (the project index: millions of strings and arrays on a large
/// project) takes tens of milliseconds on the thread that drops its last reference. Where that thread is the one
/// the run waits for (the check's end, where findings are merged and written on one core),
/// ``dropInBackground(_:)`` hands the value over instead, and a background thread frees it meanwhile. Not where
/// memory is at its peak: the value's memory stays taken until that thread is done (the index's resolver, freed so
/// as the lint's second pass started, raised a 1.4M-line tree's peak by 13 MB).
///
///     let indexing = SourceLintRunner.Indexing(discovery) { options }
///     … lint with it …
///     Disposal.dropInBackground(consume indexing)
public enum Disposal {
    /// Takes `value` and lets go of it on a background thread: its memory is freed there, once nothing else holds it.
    public static func dropInBackground<Value>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// The value, moved from one thread to the one that lets go of it. Invariant (why it may promise `Sendable`):
    /// only the thread the value is handed to touches it after `dropInBackground` returns.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func empty() {
            value = nil
        }
    }
}
