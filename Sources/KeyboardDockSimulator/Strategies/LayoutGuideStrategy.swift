import Foundation
import KeyboardDockCore
import KeyboardDockLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard layout guide technique: the bar is constrained to the view's keyboard layout guide
/// and laid out by `KeyboardDockLayout`'s solver every display frame (“Keyboard Layout Guide”).
///
/// The strategy reads only what an app with a `UIKeyboardLayoutGuide` has: the guide's changes
/// as UIKit makes them (the keyboard's model frame and mode, and the animation UIKit lays the
/// change out in) and the app's own geometry. Each change places the guide at its end frame and
/// activates its tracked constraints; each display frame moves the guide along the change's
/// animation (UIKit animates the guide inside the keyboard's animation block) and re-solves.
///
/// The layout is the one a chat app writes (``barLayout(height:)``): the bar's background
/// spans the view's leading to trailing edge, its content is `barHeight` tall and as low as the
/// bar and the bottom safe area allow, so the background fills the home-indicator area while
/// the keyboard covers less than it. The tracked constraints of “Keyboard Layout Guide” place the
/// bar: on the guide's top while the guide is away from the top edge, at the view's bottom when it
/// is near it. The guide uses `usesBottomSafeArea = false`, so its top is exactly the keyboard's,
/// and `followsUndockedKeyboard = true`, so the bar stays on an undocked, split or floating
/// keyboard (the keyboard layout guide technique).
public struct LayoutGuideStrategy: DockingStrategy {
  /// The descriptor of the keyboard layout guide technique in ``StrategyRegistry``.
  public static let descriptor = StrategyDescriptor(
    name: "layout-guide", technique: "keyboard layout guide",
    summary: "bar constrained to the keyboard layout guide, solved every frame"
  ) { LayoutGuideStrategy() }

  private var placement: ViewPlacement?
  private var engine: LayoutEngine?
  private var builtHeight: CGFloat?
  /// The fresh engine for the bar's current height when it differs from ``builtHeight``.
  private let grownEngine = EngineForHeight()
  /// The last keyboard UIKit gave the guide, in screen coordinates, with its docking.
  private var keyboard: (frame: CGRect, docking: KeyboardDocking)?
  /// The guide's movement from its presented frame to its end frame.
  private var guideMotion = KeyboardAnimation(
    from: .zero, to: .zero, start: 0, duration: 0, curve: .linear)

  /// The screen's size at the last transition, to tell a rotation from a window resize.
  private var screenSize: CGSize?
  /// Earlier guide animations an interruption did not stop (UIKit's animations are additive).
  private var earlierMotions: [KeyboardAnimation] = []

  /// The guide's frame at `time`: the current motion plus what earlier ones still add.
  private func guideFrame(at time: TimeInterval) -> CGRect {
    earlierMotions.reduce(guideMotion.frame(at: time)) { $1.adding(remainderTo: $0, at: time) }
  }

  /// Creates the strategy with no state.
  public init() {}

  /// The bar's layout: background `bar` on the guide, content `barContent` above it.
  ///
  /// - Parameter height: The bar content's height in points.
  /// - Returns: A layout whose items are `bar` and `barContent`.
  public static func barLayout(height: CGFloat) -> LayoutDescription {
    func pin(
      _ item: String, _ attribute: LayoutAttribute, _ relation: LayoutConstraint.Relation,
      _ other: LayoutAnchor, identifier: String? = nil
    ) -> LayoutConstraint {
      LayoutConstraint(
        LayoutAnchor(item, attribute), relation, other,
        identifier: identifier ?? "\(item).\(attribute)")
    }
    var layout = LayoutDescription(
      name: "layout-guide bar",
      items: [LayoutItem("bar"), LayoutItem("barContent", kind: .guide)],
      constraints: [
        pin("bar", .leading, .equal, LayoutAnchor(.view, .leading)),
        pin("bar", .trailing, .equal, LayoutAnchor(.view, .trailing)),
        pin("bar", .top, .equal, LayoutAnchor("barContent", .top)),
        pin("barContent", .leading, .equal, LayoutAnchor("bar", .leading)),
        pin("barContent", .trailing, .equal, LayoutAnchor("bar", .trailing)),
        LayoutConstraint(
          LayoutAnchor("barContent", .height), .equal, constant: height,
          identifier: "barContent.height"),
        pin("barContent", .bottom, .lessThanOrEqual, LayoutAnchor("bar", .bottom)),
        LayoutConstraint(
          LayoutAnchor("barContent", .bottom), .lessThanOrEqual,
          LayoutAnchor(.safeArea, .bottom), identifier: "barContent.bottom.safeArea"),
        LayoutConstraint(
          LayoutAnchor("barContent", .bottom), .equal, LayoutAnchor("bar", .bottom),
          priority: .defaultHigh, identifier: "barContent.bottom.low"),
      ])
    layout.guide.usesBottomSafeArea = false
    layout.guide.followsUndockedKeyboard = true
    // The adaptive bar of “Keyboard Layout Guide”: on the keyboard unless it floats near the top of
    // the screen.
    layout.guide.setConstraints(
      [pin("bar", .bottom, .equal, LayoutAnchor(.keyboard, .top), identifier: "KB-awayFromTop")],
      activeWhenAwayFrom: .top)
    layout.guide.setConstraints(
      [pin("bar", .bottom, .equal, LayoutAnchor(.view, .bottom), identifier: "KB-nearTop")],
      activeWhenNearEdge: .top)
    return layout
  }

