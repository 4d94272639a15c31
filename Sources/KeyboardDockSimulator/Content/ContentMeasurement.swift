import Foundation
import KeyboardDockCore
import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The content metrics of one setup in one run: frames on which the focused field or the newest
/// message was hidden, and the largest unexplained jump of the content.
public struct ContentFigures: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Frames on which the focused field was not fully visible between the top safe area and the
  /// bar on the true keyboard, or `nil` for a scenario without a form.
  public var focusedFieldHiddenFrames: Int?
  /// Frames on which the newest message was not fully visible above the bar on the true
  /// keyboard, or `nil` for a scenario without a transcript (or with lift behaviour `never`).
  public var lastMessageHiddenFrames: Int?
  /// The largest one-frame step of the content's on-screen position that neither the keyboard
  /// nor the bar moved by, in points.
  public var maxContentJump: CGFloat = 0
  /// The frames measured.
  public var frames = 0

  /// Creates empty figures for a form (`isForm`) or a transcript that counts hidden messages.
  public init(isForm: Bool, countsMessages: Bool) {
    focusedFieldHiddenFrames = isForm ? 0 : nil
    lastMessageHiddenFrames = !isForm && countsMessages ? 0 : nil
  }

  public var description: String {
    let field = focusedFieldHiddenFrames.map { "field hidden \($0)" }
    let message = lastMessageHiddenFrames.map { "message hidden \($0)" }
    return ([field, message].compactMap { $0 } + ["jump \(maxContentJump) pt"]).joined(
      separator: ", ")
  }
}

/// Measures a setup's content against the simulated iOS at each display frame.
///
/// Everything it reads is the simulated iOS's: the scroll view's presentation
/// (``KeyboardDockSimulatedIOS/ScrollViewLayer``) and the bar a correct app shows on the true
/// keyboard (``KeyboardDockSimulatedIOS/ScreenTruth/correctBar(contentHeight:)``); from the app
/// only which field it focused (its own `becomeFirstResponder()`), never where it believes the
/// content is.
///
/// - **Hidden**: the focused field's frame (the caret rect of a one-line field) or the newest
///   message must lie between the top safe-area inset and the bar's top edge, within
///   ``tolerance``. A field is not counted while a finger drags the keyboard
///   (the policy scrolls nothing then) or during the ``ContentApp/revealDuration`` after focus
///   moved to it, or after the drag's end when focus moved during a drag or a drag interrupted
///   the scrolling in (it is being scrolled in); a message not while a transcript's lift behaviour is
///   `never`.
/// - **Jump**: the content's on-screen position changed by a step (a content offset set without
///   animation) this frame; the part of it beyond the bar's own move this frame (keyboard,
///   finger or growing composer) is unexplained. Frames on which the app's geometry changed
///   (rotation, window resize) are not counted: the whole screen is laid out anew.
struct ContentMeasurement {
  /// How far, in points, a field or message may reach past the visible area and still count as
  /// fully visible: a quarter point, less than one pixel on any iPhone or iPad screen (0.5 pt at
  /// 2x, 0.33 pt at 3x), so a sub-pixel difference between the content's and the bar's spring
  /// models is not counted as hidden.
  static let tolerance: CGFloat = 0.25

  var figures: ContentFigures
  private var lastBarTop: CGFloat?
  private var lastGeometry: ViewPlacement?

  init(content: ScenarioContent) {
    switch content {
    case .form: figures = ContentFigures(isForm: true, countsMessages: false)
    case .transcript(let transcript):
      figures = ContentFigures(isForm: false, countsMessages: transcript.liftBehavior != .never)
    }
  }

  /// Measures one frame.
  ///
  /// - Parameters:
  ///   - layer: The setup's scroll view in the simulated iOS.
  ///   - truth: What the simulated iOS shows.
  ///   - barHeight: The bar's height at this frame.
  ///   - content: What the scroll view shows.
  ///   - focused: The focused field's id, or `nil`.
  ///   - isRevealing: Whether focus moved within the reveal's duration.
  ///   - isDragged: Whether a finger drags the keyboard.
  ///   - placement: The app view's placement now.
  ///   - time: The frame's time.
  mutating func measure(
    _ layer: inout ScrollViewLayer, truth: ScreenTruth, barHeight: CGFloat,
    content: ScenarioContent, focused: String?, isRevealing: Bool, isDragged: Bool,
    placement: ViewPlacement, time: TimeInterval
  ) {
    figures.frames += 1
    let barTop = truth.correctBar(contentHeight: barHeight).frame.minY
    let top = placement.safeAreaInsets.top
    let tolerance = Self.tolerance
    func isHidden(_ rect: CGRect) -> Bool {
      let shown = layer.onScreenRect(ofContent: rect, at: time)
      return shown.minY < top - tolerance || shown.maxY > barTop + tolerance
    }
    switch content {
    case .form(let form):
      if let focused, let field = form.field(focused), truth.mode != .hidden, !isDragged,
        !isRevealing, isHidden(field.frame)
      {
        figures.focusedFieldHiddenFrames? += 1
      }
    case .transcript(let transcript):
      if figures.lastMessageHiddenFrames != nil, isHidden(transcript.newestMessage) {
        figures.lastMessageHiddenFrames? += 1
      }
    }
    let steps = layer.takeSteps()
    defer {
      lastBarTop = barTop
      lastGeometry = placement
    }
    guard let lastBarTop, lastGeometry == placement else { return }
    // A content offset step moves content up when upright, down when flipped.
    let step = layer.isFlipped ? steps : -steps
    let barMove = barTop - lastBarTop
    let explained = min(max(step, min(0, barMove)), max(0, barMove))
    figures.maxContentJump = max(figures.maxContentJump, abs(step - explained))

  }
}
