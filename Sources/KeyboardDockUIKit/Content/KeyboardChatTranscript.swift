#if canImport(UIKit)
  import Foundation
  public import KeyboardDockComposer
  public import KeyboardDockCore
  public import UIKit

  /// Keeps a chat transcript (a `UITableView`, `UICollectionView` or any `UIScrollView`) with
  /// the keyboard and the bar docked on it: the inset follows the covered height, and the content
  /// lifts and drops by Core's ``KeyboardDockCore/ChatTranscriptCoordinator``.
  ///
  /// Create it with ``KeyboardDock/dock(_:transcript:liftBehavior:isInverted:)``, which keeps
  /// it alive with the dock. On every update of the dock the transcript measures what the
  /// keyboard and the bar cover of the scroll view, asks the coordinator for the inset and
  /// offset, and sets both inside the keyboard's own animation (the notification's duration and
  /// curve), or at once while a finger drags the keyboard, so the newest message rides the
  /// keyboard frame by frame. While the user scrolls the transcript, only the inset changes.
  ///
  /// An inverted transcript (``isInverted``, a scroll view flipped with
  /// `transform = CGAffineTransform(scaleX: 1, y: -1)`, newest message first) takes the
  /// keyboard's inset on its top edge; the transcript turns its `contentInsetAdjustmentBehavior`
  /// to `.never`, since UIKit's safe-area adjustment does not know the view is flipped.
  ///
  /// ```swift
  /// let dock = KeyboardDock(view: view)
  /// let transcript = dock.dock(composer, transcript: tableView, liftBehavior: .whenAtEnd)
  /// transcript.isFrozen = true  // while an emoji panel replaces the keyboard at its height
  /// panels.showPanel(emojiPanel)
  /// ```
  @MainActor
  public final class KeyboardChatTranscript {
    /// The transcript; held weakly.
    public private(set) weak var scrollView: UIScrollView?
    /// The bar docked on the keyboard below the transcript; held weakly.
    public private(set) weak var bar: UIView?
    /// The decisions, with the inset last set.
    public private(set) var coordinator: ChatTranscriptCoordinator
    /// Called when the scroll view's geometry cannot be used (a value not finite).
    public var onError: ((ContentScrollError) -> Void)?
    /// The last update applied, for ``barDidChangeHeight(_:)``.
    public private(set) var lastUpdate: KeyboardDockUpdate?

    /// What was set before the first update of the current run-loop turn.
    private var turn: Turn?
    private weak var dockView: UIView?

    /// The transcript's state when a turn's first update came.
    private struct Turn {
      /// The run-loop turn's time stamp (`RunLoopTurnClock`).
      var time: TimeInterval
      var offset: CGFloat
      var inset: CGFloat
      var coordinator: ChatTranscriptCoordinator
      /// Whether an update of this turn changed something at once since the snapshot.
      var isDirty = false
      /// The content offset those changes left, to tell whether anyone scrolled since.
      var dirtyOffset: CGFloat?
    }

    private func snapshot(of scrollView: UIScrollView, at time: TimeInterval) -> Turn {
      Turn(
        time: time, offset: scrollView.contentOffset.y, inset: coordinator.keyboardInset,
        coordinator: coordinator)
    }

    /// How the content moves with the keyboard.
    public var liftBehavior: ChatLiftBehavior {
      get { coordinator.liftBehavior }
      set { coordinator.liftBehavior = newValue }
    }

    /// Whether the transcript is flipped, newest message first.
    public var isInverted: Bool { coordinator.isInverted }

    /// Whether changes are held: set it while a custom input panel replaces the keyboard at the
    /// same height (``InputPanelSwitcher``), so the swap moves nothing.
    public var isFrozen: Bool {
      get { coordinator.isFrozen }
      set { coordinator.isFrozen = newValue }
    }

    /// Creates a transcript coordinator; ``KeyboardDock/dock(_:transcript:liftBehavior:isInverted:)``
    /// makes one and feeds it.
    ///
    /// - Parameters:
    ///   - scrollView: The transcript.
    ///   - bar: The bar docked below it, whose height is covered too; `nil` for none.
    ///   - liftBehavior: How the content moves with the keyboard.
    ///   - isInverted: Whether the scroll view is flipped, newest message first.
    public init(
      scrollView: UIScrollView, bar: UIView?, liftBehavior: ChatLiftBehavior = .default,
      isInverted: Bool = false
    ) {
      self.scrollView = scrollView
      self.bar = bar
      coordinator = ChatTranscriptCoordinator(liftBehavior: liftBehavior, isInverted: isInverted)
      if isInverted { scrollView.contentInsetAdjustmentBehavior = .never }
    }

    /// Applies a dock update: the inset and offset for the covered height, with the update's
    /// animation.
    ///
    /// - Parameters:
    ///   - update: The dock's update.
    ///   - view: The dock's view, whose bottom the covered height is measured from.
    public func apply(_ update: KeyboardDockUpdate, in view: UIView) {
      apply(update, in: view, animation: update.isAnimated ? update.animation : nil)
    }

    /// Re-applies the last update with the bar's own animation after the bar changed height (a
    /// growing composer), so the newest message rises with the bar instead of stepping after it.
    ///
    /// Call it right after changing the bar's height, with the transition the composer reports
    /// (``KeyboardDockComposer/GrowingBar/update(lineCount:at:)``):
    ///
    /// ```swift
    /// if let change = try growingBar.update(lineCount: lines, at: CACurrentMediaTime()) {
    ///   transcript.barDidChangeHeight(change)
    /// }
    /// ```
    ///
    /// - Parameter transition: The bar's height transition, or `nil` for a change at once.
    public func barDidChangeHeight(_ transition: BarHeightTransition?) {
      guard let lastUpdate, let dockView else { return }
      bar?.superview?.layoutIfNeeded()
      apply(
        lastUpdate, in: dockView,
        animation: transition.map {
          KeyboardDockUpdate.Animation(duration: $0.duration, curve: $0.curve)
        })
    }

    private func apply(
      _ update: KeyboardDockUpdate, in view: UIView, animation: KeyboardDockUpdate.Animation?
    ) {
      guard let scrollView else { return }
      lastUpdate = update
      dockView = view
      // Several updates in one run-loop turn (the keyboard host's model frame reported just
      // before the notification of the same instant): the screen shows only the turn's end, so
      // what earlier updates of the turn set at once is undone before a later one applies;
      // otherwise its animation would start from that value (additive animations begin at the
      // old model value), a visible jump.
      let time = RunLoopTurnClock.main.now()
      if let turn, turn.time == time, turn.isDirty,
        scrollView.contentOffset.y != turn.dirtyOffset
      {
        // The app scrolled after this turn's earlier update (`scrollToNewest(animated:)` from
        // `viewDidLayoutSubviews()`, which runs more than once in a turn): its scroll stays, and
        // is where a later animation of the turn starts.
        self.turn = snapshot(of: scrollView, at: time)
      } else if let turn, turn.time == time {
        if turn.isDirty {
          coordinator = turn.coordinator
          UIView.performWithoutAnimation {
            setKeyboardInset(turn.inset, on: scrollView)
            scrollView.contentOffset.y = turn.offset
          }
        }
      } else {
        turn = snapshot(of: scrollView, at: time)
      }
      let isAnimated = (animation?.duration ?? 0) > 0
      defer {
        if isAnimated {
          turn = snapshot(of: scrollView, at: time)
        } else {
          turn?.isDirty = true
          turn?.dirtyOffset = scrollView.contentOffset.y
        }
      }
      let covered = update.scrollViewCoveredHeight(
        scrollViewMaxY: scrollView.convert(scrollView.bounds, to: view).maxY,
        viewHeight: view.bounds.height, barHeight: bar?.bounds.height ?? 0)
      let inset = Self.keyboardInset(of: scrollView, coveredHeight: covered)
      let isUserScrolling =
        (scrollView.isDragging || scrollView.isDecelerating)
        && update.state.phase != .interactivelyDragged
      let change: ChatTranscriptCoordinator.Change?
      do {
        change = try coordinator.change(
          in: scrollView.contentPosition, keyboardInset: inset, isUserScrolling: isUserScrolling)
      } catch {
        onError?(error)
        return
      }
      guard let change else { return }
      let changes = { [self] in
        setKeyboardInset(change.keyboardInset, on: scrollView)
        if let offset = change.offset { scrollView.contentOffset.y = offset }
      }
      if let animation, isAnimated {
        KeyboardAnimator.animate(
          duration: animation.duration, curve: animation.curve, animations: changes)
      } else {
        UIView.performWithoutAnimation(changes)
      }
    }

    /// Sets the keyboard-side content and indicator insets.
    private func setKeyboardInset(_ inset: CGFloat, on scrollView: UIScrollView) {
      if isInverted {
        scrollView.contentInset.top = inset
        scrollView.verticalScrollIndicatorInsets.top = inset
      } else {
        scrollView.contentInset.bottom = inset
        scrollView.verticalScrollIndicatorInsets.bottom = inset
      }
    }

    /// Scrolls to the newest message: the end of the content, or its start when inverted.
    ///
    /// - Parameter animated: Whether to animate the scroll (`setContentOffset(_:animated:)`).
    public func scrollToNewest(animated: Bool) {
      guard let scrollView else { return }
      let offset = coordinator.newestOffset(in: scrollView.contentPosition)
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: offset), animated: animated)
    }

    /// Whether the newest message shows, within half a point.
    public var isShowingNewest: Bool {
      guard let scrollView else { return false }
      return coordinator.isShowingNewest(scrollView.contentPosition)
    }

    /// The keyboard-side inset for a covered height: Core's rule, leaving out the bottom safe
    /// area when UIKit already adds it.
    static func keyboardInset(of scrollView: UIScrollView, coveredHeight: CGFloat) -> CGFloat {
      let placement = ViewPlacement(
        windowFrame: scrollView.bounds, viewFrame: scrollView.bounds,
        safeAreaInsets: LayoutInsets(scrollView.safeAreaInsets))
      return placement.scrollBottomInset(
        coveredHeight: coveredHeight,
        adjustsForSafeArea: scrollView.contentInsetAdjustmentBehavior != .never)
    }
  }

  extension KeyboardDock {
    /// Docks `bar` on the keyboard and keeps the chat transcript `scrollView` above it, with a
    /// lift behaviour and, for a flipped transcript, the inset on the right edge.
    ///
    /// The dock keeps the returned transcript alive; use it to freeze the transcript while a
    /// custom input panel shows, or to change the lift behaviour.
    ///
    /// ```swift
    /// let transcript = dock.dock(composer, transcript: tableView, isInverted: true)
    /// ```
    ///
    /// - Parameters:
    ///   - bar: The bar, as for ``dock(_:insetting:)``.
    ///   - scrollView: The transcript, in the dock's view.
    ///   - liftBehavior: How the content moves with the keyboard; ``KeyboardDockCore/ChatLiftBehavior/whenAtEnd`` by default.
    ///   - isInverted: Whether `scrollView` is flipped, newest message first.
    /// - Returns: The transcript coordinator.
    @discardableResult
    public func dock(
      _ bar: UIView, transcript scrollView: UIScrollView,
      liftBehavior: ChatLiftBehavior = .default, isInverted: Bool = false
    ) -> KeyboardChatTranscript {
      let transcript = KeyboardChatTranscript(
        scrollView: scrollView, bar: bar, liftBehavior: liftBehavior, isInverted: isInverted)
      contentAdapters.append(transcript)
      addListener(transcript) { [weak self, weak transcript] update in
        guard let view = self?.view else { return }
        transcript?.apply(update, in: view)
      }
      dock(bar, insetting: nil)
      return transcript
    }
  }
#endif
