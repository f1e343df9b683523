import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// The example app's UIKit screens (Examples/DrawerKitExamples.swiftpm/Screens/UIKit, compiled
    /// as written: ExampleApp/ here links them): each view controller's view in the phone's window,
    /// dragged as a person would, and read off the screen — the panel's frame, its dimming, the
    /// list's offset and which rows a person sees (by the names VoiceOver reads). How the app's
    /// SwiftUI list shows them (`UIViewControllerRepresentable`) is only type-checked.
    @MainActor
    @Suite struct ExampleAppScenarios {
        let phone = Phone()

        /// The accessibility labels of the views a person sees: shown, not transparent, inside
        /// the window and every clipping ancestor.
        func visibleLabels() -> [String] {
            var labels: [String] = []
            func walk(_ view: UIView, clip: CGRect) {
                guard !view.isHidden, view.alpha >= 0.01 else { return }
                let frame = view.convert(view.bounds, to: nil)
                let visible = frame.intersection(clip)
                if let label = view.accessibilityLabel, !visible.isNull, visible.height > 1, visible.width > 1 {
                    labels.append(label)
                }
                for subview in view.subviews { walk(subview, clip: view.clipsToBounds ? visible : clip) }
            }
            walk(phone.window, clip: phone.window.bounds)
            return labels
        }

        /// Seed 002's editor: the drawer rests compressed with only the search row showing; a drag
        /// up on the list expands it (the list does not scroll) and the controller hears where it
        /// settled.
        @Test func shortcutsDrawerExpandsFromADragOnItsList() {
            let editor = ShortcutsEditorViewController(nibName: nil, bundle: nil)
            phone.show(editor.view)
            phone.settle()
            let sheet = editor.drawer.sheetView
            #expect(sheet.detent == .compressed)
            let compressedTop = Phone.size.height - (sheet.engine.stops.first { $0.identifier == .compressed }?.extent ?? .nan)
            #expect(close(sheet.panelFrame.minY, compressedTop), "88 pt of drawer: \(sheet.panelFrame)")
            #expect(visibleLabels().contains("Search actions"), "\(visibleLabels())")
            #expect(!visibleLabels().contains("Action 3"), "compressed shows the search row only")
            let start = CGPoint(x: 200, y: sheet.panelFrame.minY + 40)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - 260), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == .expanded)
            #expect(editor.settledSize == .expanded, "the delegate heard it settle")
            #expect(editor.actionsList.contentOffset.y == 0, "the drawer moved, the list did not scroll")
            #expect(visibleLabels().contains("Action 3"), "expanded shows more actions: \(visibleLabels())")
        }

        /// Seed 002's editor at full height: the editor behind is darkened, and a drag on the list
        /// scrolls it while the drawer stays.
        @Test func shortcutsDrawerAtFullHeightDimsAndItsListScrolls() {
            let editor = ShortcutsEditorViewController(nibName: nil, bundle: nil)
            phone.show(editor.view)
            let sheet = editor.drawer.sheetView
            #expect(sheet.dimming(DrawerSheetView.drawerID) == 0, "compressed: not darkened")
            editor.drawer.move(to: .fullHeight)
            phone.settle()
            #expect(close(sheet.dimming(DrawerSheetView.drawerID), 0.4, 0.01), "darkened at full height")
            let top = sheet.panelFrame.minY
            let start = CGPoint(x: 200, y: top + 500)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - 300), duration: 0.5, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == .fullHeight && close(sheet.panelFrame.minY, top), "the drawer stayed")
            #expect(close(editor.actionsList.contentOffset.y, 300, 12), "the list scrolled: \(editor.actionsList.contentOffset)")
            #expect(!visibleLabels().contains("Search actions"), "scrolled out of sight")
        }

        /// Seed 004's ride sheet: 100 pt at rest showing the first option; pulled to half it shows
        /// every option undimmed; pulled to the top the screen behind dims to 0.8.
        @Test func rideSheetMovesBetweenItsDetentsAndDimsAboveHalf() {
            let rides = RideSheetViewController(nibName: nil, bundle: nil)
            phone.show(rides.view)
            phone.settle()
            let sheet = rides.sheet
            #expect(sheet.detent == .default)
            #expect(visibleLabels().contains("Economy · 4 min"), "\(visibleLabels())")
            #expect(!visibleLabels().contains("Van · 11 min"), "100 pt shows the first options only")
            let rest = sheet.panelFrame.minY
            let half = CGPoint(x: 200, y: Phone.size.height / 2 + 10)
            phone.drag(from: CGPoint(x: 200, y: rest + 10), to: half, duration: 0.5, hold: 0.2)
            phone.settle()
            #expect(sheet.detent == .medium, "at half: \(sheet.panelFrame)")
            #expect(visibleLabels().contains("Van · 11 min"))
            #expect(sheet.dimming(DrawerSheetView.drawerID) == 0, "not dimmed up to half")
            phone.drag(from: CGPoint(x: 200, y: sheet.panelFrame.minY + 10), to: CGPoint(x: 200, y: 50), duration: 0.5, hold: 0.2)
            phone.settle()
            #expect(sheet.detent == .large && close(sheet.panelFrame.minY, 40, 1), "40 pt from the top: \(sheet.panelFrame)")
            #expect(close(sheet.dimming(DrawerSheetView.drawerID), 0.8, 0.01), "dimmed to its maximum")
        }
    }
}
