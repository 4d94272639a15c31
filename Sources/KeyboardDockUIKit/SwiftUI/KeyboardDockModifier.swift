#if canImport(UIKit) && canImport(SwiftUI) && canImport(Observation)
  import Foundation
  public import SwiftUI
  import UIKit

  /// Docks a SwiftUI bar to the keyboard, following interactive dismissal frame by frame.
  ///
  /// `safeAreaInset(edge: .bottom)` alone moves a bar with SwiftUI's keyboard avoidance, which
  /// jumps to the end of an animated move and does not follow a finger dragging the keyboard
  /// down (`scrollDismissesKeyboard(.interactively)`): the bar stays up while the keyboard
  /// goes, leaving a gap (observed on iOS). This modifier turns SwiftUI's keyboard avoidance off
  /// for the content and lifts the bar by ``ObservableKeyboardState/barLift``, which a
  /// ``KeyboardDock`` updates on every keyboard frame, animated with the keyboard's own curve.
  ///
  /// Use it through ``SwiftUI/View/keyboardDock(_:bar:)`` or ``SwiftUI/View/keyboardDock(bar:)``:
  ///
  /// ```swift
  /// struct ChatView: View {
  ///   @State private var keyboard = ObservableKeyboardState()
  ///   @State private var draft = ""
  ///
  ///   var body: some View {
  ///     ScrollView { Messages() }
  ///       .scrollDismissesKeyboard(.interactively)
  ///       .keyboardDock(keyboard) { TextField("Message", text: $draft).padding() }
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, *)
  public struct KeyboardDockModifier<Bar: View>: ViewModifier {
    /// The observable keyboard the bar follows.
    public var keyboard: ObservableKeyboardState
    /// The bar.
    public var bar: Bar
    /// The bar's height, for the interactive dismissal's padding.
    @State private var barHeight: CGFloat = 0

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - keyboard: The observable keyboard state to fill and follow.
    ///   - bar: The bar to dock.
    public init(keyboard: ObservableKeyboardState, bar: Bar) {
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

  @available(iOS 17.0, *)
  extension View {
    /// Docks `bar` to the keyboard below this view, following interactive dismissal, and
    /// reports the keyboard through `keyboard`.
    ///
    /// Keep `keyboard` in `@State` to read the keyboard's state or covered height elsewhere in
    /// the view; when only the bar needs it, use ``keyboardDock(bar:)``, which owns its state.
    ///
    /// ```swift
    /// @State private var keyboard = ObservableKeyboardState()
    ///
    /// var body: some View {
    ///   ScrollView { Messages() }
    ///     .scrollDismissesKeyboard(.interactively)
    ///     .keyboardDock(keyboard) { Composer() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyboard: The ``ObservableKeyboardState`` the dock fills and the bar follows.
    ///   - bar: The bar, e.g. a composer.
    /// - Returns: The view with the bar docked at its bottom.
    public func keyboardDock<Bar: View>(
      _ keyboard: ObservableKeyboardState, @ViewBuilder bar: () -> Bar
    ) -> some View {
      modifier(KeyboardDockModifier(keyboard: keyboard, bar: bar()))
    }

  }
#endif