  public mutating func receive(_ input: StrategyInput) {
    switch input {
    case .transition(let app, let time):
      placement = app.placement
      rebuild(height: app.barHeight)
      if let screen = screenSize, screen != app.screenBounds.size {
        // A rotation: the interface is laid out anew for the new screen; nothing of the old
        // layout's animations is left.
        earlierMotions = []
        guideMotion.duration = 0
      }
      screenSize = app.screenBounds.size
      if let keyboard {
        engine?.update(keyboardFrame: keyboard.frame, docking: keyboard.docking, in: app.placement)
        let frame = engine?.layout.guide.layoutFrame ?? .zero
        // The view is laid out again for its new size at once; a guide animation still running
        // keeps adding what is left of it (UIKit's animations are additive), so a resize while
        // the keyboard rises does not jump the bar to the keyboard's end.
        earlierMotions = earlierMotions.filter { time < $0.end }
        if time < guideMotion.end { earlierMotions.append(guideMotion) }
        guideMotion = KeyboardAnimation(
          from: frame, to: frame, start: time, duration: 0, curve: .linear)
      }
    case .layoutGuide(let guide):
      // A value inside a layout pass moves no constraint (IOSAppObservations).
      guard let placement, !guide.isTransient else { return }
      let docking = Self.docking(of: guide.mode)
      let frame = placement.convertToScreen(guide.floatingKeyboardFrame ?? guide.keyboardFrame)
      keyboard = (frame, docking)
      let presented = guideFrame(at: guide.time)
      engine?.update(keyboardFrame: frame, docking: docking, in: placement)
      let target = engine?.layout.guide.layoutFrame ?? presented
      if let animation = guide.animation {
        // UIKit lays the guide out in an additive animation (since iOS 8; "Building
        // Interruptible and Responsive Interactions", WWDC 2014 session 236): the running one
        // keeps contributing while the new one moves from the old end to the new end.
        earlierMotions = earlierMotions.filter { guide.time < $0.end }
        if guide.time < guideMotion.end { earlierMotions.append(guideMotion) }
        guideMotion = KeyboardAnimation(
          from: guideMotion.to, to: target, start: guide.time, duration: animation.duration,
          curve: animation.keyboardCurve.timingCurve)
      } else {
        // A change without animation sets the layout at once; animations already running on
        // the bar keep adding what is left of them (a change outside an animation block does
        // not remove them).
        earlierMotions = earlierMotions.filter { guide.time < $0.end }
        if guide.time < guideMotion.end { earlierMotions.append(guideMotion) }
        guideMotion = KeyboardAnimation(
          from: target, to: target, start: guide.time, duration: 0, curve: .linear)
      }
    case .notification, .hostFrame, .crossFadeTransitions, .dragGesture:
      return
    }
  }

  public func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
    var engine = self.engine
    if builtHeight != app.barHeight {
      // The bar grew (a composer's new line): lay out with its new height. A fresh engine for a
      // height is always the same, so the last one built is kept and copied, not built again
      // every frame until the next transition.
      engine = grownEngine.engine(height: app.barHeight) { Self.engine(height: $0) }
    }
    guard var engine else {
      return DockingGeometry.barLayout(coverage: 0, in: app)
    }
    engine.update(
      guideFrame: guideFrame(at: time), nearEdges: engine.layout.guide.nearEdges,
      in: app.placement)
    let bar = engine.frame(of: "bar") ?? .zero
    return BarLayout(frame: bar, contentBottomInset: app.placement.bounds.maxY - bar.minY)
  }

  /// Builds the engine for a bar height, keeping the guide's tracked state.
  private mutating func rebuild(height: CGFloat) {
    guard builtHeight != height else { return }
    engine = Self.engine(height: height)
    builtHeight = height
  }

  /// An engine for ``barLayout(height:)``, which is valid for every finite height.
  private static func engine(height: CGFloat) -> LayoutEngine? {
    guard height.isFinite, height >= 0 else { return nil }
    do {
      return try LayoutEngine(barLayout(height: height))
    } catch {
      preconditionFailure("the layout-guide bar layout is invalid: \(error)")
    }
  }

  /// The guide's docking class for a keyboard mode (Apple's header classes).
  static func docking(of mode: SystemKeyboard.Mode) -> KeyboardDocking {
    switch mode {
    case .hidden: .offscreen
    case .docked, .hardwareBar: .docked
    case .undocked, .split: .undocked
    case .floating: .floating
    }
  }
}

/// The last fresh layout engine built for a bar height, kept between frames.
///
/// A reference, so that the non-mutating ``LayoutGuideStrategy/layout(at:in:)`` can keep it;
/// each strategy instance has its own.
private final class EngineForHeight {
  private var height: CGFloat?
  private var engine: LayoutEngine?

  /// The engine for `height`, built with `build` unless the last one was for the same height.
  func engine(height: CGFloat, build: (CGFloat) -> LayoutEngine?) -> LayoutEngine? {
    if self.height != height {
      engine = build(height)
      self.height = height
    }
    return engine
  }
}
