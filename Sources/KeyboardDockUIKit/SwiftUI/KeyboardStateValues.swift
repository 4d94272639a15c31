#if canImport(UIKit) && canImport(SwiftUI)
  import Foundation
  import KeyboardDockCore
  import SwiftUI
  import UIKit

  /// What a SwiftUI keyboard state publishes for one dock update: the same numbers for
  /// ``ObservableKeyboardState`` (iOS 17, Observation) and ``PublishedKeyboardState`` (iOS 15,
  /// `ObservableObject`), so both behave alike.
  struct KeyboardStateValues {
    /// The tracker's state.
    var state: KeyboardState
    /// The covered height of the content, in points.
    var coveredHeight: CGFloat
    /// How far a bar in the bottom safe-area inset is lifted, in points.
    var barLift: CGFloat
    /// The animation, or `nil` for at once.
    var animation: Animation?

    /// The values for `update`, with the tracking view's bottom safe-area inset.
    init(_ update: KeyboardDockUpdate, safeAreaBottom: CGFloat) {
      animation = update.animation.flatMap {
        Animation.keyboard(duration: $0.duration, curve: $0.curve)
      }
      state = update.state
      coveredHeight = update.coveredHeight
      // Core's rule for what lies beyond the safe area, which SwiftUI already leaves free.
      let placement = ViewPlacement(
        windowFrame: .zero, viewFrame: .zero, safeAreaInsets: LayoutInsets(bottom: safeAreaBottom))
      barLift = placement.scrollBottomInset(
        coveredHeight: update.coveredHeight, adjustsForSafeArea: true)
    }
  }

  /// A SwiftUI keyboard state that a hidden tracking view feeds: ``ObservableKeyboardState`` or
  /// ``PublishedKeyboardState``.
  @MainActor
  protocol KeyboardDockStateSource: AnyObject {
    /// Starts following the keyboard over `view` (the hidden tracking view).
    func attach(to view: UIView)
    /// Re-reads the covered height after the tracking view's layout changed.
    func trackingViewDidLayout()
  }

  /// Starts a dock on the tracking view that hands each update's values to `apply`.
  ///
  /// The dock uses the keyboard layout guide (a SwiftUI `TextField` has no input accessory
  /// view to install). On iOS 17 and later the guide's `keyboardDismissPadding` is set to the
  /// bar's height (``setBarHeight(_:on:)``), so an interactive dismissal starts when the finger
  /// reaches the bar's top edge, as it does with an input accessory view.
  @MainActor
  func makeSwiftUIDock(
    on view: UIView, apply: @escaping @MainActor (KeyboardStateValues) -> Void
  ) -> KeyboardDock {
    let dock = KeyboardDock(view: view, preferredFrameSource: .keyboardLayoutGuide)
    dock.onUpdate = { [weak view] update in
      guard let view else { return }
      apply(KeyboardStateValues(update, safeAreaBottom: view.safeAreaInsets.bottom))
    }
    dock.setNeedsUpdate()
    return dock
  }

  /// Makes an interactive dismissal start at the top edge of a bar `height` points tall.
  ///
  /// "When a user scrolls to dismiss the keyboard, the gesture waits to start the dismiss until
  /// it intersects with the keyboard"; `UIKeyboardLayoutGuide.keyboardDismissPadding` (iOS 17)
  /// adds padding above the keyboard to start it earlier (Apple's documentation and the UIKit
  /// header). Before iOS 17 UIKit has no such padding and the dismissal starts at the keyboard's
  /// top edge.
  @MainActor
  func setBarHeight(_ height: CGFloat, on view: UIView?) {
    guard let view, height.isFinite, height >= 0 else { return }
    if #available(iOS 17.0, *) {
      view.keyboardLayoutGuide.keyboardDismissPadding = height
    }
  }

  /// The hidden UIKit view behind the content whose keyboard layout guide the dock follows.
  struct KeyboardTrackingView: UIViewRepresentable {
    let keyboard: any KeyboardDockStateSource
    /// The docked bar's height, for the dismissal padding.
    let barHeight: CGFloat

    func makeUIView(context: Context) -> TrackingView {
      let view = TrackingView()
      view.keyboard = keyboard
      return view
    }

    func updateUIView(_ view: TrackingView, context: Context) {
      view.keyboard = keyboard
      setBarHeight(barHeight, on: view)
    }

    /// Attaches the state when the view reaches a window, and re-reads it after each layout.
    final class TrackingView: UIView {
      var keyboard: (any KeyboardDockStateSource)?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        isUserInteractionEnabled = false
        if window != nil { keyboard?.attach(to: self) }
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        keyboard?.trackingViewDidLayout()
      }
    }
  }

  /// Reports the docked bar's height to the modifier.
  struct BarHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  extension View {
    /// Reports this view's height through ``BarHeightKey``.
    func reportingBarHeight() -> some View {
      background(
        GeometryReader { geometry in
          Color.clear.preference(key: BarHeightKey.self, value: geometry.size.height)
        })
    }
  }
#endif
