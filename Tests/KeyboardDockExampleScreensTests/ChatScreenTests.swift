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
        // `KeyboardChatTranscript` keeps the newest message in view through the rotation too
        // (the transcript shrinks before the keyboard posts anything; the coordinator takes
        // whether the newest message showed from before the resize). Before the example used
        // it (`dock(_:insetting:)` only), the last message ended 301 pt below the composer.
        #expect(run.rowOverlaps.count == ScreenRun.frameCount + 1)
        #expect(run.largestRowOverlap <= 0.5, "\(run.summary)")
        // At rest, held at the stack's 16 pt bottom margin: the transcript shows its end, not
        // past it.
        #expect(run.restingRowOverlaps.count == ScreenRun.Phase.allCases.count)
        #expect(
          run.restingRowOverlaps.allSatisfy { $0 >= -16.5 }, "\(run.restingRowOverlaps)")
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
        #expect(run.restingRowOverlaps.count == ScreenRun.Phase.allCases.count)
        #expect(
          run.restingRowOverlaps.allSatisfy { $0 >= -0.5 }, "\(run.restingRowOverlaps)")
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
    /// next display frame.
    ///
    /// The hosted geometry does not apply transforms, so the row's unflipped
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

#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import Testing

  @testable import KeyboardDockExampleScreens
  import KeyboardDockTestFixtures

  @Suite("The example app's growing composer on the hosted UIKit")
  struct GrowingComposerTests {
    /// Typing two more lines grows the UIKit chat's composer (its `GrowingBar`, animated with the
    /// keyboard's curve, then `setNeedsUpdate()` and the pseudo accessory's new height): the bar
    /// stays on the keyboard's keys and the last message above it on every frame; Send adds the
    /// message to the transcript, still in view, and shrinks the composer back; the emoji key
    /// switches to the emoji panel and back with the composer on the line.
    @Test func theComposerGrowsOnTheKeyboardAndKeepsTheLastMessageVisible() async throws {
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
        host.system.perform(at: 1) { _ in _ = composer.textView.becomeFirstResponder() }
        host.system.advance(to: 2)
        let oneLine = composer.bounds.height
        for (index, key) in ["Hello", "\n", "two", "\n", "three"].enumerated() {
          host.system.perform(at: 2 + Double(index) / 10) { _ in
            composer.textView.insertText(key)
          }
          run.sample()
        }
        run.frames(from: 2.4, to: 3.4)
        let lineHeight = try #require(composer.textView.font).lineHeight
        let grown = composer.bounds.height - oneLine
        #expect(abs(grown - 2 * lineHeight) < 1)
        // The dock asked for the taller pseudo accessory (its intrinsic height); the hosted
        // keyboard resizes it at the next layout pass and posts its new frame (fact
        // `accessory-resize`), so the keyboard's frame reaches the composer's top.
        let accessory = try #require(composer.textView.inputAccessoryView)
        #expect(abs(accessory.intrinsicContentSize.height - composer.bounds.height) < 0.5)
        #expect(abs(host.system.keyboard.accessoryToolbarHeight - composer.bounds.height) < 0.5)
        // Send: the message joins the transcript and the composer shrinks back to one line.
        let send = try #require(
          composer.subviews(of: UIButton.self).first { $0.title(for: .normal) == "Send" })
        host.system.perform(at: 3.5) { _ in send.sendActions(for: .touchUpInside) }
        run.sample()
        run.frames(from: 3.5, to: 4.5)
        #expect(abs(composer.bounds.height - oneLine) < 0.5)
        #expect(composer.textView.text.isEmpty)
        let stack = try #require(transcript.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.count == 25)
        #expect(run.gaps.count == 5 + 60 + 1 + 60)
        #expect(run.largestGap < 0.5, "largest gap \(run.largestGap) pt")
        let typing = run.rowOverlaps.prefix(65)
        #expect(typing.count == 65)
        #expect(
          (typing.max() ?? .infinity) <= 0.5, "last row \(typing.max() ?? 0) pt under the bar")
        // Send: the new message is in view on every frame as the composer shrinks back (the
        // example passes the composer's `BarHeightTransition` to `barDidChangeHeight(_:)`).
        // Before, the message's bottom was 23.0 pt under the composer's top on the first frame
        // after Send, back in view within 6 frames.
        let sent = run.rowOverlaps.suffix(61)
        #expect(sent.count == 61)
        print(
          "After Send, the last row's overlap per frame:",
          sent.prefix(8).map { ($0 * 10).rounded() / 10 })
        #expect((sent.max() ?? .infinity) <= 0.5, "\(sent.max() ?? 0) pt under the composer")
        #expect(run.largestRowOverlap <= 0.5, "\(run.summary)")
        print("Growing composer: +\(grown) pt, then Send;", run.summary)

        // The emoji key swaps the keyboard for the emoji panel (`InputPanelSwitcher`, at the
        // keyboard's remembered height) and back: the composer stays on the line.
        let emoji = try #require(
          composer.subviews(of: UIButton.self).first { $0.title(for: .normal) == "☺" })
        let keysTop = host.keyboardTop
        var panel = ScreenRun(host, probe)
        host.system.perform(at: 5) { _ in emoji.sendActions(for: .touchUpInside) }
        panel.frames(from: 5, to: 5.5)
        #expect(composer.textView.inputView is EmojiInputView)
        #expect(emoji.title(for: .normal) == "⌨")
        #expect(abs(host.keyboardTop - keysTop) < 0.5, "the panel is as tall as the keyboard")
        host.system.perform(at: 5.5) { _ in emoji.sendActions(for: .touchUpInside) }
        panel.frames(from: 5.5, to: 6)
        #expect(composer.textView.inputView == nil)
        #expect(panel.gaps.count == 60)
        #expect(panel.largestGap < 0.5, "largest gap \(panel.largestGap) pt")
        #expect(panel.largestRowOverlap <= 0.5, "last row \(panel.largestRowOverlap) pt")
        print("Emoji panel and back:", panel.summary)
      }
    }
  }
#endif
