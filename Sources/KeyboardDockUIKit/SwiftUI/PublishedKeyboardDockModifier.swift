#if canImport(UIKit) && canImport(SwiftUI) && canImport(Combine)
  import Foundation
  public import SwiftUI
  import UIKit

  /// Docks a SwiftUI bar to the keyboard from iOS 15, following interactive dismissal frame by
  /// frame: ``KeyboardDockModifier`` over a ``PublishedKeyboardState`` (an `ObservableObject`)
  /// instead of the Observation framework.
  ///
  /// The layout is the same as on iOS 17: SwiftUI's keyboard avoidance is off for the content,
  /// the bar sits in the bottom safe-area inset and is lifted by
  /// ``PublishedKeyboardState/barLift`` with the keyboard's own curve. On iOS 17 and later an
  /// interactive dismissal starts at the bar's top edge (the keyboard layout guide's
  /// `keyboardDismissPadding`); iOS 15 and 16 have no such padding, so there it starts at the
  /// keyboard's top edge.
  ///
  /// ```swift
  /// struct ChatView: View {
  ///   @StateObject private var keyboard = PublishedKeyboardState()
  ///   @State private var draft = ""
  ///
  ///   var body: some View {
  ///     ScrollView { Messages() }
  ///       .keyboardDock(keyboard) { TextField("Message", text: $draft).padding() }
  ///   }
  /// }
  /// ```
  @available(iOS 15.0, *)
  public struct PublishedKeyboardDockModifier<Bar: View>: ViewModifier {
    /// The keyboard the bar follows.
    @ObservedObject public var keyboard: PublishedKeyboardState
    /// The bar.
    public var bar: Bar
    /// The bar's height, for the interactive dismissal's padding.
    @State private var barHeight: CGFloat = 0

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard state to fill and follow.
    ///   - bar: The bar to dock.
    public init(keyboard: PublishedKeyboardState, bar: Bar) {
      self.keyboard = keyboard
      self.bar = bar
    }

    public func body(content: Content) -> some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          bar
            .reportingBarHeight()
            .padding(.bottom, keyboard.barLift)
            .animation(keyboard.animation, value: keyboard.barLift)
        }
        .background {
          KeyboardTrackingView(keyboard: keyboard, barHeight: barHeight)
        }
        .onPreferenceChange(BarHeightKey.self) { height in barHeight = height }
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// Docks `bar` to the keyboard below this view from iOS 15, following interactive
    /// dismissal, and reports the keyboard through `keyboard`.
    ///
    /// ```swift
    /// @StateObject private var keyboard = PublishedKeyboardState()
    ///
    /// var body: some View {
    ///   ScrollView { Messages() }
    ///     .keyboardDock(keyboard) { Composer() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyboard: The ``PublishedKeyboardState`` the dock fills and the bar follows.
    ///   - bar: The bar, e.g. a composer.
    /// - Returns: The view with the bar docked at its bottom.
    public func keyboardDock<Bar: View>(
      _ keyboard: PublishedKeyboardState, @ViewBuilder bar: () -> Bar
    ) -> some View {
      modifier(PublishedKeyboardDockModifier(keyboard: keyboard, bar: bar()))
    }

    /// Docks `bar` to the keyboard below this view, following interactive dismissal, with a
    /// keyboard state of its own (iOS 15 and later).
    ///
    /// ```swift
    /// ScrollView { Messages() }
    ///   .scrollDismissesKeyboard(.interactively)
    ///   .keyboardDock { Composer() }
    /// ```
    ///
    /// - Parameter bar: The bar, e.g. a composer.
    /// - Returns: The view with the bar docked at its bottom.
    public func keyboardDock<Bar: View>(@ViewBuilder bar: () -> Bar) -> some View {
      modifier(StateOwningKeyboardDockModifier(bar: bar()))
    }
  }

  /// ``PublishedKeyboardDockModifier`` with its ``PublishedKeyboardState`` in a `@StateObject`.
  @available(iOS 15.0, *)
  struct StateOwningKeyboardDockModifier<Bar: View>: ViewModifier {
    let bar: Bar
    @StateObject private var keyboard = PublishedKeyboardState()

    init(bar: Bar) {
      self.bar = bar
    }

    func body(content: Content) -> some View {
      content.modifier(PublishedKeyboardDockModifier(keyboard: keyboard, bar: bar))
    }
  }
#endif
