// Seed 001 (ResizableSheet), as its user writes it: a sheet over a map-like view, hidden until
// "Search places", medium fitted to the first places, the rest of the list only at large, and an
// empty background so the map's own buttons keep working under a half-open sheet.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

/// A place in the sheet's list.
struct NearbyPlace: Identifiable {
    let id: Int
    let name: String

    static let all = ["Café Lumière", "Bakery Brot", "Pharmacy", "Bookshop", "Park entrance", "Museum", "Tram stop"]
        .enumerated().map { NearbyPlace(id: $0.offset, name: $0.element) }
}

/// Stands in for a map: a tinted area with a few pins where the app would put `Map`.
struct MapBackdrop: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.gray.opacity(0.3)
            Text("📍 Café Lumière").offset(x: 60, y: 260)
            Text("📍 Museum").offset(x: 220, y: 380)
        }
        .ignoresSafeArea()
    }
}

struct PlacesSheetScreen: View {
    @State private var sheet: ResizableSheetState = .hidden
    @State private var recentred = 0

    var body: some View {
        ZStack(alignment: .top) {
            MapBackdrop()
            VStack(spacing: 8) {
                Button("Search places") { sheet = .medium }
                Button("Recenter") { recentred += 1 }
                Text("Recentred \(recentred) times")
                Text("Sheet: \(sheet)")
                Spacer()
            }
            .padding()
        }
        .resizableSheet($sheet) { builder in
            builder.content { context in
                ResizableScrollView(context: context) {
                    Text("Places nearby").padding()
                    ForEach(NearbyPlace.all.prefix(2)) { place in
                        Text(place.name).padding()
                    }
                } additional: {
                    ForEach(NearbyPlace.all.dropFirst(2)) { place in
                        Text(place.name).padding()
                    }
                }
            }
            .background { _ in EmptyView() }
        }
    }
}
