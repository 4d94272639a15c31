#if canImport(UIKit)
  public import Foundation
  import KeyboardDockComposer
  public import KeyboardDockCore
  public import UIKit

  /// Keeps a form's first responder visible above the keyboard (and a bar docked on it): its
  /// caret, or its frame, plus a bottom offset, by Core's ``KeyboardDockCore/FormScrollPolicy``.
  ///
  /// Works with any `UIScrollView`, subclasses included (`UITableView`, `UICollectionView`).
  /// Create it with ``KeyboardDock/scrollForm(_:bottomOffset:scrollsBackOnHide:)``; it then:
  /// - insets the scroll view by what the keyboard and the bar cover, and scrolls the caret in,
  ///   inside the keyboard's animation, on every dock update: show, height change (a language
  ///   or emoji switch), rotation and other layout changes; nothing while a finger drags the
  ///   keyboard;
  /// - scrolls the caret in when editing begins in a field inside the scroll view
  ///   (`UITextField` / `UITextView` `textDidBeginEditingNotification`, posted on iOS 26 even
  ///   when focus moves without a keyboard notification, react-native-keyboard-controller #1122)
  ///   and when a text view's text changes (it may have grown);
  /// - moves focus to the previous or next field of ``fields`` in reading order
  ///   (``KeyboardDockComposer/FormNavigation``), scrolling it in.
  ///
  /// ```swift
  /// let form = try dock.scrollForm(scrollView, bottomOffset: 16)
  /// form.fields = [nameField, emailField, addressView]
  /// toolbar.next = { form.focusNext() }
  /// ```
  @MainActor
  public final class FormScroller {
    /// The form's scroll view; held weakly.
    public private(set) weak var scrollView: UIScrollView?
    /// The decisions, with the offset before the keyboard showed.
    public private(set) var policy: FormScrollPolicy
    /// The form's fields, for ``focusNext()`` and ``focusPrevious()``; held weakly.
    public var fields: [UIView] {
      get { weakFields.compactMap(\.view) }
      set { weakFields = newValue.map(WeakView.init) }
    }
    /// Called when a geometry value cannot be used (not finite) or navigation fails.
    public var onError: ((any Error) -> Void)?

    /// The duration of the animated scroll that brings a newly focused field in, in seconds.
    public static let revealDuration: TimeInterval = 0.25

    private var weakFields: [WeakView] = []
    /// The bar docked below the form, read at each update (it may be docked later).
    private let bar: () -> UIView?
    private weak var dockView: UIView?
    /// The keyboard's activity at the last dock update.
    private var activity = FormScrollPolicy.KeyboardActivity.hidden
    /// The first responder found in the scroll view last, if any; held weakly.
    private weak var foundResponder: UIView?
    private var registrations: NotificationRegistrations?
    /// What was set before the first update of the current run-loop turn.
    private var turn: Turn?

    /// The scroll view's inset and offset when a run-loop turn's first update came.
    private struct Turn {
      /// The run-loop turn's time stamp (`RunLoopTurnClock`).
      var time: TimeInterval
      var offset: CGFloat
      var inset: CGFloat
      /// The decisions' state (the offset before the keyboard showed).
      var policy: FormScrollPolicy
      /// The content offset an update of this turn set at once since the snapshot, if any.
      var dirtyOffset: CGFloat?
    }

    /// Creates a form scroller; ``KeyboardDock/scrollForm(_:bottomOffset:scrollsBackOnHide:)``
    /// makes one and feeds it.
    ///
    /// - Parameters:
    ///   - scrollView: The form's scroll view.
    ///   - bar: A bar docked on the keyboard below the form, if any; held weakly.
    ///   - policy: The bottom offset and whether to scroll back on hide.
    public convenience init(scrollView: UIScrollView, bar: UIView?, policy: FormScrollPolicy) {
      self.init(scrollView: scrollView, policy: policy) { [weak bar] in bar }
    }

    /// Creates a form scroller that asks for the docked bar at each update.
    init(scrollView: UIScrollView, policy: FormScrollPolicy, bar: @escaping () -> UIView?) {
      self.scrollView = scrollView
      self.bar = bar
      self.policy = policy
      let center = NotificationCenter.default
      let tokens = [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
        UITextView.textDidChangeNotification,
      ].map { name in
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated { self?.editingDidChange() }
        }
      }
      registrations = NotificationRegistrations(center: center, tokens: tokens)
    }

    /// Applies a dock update: the inset for the covered height, then the scroll that reveals the
    /// first responder, with the update's animation.
    ///
    /// - Parameters:
    ///   - update: The dock's update.
    ///   - view: The dock's view.
    public func apply(_ update: KeyboardDockUpdate, in view: UIView) {
      dockView = view
      guard let scrollView else { return }
      activity = FormScrollPolicy.KeyboardActivity(update.state.phase)
      // Where the keyboard rests decides, so an animated show scrolls once, along its curve.
      if update.state.phase == .showing || update.state.phase == .hiding {
        activity = update.coveredHeight > view.safeAreaInsets.bottom ? .visible : .hidden
      }
      let covered = update.scrollViewCoveredHeight(
        scrollViewMaxY: scrollView.convert(scrollView.bounds, to: view).maxY,
        viewHeight: view.bounds.height, barHeight: bar()?.bounds.height ?? 0)
      let inset = KeyboardChatTranscript.keyboardInset(of: scrollView, coveredHeight: covered)
      let isAnimated = update.animation != nil && update.isAnimated
      beginTurn(of: scrollView)
      defer {
        if isAnimated {
          turn = Turn(
            time: RunLoopTurnClock.main.now(), offset: scrollView.contentOffset.y,
            inset: scrollView.contentInset.bottom, policy: policy)
        } else {
          turn?.dirtyOffset = scrollView.contentOffset.y
        }
      }
      let changes = { [self] in
        scrollView.contentInset.bottom = inset
        scrollView.verticalScrollIndicatorInsets.bottom = inset
        if let offset = decideOffset() { scrollView.contentOffset.y = offset }
      }
      if let animation = update.animation, update.isAnimated {
        KeyboardAnimator.animate(
          duration: animation.duration, curve: animation.curve, animations: changes)
      } else {
        UIView.performWithoutAnimation(changes)
      }
    }

    /// Starts or continues the run-loop turn's snapshot before an update applies.
    ///
    /// Several updates in one run-loop turn (the keyboard host's model frame reported just
    /// before the notification of the same instant, as `KeyboardChatTranscript` meets them): the
    /// screen shows only the turn's end, so what an earlier update of the turn set at once is
    /// undone before a later one applies; otherwise the later animated update finds the form
    /// already scrolled and the content steps at once instead of moving with the keyboard. A
    /// scroll the app (or ``revealFirstResponder(animated:)``) made since is kept.
    private func beginTurn(of scrollView: UIScrollView) {
      let time = RunLoopTurnClock.main.now()
      if let turn, turn.time == time, let dirty = turn.dirtyOffset,
        scrollView.contentOffset.y == dirty
      {
        policy = turn.policy
        UIView.performWithoutAnimation {
          scrollView.contentInset.bottom = turn.inset
          scrollView.verticalScrollIndicatorInsets.bottom = turn.inset
          scrollView.contentOffset.y = turn.offset
        }
        self.turn?.dirtyOffset = nil
      } else if turn?.time != time || turn?.dirtyOffset != nil {
        turn = Turn(
          time: time, offset: scrollView.contentOffset.y, inset: scrollView.contentInset.bottom,
          policy: policy)
      }
    }

    /// Scrolls the first responder's caret (or frame) in now, as after changing its text.
    ///
    /// - Parameter animated: Whether to animate the scroll.
    public func revealFirstResponder(animated: Bool) {
      guard let scrollView else { return }
      if animated { undoTurnOffset(of: scrollView) }
      guard let offset = decideOffset() else { return }
      // A plain 0.25 s ease-in-out animation rather than `setContentOffset(_:animated:)`, whose
      // duration UIKit does not document: the simulator models this one.
      let changes = { scrollView.contentOffset.y = offset }
      if animated {
        UIView.animate(
          withDuration: Self.revealDuration, delay: 0,
          options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction],
          animations: changes)
        // The reveal is where the turn's later updates start from.
        turn = Turn(
          time: RunLoopTurnClock.main.now(), offset: scrollView.contentOffset.y,
          inset: scrollView.contentInset.bottom, policy: policy)
      } else {
        UIView.performWithoutAnimation(changes)
      }
    }

    /// Puts the content offset back where it was before this run-loop turn's updates set it at
    /// once (a focus change brings layout updates in the same turn, which would scroll the new
    /// field in at once), so an animated reveal starts from what the screen shows.
    private func undoTurnOffset(of scrollView: UIScrollView) {
      guard let turn, turn.time == RunLoopTurnClock.main.now(), let dirty = turn.dirtyOffset,
        scrollView.contentOffset.y == dirty
      else { return }
      UIView.performWithoutAnimation { scrollView.contentOffset.y = turn.offset }
      self.turn?.dirtyOffset = nil
    }

    /// Moves focus to the next field of ``fields`` in reading order and scrolls it in.
    ///
    /// - Returns: Whether a field took focus; `false` after the last field (then editing ends,
    ///   the "done" of a form accessory).
    @discardableResult
    public func focusNext() -> Bool { move(forward: true) }

    /// Moves focus to the previous field of ``fields`` in reading order and scrolls it in.
    ///
    /// - Returns: Whether a field took focus; `false` before the first field.
    @discardableResult
    public func focusPrevious() -> Bool { move(forward: false) }

    private func move(forward: Bool) -> Bool {
      guard let scrollView else { return false }
      let views = fields
      let entries = views.map { field in
        FormField(
          id: ObjectIdentifier(field), frame: field.convert(field.bounds, to: scrollView),
          isEnabled: (field as? UIControl)?.isEnabled ?? true,
          isHidden: field.isHidden || field.alpha == 0)
      }
      do {
        let navigation = try FormNavigation(fields: entries)
        guard let current = views.first(where: \.isFirstResponder) else {
          return focus(navigation.first, in: views)
        }
        let id = ObjectIdentifier(current)
        let target = try forward ? navigation.next(after: id) : navigation.previous(before: id)
        if target == nil, forward { current.resignFirstResponder() }
        return focus(target, in: views)
      } catch {
        onError?(error)
        return false
      }
    }

    private func focus(_ id: ObjectIdentifier?, in views: [UIView]) -> Bool {
      guard let id, let view = views.first(where: { ObjectIdentifier($0) == id }) else {
        return false
      }
      let took = view.becomeFirstResponder()
      if took { revealFirstResponder(animated: true) }
      return took
    }

    /// Editing began or text changed somewhere: scroll in when the first responder is in
    /// this form and the keyboard is not being dragged.
    private func editingDidChange() {
      guard let scrollView, Self.firstResponder(in: scrollView) != nil, activity != .dragged
      else { return }
      revealFirstResponder(animated: true)
    }

    /// The policy's offset for the first responder in the scroll view, or `nil`.
    private func decideOffset() -> CGFloat? {
      guard let scrollView else { return nil }
      do {
        return try policy.offset(
          revealing: Self.revealedRect(of: firstResponder(in: scrollView), in: scrollView),
          in: scrollView.contentPosition,
          keyboard: activity)
      } catch {
        onError?(error)
        return nil
      }
    }

    /// The first responder's caret rect (a text input with a selection) or frame, in the scroll
    /// view's content coordinates; `nil` when no view inside it is first responder.
    static func revealedRect(in scrollView: UIScrollView) -> CGRect? {
      revealedRect(of: firstResponder(in: scrollView), in: scrollView)
    }

    /// ``revealedRect(in:)`` for `responder`, the first responder in `scrollView` if any.
    private static func revealedRect(of responder: UIView?, in scrollView: UIScrollView)
      -> CGRect?
    {
      guard let responder else { return nil }
      if let input = responder as? UITextInput, let range = input.selectedTextRange {
        let caret = input.caretRect(for: range.end)
        if caret.origin.x.isFinite, caret.origin.y.isFinite {
          return responder.convert(caret, to: scrollView)
        }
      }
      return responder.convert(responder.bounds, to: scrollView)
    }

    /// The first responder in `scrollView`, as the static `firstResponder(in:)`
    /// finds it, checking the one found last before searching the form's views again (the
    /// scroller asks on every update while the keyboard moves).
    ///
    /// UIKit keeps one first responder per window (Apple's "Using responders and the responder
    /// chain to handle events"), so the view found last, while it is still first responder and
    /// still in the scroll view, is the one the search would find.
    private func firstResponder(in scrollView: UIScrollView) -> UIView? {
      if let found = foundResponder, found.isFirstResponder, found.isDescendant(of: scrollView) {
        return found
      }
      let responder = Self.firstResponder(in: scrollView)
      foundResponder = responder
      return responder
    }

    /// The first responder among `view` and its descendants, depth first.
    static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let responder = firstResponder(in: subview) { return responder }
      }
      return nil
    }

    /// A weak reference to a field.
    struct WeakView {
      weak var view: UIView?
    }
  }

  extension KeyboardDock {
    /// Keeps the first responder of the form `scrollView` visible above the keyboard and the
    /// docked bar, if any, with `bottomOffset` points below its caret.
    ///
    /// The dock keeps the returned scroller alive. Give it the form's fields for previous /
    /// next navigation.
    ///
    /// - Parameters:
    ///   - scrollView: The form's scroll view, in the dock's view.
    ///   - bottomOffset: Points kept free below the caret; 16 by default.
    ///   - scrollsBackOnHide: Whether to scroll back to where the form was when the keyboard
    ///     leaves; `false` by default.
    /// - Returns: The form scroller.
    /// - Throws: ``KeyboardDockCore/ContentScrollError`` when `bottomOffset` is negative or not
    ///   finite; nothing is set up then.
    @discardableResult
    public func scrollForm(
      _ scrollView: UIScrollView, bottomOffset: CGFloat = 16, scrollsBackOnHide: Bool = false
    ) throws(ContentScrollError) -> FormScroller {
      let policy = try FormScrollPolicy(
        bottomOffset: bottomOffset, scrollsBackOnHide: scrollsBackOnHide)
      // The bar is read at each update, so a bar docked after this call counts too.
      let form = FormScroller(scrollView: scrollView, policy: policy) { [weak self] in
        self?.bar?.bar
      }
      contentAdapters.append(form)
      addListener(form) { [weak self, weak form] update in
        guard let view = self?.view else { return }
        form?.apply(update, in: view)
      }
      if let lastUpdate, let view { form.apply(lastUpdate.immediate, in: view) }
      setNeedsUpdate()
      return form
    }
  }
#endif
