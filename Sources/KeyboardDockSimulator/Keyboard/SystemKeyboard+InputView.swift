import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// Replaces the keyboard with the app's custom input panel (custom input views, “Customizing the
  /// iOS keyboard”): the responder sets its `inputView` and calls `reloadInputViews()`.
  ///
  /// Without a height the panel opens at the system keyboard height ``heightMemory`` remembered
  /// for this device, orientation and keyboard kind (the composer's ``KeyboardHeightMemory``),
  /// falling back to the catalogue's height when no keyboard was shown yet, so the switch moves
  /// nothing. A docked keyboard at rest posts ``InputViewSwitch/events``, the composer's model of
  /// the sequence: WillChangeFrame → WillShow now, DidChangeFrame → DidShow when the animation
  /// ends (show order, observed on iOS). A keyboard still moving, undocked or showing the hardware
  /// shortcut bar (which ``InputViewSwitch`` does not model) animates the height change from what
  /// the user sees, with the same notifications.
  ///
  /// - Parameters:
  ///   - height: The panel's height in points, or `nil` for the remembered keyboard height.
  ///   - time: When the input view is swapped.
  public mutating func switchToInputView(height: CGFloat?, at time: TimeInterval) {
    let panel = height ?? heightMemory.panelHeight(for: memoryKey(.default), default: systemHeight)
    swapInputView(to: .inputView(height: panel), at: time)
  }

  /// The system keyboard replaces the custom input panel: the same sequence as
  /// ``switchToInputView(height:at:)``, back to the system keyboard's height.
  public mutating func switchToKeyboard(at time: TimeInterval) {
    swapInputView(to: .system, at: time)
  }

  /// The system keyboard's height now, from the catalogue: with or without the predictive strip.
  var systemHeight: CGFloat {
    let heights = device.keyboard(orientation)
    return isPredictiveOn ? heights.predictive : heights.plain
  }

  /// The memory's key for this device and orientation and a keyboard kind.
  func memoryKey(_ kind: KeyboardHeightMemory.KeyboardKind) -> KeyboardHeightMemory.Key {
    KeyboardHeightMemory.Key(
      deviceName: device.id,
      orientation: KeyboardHeightMemory.Orientation(screenBounds: screenBounds),
      kind: kind)
  }

  /// Remembers the height of a system or emoji keyboard this app shows; the memory itself ignores
  /// hides, other apps' keyboards and keyboards that are not docked.
  mutating func rememberHeight(of event: KeyboardEvent) {
    let kind: KeyboardHeightMemory.KeyboardKind
    switch content {
    case .system: kind = .default
    case .emoji: kind = .emoji
    case .thirdParty, .inputView: return
    }
    // The memory throws only for empty screen bounds; the catalogue's are never empty
    // (DeviceCatalogueTests).
    _ = try? heightMemory.remember(event, in: screenBounds, for: memoryKey(kind))
  }

  /// Swaps what the keyboard shows and posts the change.
  private mutating func swapInputView(to next: Content, at time: TimeInterval) {
    let fromHeight = modelFrame.height
    content = next
    guard mode == .docked, isSettled(at: time), visibleFrame(at: time) == modelFrame,
      let change = try? InputViewSwitch(
        screenBounds: screenBounds, fromHeight: fromHeight, toHeight: currentHeight, at: time),
      change.beginFrame == modelFrame
    else {
      changeHeight(duration: Self.usualDuration, at: time)
      return
    }
    let events = change.events
    commit(
      events.filter { $0.kind?.isWill == true }, to: change.endFrame, reportsHostFrame: true,
      at: time)
    pendingDids = events.compactMap { event in
      guard let kind = event.kind, !kind.isWill else { return nil }
      return PendingDid(kind: kind, event: event)
    }
    didTime = change.animation.end
  }
}
