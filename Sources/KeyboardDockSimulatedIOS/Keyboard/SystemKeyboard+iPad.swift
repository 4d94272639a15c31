import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The user undocks the iPad keyboard: it moves up, still full width.
  ///
  /// Posts WillChangeFrame and, unless `postsWillHide` is false, WillHide, both with the
  /// undocked frame (WillHide on undock may be missing).
  public mutating func undock(postsWillHide: Bool = true, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard isLocal, mode == .docked || mode == .split else {
      throw ImpossibleAction("undock", "only this app's docked or split keyboard can be undocked")
    }
    endDrag("undock", at: time)
    mode = .undocked
    let names: [KeyboardNotificationName] =
      postsWillHide ? [.willChangeFrame, .willHide] : [.willChangeFrame]
    animate(to: frame(for: .undocked, height: currentHeight), posting: names, at: time)
  }

  /// The user splits the iPad keyboard: a shorter full-width keyboard at the bottom.
  public mutating func split(at time: TimeInterval) throws(ImpossibleAction) {
    guard isLocal, mode == .docked || mode == .undocked else {
      throw ImpossibleAction("split", "only this app's docked or undocked keyboard can split")
    }
    endDrag("split", at: time)
    mode = .split
    animate(to: frame(for: .split, height: currentHeight), posting: [.willChangeFrame], at: time)
  }

  /// The user pinches the keyboard into a floating one.
  ///
  /// The docked keyboard leaves the bottom edge; the floating keyboard appears at `origin` (its
  /// top-left corner, screen coordinates). iPadOS posts WillChangeFrame with an end frame of
  /// `CGRectZero` and no WillHide. The change is posted with duration 0 (an estimate: the morph
  /// is not modelled), and KVO reports nothing.
  public mutating func float(at origin: CGPoint?, time: TimeInterval) throws(ImpossibleAction) {
    guard isLocal, mode == .docked || mode == .undocked || mode == .split else {
      throw ImpossibleAction(
        "float", "only this app's docked, undocked or split keyboard can float")
    }
    endDrag("float", at: time)
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

  /// The user drags the floating keyboard: WillChangeFrame with a zero end frame on every move,
  /// no KVO; the layout guide, which knows the real frame, moves with it.
  public mutating func moveFloating(to origin: CGPoint, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard mode == .floating, let current = floatingFrame else {
      throw ImpossibleAction("move-floating", "the keyboard is not floating")
    }
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
          frame: host.model, floatingFrame: moved, mode: mode, animation: nil, time: time)))
    let userInfo = KeyboardUserInfo.make(
      begin: .zero, end: .zero, duration: 0, curve: Self.springCurve, isLocal: true,
      changedByUserInteraction: true)
    outputs.append(
      .notification(PostedNotification(name: .willChangeFrame, userInfo: userInfo, time: time)))
  }

  /// The user docks the keyboard again: WillChangeFrame → WillShow with the docked frame.
  public mutating func dock(at time: TimeInterval) throws(ImpossibleAction) {
    guard isLocal, mode == .undocked || mode == .floating || mode == .split else {
      throw ImpossibleAction("dock", "the keyboard is not undocked, split or floating")
    }
    floatingFrame = nil
    mode = .docked
    animate(
      to: frame(for: .docked, height: currentHeight), posting: [.willChangeFrame, .willShow],
      at: time)
  }

  /// A hardware keyboard is connected: a shown keyboard shrinks to the shortcut bar, posted as
  /// WillShow with the full-height frame placed mostly offscreen.
  public mutating func connectHardwareKeyboard(at time: TimeInterval) throws(ImpossibleAction) {
    guard !isHardwareKeyboardConnected else {
      throw ImpossibleAction(
        "connect-hardware-keyboard", "a hardware keyboard is already connected")
    }
    isHardwareKeyboardConnected = true
    guard mode != .hidden else { return }
    endDrag("connect-hardware-keyboard", at: time)
    floatingFrame = nil
    mode = .hardwareBar
    animate(
      to: frame(for: .hardwareBar, height: currentHeight),
      posting: [.willChangeFrame, .willShow], reportsHostFrame: isLocal, at: time)
  }

  /// The hardware keyboard is disconnected: a shown shortcut bar grows into the keyboard.
  public mutating func disconnectHardwareKeyboard(at time: TimeInterval) throws(ImpossibleAction) {
    guard isHardwareKeyboardConnected else {
      throw ImpossibleAction("disconnect-hardware-keyboard", "no hardware keyboard is connected")
    }
    isHardwareKeyboardConnected = false
    guard mode == .hardwareBar else { return }
    endDrag("disconnect-hardware-keyboard", at: time)
    mode = .docked
    animate(
      to: frame(for: .docked, height: currentHeight), posting: [.willChangeFrame, .willShow],
      reportsHostFrame: isLocal, at: time)
  }

  /// The first responder replaces the keyboard with a custom input view of `height` points
  /// (`inputView` and `reloadInputViews()` in Apple's documentation): the
  /// same WillChangeFrame → WillShow sequence as any height change.
  public mutating func switchToInputView(height: CGFloat, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard mode != .hidden, isLocal else {
      throw ImpossibleAction("switch-input-view", "this app's keyboard is not shown")
    }
    guard height.isFinite, height >= 0 else {
      throw ImpossibleAction("switch-input-view", "height \(height) is not 0 or more points")
    }
    content = .inputView(height: height)
    try changeHeight("switch-input-view", duration: profile.postedDuration, at: time)
  }

  /// The system keyboard replaces the custom input view.
  public mutating func switchToKeyboard(at time: TimeInterval) throws(ImpossibleAction) {
    guard mode != .hidden, isLocal, case .inputView = content else {
      throw ImpossibleAction("switch-input-view", "no custom input view of this app is shown")
    }
    content = .system
    try changeHeight("switch-input-view", duration: profile.postedDuration, at: time)
  }

  /// The system keyboard's height now: with or without the predictive strip.
  public var systemHeight: CGFloat {
    let heights = device.keyboard(orientation)
    return isPredictiveOn ? heights.predictive : heights.plain
  }
}
