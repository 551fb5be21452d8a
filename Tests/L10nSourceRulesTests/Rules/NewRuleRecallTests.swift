import Foundation
import L10nDiagnostics
import L10nFiles
import Testing

@testable import L10nSourceRules

/// Recall of `locale-format`, `layout-direction` and `plural-candidate-source` on a labelled fixture: realistic
/// files with each pattern the issue names (`↓` where a finding must be) next to its look-alikes (no marker: a
/// finding there is a false positive). Patterns the rules knowingly miss are marked too, so the recall is
/// measured, not assumed; each rule's rationale names them.
@Suite struct NewRuleRecallTests {
    struct Measure: CustomStringConvertible {
        var found = 0
        var missed: [RuleExampleTests.Position] = []
        var extra: [String] = []
        var recall: Double { Double(found) / Double(found + missed.count) }
        var description: String { "recall \(found)/\(found + missed.count), missed \(missed), extra \(extra)" }
    }

    static func measure(_ rule: String, _ fixture: String) -> Measure {
        let (text, expected) = RuleExampleTests.markers(in: fixture)
        let found = RuleExampleTests.lint(text).filter { $0.ruleID == rule }
        let positions = Set(found.map { RuleExampleTests.Position(line: $0.location.line, column: $0.location.column) })
        var measure = Measure()
        for position in expected {
            if positions.contains(position) { measure.found += 1 } else { measure.missed.append(position) }
        }
        measure.extra = found.filter { !expected.contains(RuleExampleTests.Position(line: $0.location.line, column: $0.location.column)) }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
        return measure
    }

    @Test func localeFormat() {
        let measure = Self.measure(LocaleFormatRule.id, Self.localeFormatFixture)
        #expect(measure.extra.isEmpty, "\(measure)")
        // 11 of 12: the miss is a date held by a property of another file's type (`shipment.shippedAt`). A timer's
        // clock of whole numbers (`%d:%02d`) is notation, not a place to mark.
        #expect(measure.found == 11 && measure.missed.count == 1, "\(measure)")
    }

    @Test func layoutDirection() {
        let measure = Self.measure(LayoutDirectionRule.id, Self.layoutDirectionFixture)
        #expect(measure.extra.isEmpty, "\(measure)")
        // 15 of 16: the miss is SnapKit's `make.left` (layout libraries are not checked). A constraint is one
        // finding, at its first absolute anchor.
        #expect(measure.found == 15 && measure.missed.count == 1, "\(measure)")
    }

    @Test func pluralCandidateSource() {
        let measure = Self.measure(PluralCandidateSourceRule.id, Self.pluralCandidateFixture)
        #expect(measure.extra.isEmpty, "\(measure)")
        // 5 of 6: the miss is a count the file does not declare (`store.total`, a property of another file).
        #expect(measure.found == 5 && measure.missed.count == 1, "\(measure)")
    }

