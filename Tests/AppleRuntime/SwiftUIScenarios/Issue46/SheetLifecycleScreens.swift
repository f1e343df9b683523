import DrawerCore
import DrawerSwiftUI
import SwiftUI

/// Seed 001's "a sheet over a sheet" as an app writes it: the cart's content presents the payment
/// sheet, and "Pay" hides the cart.
struct CartScreen: View {
    @State var cart: ResizableSheetState = .hidden
    @State var payment: ResizableSheetState = .hidden

    var body: some View {
        VStack {
            Button("Open cart") { cart = .medium }
            Text(payment == .hidden ? "Payment hidden" : "Payment shown")
        }
        .resizableSheet($cart, id: "cart") { builder in
            builder.content { _ in
                VStack {
                    Text("Cart")
                    Button("Checkout") { payment = .medium }
                }
                .frame(height: 300)
                .resizableSheet($payment, id: "payment") { builder in
                    builder.content { _ in
                        VStack {
                            Text("Payment")
                            Button("Pay") { cart = .hidden }
                        }
                        .frame(height: 200)
                    }
                }
            }
        }
    }
}

/// `.drawer` presented from `.drawer` content; the inner one reports why it closed.
struct NestedDrawerScreen: View {
    @State var showsOuter = false
    @State var showsInner = false
    @State var innerCause = "none"

    var body: some View {
        VStack {
            Button("Open outer") { showsOuter = true }
            Text("Inner \(showsInner ? "shown" : "hidden"), closed by \(innerCause)")
        }
        .drawer(isPresented: $showsOuter, id: "outer") { _ in
            VStack {
                Text("Outer")
                Button("Open inner") { showsInner = true }
            }
            .drawer(
                isPresented: $showsInner, id: "inner", configuration: DrawerConfiguration(detents: [.medium]),
                onDismiss: { innerCause = "\($0)" }
            ) { _ in
                VStack {
                    Text("Inner")
                    Button("Close outer") { showsOuter = false }
                }
            }
        }
    }
}

/// A drawer whose content counts its appearances, disappearances and tasks in the presenting
/// screen's state, and keeps a counter of its own.
struct LifecycleScreen: View {
    @State var isPresented = false
    @State var appeared = 0
    @State var disappeared = 0
    @State var tasks = 0

    var body: some View {
        VStack {
            Button("Open") { isPresented = true }
            Button("Close") { isPresented = false }
            Text("Appeared \(appeared), disappeared \(disappeared), tasks \(tasks)")
            Spacer()
        }
        .drawer(isPresented: $isPresented, background: .none) { _ in
            CounterContent()
                .onAppear { appeared += 1 }
                .onDisappear { disappeared += 1 }
                .task { tasks += 1 }
        }
    }
}

/// Content with `@State` of its own.
struct CounterContent: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}
