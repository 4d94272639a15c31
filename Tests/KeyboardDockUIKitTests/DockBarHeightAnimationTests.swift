#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  @testable import KeyboardDockSimulatorApps
  import KeyboardDockTestFixtures
  import KeyboardDockUIKit
  import Testing

  /// `dock(_:insetting:)` with a bar whose height animates: a growing composer changes its
  /// height constraint and lays the view out inside `UIView.animate`, and
  /// `viewDidLayoutSubviews()` calls `setNeedsUpdate()` (the README's growing-composer steps,
  /// the `dock` row's app for `bar-shrinks-during-show`).
  ///
  /// The dock sets the scroll view's inset and content offset in that block, so the content's
  /// end rides the bar's top along the bar's own animation. Before, it set them at once outside
  /// any animation: when the composer shrank, the transcript's end dropped to where the bar ends
  /// while the bar still showed its old height, up to 58 pt under it for the shrink's 30 frames
  /// (`kbdock simulate --strategy dock --scenario bar-shrinks-during-show`: 990 frames with the
  /// last row hidden over every device and version at 60 Hz).
  @Suite("The dock's scroll view with an animated bar height")
  struct DockBarHeightAnimationTests {
    /// Where the display shows `scrollView`'s content end at `time`, in screen points.
    @MainActor
    static func contentEnd(of scrollView: UIScrollView, at time: TimeInterval) -> CGFloat {
      scrollView.presentationFrameInScreen(at: time).minY + scrollView.contentSize.height
        - scrollView.presentationBounds(at: time).minY
    }

    @Test(arguments: [(4, 1), (1, 4)])
    func theTranscriptsEndRidesTheComposerAsItsHeightAnimates(from: Int, to: Int) async throws {
      try await onMainQueue {
        let controller = DockVariantViewController(
          bar: ShippingAppBar(lines: from, grows: true, toolbarHeight: 0))
        let app = HostedApp(controller, device: "iphone-15")
        app.system.perform(at: 0) { _ in controller.focus() }
        app.system.advance(to: 0.8)
        let transcript = controller.transcript
        let before = controller.composer.bounds.height
        #expect(transcript.contentSize.height > transcript.bounds.height)
        #expect(
          abs(
            Self.contentEnd(of: transcript, at: app.shownTime)
              - app.visibleFrame(controller.composer).minY) < 0.01)
        app.system.perform(at: 0.8) { _ in try? controller.typeLines(to) }
        let after = controller.composer.bounds.height
        #expect(abs(after - before) > 39)
        var frames = 0
        var animated = 0
        for frame in 1...40 {
          app.system.advance(to: 0.8 + Double(frame) / 60)
          let bar = app.visibleFrame(controller.composer)
          frames += 1
          if abs(bar.height - after) > 0.01 { animated += 1 }
          // The content's end as the display shows it sits on the bar's top as it shows it.
          #expect(abs(Self.contentEnd(of: transcript, at: app.shownTime) - bar.minY) < 0.01)
        }
        #expect(frames == 40)
        // The bar's height animated over many of those frames (measured 30 for the shrink).
        #expect(animated > 15)
      }
    }
  }
#endif
