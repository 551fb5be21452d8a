import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules

extension CheckRun {
    /// The project rules' findings and unused keys (``projectRuleFindingsAndKeys(_:references:unmatchedAccessors:commentedOutReferences:options:currentDirectory:)``,
    /// or what a first check with the same references kept: ``CheckReuse``) worked out on a thread of their own from
    /// the moment the lint is done: the main thread groups the lint's findings meanwhile (targets, folders and apps
    /// left in English, accessibility text), which the project rules do not read. Each had the main thread to
    /// itself, one after the other, while the other core waited.
    final class ProjectRulesSearch: Sendable {
        private let found = Locked<(diagnostics: [Diagnostic], unusedKeys: Set<String>)?>(nil)
        private let done = DispatchSemaphore(value: 0)

        init(
            keySites: [String: [KeySite]], lint: SourceLintRunner.Result, objectiveC: ObjectiveCSearch,
            options: LintOptions, currentDirectory: String, reuse: CheckReuse?
        ) {
            let found = self.found
            let done = self.done
            let (lintReferences, unmatchedAccessors, commentedOut) =
                (lint.references, lint.unmatchedAccessors, lint.commentedOutReferences)
            Thread {
                let references = lintReferences + objectiveC.references
                let result: (diagnostics: [Diagnostic], unusedKeys: Set<String>)
                if let kept = reuse?.projectRules(references: references, unmatchedAccessors: unmatchedAccessors) {
                    result = kept
                } else {
                    // The commented-out key uses are the same in both runs: `englishKeys` changes no comment.
                    result = CheckRun.projectRuleFindingsAndKeys(
                        keySites, references: references, unmatchedAccessors: unmatchedAccessors,
                        commentedOutReferences: commentedOut, options: options, currentDirectory: currentDirectory)
                    reuse?.keep(projectRules: result, references: references, unmatchedAccessors: unmatchedAccessors)
                }
                found.withLock { $0 = result }
                done.signal()
            }.start()
        }

        /// The findings and unused keys (waits for them).
        var value: (diagnostics: [Diagnostic], unusedKeys: Set<String>) {
            if let value = found.withLock({ $0 }) { return value }
            done.wait()
            done.signal()
            return found.withLock { $0! }
        }
    }
}
