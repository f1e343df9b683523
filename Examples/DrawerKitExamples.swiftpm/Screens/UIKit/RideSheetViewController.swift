// Seed 004 (UCSheetView), as its user writes it, with UCSheetView's own spellings: a sheet of
// ride options resting at 100 pt, half the screen, or 40 pt from the top; the screen behind dims
// above half, up to 0.8, and a grabber, rounded corners and a shadow as the system page sheet's.
import DrawerCore
import DrawerUIKit
import UIKit

final class RideSheetViewController: UIViewController {
    /// The ride options inside the sheet.
    let options = UIView(frame: .zero)

    private(set) lazy var sheet: DrawerSheetView = {
        let detents: [DrawerDetent] = [
            .absolute(identifier: .default, height: 100),
            .fractional(identifier: .medium, divisor: 2),
            .absolute(identifier: .large, offsetFromTop: 40),
        ]
        let configuration = DrawerSheetView.Configuration(
            detents: detents,
            largestUnDimmedDetentIdentifier: .medium,
            maxDimmingAlpha: 0.8,
            backgroundColor: .systemBackground,
            grabberColor: .tertiaryLabel,
            cornerRadius: 16,
            shadowColor: .black,
            shadowOpacity: 0.2,
            shadowRadius: 40)
        return DrawerSheetView(contentView: options, sheetConfiguration: configuration)
    }()

    override func loadView() {
        view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        for (index, name) in ["Economy · 4 min", "Comfort · 6 min", "Van · 11 min"].enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: 24 + CGFloat(index) * 64, width: 358, height: 56))
            row.autoresizingMask = [.flexibleWidth]
            row.isAccessibilityElement = true
            row.accessibilityLabel = name
            options.addSubview(row)
        }
        sheet.frame = view.bounds
        sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sheet)
    }
}
