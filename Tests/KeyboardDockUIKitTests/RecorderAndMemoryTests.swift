#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  @testable import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  @Suite("KeyboardTraceRecorder and adapter lifetimes on the hosted UIKit")
  struct RecorderAndMemoryTests {
    @Test func recordsAHostedRunThatReplaysToTheSameFrames() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let recorder = KeyboardTraceRecorder(view: controller.view, bar: controller.composer)
        #expect(!recorder.isRecording)
        try recorder.start()
        #expect(throws: KeyboardTraceRecorderError.alreadyRecording) { try recorder.start() }
        #expect(app.system.displayLinkCount == 1)
        app.system.advance(to: 0.1)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        app.system.perform(at: 2) { _ in _ = controller.field.resignFirstResponder() }
        app.system.advance(to: 3)
        let trace = try #require(recorder.stop())
        #expect(recorder.stop() == nil)
        #expect(app.system.displayLinkCount == 0)
        // 60 frames a second for 3 s, plus the frames at start and stop.
        #expect(trace.frames.count >= 170)
        let notifications = trace.events.compactMap { event -> KeyboardEvent.Kind? in
          if case .notification(let notification) = event { return notification.kind }
          return nil
        }
        #expect(notifications.filter { $0 == .willShow }.count == 1)
        #expect(notifications.filter { $0 == .didHide }.count == 1)
        // Each recorded frame's bar sits on its recorded keyboard.
        let shown = trace.frames.filter { $0.keyboard != nil && $0.bar != nil }
        #expect(shown.count > 20)
        let worst =
          shown.map { abs(($0.bar?.maxY ?? 0) - ($0.keyboard?.minY ?? 0)) }.max() ?? .infinity
        #expect(worst < 40)
        let data = try trace.jsonData()
        #expect(try KeyboardTrace(json: data) == trace)
      }
    }

    /// The scroll view's pan is recorded while a recording runs: one `dragGesture` event per
    /// state change, with the finger's screen y, and none before `start()` or after `stop()`.
    @Test func recordsTheScrollViewsPan() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let recorder = KeyboardTraceRecorder(
          view: controller.view, bar: controller.composer, scrollView: controller.transcript)
        // Each touch in a run-loop turn of its own, as UIKit delivers it (the adapters stamp
        // what they observe with the turn's time).
        app.system.perform(at: 0.5) { system in
          system.pan(controller.transcript, .began, at: CGPoint(x: 100, y: 300))
        }
        app.system.perform(at: 0.6) { system in
          system.pan(controller.transcript, .ended, at: CGPoint(x: 100, y: 300))
        }
        try recorder.start()
        app.system.perform(at: 1) { system in
          system.pan(controller.transcript, .began, at: CGPoint(x: 100, y: 400))
        }
        app.system.perform(at: 1.1) { system in
          system.pan(controller.transcript, .changed, at: CGPoint(x: 100, y: 450))
        }
        app.system.perform(at: 1.2) { system in
          system.pan(controller.transcript, .ended, at: CGPoint(x: 100, y: 460))
        }
        let trace = try #require(recorder.stop())
        app.system.perform(at: 1.3) { system in
          system.pan(controller.transcript, .began, at: CGPoint(x: 100, y: 300))
        }
        app.system.perform(at: 1.4) { system in
          system.pan(controller.transcript, .ended, at: CGPoint(x: 100, y: 300))
        }
        let pans = trace.events.compactMap { event -> (Bool, CGFloat?)? in
          if case .dragGesture(_, let isActive, let fingerY) = event { return (isActive, fingerY) }
          return nil
        }
        #expect(pans.count == 3)
        #expect(pans.map(\.0) == [true, true, false])
        #expect(pans.map(\.1) == [400, 450, 460])
      }
    }

    @Test func recorderRefusesAViewOffScreen() async throws {
      try await onMainQueue {
        _ = HostedApp(UIViewController())
        let recorder = KeyboardTraceRecorder(view: UIView())
        #expect(throws: KeyboardTraceRecorderError.viewNotOnScreen) { try recorder.start() }
        #expect(!KeyboardTraceRecorderError.viewNotOnScreen.description.isEmpty)
        #expect(!KeyboardTraceRecorderError.alreadyRecording.description.isEmpty)
      }
    }

    @Test func adaptersAreReleasedWhenTheAppLetsGo() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        weak var host: InputBarHostView?
        weak var observer: KeyboardNotificationObserver?
        weak var frames: KeyboardFrameObserver?
        weak var switcher: InputPanelSwitcher?
        weak var toolbar: MarkdownToolbar?
        weak var textView: UITextView?
        weak var recorder: KeyboardTraceRecorder?
        var calls = 0
        do {
          let root = try #require(app.window.rootViewController?.view)
          let text = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
          root.addSubview(text)
          let hostView = InputBarHostView(
            bar: UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44)))
          root.addSubview(hostView)
          let notifications = KeyboardNotificationObserver(view: root)
          notifications.onEvent = { _ in calls += 1 }
          let frameObserver = KeyboardFrameObserver(view: root)
          frameObserver.onHostFrame = { _, _ in calls += 1 }
          text.inputAccessoryView = frameObserver.accessoryView
          let panels = InputPanelSwitcher(textView: text, defaultPanelHeight: 250)
          let bar = MarkdownToolbar(textInput: text)
          let record = KeyboardTraceRecorder(view: root)
          try record.start()
          app.system.perform(at: 1) { _ in _ = text.becomeFirstResponder() }
          app.system.advance(to: 2)
          _ = record.stop()
          #expect(calls > 0)
          app.system.perform(at: 2) { _ in _ = text.resignFirstResponder() }
          app.system.advance(to: 3)
          text.removeFromSuperview()
          hostView.removeFromSuperview()
          host = hostView
          observer = notifications
          frames = frameObserver
          switcher = panels
          toolbar = bar
          textView = text
          recorder = record
        }
        #expect(host == nil)
        #expect(observer == nil)
        #expect(frames == nil)
        #expect(switcher == nil)
        #expect(toolbar == nil)
        #expect(textView == nil)
        #expect(recorder == nil)
        let before = calls
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        app.window.rootViewController?.view.addSubview(field)
        app.system.perform(at: 3) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 4)
        #expect(calls == before)
        #expect(app.system.displayLinkCount == 0)
      }
    }
  }
#endif
