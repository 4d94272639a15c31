#if canImport(UIKit)
  import Foundation
  public import KeyboardDockCore
  import QuartzCore
  import UIKit

  extension KeyboardDock {
    /// Called on every display frame while the keyboard moves, with the phase of the move, the
    /// covered height of the dock's view, progress, duration and target
    /// (``KeyboardDockCore/KeyboardMotion``).
    ///
    /// Setting it starts a `CADisplayLink` whenever the keyboard starts to move (a notification,
    /// a drag, a layout change) and stops it once the keyboard rests; with no handler set no
    /// display link runs. The values come from the tracker's state on each frame
    /// (``KeyboardDockCore/KeyboardMotionSampler``), so an interactive dismissal is reported
    /// move by move and an animated move along the keyboard's own curve. Sampling a frame
    /// allocates nothing (`kbdock bench --workload keyboard-handler-frame`).
    ///
    /// ```swift
    /// dock.onKeyboardMotion = { [weak self] motion in
    ///   self?.scrollToBottomButton.alpha = 1 - motion.progress
    ///   if motion.phase == .end { self?.saveDraft() }
    /// }
    /// ```
    public var onKeyboardMotion: ((KeyboardMotion) -> Void)? {
      get { motion.handler }
      set {
        motion.handler = newValue
        if newValue != nil {
          startMotionUpdatesIfNeeded()
        } else if bar == nil {
          stopMotionUpdates()
        }
      }
    }

    /// Whether anything follows the keyboard frame by frame: a handler or a docked bar.
    private var followsFrames: Bool { motion.handler != nil || bar != nil }

    /// Starts the display link if none runs and the tracker exists.
    ///
    /// It starts for a handler after any update (it reports jumps too), for a docked bar only
    /// while the keyboard moves. One link serves both.
    ///
    /// - Parameter keyboardIsMoving: Whether the keyboard is animating or dragged.
    func startMotionUpdatesIfNeeded(keyboardIsMoving: Bool = true) {
      guard motion.handler != nil || (bar != nil && keyboardIsMoving), motion.link == nil,
        tracker != nil
      else { return }
      let target = MotionDisplayLinkTarget()
      target.dock = self
      #if canImport(ObjectiveC)
        let link = CADisplayLink(
          target: target, selector: #selector(MotionDisplayLinkTarget.tick(_:)))
      #else
        // The hosted UIKit on Linux has no Objective-C runtime: its link calls a closure, which
        // holds the target as Apple's link does.
        let link = CADisplayLink { link in target.tick(link) }
      #endif
      link.add(to: .main, forMode: .common)
      motion.link = link
    }

    /// Stops the display link.
    func stopMotionUpdates() {
      motion.link?.invalidate()
      motion.link = nil
    }

    /// The time the bar is placed for when an update is published at `time`.
    ///
    /// What the app changes now is first shown on the next display frame. While the display link
    /// runs, that is the frame it last prepared, so an update published inside that frame's
    /// layout (`viewDidLayoutSubviews()` calling ``setNeedsUpdate()`` during the link's own
    /// `layoutIfNeeded()`) does not put the bar back where the keyboard was a frame earlier.
    /// When the keyboard starts moving and the link is not running yet (its first callback
    /// comes on the next frame, for the frame after), it is one frame period of the screen
    /// (`maximumFramesPerSecond`) from now.
    func barTime(forUpdateAt time: TimeInterval, keyboardIsMoving: Bool) -> TimeInterval {
      if motion.link != nil { return max(time, motion.shownTime) }
      guard keyboardIsMoving, let screen = view?.window?.windowScene?.screen,
        screen.maximumFramesPerSecond > 0
      else { return time }
      return time + 1 / Double(screen.maximumFramesPerSecond)
    }

    /// Samples the tracker at the frame the display link is about to show, moves a docked bar
    /// there and calls the handler; stops the link once the keyboard rests.
    func displayLinkDidFire(_ link: CADisplayLink) {
      guard followsFrames, let tracker, let view, let placement = ViewPlacement(view: view)
      else {
        stopMotionUpdates()
        return
      }
      // The frame being prepared is shown at `targetTimestamp`; the tracker's inputs are stamped
      // on the same clock (`CACurrentMediaTime()`).
      let time = max(link.targetTimestamp, link.timestamp)
      motion.shownTime = time
      if let value = motion.sampler.sample(tracker, in: placement, at: time) {
        // The bar first, so a handler sees it where the keyboard is on this frame.
        bar?.move(toCoveredHeight: value.height)
        motion.handler?(value)
      }
      if !motion.sampler.isMoving { stopMotionUpdates() }
    }
  }

  /// The per-frame handler's state on a ``KeyboardDock``.
  @MainActor
  struct MotionUpdates {
    /// The closure, if set.
    var handler: ((KeyboardMotion) -> Void)?
    /// The sampler.
    var sampler = KeyboardMotionSampler()
    /// The running display link, while the keyboard moves.
    var link: CADisplayLink?
    /// The time of the frame the link last prepared (its `targetTimestamp`): the bar is placed
    /// for that frame, not for the moment the app's code runs.
    var shownTime: TimeInterval = -.infinity
  }

  /// The display link's target: an object with an Objective-C selector, holding the dock
  /// weakly so the run loop's hold on the link does not keep the dock alive.
  @MainActor
  final class MotionDisplayLinkTarget: NSObject {
    weak var dock: KeyboardDock?

    #if canImport(ObjectiveC)
      @objc func tick(_ link: CADisplayLink) { fire(link) }
    #else
      func tick(_ link: CADisplayLink) { fire(link) }
    #endif

    private func fire(_ link: CADisplayLink) {
      guard let dock else {
        link.invalidate()
        return
      }
      dock.displayLinkDidFire(link)
    }
  }
#endif
