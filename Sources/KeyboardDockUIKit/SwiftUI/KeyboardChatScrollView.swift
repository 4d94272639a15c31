#if canImport(UIKit) && canImport(SwiftUI) && canImport(Combine)
  import Foundation
  public import KeyboardDockCore
  public import SwiftUI

  /// A SwiftUI chat transcript that keeps its newest message above a docked bar while the
  /// keyboard shows, hides, changes height or is dragged, and while the composer grows.
  ///
  /// Put it under ``SwiftUI/View/keyboardDock(_:bar:)-(PublishedKeyboardState,_)`` with the same
  /// ``PublishedKeyboardState``. The transcript is a `ScrollView` in a `ScrollViewReader`; a
  /// marker after the newest message tells, by appearing and disappearing, whether the newest
  /// message shows. When the bar's lift changes (the keyboard or the composer moved), the
  /// transcript scrolls the newest message back in with the keyboard's animation, following
  /// ``KeyboardDockCore/ChatLiftBehavior``:
  /// - ``KeyboardDockCore/ChatLiftBehavior/whenAtEnd`` (default): only when it showed;
  /// - ``KeyboardDockCore/ChatLiftBehavior/always``: on every rise, wherever the transcript was
  ///   scrolled (SwiftUI before iOS 17 offers no content offset to move by the rise, so the
  ///   newest message is scrolled in instead);
  /// - ``KeyboardDockCore/ChatLiftBehavior/persistent``: on a rise when it showed, never on a
  ///   fall;
  /// - ``KeyboardDockCore/ChatLiftBehavior/never``: never.
  ///
  /// With `isInverted` the scroll view is flipped (newest message at the visual bottom, first
  /// in `content`), as chat apps do for long transcripts; each row is flipped back.
  ///
  /// ```swift
  /// KeyboardChatScrollView(keyboard: keyboard) {
  ///   ForEach(messages) { message in Bubble(message) }
  /// }
  /// .keyboardDock(keyboard) { Composer() }
  /// ```
  @available(iOS 15.0, *)
  public struct KeyboardChatScrollView<Content: View>: View {
    @ObservedObject private var keyboard: PublishedKeyboardState
    private let liftBehavior: ChatLiftBehavior
    private let isInverted: Bool
    private let content: Content
    @State private var isShowingNewest = true
    @State private var lastLift: CGFloat = 0

    /// The marker's identifier after (or, inverted, before) the newest message.
    private static var newestMarker: String { "KeyboardChatScrollView.newest" }

    /// Creates a transcript.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard state the docked bar follows.
    ///   - liftBehavior: When the newest message is scrolled back in; `whenAtEnd` by default.
    ///   - isInverted: Whether the transcript is flipped, newest message first in `content`.
    ///   - content: The messages, oldest first (newest first when inverted).
    public init(
      keyboard: PublishedKeyboardState, liftBehavior: ChatLiftBehavior = .default,
      isInverted: Bool = false, @ViewBuilder content: () -> Content
    ) {
      self.keyboard = keyboard
      self.liftBehavior = liftBehavior
      self.isInverted = isInverted
      self.content = content()
    }

    public var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 0) {
            if isInverted { marker }
            content.scaleEffect(x: 1, y: isInverted ? -1 : 1)
            if !isInverted { marker }
          }
        }
        .scaleEffect(x: 1, y: isInverted ? -1 : 1)
        .onReceive(keyboard.$barLift) { lift in
          let rose = lift > lastLift
          let fell = lift < lastLift
          lastLift = lift
          let scrolls: Bool
          switch liftBehavior {
          case .always: scrolls = rose || (fell && isShowingNewest)
          case .whenAtEnd: scrolls = (rose || fell) && isShowingNewest
          case .persistent: scrolls = rose && isShowingNewest
          case .never: scrolls = false
          }
          guard scrolls else { return }
          withAnimation(keyboard.animation) {
            proxy.scrollTo(Self.newestMarker, anchor: isInverted ? .top : .bottom)
          }
        }
      }
    }

    private var marker: some View {
      Color.clear.frame(height: 1).id(Self.newestMarker)
        .onAppear { isShowingNewest = true }
        .onDisappear { isShowingNewest = false }
    }
  }

  @available(iOS 15.0, *)
  extension View {
    /// Scrolls the field `focused` names into view above the keyboard and the docked bar
    /// whenever focus moves, the keyboard shows or changes height, or the layout changes: the
    /// SwiftUI side of a keyboard-aware form.
    ///
    /// Give each field an `.id(_:)` inside the `ScrollViewReader` and pass the identifier of the
    /// focused one (from `@FocusState`). The field's bottom edge goes to the bottom of the
    /// visible area, with the keyboard's animation; nothing scrolls while a finger drags the
    /// keyboard.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///   ScrollView { fields }
    ///     .keyboardScrollsFocusedField(focused, keyboard: keyboard, proxy: proxy)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - focused: The focused field's identifier, or `nil`.
    ///   - keyboard: The keyboard state the docked bar follows.
    ///   - proxy: The `ScrollViewReader`'s proxy.
    ///   - anchor: Where the field goes in the visible area; `.bottom` by default.
    /// - Returns: The view, scrolling its focused field in.
    public func keyboardScrollsFocusedField<ID: Hashable>(
      _ focused: ID?, keyboard: PublishedKeyboardState, proxy: ScrollViewProxy,
      anchor: UnitPoint = .bottom
    ) -> some View {
      modifier(
        FocusedFieldScrolling(focused: focused, keyboard: keyboard, proxy: proxy, anchor: anchor))
    }
  }

  /// Scrolls the focused field in on focus and keyboard changes.
  @available(iOS 15.0, *)
  struct FocusedFieldScrolling<ID: Hashable>: ViewModifier {
    let focused: ID?
    @ObservedObject var keyboard: PublishedKeyboardState
    let proxy: ScrollViewProxy
    let anchor: UnitPoint

    func body(content: Content) -> some View {
      content
        .onReceive(keyboard.$barLift) { _ in reveal() }
        .task(id: focused) { reveal() }
    }

    private func reveal() {
      guard let focused, keyboard.state?.phase != .interactivelyDragged,
        keyboard.coveredHeight > 0
      else { return }
      withAnimation(keyboard.animation) { proxy.scrollTo(focused, anchor: anchor) }
    }
  }
#endif
