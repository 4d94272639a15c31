import Foundation
import KeyboardDockCore
import KeyboardDockLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A technique that keeps an input bar on the keyboard, driven as it is on iOS.
///
/// A strategy reads only what its technique can read in an app: decoded keyboard notifications,
/// KVO values of the pseudo accessory view's superview frame, the keyboard layout guide, and the
/// app's own geometry (``AppContext``). It never sees the simulator's true visible keyboard
/// frame: the metrics compare the bar against that.
///
/// Adding a strategy is one file with a type conforming to this protocol and a
/// ``StrategyDescriptor``, plus one line in ``StrategyRegistry/builtIn``.
///
/// ```swift
/// struct PinnedToBottom: DockingStrategy {
///   mutating func receive(_ input: StrategyInput) {}
///   func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
///     DockingGeometry.barLayout(coverage: 0, in: app)
///   }
/// }
/// ```
public protocol DockingStrategy {
  /// Where the bar lives; ``BarHosting/appView`` unless the strategy says otherwise.
  var hosting: BarHosting { get }

  /// Receives one input, in the order the app would receive it.
  mutating func receive(_ input: StrategyInput)

  /// Where the bar is at `time`, and the content inset the strategy sets.
  ///
  /// - Parameters:
  ///   - time: A display-frame time, in seconds; never earlier than the last input.
  ///   - app: The app's geometry now.
  /// - Returns: The bar's frame in the app view's coordinates and the scroll view's bottom inset.
  func layout(at time: TimeInterval, in app: AppContext) -> BarLayout

  /// Whether the strategy's app gives its first responder an input accessory view (iOS reports
  /// some things differently then: ``IOSAppObservations``). Defaults to
  /// `hosting == .inputAccessoryView` (StrategyInputAccessory.swift).
  var installsInputAccessory: Bool { get }
}

extension DockingStrategy {
  public var hosting: BarHosting { .appView }
}

/// Where a strategy's bar lives.
public enum BarHosting: Sendable, Hashable {
  /// In the app's view hierarchy: the strategy sets its frame (keyboard notifications, layout
  /// guide, tracker).
  case appView
  /// As the first responder's `inputAccessoryView`: UIKit places it on the keyboard, in the
  /// keyboard's window (input accessory view); the simulation passes that frame in ``AppContext``.
  case inputAccessoryView
}

/// One thing an app can observe, delivered to every strategy in order.
public enum StrategyInput: Sendable {
  /// A keyboard notification, decoded from its `userInfo`.
  case notification(KeyboardEvent)
  /// A KVO change of the pseudo accessory view's superview frame, in screen coordinates.
  case hostFrame(CGRect, time: TimeInterval)
  /// A change of the view's keyboard layout guide.
  case layoutGuide(KeyboardLayoutGuideFrame)
  /// The app's geometry changed (first layout, rotation, a new window size): UIKit's
  /// `viewWillTransition(to:with:)`.
  case transition(AppContext, time: TimeInterval)
  /// Reduce Motion's Prefer Cross-Fade Transitions changed: the new value of
  /// `UIAccessibility.prefersCrossFadeTransitions`, as its status-did-change notification
  /// tells the app.
  case crossFadeTransitions(Bool, time: TimeInterval)
  /// The app's scroll-view pan that drives an interactive dismissal began, moved or ended
  /// (its `panGestureRecognizer`'s `.began`, `.changed`, `.ended`): the app's own gesture,
  /// which it always observes, with the finger's y in screen coordinates
  /// (`location(in: nil)` converted to the screen). The finger is the user's touch, as the
  /// scenario's finger steps place it; it is never read from the simulated keyboard.
  case dragGesture(isActive: Bool, fingerY: CGFloat?, time: TimeInterval)
}

/// The app's geometry, as the app knows it.
public struct AppContext: Sendable, Equatable {
  /// The screen's bounds.
  public var screenBounds: CGRect
  /// The placement of the bar's superview (the app's main view).
  public var placement: ViewPlacement
  /// The bar's height in points, without its safe-area padding.
  public var barHeight: CGFloat
  /// Where UIKit puts the input accessory view, in the view's coordinates; set only for a
  /// strategy whose ``DockingStrategy/hosting`` is ``BarHosting/inputAccessoryView``.
  public var inputAccessoryFrame: CGRect?
  /// The height in points of a visible input accessory view (a toolbar) on the app's field.
  ///
  /// 0 for none. The app installed it, so it knows its height.
  public var inputAccessoryHeight: CGFloat = 0
  /// The iOS version, as `UIDevice.current.systemVersion` reports it (`"26.2"`); the simulation
  /// passes its profile's, iOS 18 when none is given.
  public var systemVersion: String

  /// Creates a context.
  public init(
    screenBounds: CGRect, placement: ViewPlacement, barHeight: CGFloat,
    inputAccessoryFrame: CGRect? = nil, inputAccessoryHeight: CGFloat = 0,
    systemVersion: String = IOSProfile.ios18.version
  ) {
    self.systemVersion = systemVersion
    self.inputAccessoryHeight = inputAccessoryHeight
    self.screenBounds = screenBounds
    self.placement = placement
    self.barHeight = barHeight
    self.inputAccessoryFrame = inputAccessoryFrame
  }
}

