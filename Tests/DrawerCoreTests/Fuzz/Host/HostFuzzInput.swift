import Foundation

// Shared by the test target and by the host fuzzer's libFuzzer build (`Fuzz/build.sh host`
// compiles this file with Sources/DrawerCore and FuzzInput.swift in one module, -D DRAWER_FUZZER).
#if !DRAWER_FUZZER
    import DrawerCore
#endif

/// Decodes fuzzer bytes into a program for a ``DrawerHostModel`` with up to four drawers.
///
/// ## Encoding
/// The byte primitives are ``FuzzReader``'s (floats from a hostile table or raw bit patterns,
/// times that step, repeat, go backwards or leap). A program is an options byte (bit 0: the
/// platform applies the minimum distance) then operations until the input ends (at most
/// ``HostFuzzProgram/maximumOperations``). A drawer id is a byte modulo 4. A configuration is a
/// byte: below 200 one of ``HostFuzzProgram/presets``, else a whole
/// ``FuzzConfigurationSpec`` (the engine fuzzer's: any detents, springs, hooks, hostile numbers).
struct HostFuzzProgram: Sendable {
    static let maximumOperations = 300
    /// The number of drawer ids a program draws from.
    static let drawerCount = 4

    /// Configurations apps use, so that short inputs reach deep states.
    static let presets: [DrawerConfiguration] = [
        DrawerConfiguration(detents: [.closed, .medium, .large]),
        DrawerConfiguration(detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0)),
        .navigationDrawer(),
        DrawerConfiguration(detents: [.closed, .medium, .large], supportedDetents: [.medium]),
        DrawerConfiguration(edge: .top, detents: [.closed, .fit, .large], dragDetents: [.closed, .large]),
        DrawerConfiguration(
            edge: .trailing, detents: [.points(120, identifier: .small), .fraction(0.45, identifier: .medium)],
            gesture: DrawerGestureOptions(minimumDistance: 0, rubberBand: nil, isDismissible: false)),
        DrawerConfiguration(detents: [.closed, .fit, .medium, .large]),
    ]

    var platformSlop: Bool
    var operations: [HostFuzzOperation]

    init(bytes: [UInt8]) {
        var reader = FuzzReader(bytes)
        platformSlop = reader.flag()
        var operations: [HostFuzzOperation] = []
        while !reader.isAtEnd && operations.count < Self.maximumOperations {
            operations.append(HostFuzzOperation.decode(&reader))
        }
        self.operations = operations
    }
}

/// A configuration as the host fuzzer decodes it.
enum HostFuzzConfiguration: Sendable, CustomStringConvertible {
    case preset(Int)
    case fuzzed(FuzzConfigurationSpec)

    static func decode(_ reader: inout FuzzReader) -> HostFuzzConfiguration {
        let pick = reader.u8()
        return pick < 200 ? .preset(Int(pick) % HostFuzzProgram.presets.count) : .fuzzed(FuzzConfigurationSpec.decode(&reader))
    }

    var configuration: DrawerConfiguration {
        switch self {
        case .preset(let index): HostFuzzProgram.presets[index]
        case .fuzzed(let spec): spec.configuration
        }
    }

    var description: String {
        switch self {
        case .preset(let index): "preset \(index)"
        case .fuzzed(let spec): "\(spec)"
        }
    }
}

/// Where a finger lands: a raw point, inside a drawer's visible panel, or the container's centre.
enum HostFuzzPoint: Sendable {
    case raw(CGPoint)
    case inPanel(drawer: Int, CGFloat, CGFloat)
    case center

    static func decode(_ reader: inout FuzzReader) -> HostFuzzPoint {
        switch reader.u8() % 4 {
        case 0: .raw(reader.rawPoint())
        case 3: .center
        default: .inPanel(drawer: Int(reader.u8()) % HostFuzzProgram.drawerCount, CGFloat(reader.u8()) / 255, CGFloat(reader.u8()) / 255)
        }
    }

    func resolve(in model: DrawerHostModel<Int>) -> CGPoint {
        switch self {
        case .raw(let point): return point
        case .center: return CGPoint(x: model.container.size.width / 2, y: model.container.size.height / 2)
        case .inPanel(let drawer, let fx, let fy):
            guard let rect = model.frame(of: drawer)?.visibleRect else { return .zero }
            return CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy)
        }
    }
}

