#if canImport(UIKit) && canImport(SwiftUI) && canImport(Combine)
  public import Combine
  public import Foundation
  public import KeyboardDockCore
  public import SwiftUI
  import UIKit

  /// The keyboard as SwiftUI sees it on iOS 15 and later, without the Observation framework: the
  /// tracker's state and the height a bar must clear, published by an `ObservableObject`.
  ///
  /// It carries the same values as ``ObservableKeyboardState`` (iOS 17), computed by the same
  /// code from the same ``KeyboardDock`` updates, so a bar behaves alike on iOS 15, 16 and 17+.
  /// Keep it in `@StateObject` and pass it to ``SwiftUI/View/keyboardDock(_:bar:)-(PublishedKeyboardState,_)``:
  ///
  /// ```swift
  /// @StateObject private var keyboard = PublishedKeyboardState()
  ///
  /// var body: some View {
  ///   ScrollView { Messages() }
  ///     .keyboardDock(keyboard) { Composer() }
  /// }
  /// ```
  @MainActor
  public final class PublishedKeyboardState: ObservableObject, KeyboardDockStateSource {
    /// The tracker's latest state, or `nil` before the view reached a screen.
    @Published public private(set) var state: KeyboardState?
    /// The height, from the content's bottom edge, that the keyboard covers, in points; the
    /// bottom safe-area inset when no docked keyboard covers it.
    @Published public private(set) var coveredHeight: CGFloat = 0
    /// The part of ``coveredHeight`` above the bottom safe area, in points: how far a bar in
    /// the bottom safe-area inset must be lifted.
    @Published public private(set) var barLift: CGFloat = 0
    /// The animation of the latest change, or `nil` when it applies at once (a drag).
    @Published public private(set) var animation: Animation?

    /// Called on every display frame while the keyboard moves (``KeyboardDock/onKeyboardMotion``).
    public var onKeyboardMotion: ((KeyboardMotion) -> Void)? {
      didSet { dock?.onKeyboardMotion = onKeyboardMotion }
    }

    private var dock: KeyboardDock?

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
      // The animation first: a view reading `barLift` animates with the value it sees now.
      animation = values.animation
      state = values.state
      coveredHeight = values.coveredHeight
      barLift = values.barLift
    }
  }
#endif