    /// A member's type declared in another file counts (the project index's ``ProjectIndex/memberTypes``): a
    /// `Date` held by another file's type is a date; a `String` an extension of `Date` elsewhere declares is not.
    @Test func localeFormatReadsMemberTypesAcrossFiles() throws {
        let folder = try ScratchFolder()
        _ = try folder.write(
            """
            import Foundation
            struct Shipment { let shippedAt: Date; let carrier: String }
            extension Date { var day: String { formatted(.dateTime.day()) } }
            """, to: "Sources/Models.swift")
        _ = try folder.write(
            """
            import SwiftUI
            struct ShipmentRow: View {
                let shipment: Shipment
                let date: Date
                var body: some View {
                    Text("Shipped \\(shipment.shippedAt) by \\(shipment.carrier)")
                    Text("\\(date.day)")
                }
            }
            """, to: "Sources/ShipmentRow.swift")
        let files = FileFinder(fileExtension: "swift").find(in: [folder.path], exclude: []).files
        let found = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics.filter { $0.ruleID == LocaleFormatRule.id }
        #expect(found.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)" } == [
            "ShipmentRow.swift:6:25",
        ])
    }

    static let localeFormatFixture = """
        import SwiftUI
        import UIKit

        struct Order { let placedAt: Date; let total: Double; let note: String }

        struct OrderRow: View {
            let order: Order
            let updated: Date
            let count: Int
            let rating: Double
            let shipment: Shipment
            private let timeFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = ↓"h:mm a"
                return formatter
            }()
            private let dayFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "EEEE"
                return formatter
            }()
            var body: some View {
                VStack {
                    Text("Placed \\(↓order.placedAt)")
                    Text("Note: \\(order.note)")
                    Text(timeFormatter.string(from: updated))
                    Text(dayFormatter.string(from: updated))
                    Text("\\(count)")
                    Text("Rating \\(rating)")
                    Text(updated, style: .time)
                    Text("Updated \\(updated, style: .relative)")
                    Text(order.total, format: .currency(code: "EUR"))
                    Text(↓"$\\(order.total)")
                    Text(↓"\\(order.total) €")
                    Text(String(format: ↓"%.1f", rating))
                    Text(String(format: "%.1f", locale: .current, rating))
                    Text(verbatim: String(format: ↓"%.2f", rating))
                    Text("Shipped \\(↓shipment.shippedAt)")
                    Text(updated.formatted(date: .abbreviated, time: .shortened))
                }
            }
        }

        final class ReceiptViewController: UIViewController {
            let dateLabel = UILabel()
            let totalLabel = UILabel()
            let durationLabel = UILabel()
            let hexLabel = UILabel()

            func show(order: Order, elapsed: Int) {
                let formatter = DateFormatter()
                formatter.dateFormat = ↓"dd.MM.yyyy"
                dateLabel.text = formatter.string(from: order.placedAt)
                totalLabel.text = String(format: ↓"$%.2f", order.total)
                durationLabel.text = String(format: "%d:%02d", elapsed / 60, elapsed % 60)
                hexLabel.text = String(format: "#%02X%02X%02X", 255, 128, 0)
                title = ↓Date().description
                navigationItem.prompt = "\\(↓Date.now)"
            }

            func exportFileName(for date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd_HH-mm-ss"
                return "receipt-\\(formatter.string(from: date)).pdf"
            }

            func sendTimestamp(_ date: Date) {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                request.setValue(formatter.string(from: date), forHTTPHeaderField: "X-Sent")
                print("sent at \\(date)")
                UserDefaults.standard.set(formatter.string(from: date), forKey: "lastSent-\\(Date())")
            }

            func showPrice(_ price: NSNumber) {
                let formatter = NumberFormatter()
                formatter.locale = Locale(identifier: ↓"en_US_POSIX")
                formatter.numberStyle = .decimal
                totalLabel.text = formatter.string(from: price)
            }

            func showDate(_ date: Date) {
                let formatter = DateFormatter()
                formatter.setLocalizedDateFormatFromTemplate("ddMMyyyy")
                dateLabel.text = formatter.string(from: date)
                let parser = DateFormatter()
                parser.dateFormat = "dd/MM/yyyy"
                _ = parser.date(from: "11/06/2022")
            }
        }

        struct SizeBadge: View {
            let megabytes: Int
            var body: some View { Text("\\(megabytes) MB") }
        }
        """

    static let layoutDirectionFixture = """
        import SwiftUI
        import UIKit

        final class ProfileCell: UITableViewCell {
            let nameLabel = UILabel()
            let priceLabel = UILabel()
            let avatar = UIImageView()
            let followButton = UIButton()
            let phoneField = UITextField()
            let stack = UIStackView()
            let paragraph: NSMutableParagraphStyle = NSMutableParagraphStyle()

            func setUp() {
                nameLabel.textAlignment = ↓.left
                priceLabel.textAlignment = ↓.right
                nameLabel.textAlignment = .natural
                priceLabel.textAlignment = .center
                paragraph.alignment = ↓.left
                stack.alignment = .leading
                followButton.contentHorizontalAlignment = ↓.right
                followButton.contentHorizontalAlignment = .trailing
                NSLayoutConstraint.activate([
                    avatar.↓leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 16),
                    nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
                    nameLabel.↓rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor),
                    avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
                NSLayoutConstraint(item: avatar, attribute: ↓.left, relatedBy: .equal, toItem: contentView, attribute: .leading, multiplier: 1, constant: 0).isActive = true
                contentView.layoutMargins = ↓UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 4)
                contentView.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                followButton.contentEdgeInsets = ↓UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 8)
                separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
                contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4)
                followButton.setImage(UIImage(systemName: ↓"chevron.right"), for: .normal)
                followButton.setImage(UIImage(systemName: "chevron.forward"), for: .highlighted)
                avatar.image = UIImage(systemName: "arrow.up.right.square")
                let inset = safeAreaInsets.left + safeAreaInsets.right
                semanticContentAttribute = .unspecified
                phoneField.semanticContentAttribute = ↓.forceLeftToRight
                avatar.snp.makeConstraints { make in make.↓left.equalToSuperview().offset(inset) }
            }
        }

        struct PlayerBar: View {
            var isExpanded: Bool
            var body: some View {
                HStack {
                    Image(systemName: ↓"arrow.left")
                    Image(systemName: "backward.fill")
                    Image(systemName: isExpanded ? "chevron.down" : ↓"chevron.right")
                    Label("player.next", systemImage: ↓"arrow.right.circle")
                    Label("player.share", systemImage: "arrow.left.arrow.right")
                }
                .padding(.leading, 8)
                .environment(\\.layoutDirection, ↓.leftToRight)
                .environment(\\.layoutDirection, layoutDirection)
            }
        }

        enum Side { case left, right }
        struct Zone { var side: Side }
        func configure(_ zone: inout Zone) { zone.side = .left }
        """

    static let pluralCandidateFixture = """
        import SwiftUI

        struct InboxHeader: View {
            let unreadCount: Int
            let version: Int
            let progress: Int
            let name: String
            let store: Store
            let files: [URL]
            let step: Int
            var body: some View {
                VStack {
                    Text(↓"\\(unreadCount) new messages")
                    Text("\\(name) messages")
                    Text("Version \\(version)")
                    Text("\\(progress)% done")
                    Text("Step \\(step) items")
                    Text("\\(unreadCount)")
                    Text("inbox.unread \\(unreadCount)")
                    Label(↓"\\(files.count) file(s)", systemImage: "doc")
                    Text(↓"\\(store.total) restaurants")
                    Text("\\(progress) min")
                    Text("\\(step) of \\(files.count) files")
                }
                .navigationTitle(String(localized: ↓"\\(files.count) attachments"))
            }
            func summary(count: Int) -> String {
                String(localized: ↓"Deleted \\(count) old backups")
            }
            func subtitle(people: Int) -> String {
                String(localized: ↓"\\(people) people")
            }
        }
        """
}
