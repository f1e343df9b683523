#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// An observer of one notification that removes itself when it is released: the host keeps
    /// one per notification while it is in a window and drops them when it leaves.
    ///
    /// The block runs on the posting thread (`queue: nil`). UIKit posts the keyboard and
    /// accessibility notifications this host follows on the main thread, so the block asserts the
    /// main actor instead of hopping through `OperationQueue.main`, which would deliver them a
    /// turn of the run loop late.
    final class NotificationObservation {
        private let token: NSObjectProtocol

        init(_ name: Notification.Name, _ handler: @escaping @MainActor (Notification) -> Void) {
            token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                // The notification is not Sendable; it is used only inside this synchronous call,
                // on this thread.
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { handler(notification) }
            }
        }

        deinit { NotificationCenter.default.removeObserver(token) }
    }
#endif
