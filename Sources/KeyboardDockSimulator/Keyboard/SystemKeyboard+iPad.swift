import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The user undocks the iPad keyboard: it moves up, still full width.
  ///
  /// Posts WillChangeFrame and, unless `postsWillHide` is false, WillHide, both with the
  /// undocked frame (observed on iOS: "WillHide on undock may be missing").
  public mutating func undock(postsWillHide: Bool = true, at time: TimeInterval) {
    guard mode == .docked || mode == .split else { return }
    mode = .undocked
    let kinds: [KeyboardEvent.Kind] =
      postsWillHide ? [.willChangeFrame, .willHide] : [.willChangeFrame]
    animate(to: frame(for: .undocked, height: currentHeight), posting: kinds, at: time)
  }

  /// The user splits the iPad keyboard: a shorter full-width keyboard at the bottom.
  public mutating func split(at time: TimeInterval) {
    guard mode == .docked || mode == .undocked else { return }
    mode = .split
    animate(to: frame(for: .split, height: currentHeight), posting: [.willChangeFrame], at: time)
  }

  /// The user pinches the keyboard into a floating one.
  ///
  /// The docked keyboard leaves the bottom edge; the floating keyboard appears at `origin` (its
  /// top-left corner, screen coordinates). iPadOS posts WillChangeFrame with an end frame of
  /// `CGRectZero` and no WillHide (observed on iOS, "iPad floating keyboard"). The change is posted
  /// with duration 0 (an estimate: the docked keyboard's morph into the floating one is not
  /// modelled), and KVO reports nothing: the input accessory host leaves with the docked keyboard.
  public mutating func float(at origin: CGPoint?, time: TimeInterval) {
    guard mode == .docked || mode == .undocked || mode == .split else { return }
    let screen = screenBounds
    let size = device.floatingKeyboardSize
    let start =
      origin
      ?? CGPoint(
        x: ((screen.width - size.width) / 2).rounded(),
        y: screen.maxY - size.height - DeviceCatalogue.undockLift)
    mode = .floating
    floatingFrame = CGRect(origin: start, size: size)
    animate(
      to: hiddenFrame, posting: [.willChangeFrame], postedEnd: .zero, duration: 0,
      reportsHostFrame: false, at: time)
  }

  /// The user drags the floating keyboard: WillChangeFrame with a zero end frame on every move
  /// (observed on iOS), no KVO (the docked host is offscreen); the layout guide, which knows the
  /// real frame, moves with it.
  public mutating func moveFloating(to origin: CGPoint, at time: TimeInterval) {
    guard mode == .floating, let current = floatingFrame else { return }
    let screen = screenBounds
    let clamped = CGPoint(
      x: min(max(screen.minX, origin.x), screen.maxX - current.width),
      y: min(max(screen.minY, origin.y), screen.maxY - current.height))
    guard clamped != current.origin else { return }
    let moved = CGRect(origin: clamped, size: current.size)
    floatingFrame = moved
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: modelFrame, floatingFrame: moved, mode: mode, animation: nil, time: time)))
    post(
      KeyboardEvent(
        kind: .willChangeFrame, beginFrame: .zero, endFrame: .zero, duration: 0,
        curve: .keyboard, isLocal: true, isChangedByUserInteraction: true, time: time))
  }

  /// The user docks the keyboard again: WillChangeFrame → WillShow with the docked frame.
  public mutating func dock(at time: TimeInterval) {
    guard mode == .undocked || mode == .floating || mode == .split else { return }
    floatingFrame = nil
    mode = .docked
    animate(
      to: frame(for: .docked, height: currentHeight), posting: [.willChangeFrame, .willShow],
      at: time)
  }

  /// A hardware keyboard is connected: a shown keyboard shrinks to the shortcut bar, posted as
  /// WillShow with the full-height frame placed mostly offscreen (observed on iOS).
  public mutating func connectHardwareKeyboard(at time: TimeInterval) {
    guard !isHardwareKeyboardConnected else { return }
    isHardwareKeyboardConnected = true
    guard mode != .hidden else { return }
    floatingFrame = nil
    mode = .hardwareBar
    animate(
      to: frame(for: .hardwareBar, height: currentHeight),
      posting: [.willChangeFrame, .willShow], at: time)
  }

  /// The hardware keyboard is disconnected: a shown shortcut bar grows into the keyboard.
  public mutating func disconnectHardwareKeyboard(at time: TimeInterval) {
    guard isHardwareKeyboardConnected else { return }
    isHardwareKeyboardConnected = false
    guard mode == .hardwareBar else { return }
    mode = .docked
    animate(
      to: frame(for: .docked, height: currentHeight), posting: [.willChangeFrame, .willShow],
      at: time)
  }
}
