#if canImport(UIKit) && canImport(SwiftUI) && canImport(Observation)
  public import Foundation
  public import KeyboardDockCore
  public import Observation
  public import SwiftUI
  import UIKit

  /// The keyboard as SwiftUI sees it: the tracker's state and the height a bar must clear,
  /// observable with the Observation framework.
  ///
  /// The values come from a ``KeyboardDock`` on a hidden UIKit view placed behind the content by
  /// ``SwiftUI/View/keyboardDock(_:bar:)``; the dock follows the keyboard through its
  /// notifications and the keyboard layout guide (a SwiftUI `TextField` has no
  /// `inputAccessoryView` to install), so an interactive dismissal is followed frame by frame.
  ///
  /// ```swift
  /// @State private var keyboard = ObservableKeyboardState()
  /// var body: some View {
  ///   Messages()
  ///     .keyboardDock(keyboard) { Composer() }
  ///     .onChange(of: keyboard.state?.phase) { … }
  /// }
  /// ```
  @available(iOS 17.0, *)
  @MainActor
  @Observable
  public final class ObservableKeyboardState: KeyboardDockStateSource {
    /// The tracker's latest state, or `nil` before the view reached a screen.
    public private(set) var state: KeyboardState?
    /// The height, from the content's bottom edge, that the keyboard covers, in points; the
    /// bottom safe-area inset when no docked keyboard covers it.
    public private(set) var coveredHeight: CGFloat = 0
    /// The part of ``coveredHeight`` above the bottom safe area, in points: how far a bar in
    /// the bottom safe-area inset must be lifted.
    public private(set) var barLift: CGFloat = 0
    /// The animation of the latest change, or `nil` when it applies at once (a drag).
    public private(set) var animation: Animation?

    /// Called on every display frame while the keyboard moves (``KeyboardDock/onKeyboardMotion``).
    @ObservationIgnored public var onKeyboardMotion: ((KeyboardMotion) -> Void)? {
      didSet { dock?.onKeyboardMotion = onKeyboardMotion }
    }

    @ObservationIgnored private var dock: KeyboardDock?

    /// Creates a state that is filled once a view using it is on screen.
    public init() {}

    func attach(to view: UIView) {
      guard dock?.view !== view else { return }
      dock = makeSwiftUIDock(on: view) { [weak self] values in self?.apply(values) }
      dock?.onKeyboardMotion = onKeyboardMotion
    }

    func trackingViewDidLayout() {
      dock?.setNeedsUpdate()
    }

    private func apply(_ values: KeyboardStateValues) {
      animation = values.animation
      state = values.state
      coveredHeight = values.coveredHeight
      barLift = values.barLift
    }
  }

  extension Animation {
    /// The SwiftUI animation that moves like the keyboard for a notification's duration and
    /// curve, translated from Core's ``KeyboardDockCore/TimingCurve``.
    ///
    /// UIKit's curves 0–3 are cubic Béziers and become `timingCurve(_:_:_:_:duration:)` with the
    /// same control points. The keyboard's curve 7 is the spring Core models: critically damped
    /// with ω₀ = √(stiffness / mass), which reproduces the samples observed on devices; it
    /// becomes `interpolatingSpring` with the same mass and stiffness and Core's
    /// ``KeyboardDockCore/TimingCurve/modelledDamping`` (the critical damping 2·√(stiffness ·
    /// mass)), and like UIKit it ignores the duration.
    ///
    /// - Parameters:
    ///   - duration: The notification's duration in seconds.
    ///   - curve: The notification's curve (unknown raw values use Core's fallback).
    /// - Returns: The animation, or `nil` for a zero duration (apply at once).
    public static func keyboard(duration: TimeInterval, curve: KeyboardAnimationCurve)
      -> Animation?
    {
      guard duration > 0 else { return nil }
      let timing = curve.timingCurve
      switch timing {
      case .cubicBezier(let x1, let y1, let x2, let y2):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
      case .spring(let mass, let stiffness, _):
        guard let damping = timing.modelledDamping else { return nil }
        return .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
      }
    }
  }
#endif
