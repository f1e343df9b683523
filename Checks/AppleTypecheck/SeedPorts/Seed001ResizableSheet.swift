// Seed 001 (ResizableSheet): the README's usage examples, re-expressed with DrawerKit.
// Type-checked by `make check-apple`; docs/APPLE.md lists each changed line.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

// Simple example, step 1: the seed embeds a sheet centre resolved from the window scene; a
// DrawerKit sheet needs nothing at the root (the window's drawers share one host).
struct RootView: View {
    var body: some View {
        SomeView()
    }
}

// Simple example, step 2.
struct SomeView: View {
    @State var state: ResizableSheetState = .hidden

    var body: some View {
        Button("Show sheet") {
            state = .medium
        }
        .resizableSheet($state) { builder in
            builder.content { context in
                Text("text")
                    .padding()
            }
        }
    }
}

// Complex layout: the context's state, progress and diffY. The seed's lines are kept verbatim, at
// the seed's indentation; `view` stands for the view its snippet modifies (also below).
struct ComplexLayoutView: View {
    @State var state: ResizableSheetState = .hidden
    var view: Color { .clear }

    var body: some View {
view.resizableSheet($state) { builder in
    builder.content { context in
        VStack {
            Text(context.state == .hidden ? "hidden" :
                    context.state == .medium ? "medium" : "large"
            )
            Color.gray
                .frame(height:
                        context.state == .medium ? max(0, context.diffY) :
                        context.state == .hidden ? 0 : nil
                )
                .opacity(context.state == .medium ? context.progress : 1.0 - abs(context.progress))
                .allowsHitTesting(false)
            Text("Buttom")
        }
        .padding()
    }
}
    }
}

// Supported status.
struct SupportedStatusView: View {
    @State var state: ResizableSheetState = .hidden
    var view: Color { .clear }

    var body: some View {
view.resizableSheet($state) { builder in
    builder.content { context in
        Text("Text").frame(height: 300)
    }
    .supportedState([.medium])
}
    }
}

// Multi sheets: two sheets told apart by id, the second shown over the first.
struct SomeSheet: View {
    @State var stateA: ResizableSheetState = .hidden
    @State var stateB: ResizableSheetState = .hidden

    var body: some View {
        Button("Show sheet A") {
            stateA = .medium
        }
        .resizableSheet($stateA, id: "A") { builder in
            builder.content { context in
                Button("Show sheet B") {
                    stateB = .medium
                }.frame(height: 300)
            }
        }
        .resizableSheet($stateB, id: "B") { builder in
            builder.content { context in
                Button("remove all sheet") {
                    stateA = .hidden
                    stateB = .hidden
                }.frame(height: 200)
            }
        }
    }
}

// ResizableScrollView: the additional section only at the largest detent.
struct ScrollExampleView: View {
    @State var state: ResizableSheetState = .hidden
    var view: Color { .clear }

    var body: some View {
view.resizableSheet($state) { builder in
    builder.content { context in
        ResizableScrollView(context: context) {
            // These views are shown in medium size and large size.
            ForEach(0..<5) { index in
                Text("\(index)")
                    .padding()
            }
        } additional: {
            // These views are shown in only large size.
            ForEach(5..<100) { index in
                Text("\(index)")
                    .padding()
            }
        }
    }
}
    }
}

// EmptyBackground: the parent view stays usable while the sheet is shown.
struct EmptyBackgroundView: View {
    @State var counter = 0
    @State var state: ResizableSheetState = .hidden

    var body: some View {
        VStack {
            Text("\(counter)")
                .font(.largeTitle)
            Button("count") {
                counter += 1
            }
            Spacer()
            Button("Show sheet") {
                state = .medium
            }
            Spacer()
        }
        .resizableSheet($state) { builder in
            builder.content { context in
                Content(counter: $counter).frame(height: 300)
            }
            .background { _ in EmptyView() }  // add this line
        }
    }

    struct Content: View {
        @Binding var counter: Int

        var body: some View {
            VStack {
                Spacer()
                Text("\(counter)")
                    .font(.largeTitle)
                Button("reset") {
                    counter = 0
                }
                Spacer()
            }
        }
    }
}
