#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing

  @testable import KeyboardDockExampleScreens

  @Suite("The example app's UIKit chat screens on the hosted UIKit")
  struct ChatScreenTests {
    /// The UIKit chat tab (`ChatViewController`, in its navigation controller as the app shows
    /// it): the growing composer docked with `KeyboardDock`, a pseudo accessory as tall as the
    /// composer, the transcript inset by the covered part.
    @Test func chatKeepsTheComposerOnTheKeyboardAndTheLastMessageVisible() async throws {
      try await onMainQueue {
        let navigation = ChatViewController.inNavigation()
        let host = ScreenHost(navigation)
        let view = try #require(navigation.view)
        let composer = try #require(view.firstSubview(of: ComposerBar.self))
        let transcript = try #require(view.firstSubview(of: TranscriptView.self))
        let probe = ScreenProbe(
          bar: composer, responder: composer.textView,
          accessoryHeight: { composer.textView.inputAccessoryView?.bounds.height ?? 0 },
          lastRowBottom: { host in transcript.lastMessageBottom(in: host) })
        var run = ScreenRun(host, probe)
        run.sample()
        try run.runScenarios()
        print("ChatViewController:", run.summary)
        #expect(run.gaps.count == ScreenRun.frameCount + 1)
        #expect(run.largestGap < 0.5, "largest gap \(run.largestGap) pt")
        let unrotated = Set(ScreenRun.Phase.allCases).subtracting([.rotation, .hide])
        #expect(run.frameCount(in: unrotated) == 193)
        #expect(run.largestRowOverlap(in: unrotated) <= 0.5, "\(run.summary)")
        // Known: the rotation shrinks the transcript's bounds before the keyboard posts
        // anything, so when the dock's inset changes the content end is no longer showing, and
        // `setKeyboardCoveredHeight(_:)` keeps the offset: the last message stays below the
        // landscape screen.
        withKnownIssue("the last message is not kept in view through a rotation") {
          #expect(run.largestRowOverlap(in: [.rotation, .hide]) <= 0.5, "\(run.summary)")
        }
      }
    }

    /// The inverted chat tab (`InvertedChatViewController`): a flipped `UITableView` kept by
    /// `KeyboardChatTranscript`, its newest message (row 0) at the bottom.
    @Test func invertedChatKeepsTheComposerOnTheKeyboardAndTheNewestMessageVisible()
      async throws
    {
      try await onMainQueue {
        let navigation = InvertedChatViewController.inNavigation()
        let host = ScreenHost(navigation)
        let view = try #require(navigation.view)
        let composer = try #require(view.firstSubview(of: ComposerBar.self))
        let table = try #require(view.firstSubview(of: UITableView.self))
        #expect(table.numberOfRows(inSection: 0) == 24)
        let probe = ScreenProbe(
          bar: composer, responder: composer.textView,
          accessoryHeight: { composer.textView.inputAccessoryView?.bounds.height ?? 0 },
          lastRowBottom: { host in table.flippedBottomOfFirstRow(in: host) })
        var run = ScreenRun(host, probe)
        run.sample()
        try run.runScenarios()
        print("InvertedChatViewController:", run.summary)
        #expect(run.gaps.count == ScreenRun.frameCount + 1)
        #expect(run.largestGap < 0.5, "largest gap \(run.largestGap) pt")
        #expect(run.largestRowOverlap <= 0.5, "\(run.summary)")
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

  extension UITableView {
    /// The visible bottom edge of row 0 of a table flipped with `scaleY: −1`, on screen at the
    /// next display frame. The hosted geometry does not apply transforms, so the row's unflipped
    /// frame is mirrored about the table's horizontal center line here.
    @MainActor
    func flippedBottomOfFirstRow(in host: ScreenHost) -> CGFloat {
      guard transform == CGAffineTransform(scaleX: 1, y: -1),
        let cell = cellForRow(at: IndexPath(row: 0, section: 0))
      else { return .infinity }
      let table = host.visibleFrame(self)
      let row = host.visibleFrame(cell)
      return table.minY + table.maxY - row.minY
    }
  }
#endif
