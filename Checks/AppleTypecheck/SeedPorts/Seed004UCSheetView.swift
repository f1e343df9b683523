// Seed 004 (UCSheetView): the README's example, re-expressed with DrawerKit, with UCSheetView's
// factory and configuration names. Type-checked by `make check-apple`; docs/APPLE.md lists each
// changed line.
import DrawerCore
import DrawerUIKit
import UIKit

final class SheetHostViewController: UIViewController {
    // The README's example.
    private lazy var sheet: DrawerSheetView = {
      let detents: [DrawerDetent] = [
        .absolute(identifier: .default, height: 100),
        .fractional(identifier: .medium, divisor: 2),
      ]
      let sheetConfiguration = DrawerSheetView.Configuration(detents: detents, maxDimmingAlpha: 0.8, shadowRadius: 40)
      let sheet = DrawerSheetView(contentView: UIView(), sheetConfiguration: sheetConfiguration)
      sheet.translatesAutoresizingMaskIntoConstraints = false
      return sheet
    }()

    // Every configuration value the README lists, under its name there.
    private lazy var styledSheet: DrawerSheetView = {
        let configuration = DrawerSheetView.Configuration(
            detents: [
                .absolute(identifier: .small, height: 120),
                .fractional(identifier: .medium, divisor: 2),
                .absolute(identifier: .large, offsetFromTop: 40),
                // Ignored: repeats an identifier already given.
                .absolute(identifier: .medium, height: 300),
            ],
            largestUnDimmedDetentIdentifier: .medium,
            maxDimmingAlpha: 0.6,
            backgroundColor: .systemBackground,
            grabberColor: .tertiaryLabel,
            cornerRadius: 16,
            shadowColor: .black,
            shadowOpacity: 0.2,
            shadowRadius: 24,
            minimumSheetHeight: 80)
        return DrawerSheetView(contentView: UIView(), sheetConfiguration: configuration)
    }()

    override func loadView() {
        super.loadView()
        view.addSubview(sheet)
        styledSheet.frame = view.bounds
        view.addSubview(styledSheet)
    }
}
