import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The text view becomes first responder: the keyboard shows.
  ///
  /// Posts WillChangeFrame → WillShow, then DidChangeFrame → DidShow when the animation ends
  /// (observed on iOS, "Notification order, show"). With a hardware keyboard connected the frame is
  /// the full-height one placed mostly offscreen (observed on iOS, "Hardware keyboard"). A
  /// third-party keyboard posts WillShow three times, at 0 pt, then the plain height, then its
  /// own height (observed on iOS, "Third-party keyboards"); see ``thirdPartyStep(_:at:)``.
  ///
  /// - Parameters:
  ///   - content: What the keyboard shows.
  ///   - duration: The posted duration: 0.25 s, or 0.4 s during a modal presentation.
  ///   - time: When focus changes.
  public mutating func focus(
    content: Content = .system, duration: TimeInterval = usualDuration, at time: TimeInterval
  ) {
    guard mode == .hidden else { return }
    isLocal = true
    self.content = content
    floatingFrame = nil
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

  /// A text field of another app on screen (Split View, Slide Over) becomes first responder: the
  /// keyboard shows at the bottom of the screen and this app is notified with `isLocal == false`.
  ///
  /// "With Multitasking in iPadOS, the system notifies all visible apps when the keyboard appears
  /// and disappears" (Apple's `keyboardIsLocalUserInfoKey` documentation). The sequence is the
  /// show order iOS posts until ``dismiss(at:)`` hides it again. KVO reports nothing: no
  /// responder of this app shows the keyboard, so this app's pseudo accessory view is not on it.
  /// The layout guide is told the frame, as for this app's keyboard (an estimate: not observed on
  /// a device).
  ///
  /// - Parameters:
  ///   - duration: The posted duration.
  ///   - time: When the other app's text field takes focus.
  public mutating func focusInOtherApp(
    duration: TimeInterval = usualDuration, at time: TimeInterval
  ) {
    guard mode == .hidden else { return }
    isLocal = false
    content = .system
    floatingFrame = nil
    mode = isHardwareKeyboardConnected ? .hardwareBar : .docked
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      duration: duration, reportsHostFrame: false, at: time)
  }

  /// The second (1) and third (2) WillShow of a third-party keyboard (observed on iOS).
  public mutating func thirdPartyStep(_ step: Int, at time: TimeInterval) {
    guard mode == .docked, content == .thirdParty, thirdPartyStage == step - 1 else { return }
    thirdPartyStage = step
    let heights = device.keyboard(orientation)
    let height = step == 1 ? heights.plain : heights.thirdParty
    animate(to: frame(for: .docked, height: height), posting: [.willShow], at: time)
  }

  /// Posts the last WillShow of a third-party keyboard's burst again, with nothing moved, as
  /// third-party keyboards do (observed on iOS); this ends the burst.
  public mutating func repeatWillShow(at time: TimeInterval) {
    guard mode == .docked, content == .thirdParty, thirdPartyStage == 2 else { return }
    thirdPartyStage = 3
    post(
      KeyboardEvent(
        kind: .willShow, beginFrame: modelFrame, endFrame: modelFrame,
        duration: Self.usualDuration, curve: .keyboard, isLocal: true, time: time))
  }

  /// The text view resigns first responder: the keyboard hides.
  ///
  /// Posts WillChangeFrame → WillHide, then DidChangeFrame → DidHide (observed on iOS); another
  /// app's keyboard posts them with `isLocal == false` and stays the other app's while it hides.
  public mutating func dismiss(at time: TimeInterval) {
    guard mode != .hidden else { return }
    let wasFloating = mode == .floating
    mode = .hidden
    floatingFrame = nil
    animate(
      to: hiddenFrame, posting: [.willChangeFrame, .willHide],
      postedEnd: wasFloating ? .zero : nil, reportsHostFrame: isLocal, at: time)
  }

  /// Turns the predictive strip on or off: an animated height change.
  public mutating func setPredictive(_ isOn: Bool, at time: TimeInterval) {
    guard isPredictiveOn != isOn else { return }
    isPredictiveOn = isOn
    changeHeight(duration: Self.usualDuration, at: time)
  }

  /// Switches between the system and the emoji keyboard: a height change posted with duration 0
  /// (observed on iOS: "0 for some height changes").
  public mutating func setEmoji(_ isOn: Bool, at time: TimeInterval) {
    let next: Content = isOn ? .emoji : .system
    guard content != next else { return }
    content = next
    changeHeight(duration: 0, at: time)
  }

  /// Posts WillChangeFrame → WillShow for a new height while the keyboard stays docked.
  mutating func changeHeight(duration: TimeInterval, at time: TimeInterval) {
    guard mode == .docked || mode == .undocked || mode == .hardwareBar else { return }
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      duration: duration, at: time)
  }

  /// The device rotates: the screen's bounds change at once, and a shown keyboard posts a burst
  /// of hide + show pairs without animation, sometimes twice (observed on iOS, "Rotation").
  public mutating func rotate(to next: Orientation, at time: TimeInterval) {
    guard next != orientation else { return }
    pendingDids.removeAll()
    let oldFrame = visibleFrame(at: time)
    let oldHidden = hiddenFrame
    orientation = next
    let heights = device.keyboard(next)
    lastHeight = isPredictiveOn ? heights.predictive : heights.plain
    guard mode != .hidden else {
      modelFrame = hiddenFrame
      motion = .resting(hiddenFrame)
      return
    }
    if mode == .floating { mode = .docked }
    floatingFrame = nil
    let newFrame = frame(for: mode, height: currentHeight)
    for burst in 0..<max(1, rotationBursts) {
      let hideBegin = burst == 0 ? oldFrame : newFrame
      let hideEnd = burst == 0 ? oldHidden : hiddenFrame
      postInstantly([.willChangeFrame, .willHide], begin: hideBegin, end: hideEnd, at: time)
      postInstantly([.willChangeFrame, .willShow], begin: hiddenFrame, end: newFrame, at: time)
    }
    move(to: newFrame, from: newFrame, duration: 0, curve: .keyboard, at: time)
    if newFrame.height > 0 { lastHeight = newFrame.height }
    if isLocal { outputs.append(.hostFrame(newFrame, time: time)) }
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: newFrame, floatingFrame: nil, mode: mode, animation: nil, time: time)))
  }
}
