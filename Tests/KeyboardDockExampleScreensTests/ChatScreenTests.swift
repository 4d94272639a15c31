#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing

  @testable import KeyboardDockExampleScreens

  @Suite("The example app's UIKit chat screens on the hosted UIKit")
  struct ChatScreenTests {
    /// The UIKit chat tab (`ChatViewController`): the growing composer docked with
    /// `KeyboardDock`, a pseudo accessory as tall as the composer.
    @Test func chatKeepsTheComposerOnTheKeyboardAndTheLastMessageVisible() async throws {
      try await onMainQueue {
        let controller = ChatViewController(nibName: nil, bundle: nil)
        let host = ScreenHost(controller)
        let composer = try #require(controller.view.firstSubview(of: ComposerBar.self))
        let transcript = try #require(controller.view.firstSubview(of: TranscriptView.self))
        let probe = ScreenProbe(
          bar: composer, responder: composer.textView,
          accessoryHeight: { composer.textView.inputAccessoryView?.bounds.height ?? 0 },
          lastRowBottom: { host in transcript.lastMessageBottom(in: host) })
        var run = ScreenRun(host, probe)
        run.sample()
        try run.runScenarios()
        #expect(run.gaps.count == ScreenRun.frameCount + 1)
        #expect(run.largestGap < 0.5, "largest gap \(run.largestGap) pt")
        #expect(run.largestRowOverlap <= 0.5, "last row \(run.largestRowOverlap) pt under the bar")
      }
    }
  }

  extension UIView {
    /// The first view of type `T` in this view's tree, depth first.
    func firstSubview<T: UIView>(of type: T.Type) -> T? {
      for subview in subviews {
        if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
      }
      return nil
    }
  }

  extension TranscriptView {
    /// The last message bubble's bottom edge on screen at the next display frame.
    @MainActor
    func lastMessageBottom(in host: ScreenHost) -> CGFloat {
      guard let stack = subviews.first as? UIStackView, let last = stack.arrangedSubviews.last
      else { return .infinity }
      return host.visibleFrame(last).maxY
    }
  }
#endif
