#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A form: three fields in a scroll view, one high, one low on the screen, one below it, and
  /// a toolbar docked on the keyboard.
  @MainActor
  final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let toolbar = UIStackView()
    let fields = [UITextField(), UITextField(), UITextField()]
    let scrollsBackOnHide: Bool
    var dock: KeyboardDock?
    var form: FormScroller?

    init(scrollsBackOnHide: Bool = false) {
      self.scrollsBackOnHide = scrollsBackOnHide
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.keyboardDismissMode = .interactive
      scrollView.contentSize = CGSize(width: view.bounds.width, height: 1400)
      view.addSubview(scrollView)
      for (field, y) in zip(fields, [100, 700, 1200] as [CGFloat]) {
        field.frame = CGRect(x: 16, y: y, width: 200, height: 34)
        scrollView.addSubview(field)
      }
      let done = UIButton(type: .system)
      done.setTitle("Done", for: .normal)
      toolbar.addArrangedSubview(done)
      toolbar.isLayoutMarginsRelativeArrangement = true
      toolbar.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      let dock = KeyboardDock(view: view)
      dock.dock(toolbar, insetting: nil)
      form = try? dock.scrollForm(
        scrollView, bottomOffset: 16, scrollsBackOnHide: scrollsBackOnHide)
      form?.fields = fields
      self.dock = dock
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      dock?.setNeedsUpdate()
    }
  }

  @Suite("FormScroller on the hosted UIKit")
  struct FormScrollerTests {
    @Test func aLowFieldEndsAboveTheKeyboardAndTheBar() async throws {
      try await onMainQueue {
        let controller = FormViewController()
        let app = HostedApp(controller)
        let field = controller.fields[1]
        #expect(controller.scrollView.contentOffset.y == 0)
        #expect(app.visibleFrame(field).maxY > app.window.bounds.maxY - 336)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let keyboardTop = app.keyboardTop
        let barTop = app.visibleFrame(controller.toolbar).minY
        // On the keyboard within the tracker's 0.5 pt (the toolbar once rested 0.53 pt above it:
        // an update published from viewDidLayoutSubviews inside the display link's layout put
        // the bar back where the keyboard was a frame earlier, and the link stopped there).
        #expect(abs(app.visibleFrame(controller.toolbar).maxY - keyboardTop) < 0.5)
        #expect(barTop < keyboardTop)
        // The field, with 16 points below it, ends on the bar's top: scrolled no further.
        let fieldBottom = app.visibleFrame(field).maxY
        #expect(fieldBottom + 16 <= barTop + 0.6)
        #expect(fieldBottom + 16 > barTop - 34)
        #expect(controller.scrollView.contentOffset.y > 0)
        let covered = app.window.bounds.maxY - barTop
        let expected = covered - controller.scrollView.safeAreaInsets.bottom
        #expect(abs(controller.scrollView.contentInset.bottom - expected) < 0.6)
      }
    }

    @Test func nextAndPreviousMoveFocusInOrderAndScrollTheFieldIn() async throws {
      try await onMainQueue {
        let controller = FormViewController()
        let app = HostedApp(controller)
        let form = try #require(controller.form)
        #expect(form.fields.count == 3)
        var errors: [any Error] = []
        form.onError = { errors.append($0) }
        var moved = false
        app.system.perform(at: 1) { _ in moved = form.focusNext() }
        app.system.advance(to: 2)
        #expect(moved)
        #expect(controller.fields[0].isFirstResponder)
        for (index, time) in [(1, 2.0), (2, 3.0)] {
          app.system.perform(at: time) { _ in moved = form.focusNext() }
          app.system.advance(to: time + 1)
          #expect(moved)
          #expect(controller.fields[index].isFirstResponder)
          let barTop = app.visibleFrame(controller.toolbar).minY
          let field = controller.fields[index]
          let frame = app.visibleFrame(field)
          // The caret (one line, centred in the field), with 16 points below it, ends on the
          // bar's top; the whole field shows. (It once passed on the field's frame: an update at
          // once in the focus change's run-loop turn scrolled the field in before editing began,
          // a jump the reveal's animation now replaces.)
          let caret = field.caretRect(for: field.endOfDocument)
          #expect(frame.minY + caret.maxY + 16 <= barTop + 0.5)
          #expect(frame.minY + caret.maxY + 16 > barTop - 0.5)
          #expect(frame.maxY <= barTop)
          #expect(frame.minY >= app.window.safeAreaInsets.top - 0.5)
        }
        app.system.perform(at: 4) { _ in moved = form.focusPrevious() }
        app.system.advance(to: 5)
        #expect(moved)
        #expect(controller.fields[1].isFirstResponder)
        #expect(app.visibleFrame(controller.fields[1]).maxY + 16 <= app.keyboardTop + 0.5)
        // Past the last field editing ends.
        app.system.perform(at: 5) { _ in _ = form.focusNext() }
        app.system.perform(at: 5.1) { _ in moved = form.focusNext() }
        app.system.advance(to: 6)
        #expect(!moved)
        #expect(controller.fields.allSatisfy { !$0.isFirstResponder })
        #expect(errors.isEmpty)
      }
    }

    @Test func scrollsBackOnHideOnlyWhenAsked() async throws {
      for scrollsBack in [true, false] {
        try await onMainQueue {
          let controller = FormViewController(scrollsBackOnHide: scrollsBack)
          let app = HostedApp(controller)
          let field = controller.fields[1]
          app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
          app.system.advance(to: 2)
          let scrolled = controller.scrollView.contentOffset.y
          #expect(scrolled > 100)
          app.system.perform(at: 2) { _ in _ = field.resignFirstResponder() }
          app.system.advance(to: 3)
          if scrollsBack {
            #expect(controller.scrollView.contentOffset.y == 0)
          } else {
            #expect(controller.scrollView.contentOffset.y > 100)
          }
        }
      }
    }

    @Test func nothingScrollsWhileAFingerDragsTheKeyboard() async throws {
      try await onMainQueue {
        let controller = FormViewController()
        let app = HostedApp(controller)
        let field = controller.fields[1]
        controller.dock?.installAccessory(on: field)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let offset = controller.scrollView.contentOffset.y
        #expect(offset > 0)
        let rest = app.keyboardTop
        var steps = 0
        for (index, finger) in stride(from: rest + 20, through: rest + 120, by: 20).enumerated() {
          try app.system.perform(at: 2 + Double(index) / 60) { system in
            try system.keyboardAction { keyboard, time in
              try keyboard.fingerMoved(to: finger, at: time)
            }
            // Editing began again mid-drag: still nothing scrolls.
            NotificationCenter.default.post(
              name: UITextField.textDidBeginEditingNotification, object: field)
          }
          steps += 1
          #expect(app.keyboardTop > rest + 10)
          #expect(controller.scrollView.contentOffset.y == offset)
        }
        #expect(steps == 6)
      }
    }

    @Test func aBottomOffsetThatIsNegativeOrNotFiniteIsRejected() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        _ = HostedApp(controller)
        let dock = KeyboardDock(view: controller.view)
        let scrollView = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scrollView)
        for value in [-1, .nan, .infinity] as [CGFloat] {
          #expect(throws: ContentScrollError.self) {
            try dock.scrollForm(scrollView, bottomOffset: value)
          }
        }
        let form = try dock.scrollForm(scrollView, bottomOffset: 0, scrollsBackOnHide: true)
        #expect(form.policy.bottomOffset == 0)
        #expect(form.scrollView === scrollView)
      }
    }
  }
#endif
