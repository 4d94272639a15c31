import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// A text view of this app becomes first responder: the keyboard shows.
  ///
  /// Posts WillChangeFrame → WillShow, then DidChangeFrame → DidShow when the animation ends
  /// (the order UIKit posts them; `UIResponder.keyboardWillShowNotification` and
  /// `keyboardWillChangeFrameNotification` documentation). With a hardware keyboard connected
  /// the frame is the full-height one placed mostly offscreen. A third-party keyboard posts
  /// WillShow three times, at 0 pt, then the plain height, then its own height; see
  /// ``thirdPartyStep(_:at:)``. If another app's text field has the keyboard, this app's field
  /// takes it over: the same sequence, now with `isLocal` true.
  ///
  /// - Throws: ``ImpossibleAction`` when this app's keyboard is already shown.
  public mutating func focus(
    content: Content = .system, duration: TimeInterval = usualDuration, at time: TimeInterval
  ) throws(ImpossibleAction) {
    guard mode == .hidden || !isLocal else {
      throw ImpossibleAction("focus", "this app's keyboard is already shown")
    }
    isLocal = true
    self.content = content
    keyboardType = .default
    floatingFrame = nil
    resetInputState()
    if content == .thirdParty {
      mode = .docked
      thirdPartyStage = 0
      animate(
        to: frame(for: .docked, height: 0), posting: [.willChangeFrame, .willShow],
        duration: duration, at: time)
      return
    }
    mode = isHardwareKeyboardConnected ? .hardwareBar : .docked
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      duration: duration, at: time)
  }

  /// Focus moves from this app's shown field to a second field of this app with another
  /// keyboard type.
  ///
  /// UIKit posts WillChangeFrame → WillShow again for the new first responder, with the new
  /// keyboard's frame, even when the height stays the same (every `becomeFirstResponder()` of a
  /// text input posts `keyboardWillShowNotification`, as apps that move between fields see; the
  /// exact sequence is an estimate).
  public mutating func focusSecondField(
    type: KeyboardType, at time: TimeInterval
  ) throws(ImpossibleAction) {
    guard isLocal, mode != .hidden else {
      throw ImpossibleAction(
        "focus-field", "this app's keyboard is not shown; focus a field with \"focus\" first")
    }
    guard content != .thirdParty || thirdPartyStage == 3 else {
      throw ImpossibleAction(
        "focus-field", "the third-party keyboard is still posting its appearing WillShow burst")
    }
    endDrag("focus-field", at: time)
    keyboardType = type
    resetInputState()
    if case .inputView = content { content = .system }
    if content == .emoji { content = .system }
    let end =
      mode == .floating ? host.model : frame(for: mode, height: currentHeight)
    animate(
      to: end, posting: [.willChangeFrame, .willShow], postedEnd: mode == .floating ? .zero : nil,
      reportsHostFrame: mode != .floating, at: time)
  }

  /// The interface turns 180° (landscape-left ↔ landscape-right, or portrait ↔ upside down on
  /// iPad): the screen's bounds stay; a shown keyboard is laid out again and posts the hide +
  /// show pair of a rotation with unchanged frames, without animation, while a running
  /// animation goes on: its model value does not change (an estimate: not observed on a device).
  public mutating func turnAround(at time: TimeInterval) {
    endDrag("rotate", at: time)
    guard mode != .hidden, mode != .floating else { return }
    let frame = host.model
    postInstantly([.willChangeFrame, .willHide], begin: frame, end: hiddenFrame, at: time)
    postInstantly([.willChangeFrame, .willShow], begin: hiddenFrame, end: frame, at: time)
    if isLocal { outputs.append(.hostFrame(frame, time: time)) }
  }

  /// A text field of another app on screen (Split View, Slide Over) becomes first responder.
  ///
  /// "With Multitasking in iPadOS, the system notifies all visible apps when the keyboard appears
  /// and disappears" (`keyboardIsLocalUserInfoKey` in Apple's documentation):
  /// this app gets WillChangeFrame → WillShow with `isLocal` false. If this app's keyboard was
  /// up, it becomes the other app's system keyboard in place (estimate: the hand-over is not
  /// documented; the keyboard is not hidden in between). KVO reports nothing: this app's input
  /// accessory view is not on the other app's keyboard.
  public mutating func focusInOtherApp(
    duration: TimeInterval = usualDuration, at time: TimeInterval
  ) throws(ImpossibleAction) {
    guard mode == .hidden || isLocal else {
      throw ImpossibleAction("focus other-app", "another app's field already has the keyboard")
    }
    endDrag("focus other-app", at: time)
    isLocal = false
    resetInputState()
    content = .system
    floatingFrame = nil
    thirdPartyStage = 3
    mode = isHardwareKeyboardConnected ? .hardwareBar : .docked
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      duration: duration, reportsHostFrame: false, at: time)
  }

  /// The second (1) and third (2) WillShow of a third-party keyboard.
  ///
  /// A burst whose keyboard was dismissed or replaced meanwhile (an app may resign first
  /// responder at any moment) is abandoned: nothing is posted.
  ///
  /// - Throws: ``ImpossibleAction`` when `step` is not 1 or 2.
  public mutating func thirdPartyStep(_ step: Int, at time: TimeInterval) throws(ImpossibleAction) {
    guard step == 1 || step == 2 else {
      throw ImpossibleAction(
        "third-party keyboard's WillShow", "step \(step) is not 1 or 2 (the 2nd or 3rd WillShow)")
    }
    guard mode == .docked, isLocal, content == .thirdParty, thirdPartyStage == step - 1 else {
      return
    }
    thirdPartyStage = step
    let heights = device.keyboard(orientation)
    let height = step == 1 ? heights.plain : heights.thirdParty
    animate(to: frame(for: .docked, height: height), posting: [.willShow], at: time)
  }

  /// Posts the last WillShow of a third-party keyboard's burst again, with nothing moved.
  ///
  /// This ends the burst. An abandoned burst (the keyboard was dismissed or replaced) posts nothing.
  public mutating func repeatWillShow(at time: TimeInterval) {
    guard mode == .docked, isLocal, content == .thirdParty, thirdPartyStage == 2 else {
      return
    }
    thirdPartyStage = 3
    let userInfo = KeyboardUserInfo.make(
      begin: host.model, end: host.model, duration: profile.postedDuration, curve: Self.springCurve,
      isLocal: true)
    outputs.append(
      .notification(PostedNotification(name: .willShow, userInfo: userInfo, time: time)))
  }

  /// The text view resigns first responder: the keyboard hides.
  ///
  /// Posts WillChangeFrame → WillHide, then DidChangeFrame → DidHide; another app's keyboard
  /// posts them with `isLocal == false`.
  public mutating func dismiss(at time: TimeInterval) throws(ImpossibleAction) {
    guard mode != .hidden else { throw ImpossibleAction("dismiss", "the keyboard is not shown") }
    endDrag("dismiss", at: time)
    let wasFloating = mode == .floating
    mode = .hidden
    resetInputState()
    floatingFrame = nil
    thirdPartyStage = 3
    animate(
      to: hiddenFrame, posting: [.willChangeFrame, .willHide],
      postedEnd: wasFloating ? .zero : nil, reportsHostFrame: isLocal, at: time)
  }

  /// Turns the predictive strip on or off: an animated height change while the keyboard shows;
  /// a setting for the next show while it is hidden.
  public mutating func setPredictive(_ isOn: Bool, at time: TimeInterval) throws(ImpossibleAction) {
    guard isPredictiveOn != isOn else {
      throw ImpossibleAction("predictive", "the predictive strip is already \(isOn ? "on" : "off")")
    }
    isPredictiveOn = isOn
    if content == .system {
      try changeHeight("predictive", duration: profile.postedDuration, at: time)
    }
  }

  /// Switches between the system and the emoji keyboard: a height change posted with duration 0.
  public mutating func setEmoji(_ isOn: Bool, at time: TimeInterval) throws(ImpossibleAction) {
    guard mode != .hidden, isLocal else {
      throw ImpossibleAction("emoji", "this app's keyboard is not shown")
    }
    let next: Content = isOn ? .emoji : .system
    guard content != next else {
      throw ImpossibleAction("emoji", "the emoji keyboard is already \(isOn ? "shown" : "closed")")
    }
    content = next
    try changeHeight("emoji", duration: 0, at: time)
  }

  /// Posts WillChangeFrame → WillShow for a new height while the keyboard shows; nothing while it
  /// is hidden or floating (the new height shows at the next show or dock).
  mutating func changeHeight(
    _ action: String, duration: TimeInterval, at time: TimeInterval
  ) throws(ImpossibleAction) {
    guard mode == .docked || mode == .undocked || mode == .hardwareBar else { return }
    endDrag(action, at: time)
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      duration: duration, at: time)
  }

  /// The device rotates: the screen's bounds change at once, and a shown keyboard posts a burst
  /// of hide + show pairs without animation, sometimes twice.
  public mutating func rotate(to next: Orientation, at time: TimeInterval) throws(ImpossibleAction)
  {
    guard next != orientation else {
      throw ImpossibleAction("rotate", "the device is already in \(next.rawValue)")
    }
    endDrag("rotate", at: time)
    pendingDids.removeAll()
    let oldFrame = presentationFrame(at: time)
    let oldHidden = hiddenFrame
    orientation = next
    let heights = device.keyboard(next)
    lastHeight = isPredictiveOn ? heights.predictive : heights.plain
    // The old animations are in the old screen's coordinates: the rotation replaces them.
    host.removeAllAnimations()
    guard mode != .hidden else {
      host.set(hiddenFrame, timing: nil, at: time)
      return
    }
    if mode == .floating { mode = .docked }
    floatingFrame = nil
    let newFrame = frame(for: mode, height: currentHeight)
    let kvoFirst = kvoComesFirst()
    if kvoFirst, isLocal { outputs.append(.hostFrame(newFrame, time: time)) }
    for burst in 0..<max(1, rotationBursts) {
      let hideBegin = burst == 0 ? oldFrame : newFrame
      let hideEnd = burst == 0 ? oldHidden : hiddenFrame
      postInstantly([.willChangeFrame, .willHide], begin: hideBegin, end: hideEnd, at: time)
      postInstantly([.willChangeFrame, .willShow], begin: hiddenFrame, end: newFrame, at: time)
    }
    host.set(newFrame, timing: nil, at: time)
    if newFrame.height > 0 { lastHeight = newFrame.height }
    if !kvoFirst, isLocal { outputs.append(.hostFrame(newFrame, time: time)) }
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: newFrame, floatingFrame: nil, mode: mode, animation: nil, time: time)))
  }
}
