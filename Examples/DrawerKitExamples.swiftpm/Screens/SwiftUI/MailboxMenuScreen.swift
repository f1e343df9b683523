// Seed 003 (the navigation-drawer tutorial), as its user writes it: a side menu opened by the
// menu button or a swipe from the leading edge, closed by a tap on the dimmed main view or by
// picking a mailbox.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct MailboxMenuScreen: View {
    @State private var menuIsOpen = false
    @State private var mailbox = "Inbox"

    var body: some View {
        DrawerNavigationView(isOpen: $menuIsOpen) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Mailboxes")
                ForEach(["Inbox", "Drafts", "Archive"], id: \.self) { name in
                    Button(name) {
                        mailbox = name
                        menuIsOpen = false
                    }
                }
                Spacer()
            }
            .padding()
        } main: {
            VStack(spacing: 12) {
                Button("Menu") { menuIsOpen = true }
                Text("Showing \(mailbox)")
                Spacer()
            }
            .padding()
        }
    }
}
