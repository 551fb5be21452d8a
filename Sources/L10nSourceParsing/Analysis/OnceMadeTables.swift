/// The tables the lint makes once, on first use, that take long to make: Foundation's names of every locale in
/// its own language (``StandardNames``' endonyms, 25 ms of one core). Made on the first ask of the lint's workers,
/// one worker makes it while the others wait for it; ``make()`` makes them ahead, on a core the walk of the
/// folders leaves idle.
///
///     Thread { OnceMadeTables.make() }.start()   // as the walk starts
package enum OnceMadeTables {
    /// Makes each table now (each is made once: a second call, or a worker's ask after it, finds it made).
    package static func make() {
        _ = StandardNames.isEndonym("Deutsch")
    }
}
