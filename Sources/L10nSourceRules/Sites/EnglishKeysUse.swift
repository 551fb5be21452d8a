/// Whether one file's lint came to a decision `englishKeys` changes: a literal a catalog or a table holds as a key,
/// judged honouring `englishKeys` (``SiteContext/proseDecision(at:for:honouringEnglishKeys:)``), or a `prose-key`
/// finding (the rule reports nothing with `englishKeys`). A file whose lint came to none lints the same with
/// `englishKeys` set or not (``LintReuse``). One per file's ``SiteContext``, on the thread that lints the file.
final class EnglishKeysUse {
    /// True once a decision `englishKeys` changes was come to.
    private(set) var isReached = false

    /// Notes that a decision `englishKeys` changes was come to.
    func reach() { isReached = true }
}
