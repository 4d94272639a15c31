#if os(Linux)
  import Foundation
  import KeyboardDockComposer
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockLayout
  import KeyboardDockSimulatedIOS
  @testable import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A controller whose view is an `InputBarHostView`, as its documentation shows.
  @MainActor
  final class HostViewController: UIViewController {
    let composer = UITextView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    override func loadView() {
      view = InputBarHostView(bar: composer)
    }
  }

  @Suite("The other adapters on the hosted UIKit")
  struct AdapterTests {
    @Test func inputBarHostViewDocksItsBarOnTheKeyboard() async throws {
      try await onMainQueue {
        let controller = HostViewController()
        let app = HostedApp(controller)
        let host = try #require(controller.view as? InputBarHostView)
        // Moving into the window took the first responder: the bar shows on the keyboard,
        // which is the bar alone (the host is not text input: no keys), above the home
        // indicator.
        #expect(host.isFirstResponder)
        app.system.advance(to: 1)
        #expect(controller.composer.window === app.system.keyboardWindow)
        #expect(abs(app.visibleFrame(controller.composer).maxY - (app.keyboardTop + 44)) < 0.5)
        let screen = app.system.device.screenBounds(.portrait)
        let safeBottom = app.system.device.safeArea(.portrait).bottom
        #expect(abs(app.visibleFrame(controller.composer).maxY - (screen.maxY - safeBottom)) < 0.5)
        // Editing in the bar keeps it; after the keyboard went down the view takes it back.
        app.system.perform(at: 1) { _ in _ = controller.composer.becomeFirstResponder() }
        #expect(host.reclaimFirstResponder())
        app.system.perform(at: 2) { _ in _ = controller.composer.resignFirstResponder() }
        app.system.advance(to: 3)
        #expect(host.isFirstResponder)
      }
    }

    @Test func keyboardAnimatorMovesWithTheKeyboardSpring() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        // Resting on the hidden keyboard's top (the screen's bottom), as a bar pinned to it would.
        let bar = UIView(
          frame: CGRect(x: 0, y: app.window.bounds.maxY - 40, width: 100, height: 40))
        controller.view.addSubview(bar)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        controller.view.addSubview(field)
        let observer = KeyboardNotificationObserver(view: controller.view)
        var events: [KeyboardEvent] = []
        var completed = false
        observer.onEvent = { event in
          events.append(event)
          guard event.kind == .willShow else { return }
          KeyboardAnimator.animate(alongside: event) {
            bar.frame.origin.y = event.endFrame.minY - 40
          } completion: {
            completed = $0
          }
        }
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        for step in 1...40 {
          app.system.advance(to: 1 + Double(step) / 60)
          #expect(abs(app.visibleFrame(bar).maxY - app.keyboardTop) < 0.5)
        }
        #expect(events.map(\.kind).contains(.willShow))
        #expect(events.map(\.kind).contains(.didShow))
        #expect(completed)
        #expect(observer.view === controller.view)
        // An unknown curve animates with the documented fallback, never raw bits.
        let unknown = UIView.AnimationOptions(keyboardCurve: KeyboardAnimationCurve(rawValue: 12))
        #expect(unknown.rawValue == UInt(KeyboardAnimationCurve.fallback.rawValue) << 16)
        for kind in KeyboardEvent.Kind.allCases {
          #expect(
            KeyboardNotificationObserver.notificationName(for: kind).rawValue.hasPrefix(
              "UIKeyboard"))
        }
      }
    }

    @Test func pseudoAccessoryAndLayoutGuideProbeReportTheKeyboardFrame() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let field = UITextView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        controller.view.addSubview(field)
        let accessory = PseudoAccessoryView()
        var accessoryFrames: [CGRect] = []
        accessory.onHostFrame = { frame, _ in accessoryFrames.append(frame) }
        field.inputAccessoryView = accessory
        let probe = KeyboardLayoutGuideProbe()
        var probeFrames: [CGRect] = []
        probe.onHostFrame = { frame, _ in probeFrames.append(frame) }
        probe.install(in: controller.view)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(accessory.isAttachedToKeyboard)
        #expect(accessory.intrinsicContentSize.height == 0)
        let model = app.system.keyboard.modelFrame
        #expect(accessoryFrames.last == model)
        #expect(abs((probeFrames.last?.minY ?? 0) - model.minY) < 0.5)
        probe.uninstall()
        #expect(probe.superview == nil)
      }
    }

    @Test func frameObserverSwitchesToTheGuideWhenTheAccessoryIsNotAttached() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let frames = KeyboardFrameObserver(view: controller.view)
        var sources: [KeyboardFrameObserver.Source] = []
        frames.onSourceChange = { sources.append($0) }
        #expect(frames.source == .accessorySuperview)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        controller.view.addSubview(field)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        frames.keyboardDidShow()
        #expect(sources == [.keyboardLayoutGuide])
        #expect(frames.accessoryView == nil)
      }
    }

    @Test func scrollViewInsetKeepsTheLastRowVisible() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        _ = HostedApp(controller)
        let scroll = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scroll)
        scroll.contentSize = CGSize(width: scroll.bounds.width, height: 2000)
        scroll.scrollToContentEnd()
        #expect(scroll.isShowingContentEnd)
        let inset = scroll.setKeyboardCoveredHeight(336)
        #expect(inset == 336 - scroll.safeAreaInsets.bottom)
        #expect(scroll.contentInset.bottom == inset)
        #expect(scroll.isShowingContentEnd)
        #expect(scroll.contentPosition.contentHeight == 2000)
      }
    }

    @Test func markdownToolbarEditsThroughUITextInput() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        _ = HostedApp(controller)
        let text = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        controller.view.addSubview(text)
        text.text = "say hi"
        _ = text.becomeFirstResponder()
        text.selectedRange = NSRange(location: 4, length: 2)
        let toolbar = MarkdownToolbar(textInput: text)
        #expect(toolbar.actions.count == MarkdownAction.allCases.count)
        #expect(toolbar.intrinsicContentSize.height == MarkdownToolbar.height)
        toolbar.perform(.strong)
        #expect(text.text == "say **hi**")
        let stack = try #require(toolbar.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.count == MarkdownAction.allCases.count)
        text.selectedRange = NSRange(location: 0, length: 3)
        (stack.arrangedSubviews[1] as? UIButton)?.sendActions(for: .touchUpInside)
        #expect(text.text == "_say_ **hi**" || text.text == "*say* **hi**")
        text.text = "- item"
        text.selectedRange = NSRange(location: 6, length: 0)
        #expect(try text.performReturnKey())
        #expect(text.text.hasPrefix("- item\n- "))
        for action in MarkdownAction.allCases {
          #expect(!MarkdownToolbar.title(of: action).isEmpty)
          #expect(!MarkdownToolbar.accessibilityLabel(of: action).isEmpty)
        }
      }
    }

    @Test func inputPanelSwitcherOpensThePanelAtTheKeyboardHeight() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let text = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        controller.view.addSubview(text)
        let switcher = InputPanelSwitcher(textView: text, defaultPanelHeight: 250)
        app.system.perform(at: 1) { _ in _ = text.becomeFirstResponder() }
        app.system.advance(to: 2)
        let keyboardHeight = app.system.keyboard.modelFrame.height
        #expect(switcher.lastOutcome != nil)
        let panel = UIView()
        app.system.perform(at: 2) { _ in switcher.showPanel(panel) }
        #expect(switcher.isShowingPanel)
        #expect(panel.frame.height == keyboardHeight)
        app.system.advance(to: 3)
        #expect(abs(app.system.keyboard.modelFrame.height - keyboardHeight) < 0.5)
        app.system.perform(at: 3) { _ in switcher.showKeyboard() }
        #expect(!switcher.isShowingPanel)
      }
    }

    @Test func runLoopTurnClockGivesOneTimePerTurn() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        var first: (TimeInterval, TimeInterval) = (0, 0)
        app.system.perform(at: 1) { _ in
          let a = RunLoopTurnClock.main.now()
          first = (a, RunLoopTurnClock.main.now())
        }
        #expect(first.0 == first.1)
        #expect(first.0 == 1)
        var second: TimeInterval = 0
        app.system.perform(at: 1.5) { _ in second = RunLoopTurnClock.main.now() }
        #expect(second == 1.5)
      }
    }

    @Test func idleFramesThatSleepStillCloseATurnAppCodeOpened() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        app.system.advance(to: 1)
        // App code outside a turn stamps the clock; the next frame's turn clears the stamp
        // even when nothing reaches the app in it and idle frames sleep.
        #expect(RunLoopTurnClock.main.now() == 1)
        app.system.advance(to: 1.1, idleFramesSleep: true)
        var inTurn: TimeInterval = 0
        // No frame between 1.1 and the action: only the frames above can have cleared it.
        app.system.perform(at: 1.1) { _ in inTurn = RunLoopTurnClock.main.now() }
        #expect(inTurn == 1.1)
        // Without a read, idle frames leave the run loop asleep and the clock unstamped.
        app.system.advance(to: 2, idleFramesSleep: true)
        app.system.perform(at: 2.1) { _ in inTurn = RunLoopTurnClock.main.now() }
        #expect(inTurn == 2.1)
      }
    }

    @Test func layoutConstraintTranslationIsOneToOne() async throws {
      try await onMainQueue {
        #expect(NSLayoutConstraint.Attribute(LayoutAttribute.leading) == .leading)
        #expect(NSLayoutConstraint.Attribute(LayoutAttribute.centerY) == .centerY)
        #expect(
          NSLayoutConstraint.Relation(LayoutConstraint.Relation.lessThanOrEqual) == .lessThanOrEqual
        )
        #expect(NSDirectionalRectEdge(DirectionalRectEdge([.top, .bottom])) == [.top, .bottom])
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(UIEdgeInsets(LayoutInsets(insets)) == insets)
      }
    }

    @Test func realizedLayoutFollowsTheSystemGuide() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .appendingPathComponent("../../Examples/layouts/apple-sample.json").standardized
        let layout = try LayoutDescription(layoutFile: Data(contentsOf: url), name: "apple-sample")
        let image = UIView()
        let edit = UITextField()
        let realized = try RealizedLayout(
          layout, in: controller.view, views: ["imageView": image, "editView": edit])
        #expect(realized.guideSource == .system)
        #expect(realized.constraints.count == layout.constraints.count)
        #expect(throws: LayoutRealizationError.self) {
          _ = try RealizedLayout(layout, in: controller.view, views: [:])
        }
        app.system.perform(at: 1) { _ in _ = edit.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame.minY < app.window.bounds.maxY - 300)
      }
    }
  }
#endif
