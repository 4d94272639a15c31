#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import Testing
  import KeyboardDockTestFixtures

  /// How the hosted system resizes an installed input accessory view (fact `accessory-resize`):
  /// at the layout pass after its intrinsic size is invalidated, or when the app reloads the
  /// input views after changing a frame-sized accessory's frame; a frame change alone does
  /// nothing (MessageKit issue 744).
  @Suite("The hosted UIKit resizes an installed input accessory view")
  struct HostedAccessoryResizeTests {
    @Test func aFrameSizedToolbarIsResizedByReloadInputViews() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller, device: "iphone-x")
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        toolbar.backgroundColor = .secondarySystemBackground
        field.inputAccessoryView = toolbar
        nonisolated(unsafe) var posted: [CGRect] = []
        let token = NotificationCenter.default.addObserver(
          forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { note in
          let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
          posted.append(end?.cgRectValue ?? .null)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        app.system.perform(at: 0) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 0.8)
        let rest = app.system.keyboard.modelFrame
        #expect(app.system.keyboard.accessoryToolbarHeight == 44)
        #expect(app.system.visibleAccessoryHeight(excluding: nil) == 44)
        #expect(posted.count == 1)
        // The frame alone: nothing changes on the keyboard, nothing is posted.
        app.system.perform(at: 0.8) { _ in toolbar.frame.size.height = 80 }
        app.system.advance(to: 1)
        #expect(app.system.keyboard.modelFrame == rest)
        #expect(posted.count == 1)
        // Reloaded: the keyboard grows by 36 pt at once, keys in place, and posts its frame.
        app.system.perform(at: 1) { _ in field.reloadInputViews() }
        let grown = CGRect(
          x: rest.minX, y: rest.minY - 36, width: rest.width, height: rest.height + 36)
        #expect(app.system.keyboard.modelFrame == grown)
        #expect(app.system.keyboard.presentationFrame(at: 1) == grown)
        #expect(posted.count == 2)
        #expect(posted.last == grown)
        #expect(app.system.visibleAccessoryHeight(excluding: nil) == 80)
      }
    }
  }
#endif