/// One thing an adapter or an app does to a host model.
enum HostFuzzOperation: Sendable {
    case add(Int, HostFuzzConfiguration, DrawerBindingValues, DrawerHostDrawerOptions, FuzzTime)
    case remove(Int)
    case container(FuzzContainerSpec, animated: Bool, FuzzTime)
    case keyboardFrame(CGRect?, FuzzTime)
    case keyboardOverlap(CGFloat?, FuzzTime)
    case dragBegan(HostFuzzPoint, FuzzTime)
    case recognizedDrag(HostFuzzPoint, translation: CGPoint, FuzzTime)
    case dragChanged(CGPoint, velocity: CGPoint?, FuzzTime)
    case dragEnded(velocity: CGPoint?, FuzzTime)
    case dragEndedPredicted(CGPoint, FuzzTime)
    case dragEndedTranslation(CGPoint, FuzzTime)
    case dragCancelled(FuzzTime)
    /// A whole finger drag at 60 Hz: lands, moves `steps` times by `step` on both axes, lifts if `lift`.
    case gesture(HostFuzzPoint, step: CGFloat, steps: Int, lift: Bool)
    case wheel(Int, CGPoint, FuzzTime)
    case tick(FuzzTime)
    /// `count` ticks at 60 Hz from the program's clock.
    case tickRun(Int)
    case tapped(HostFuzzPoint, FuzzTime)
    /// A command on one drawer: 0 dimming tap, 1 escape, 2 handle tap, 3 bottom bar tap,
    /// 4 accessibility increment, 5 decrement, 6 accessibility escape, 7 activate handle,
    /// 8–11 arrow keys, 12 dismiss, 13 dismiss all (drawer 1: the view left the screen, drawer 2: the drag lost).
    case command(Int, kind: Int, FuzzTime)
    case move(Int, DrawerDetent.Identifier, animated: Bool, FuzzTime)
    case push(Int, page: Int, detents: [DrawerDetent.Identifier], fitting: CGFloat?, FuzzTime)
    case pop(Int, to: Int?, root: Bool, FuzzTime)
    case pageFitting(Int, page: Int, CGFloat?, FuzzTime)
    case morph(Int, DrawerMorphSource?, present: Bool, FuzzTime)
    /// A SwiftUI update of the drawer's bindings, through ``DrawerBindingSync``: the app sets
    /// them to `shown` and `detent`, in the flavour the drawer was added with (a view's binding
    /// kind, and whether it has a detent binding, never change).
    case bindings(Int, shown: Bool, DrawerDetent.Identifier, FuzzTime)
    case configuration(Int, HostFuzzConfiguration, animated: Bool, FuzzTime)
    case fitting(Int, CGFloat?, reported: Bool, chrome: CGFloat, FuzzTime)
    case scrollContent(Int, DrawerScrollState, viewport: CGRect?, FuzzTime)
    case reduceMotion(Bool, FuzzTime)
    case dimmingEnabled(Bool, FuzzTime)
    /// The app answers a waiting dismissal hold of the drawer: confirms it or cancels it.
    case answerHold(Int, confirm: Bool, FuzzTime)

    static let pageDetents: [DrawerDetent.Identifier] = [.fit, .medium, .large, .small, "nope"]

