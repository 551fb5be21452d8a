import Foundation
import Testing

@testable import L10nSourceParsing

/// ``Transliterations``: a batch writes each text as ICU writes it alone, a text being written is waited for (not
/// written again), and a text already known or being written is left out of the next batch.
struct TransliterationsTests {
    @Test func aBatchWritesEachTextAsAlone() {
        let texts = ["設定する画面", "Клавиатура", "표시하다", "Done"]
        let write = Transliterations.reserve(texts + ["設定する画面"])
        #expect(write != nil)
        // Reserved: a second batch of the same texts has nothing left to write.
        #expect(Transliterations.reserve(texts) == nil)
        write?()
        for text in texts.dropLast() {
            #expect(Transliterations.latin(text) == text.applyingTransform(.toLatin, reverse: false))
        }
    }

    @Test func aTextBeingWrittenIsWaitedFor() {
        let texts = ["Ожидание ответа", "応答を待つ"]
        guard let write = Transliterations.reserve(texts) else {
            Issue.record("nothing reserved")
            return
        }
        // Asked on another thread before the batch runs: the answer is the batch's, once it is done.
        final class Answer: @unchecked Sendable { var text: String? }
        let answer = Answer()
        let answered = DispatchSemaphore(value: 0)
        Thread {
            answer.text = Transliterations.latin(texts[1])
            answered.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.02)
        write()
        answered.wait()
        #expect(answer.text == texts[1].applyingTransform(.toLatin, reverse: false))
    }

    @Test func asciiLatinAndSingleTextsAreNotBatched() {
        #expect(Transliterations.reserve(["Done", "Añadir", "Ещё один"]) == nil)
    }
}
