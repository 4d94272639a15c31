import Foundation
import KeyboardDockCore

/// Produces `Examples/traces/iphone-show-drag-dismiss.json`, the example trace, from documented
/// iOS facts (it is not a device recording, and says so with `"source": "simulated"`).
///
/// The session, on a 375 × 812 pt iPhone (iPhone 11 Pro; keyboard 336 pt with the predictive
/// bar, home indicator 34 pt, status bar 44 pt, `kbdock devices`) at 60 Hz:
/// - 0.5 s: a text view becomes first responder; WillChangeFrame then WillShow, duration 0.25,
///   curve 7, `isLocal` 1; the KVO keyboard frame jumps to the end frame at once and the
///   keyboard layout guide's frame changes to it (what KVO delivers during an animated move:
///   one jump to the end value, “A Stickler for Details”); the visible keyboard rises along
///   curve 7, the critically damped spring of react-native-keyboard-controller; DidChangeFrame
///   then DidShow a millisecond after the spring settles (the order in "Keyboard on iOS",
///   RulTech; the delay as
///   `KeyboardTracker` notes it on device).
/// - 1.5–1.9 s: an interactive dismissal drags the keyboard down to y = 700 with no
///   notification; KVO and the layout guide report every finger move (“A Stickler for
///   Details”, interactive dismissal).
/// - 1.9 s + ½ frame: the finger lifts; WillChangeFrame then WillHide from the dragged frame to
///   below the screen (duration 0.25, curve 7), the text view resigns, the keyboard slides out
///   along curve 7; the "did"s follow when it has settled.
///
/// The trace has no bar (`"bar": null`): it models iOS, not an app.
enum ExampleTrace {
  /// The file the example is committed as, relative to the package root.
  static let path = "Examples/traces/iphone-show-drag-dismiss.json"

  /// The note the trace carries.
  static let note =
    "made by hand from documented iOS facts by ExampleTrace.swift in KeyboardDockCoreTests, "
    + "not recorded on a device: an iPhone 11 Pro-sized screen at 60 Hz, a keyboard shown, "
    + "dragged down interactively and dismissed; no bar"

  /// Builds the example trace.
  static func make() -> KeyboardTrace {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    let fps = 60.0
    let height: CGFloat = 336
    let hidden = CGRect(x: 0, y: 812, width: 375, height: height)
    let shown = CGRect(x: 0, y: 812 - height, width: 375, height: height)
    let dragged = CGRect(x: 0, y: 700, width: 375, height: height)
    let guideAtRest = CGRect(x: 0, y: 778, width: 375, height: 34)
    let spring = KeyboardAnimationCurve.keyboard.timingCurve
    let settle = spring.totalDuration(nominal: 0.25)

    var events: [KeyboardTrace.Event] = [.layoutGuide(time: 0, frame: guideAtRest)]
    func post(
      _ kinds: [KeyboardEvent.Kind], from begin: CGRect, to end: CGRect, at time: TimeInterval
    ) {
      for kind in kinds {
        let event = KeyboardEvent(
          kind: kind, beginFrame: begin, endFrame: end, duration: 0.25, curve: .keyboard,
          isLocal: true, time: time)
        if let notification = KeyboardTrace.Notification(event) {
          events.append(.notification(notification))
        }
      }
    }

    // Show.
    let showStart = 0.5
    events.append(.firstResponder(time: showStart, className: "UITextView"))
    post([.willChangeFrame, .willShow], from: hidden, to: shown, at: showStart)
    events.append(.hostFrame(time: showStart, frame: shown, source: .keyboardLayoutGuide))
    events.append(.layoutGuide(time: showStart, frame: shown))
    post(
      [.didChangeFrame, .didShow], from: hidden, to: shown, at: rounded(showStart + settle + 0.001))
    let show = KeyboardAnimation(
      from: hidden, to: shown, start: showStart, duration: 0.25, curve: spring)

    // Interactive drag: one finger move per display frame.
    let dragStart = 1.5
    let dragMoves = 24
    var dragFrames: [(time: TimeInterval, frame: CGRect)] = []
    for move in 1...dragMoves {
      let time = rounded(dragStart + Double(move) / fps)
      let y = shown.minY + (dragged.minY - shown.minY) * CGFloat(move) / CGFloat(dragMoves)
      let frame = CGRect(x: 0, y: rounded(y), width: 375, height: height)
      dragFrames.append((time, frame))
      events.append(.hostFrame(time: time, frame: frame, source: .keyboardLayoutGuide))
      events.append(.layoutGuide(time: time, frame: frame))
    }

    // The finger lifts half a frame after the last move: dismissal.
    let lift = rounded(dragStart + (Double(dragMoves) + 0.5) / fps)
    post([.willChangeFrame, .willHide], from: dragged, to: hidden, at: lift)
    events.append(.hostFrame(time: lift, frame: hidden, source: .keyboardLayoutGuide))
    events.append(.layoutGuide(time: lift, frame: guideAtRest))
    events.append(.firstResponder(time: lift, className: nil))
    post(
      [.didChangeFrame, .didHide], from: dragged, to: hidden, at: rounded(lift + settle + 0.001))
    let hide = KeyboardAnimation(
      from: dragged, to: hidden, start: lift, duration: 0.25, curve: spring)
    // Stable: events of one instant keep the order UIKit delivers them in.
    events = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)

    // What the user sees, per display frame.
    let end = lift + settle + 0.2
    var frames: [KeyboardTrace.Frame] = []
    var index = 0
    while Double(index) / fps <= end {
      let time = rounded(Double(index) / fps)
      var keyboard: CGRect
      if time < dragStart + 0.5 / fps {
        keyboard = show.frame(at: time)
      } else if time < lift {
        keyboard = dragFrames.last { $0.time <= time }?.frame ?? shown
      } else {
        keyboard = hide.frame(at: time)
      }
      keyboard = CGRect(
        x: keyboard.minX, y: rounded(keyboard.minY), width: keyboard.width,
        height: keyboard.height)
      frames.append(
        KeyboardTrace.Frame(
          time: time, keyboard: keyboard.minY >= screen.maxY ? nil : keyboard,
          keyboardSource: .keyboardHostPresentationLayer, bar: nil))
      index += 1
    }

    return KeyboardTrace(
      source: .simulated, note: note,
      environment: KeyboardTrace.Environment(
        deviceModel: "iPhone12,3", systemName: "iOS", systemVersion: "17.0",
        userInterfaceIdiom: "phone", locale: "en_US", isReduceMotionEnabled: false,
        prefersCrossFadeTransitions: false, maximumFramesPerSecond: 60),
      geometry: KeyboardTrace.Geometry(
        screen: screen, scale: 3, window: screen, interfaceOrientation: "portrait", view: screen,
        safeArea: LayoutInsets(top: 44, bottom: 34)),
      events: events, frames: frames)
  }

  /// A value rounded to a thousandth, so the file stays readable.
  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// A value rounded to a thousandth of a point.
  private static func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
}
