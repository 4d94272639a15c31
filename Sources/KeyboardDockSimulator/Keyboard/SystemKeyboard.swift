import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A faithful model of the iOS system keyboard on a virtual clock.
///
/// For each user action (focus, rotation, a drag, undocking, …) it posts the notification
/// sequence iOS posts (observed on iOS), as raw `userInfo` dictionaries, and moves what the user
/// sees along the posted curve. It follows the agreed model of the tracker contract:
///
/// - An animated change posts its will-notifications at `t0`; at the same instant the keyboard
///   host's *model* frame (what KVO reports) jumps once to the end frame, while the *visible*
///   frame moves along `KeyboardAnimation(from: begin, to: end, start: t0, …)`. The did-
///   notifications follow when that animation ends. A duration of 0 changes the frame at once
///   (Apple's `UIView.animate(withDuration:)`: "If you specify a negative value or 0, the changes
///   are made without animating them").
/// - An interactive drag posts nothing; the model frame follows every finger move. On release
///   the keyboard either hides (a will-sequence whose begin frame is the frame at release) or
///   springs back with no notification at all.
///
/// The visible frame is for the metrics and the report only: strategies never read it.
public struct SystemKeyboard {
  /// What the keyboard is doing.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    case hidden
    case docked
    case undocked
    case floating
    case split
    case hardwareBar
  }

  /// What the first responder shows in place of keys.
  public enum Content: Sendable, Hashable {
    /// The system keyboard.
    case system
    /// The emoji keyboard.
    case emoji
    /// A third-party keyboard extension.
    case thirdParty
    /// The app's custom `inputView` of a height in points (custom input views).
    case inputView(height: CGFloat)
  }

  /// How the visible keyboard is moving.
  enum Motion {
    case resting(CGRect)
    case animating(KeyboardAnimation)
    case dragged(CGRect)
  }

  /// A did-notification waiting for its animation to end.
  struct PendingDid {
    var kind: KeyboardEvent.Kind
    var event: KeyboardEvent
  }

  /// The device.
  public let device: Device
  /// The current orientation.
  public internal(set) var orientation: Orientation
  /// What the keyboard is doing.
  public internal(set) var mode: Mode = .hidden
  /// Whether the predictive strip is shown.
  public internal(set) var isPredictiveOn: Bool
  /// What the keyboard shows.
  public internal(set) var content: Content = .system
  /// Whether the keyboard belongs to this app; `false` while another app's text field has it
  /// (iPad multitasking), and every notification then carries `isLocal == false`.
  public internal(set) var isLocal = true
  /// Whether a hardware keyboard is connected.
  public internal(set) var isHardwareKeyboardConnected = false
  /// The keyboard host's model frame in screen coordinates: the value KVO reports.
  public internal(set) var modelFrame: CGRect
  /// The floating keyboard's frame while it floats, in screen coordinates.
  public internal(set) var floatingFrame: CGRect?
  /// The last system keyboard height shown per device, orientation and keyboard kind: the
  /// composer's memory that custom panels open at (issue 6, item 4).
  public internal(set) var heightMemory = KeyboardHeightMemory()
  /// How many hide + show pairs a rotation posts (observed on iOS: "sometimes twice").
  public var rotationBursts = 1

  var motion: Motion
  var pendingDids: [PendingDid] = []
  var didTime: TimeInterval = 0
  var dragRestingFrame: CGRect?
  /// How far a third-party keyboard's appearing burst has got: 0 at focus, 1 and 2 after its
  /// second and third WillShow, 3 once the duplicate is posted (the burst is over).
  var thirdPartyStage = 3
  var lastHeight: CGFloat
  var outputs: [SystemKeyboardOutput] = []

  /// Creates a hidden keyboard.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The starting orientation.
  ///   - isPredictiveOn: Whether the predictive strip is on.
  public init(device: Device, orientation: Orientation, isPredictiveOn: Bool = true) {
    self.device = device
    self.orientation = orientation
    self.isPredictiveOn = isPredictiveOn
    let heights = device.keyboard(orientation)
    lastHeight = isPredictiveOn ? heights.predictive : heights.plain
    let screen = device.screenBounds(orientation)
    let hidden = CGRect(x: 0, y: screen.maxY, width: screen.width, height: lastHeight)
    modelFrame = hidden
    motion = .resting(hidden)
  }

  /// The screen's bounds now.
  public var screenBounds: CGRect { device.screenBounds(orientation) }

  /// The frame the user sees at `time`, in screen coordinates.
  ///
  /// This is the docked part; the floating keyboard is ``floatingFrame``. Strategies never read
  /// it; the metrics do.
  public func visibleFrame(at time: TimeInterval) -> CGRect {
    switch motion {
    case .resting(let frame), .dragged(let frame): frame
    case .animating(let animation): animation.frame(at: time)
    }
  }

  /// The keyboard's mode in the tracker's terms: what the metrics' reference applies the
  /// package's one docking policy (``KeyboardMode/followsFrame``) to.
  public var dockingMode: KeyboardMode {
    if mode != .hidden, !isLocal { return .otherApp }
    switch mode {
    case .hidden: return .hidden
    case .docked: return .docked
    case .undocked: return .undocked
    case .floating: return .floating
    case .split: return .split
    case .hardwareBar: return .hardwareShortcutBar
    }
  }

  /// Whether nothing is moving at `time` and no notification is pending.
  public func isSettled(at time: TimeInterval) -> Bool {
    guard pendingDids.isEmpty else { return false }
    if case .animating(let animation) = motion { return animation.isFinished(at: time) }
    return true
  }

  /// When the next did-notification is due, if one is pending.
  public var nextDueTime: TimeInterval? { pendingDids.isEmpty ? nil : didTime }

  /// Posts the did-notifications due by `time` and returns everything posted since the last call.
  public mutating func drainOutputs(upTo time: TimeInterval) -> [SystemKeyboardOutput] {
    if !pendingDids.isEmpty, didTime <= time {
      for pending in pendingDids {
        outputs.append(
          .notification(
            PostedNotification(
              kind: pending.kind, userInfo: pending.event.userInfo, time: didTime)))
      }
      pendingDids.removeAll()
    }
    defer { outputs.removeAll(keepingCapacity: true) }
    return outputs
  }

  // MARK: - Frames

  /// The height of the docked keyboard for the current content and orientation.
  var currentHeight: CGFloat {
    let heights = device.keyboard(orientation)
    switch content {
    case .system: return isPredictiveOn ? heights.predictive : heights.plain
    case .emoji: return heights.emoji
    case .thirdParty: return heights.thirdParty
    case .inputView(let height): return height
    }
  }

  /// Offscreen just below the screen, with the last height (the agreed hidden frame).
  var hiddenFrame: CGRect {
    let screen = screenBounds
    return CGRect(x: 0, y: screen.maxY, width: screen.width, height: lastHeight)
  }

  /// The frame of the keyboard in `mode` with height `height`, in screen coordinates.
  func frame(for mode: Mode, height: CGFloat) -> CGRect {
    let screen = screenBounds
    let docked = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    switch mode {
    case .hidden, .floating:
      return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
    case .docked:
      return docked
    case .undocked:
      return docked.offsetBy(dx: 0, dy: -DeviceCatalogue.undockLift)
    case .split:
      let split = device.keyboard(orientation).split
      return CGRect(x: 0, y: screen.maxY - split, width: screen.width, height: split)
    case .hardwareBar:
      // iOS 9+: the full-height frame placed mostly offscreen, ~55 pt visible (observed on iOS).
      return CGRect(
        x: 0, y: screen.maxY - device.hardwareBarHeight, width: screen.width, height: height)
    }
  }
}