/// Where a strategy puts its bar, and the scroll view's bottom inset it sets.
public struct BarLayout: Sendable, Equatable {
  /// The bar's frame in the app view's coordinates, including any safe-area padding below it.
  public var frame: CGRect
  /// The bottom content inset of a scroll view filling the view, in points.
  public var contentBottomInset: CGFloat
  /// How far the bar's background reaches below ``frame``, behind the keyboard, in points
  /// (``KeyboardDockCore/KeyboardCornerCover``); 0 unless the strategy covers the keyboard's
  /// rounded corners.
  public var backgroundDepth: CGFloat = 0

  /// Creates a layout.
  public init(frame: CGRect, contentBottomInset: CGFloat) {
    self.frame = frame
    self.contentBottomInset = contentBottomInset
  }
}

/// What UIKit's keyboard layout guide knows about the keyboard, for the owning view.
///
/// As `UIKeyboardLayoutGuide`, it carries the keyboard's *model* frame (the end of an animation,
/// or the dragged frame; the real frame of a floating keyboard, not the zero rect notifications
/// carry), how the keyboard is docked, and the animation UIKit lays the view out in. A layout-
/// guide strategy passes ``screenFrame``, ``docking`` and ``placement`` to
/// `KeyboardLayoutGuide.update(keyboardFrame:docking:in:)` and animates its bar with
/// ``animation`` (``CoverageAnimation`` does this for a bar's coverage).
public struct KeyboardLayoutGuideFrame: Sendable, Equatable {
  /// The keyboard's model frame in screen coordinates: the floating keyboard when it floats,
  /// else the docked keyboard (offscreen when hidden).
  public var screenFrame: CGRect
  /// How the keyboard is presented, in the layout guide's classes.
  public var docking: KeyboardDocking
  /// The owning view's placement when the change was committed.
  public var placement: ViewPlacement
  /// The part of the view the keyboard covers, in the view's coordinates, or `nil`.
  public var coveredFrame: CGRect?
  /// The docked keyboard's model frame in the view's coordinates (offscreen when hidden or
  /// floating).
  public var keyboardFrame: CGRect
  /// The floating keyboard's frame in the view's coordinates, when it floats.
  public var floatingKeyboardFrame: CGRect?
  /// The view's bottom safe-area inset (the guide's height with no keyboard).
  public var safeAreaBottom: CGFloat
  /// The keyboard's mode in the simulator's terms.
  public var mode: SystemKeyboard.Mode
  /// The animation the change is laid out in, or `nil` when it applies at once.
  public var animation: KeyboardLayoutChange.Animation?
  /// When the change was committed, in seconds.
  public var time: TimeInterval
  /// Whether only KVO on a view pinned to the guide sees this value, inside a layout pass
  /// (``KeyboardLayoutChange/isTransient``); constraints never render it.
  public var isTransient: Bool

  /// Converts a keyboard layout change for a view.
  public init(_ change: KeyboardLayoutChange, placement: ViewPlacement) {
    screenFrame = change.floatingFrame ?? change.frame
    docking = Self.docking(of: change.mode)
    self.placement = placement
    coveredFrame = placement.coveredRect(byKeyboard: screenFrame)
    keyboardFrame = placement.convertFromScreen(change.frame)
    floatingKeyboardFrame = change.floatingFrame.map(placement.convertFromScreen)
    safeAreaBottom = placement.safeAreaInsets.bottom
    mode = change.mode
    animation = change.animation
    time = change.time
    isTransient = change.isTransient
  }

  /// The layout guide's class for a simulated keyboard mode.
  public static func docking(of mode: SystemKeyboard.Mode) -> KeyboardDocking {
    switch mode {
    case .hidden: .offscreen
    case .docked, .hardwareBar: .docked
    case .undocked, .split: .undocked
    case .floating: .floating
    }
  }
}

/// A named way to create a ``DockingStrategy`` for one simulation run.
public struct StrategyDescriptor: Sendable {
  /// The name used on the command line and in reports, such as `tracker`.
  public var name: String
  /// The technique it implements, in words, such as `keyboard tracker`.
  public var technique: String
  /// One line saying what the strategy does.
  public var summary: String
  /// Creates a fresh strategy with no state.
  public var make: @Sendable () -> any DockingStrategy

  /// Creates a descriptor.
  public init(
    name: String, technique: String, summary: String,
    make: @escaping @Sendable () -> any DockingStrategy
  ) {
    self.name = name
    self.technique = technique
    self.summary = summary
    self.make = make
  }
}

/// The strategies the simulator knows, in report order.
///
/// To add one (the layout guide): write the strategy in its own file with a `descriptor`,
/// and add that descriptor to ``builtIn``.
public enum StrategyRegistry {
  /// Every built-in strategy.
  public static let builtIn: [StrategyDescriptor] = [
    AccessoryViewStrategy.descriptor,
    NotificationStrategy.descriptor,
    NotificationStrategy.easeInOutDescriptor,
    TrackerStrategy.descriptor,
    LayoutGuideStrategy.descriptor,
  ]

  /// The strategy named `name`, or `nil`.
  public static func strategy(named name: String) -> StrategyDescriptor? {
    builtIn.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }
}