    static func decode(_ reader: inout FuzzReader) -> HostFuzzOperation {
        let kind = reader.u8() % 31
        let id = Int(reader.u8()) % HostFuzzProgram.drawerCount
        switch kind {
        case 0: return .add(id, HostFuzzConfiguration.decode(&reader), values(&reader), options(&reader), reader.time())
        case 1: return .remove(id)
        case 2: return .container(FuzzContainerSpec.decode(&reader), animated: reader.flag(), reader.time())
        case 3:
            let rect = reader.flag() ? CGRect(x: reader.float(), y: reader.float(), width: reader.float(), height: reader.float()) : nil
            return .keyboardFrame(rect, reader.time())
        case 4: return .keyboardOverlap(reader.optionalFloat(), reader.time())
        case 5, 6: return .dragBegan(HostFuzzPoint.decode(&reader), reader.time())
        case 7: return .recognizedDrag(HostFuzzPoint.decode(&reader), translation: reader.rawPoint(), reader.time())
        case 8, 9: return .dragChanged(reader.rawPoint(), velocity: reader.optionalPoint(), reader.time())
        case 10: return .dragEnded(velocity: reader.optionalPoint(), reader.time())
        case 11: return .dragEndedPredicted(reader.rawPoint(), reader.time())
        case 12: return .dragEndedTranslation(reader.rawPoint(), reader.time())
        case 13: return .dragCancelled(reader.time())
        case 14, 15:
            return .gesture(HostFuzzPoint.decode(&reader), step: reader.float(), steps: Int(reader.u8() % 32), lift: reader.u8() & 1 == 0)
        case 16: return .wheel(id, reader.rawPoint(), reader.time())
        case 17: return .tick(reader.time())
        case 18: return .tickRun(Int(reader.u8()))
        case 19: return .tapped(HostFuzzPoint.decode(&reader), reader.time())
        case 20: return .command(id, kind: Int(reader.u8() % 14), reader.time())
        case 21: return .move(id, reader.identifier(), animated: reader.flag(), reader.time())
        case 22:
            let page = Int(reader.u8() % 4)
            let count = Int(reader.u8() % 4)
            let detents = (0..<count).map { _ in pageDetents[Int(reader.u8()) % pageDetents.count] }
            return .push(id, page: page, detents: detents, fitting: reader.optionalFloat(), reader.time())
        case 23:
            let flags = reader.u8()
            return .pop(id, to: flags & 1 != 0 ? Int(reader.u8() % 4) : nil, root: flags & 2 != 0, reader.time())
        case 24: return .pageFitting(id, page: Int(reader.u8() % 4), reader.optionalFloat(), reader.time())
        case 25:
            let source = reader.flag()
                ? DrawerMorphSource(
                    rect: CGRect(x: reader.float(), y: reader.float(), width: reader.float(), height: reader.float()),
                    cornerRadius: reader.float()) : nil
            return .morph(id, source, present: reader.flag(), reader.time())
        case 26: return .bindings(id, shown: reader.flag(), reader.identifier(), reader.time())
        case 27: return .configuration(id, HostFuzzConfiguration.decode(&reader), animated: reader.flag(), reader.time())
        case 28: return .fitting(id, reader.optionalFloat(), reported: reader.flag(), chrome: reader.float(), reader.time())
        case 29:
            let state = DrawerScrollState(offset: reader.float(), contentLength: reader.float(), viewportLength: reader.float())
            let viewport = reader.flag() ? CGRect(x: reader.float(), y: reader.float(), width: reader.float(), height: reader.float()) : nil
            return .scrollContent(id, state, viewport: viewport, reader.time())
        default:
            switch reader.u8() % 3 {
            case 0: return .reduceMotion(reader.flag(), reader.time())
            case 1: return .dimmingEnabled(reader.flag(), reader.time())
            default: return .answerHold(id, confirm: reader.flag(), reader.time())
            }
        }
    }

    /// Binding values of any flavour, naming any identifier of the pool.
    static func values(_ reader: inout FuzzReader) -> DrawerBindingValues {
        let flavour = reader.u8()
        let detent: DrawerDetent.Identifier? = flavour & 4 != 0 ? reader.identifier() : nil
        switch flavour % 4 {
        case 0: return .alwaysPresent(detent: detent)
        case 1: return .presented(flavour & 8 != 0, detent: detent)
        case 2: return .item(isPresent: flavour & 8 != 0, detent: detent)
        default: return .state(reader.identifier())
        }
    }

    static func options(_ reader: inout FuzzReader) -> DrawerHostDrawerOptions {
        let flags = reader.u8()
        return DrawerHostDrawerOptions(
            handleLength: flags & 1 != 0 ? reader.float() : 0,
            contentInteractiveDetents: reader.identifierSet(),
            dragsFromContent: flags & 2 == 0, closesOnDimmingTap: flags & 4 == 0,
            undimmedAtFirstOpenDetent: flags & 8 != 0, scalesBackBehind: flags & 16 != 0,
            hasBottomBar: flags & 32 != 0)
    }
}
