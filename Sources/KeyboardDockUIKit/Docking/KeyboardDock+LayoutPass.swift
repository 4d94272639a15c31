#if canImport(UIKit)
  import CoreFoundation
  import Foundation
  import KeyboardDockCore
  import UIKit

  extension KeyboardDock {
    /// Moves the docked bar to the covered height of `state`, the tracker's state at `time` (the
    /// frame the bar is placed for): at once, or, asked inside an animation block, when the
    /// run-loop turn's event handling is over.
    ///
    /// Inside an animation block the dock may be inside a layout pass too: the keyboard layout
    /// guide's probe (``KeyboardLayoutGuideProbe``) reports from its KVO, which fires while Auto
    /// Layout sets its frame in the pass UIKit runs alongside the keyboard's animation (views
    /// pinned to the guide animate with the keyboard, WWDC 2021 session 10259 "Your guide to
    /// keyboard layout"), and `viewDidLayoutSubviews()` calls ``setNeedsUpdate()`` in the same
    /// pass. The bar's `layoutIfNeeded()` cannot lay out a tree that is being laid out, so a
    /// constraint changed there is applied by that pass, animated along with the keyboard,
    /// whatever `performWithoutAnimation(_:)` wrapped: after a cancelled drag on iOS 26 the bar
    /// eased from the finger's height towards the keyboard's return while the keyboard returned
    /// (12 pt behind it at the first frame), and it trailed the AutoFill strip's retarget by
    /// 1.6 pt. Held, the move is made outside any pass and any animation, with everything the
    /// tracker learnt in the turn, before Core Animation commits the turn's transaction: on the
    /// same display frame. `UIView.inheritedAnimationDuration` says whether the dock is inside an
    /// animation block ("This method only returns a non-zero value if called within a UIView
    /// animation block", Apple's documentation).
    func moveBar(to state: KeyboardState, at time: TimeInterval, in view: ViewPlacement) {
      guard let bar else { return }
      let isInAnimationBlock = UIView.inheritedAnimationDuration > 0
      if barMoves.heldTime != nil || isInAnimationBlock, holdBarMovesUntilTurnEnds() {
        barMoves.heldTime = max(barMoves.heldTime ?? time, time)
        barMoves.isHolding.value = true
        // The bar's own height animates in this block (a growing composer laid out inside its
        // `UIView.animate`): the scroll view's content moves with it, in the block, while the
        // bar's bottom waits for the turn's end as above.
        if isInAnimationBlock, bar.barHeightChanged {
          bar.inset(forCoveredHeight: state.coveredHeight(of: view))
        }
        return
      }
      bar.move(toCoveredHeight: state.coveredHeight(of: view))
    }

    /// Makes sure the run-loop observer that releases held moves is installed; `false` if it
    /// cannot be (the move is then made at once).
    private func holdBarMovesUntilTurnEnds() -> Bool {
      if barMoves.observer != nil { return true }
      guard let observer = Self.heldMoveObserver(for: self, isHolding: barMoves.isHolding) else {
        return false
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      barMoves.observer = observer
      return true
    }

    /// The observer that releases `dock`'s held move at the end of each turn of the main run
    /// loop, and invalidates itself once the dock is gone.
    ///
    /// Order 0: before Core Animation's own commit observer, which runs when the main run loop
    /// is about to wait ("CATransaction": Core Animation commits its implicit transaction "on
    /// the next iteration of the run loop"). Most turns hold nothing: they end without entering
    /// the main actor (the observer runs on the main thread, as ``RunLoopTurnClock``'s does),
    /// and the observer is made outside the main actor so that its closure is not main-actor
    /// isolated (Swift checks the executor on every call of an isolated closure from C).
    private nonisolated static func heldMoveObserver(
      for dock: KeyboardDock, isHolding: HoldFlag
    ) -> CFRunLoopObserver? {
      let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
      return CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, activities, true, 0
      ) { [weak dock] observer, _ in
        // The dock is gone: nothing is held any more.
        guard let dock else { return CFRunLoopObserverInvalidate(observer) }
        guard isHolding.value else { return }
        MainActor.assumeIsolated { dock.releaseHeldBarMove() }
      }
    }

    /// The run-loop turn is ending: makes the bar's move held in it, for the latest frame the
    /// dock placed the bar for, with what the tracker knows now.
    func releaseHeldBarMove() {
      guard let held = barMoves.heldTime else { return }
      barMoves.heldTime = nil
      barMoves.isHolding.value = false
      guard let bar, let tracker, let view, let placement = ViewPlacement(view: view) else {
        return
      }
      // A display frame prepared since (the link moves the bar outside any block) is newer.
      let time = max(held, motion.shownTime)
      bar.move(toCoveredHeight: tracker.state(at: time).coveredHeight(of: placement))
    }
  }

  /// The bar's moves a ``KeyboardDock`` holds until the run-loop turn ends.
  @MainActor
  struct HeldBarMoves {
    /// The frame time of the latest move held, or `nil` when none is.
    var heldTime: TimeInterval?
    /// The main run loop's observer that releases them, installed at the first hold.
    var observer: CFRunLoopObserver?
    /// Whether a move is held (``heldTime`` is set), for that observer to read.
    let isHolding = HoldFlag()
  }

  /// Whether a ``KeyboardDock`` holds a bar move; read by its run-loop observer at the end of
  /// every turn of the main run loop.
  ///
  /// Read and written on the main thread only: by the main-actor dock, and by its observer on
  /// the main run loop. That is what makes the unchecked `Sendable` sound.
  final class HoldFlag: @unchecked Sendable {
    var value = false
  }
#endif
