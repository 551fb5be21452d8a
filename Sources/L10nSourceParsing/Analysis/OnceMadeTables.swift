/// The tables the lint makes once, on first use: the set of every locale's name in its own language
/// (``StandardNames``' endonyms, from a generated table since asking Foundation for them took 25 ms of one core at
/// each run; the set still costs half a million instructions). Made on the first ask of the lint's workers,
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
