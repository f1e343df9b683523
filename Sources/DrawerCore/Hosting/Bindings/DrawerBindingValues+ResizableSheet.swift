import Foundation

extension DrawerBindingValues {
    /// How a ResizableSheet-style sheet's one state binding (seed 001) is read: as one state,
    /// never split into `isPresented` and a detent. Split, `.hidden` reached the model as a
    /// detent selection, which refuses a closed detent and writes the last open one back into
    /// the same binding, so the sheet reopened (issue 22, finding 1).
    package static func resizableSheet(_ state: DrawerDetent.Identifier) -> DrawerBindingValues {
        .state(state)
    }

    /// The one state binding after `writeBack` is stored into it: every write goes into the same
    /// storage, in the order `isPresented` (`false` meaning hidden), detent, state.
    package static func resizableSheetState(
        _ state: DrawerDetent.Identifier, storing writeBack: DrawerBindingWriteBack
    ) -> DrawerDetent.Identifier {
        var result = state
        if writeBack.isPresented == false { result = .closed }
        if let detent = writeBack.detent { result = detent }
        if let next = writeBack.state { result = next }
        return result
    }
}
