#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A chat screen: a long transcript and a composer docked with
  /// `dock(_:transcript:liftBehavior:isInverted:)`.
  @MainActor
  final class ChatViewController: UIViewController {
    let scrollView = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    let liftBehavior: ChatLiftBehavior
    let isInverted: Bool
    var dock: KeyboardDock?
    var transcript: KeyboardChatTranscript?

    init(liftBehavior: ChatLiftBehavior = .whenAtEnd, isInverted: Bool = false) {
      self.liftBehavior = liftBehavior
      self.isInverted = isInverted
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
      view.addSubview(scrollView)
      composer.addArrangedSubview(field)
      composer.isLayoutMarginsRelativeArrangement = true
      composer.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      let dock = KeyboardDock(view: view)
      transcript = dock.dock(
        composer, transcript: scrollView, liftBehavior: liftBehavior, isInverted: isInverted)
      dock.installAccessory(on: field)
      self.dock = dock
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      dock?.setNeedsUpdate()
    }
  }

  @MainActor
  extension HostedApp {
    /// Shows the keyboard at `time` and lets it come to rest.
    func showKeyboard(for field: UITextField, at time: TimeInterval) {
      system.perform(at: time) { _ in _ = field.becomeFirstResponder() }
      system.advance(to: time + 1)
    }

    /// Hides the keyboard at `time` and lets it come to rest.
    func hideKeyboard(for field: UITextField, at time: TimeInterval) {
      system.perform(at: time) { _ in _ = field.resignFirstResponder() }
      system.advance(to: time + 1)
    }
  }

  @Suite("KeyboardChatTranscript on the hosted UIKit")
  struct ChatTranscriptTests {
    /// The content's bottom edge, in screen points, once the keyboard rests.
    @MainActor
    static func visibleContentEnd(_ controller: ChatViewController, _ app: HostedApp) -> CGFloat {
      let scrollView = controller.scrollView
      return app.visibleFrame(scrollView).minY + scrollView.contentSize.height
        - scrollView.contentOffset.y
    }

    @Test func theNewestMessageRidesTheKeyboardUpAndDown() async throws {
      try await onMainQueue {
        let controller = ChatViewController(liftBehavior: .whenAtEnd)
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        #expect(transcript.isShowingNewest)
        let restingOffset = controller.scrollView.contentOffset.y
        app.showKeyboard(for: controller.field, at: 1)
        // The last message ends on the composer's top, above the keyboard.
        let barTop = app.visibleFrame(controller.composer).minY
        #expect(barTop < app.keyboardTop)
        #expect(abs(Self.visibleContentEnd(controller, app) - barTop) < 0.5)
        #expect(transcript.isShowingNewest)
        let inset = controller.scrollView.contentInset.bottom
        #expect(inset > 250)
        #expect(controller.scrollView.contentOffset.y > restingOffset + 200)
        app.hideKeyboard(for: controller.field, at: 3)
        #expect(transcript.isShowingNewest)
        #expect(controller.scrollView.contentInset.bottom < inset - 200)
        #expect(abs(controller.scrollView.contentOffset.y - restingOffset) < 0.5)
      }
    }

    @Test func neverOnlyInsets() async throws {
      try await onMainQueue {
        let controller = ChatViewController(liftBehavior: .never)
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        #expect(transcript.liftBehavior == .never)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        let offset = controller.scrollView.contentOffset.y
        let before = controller.scrollView.contentInset.bottom
        app.showKeyboard(for: controller.field, at: 1)
        #expect(controller.scrollView.contentInset.bottom > before + 200)
        #expect(controller.scrollView.contentOffset.y == offset)
        #expect(!transcript.isShowingNewest)
      }
    }

    @Test func persistentStaysLiftedWhenTheKeyboardHides() async throws {
      try await onMainQueue {
        let controller = ChatViewController(liftBehavior: .persistent)
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        let resting = controller.scrollView.contentOffset.y
        app.showKeyboard(for: controller.field, at: 1)
        let lifted = controller.scrollView.contentOffset.y
        #expect(lifted > resting + 200)
        app.hideKeyboard(for: controller.field, at: 3)
        #expect(controller.scrollView.contentOffset.y == lifted)
      }
    }

    @Test func anInvertedTranscriptTakesTheInsetOnItsTop() async throws {
      try await onMainQueue {
        let controller = ChatViewController(isInverted: true)
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        #expect(transcript.isInverted)
        #expect(controller.scrollView.contentInsetAdjustmentBehavior == .never)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        #expect(transcript.isShowingNewest)
        let bottom = controller.scrollView.contentInset.bottom
        app.showKeyboard(for: controller.field, at: 1)
        let covered = app.window.bounds.maxY - app.visibleFrame(controller.composer).minY
        #expect(abs(controller.scrollView.contentInset.top - covered) < 0.5)
        #expect(controller.scrollView.verticalScrollIndicatorInsets.top == covered)
        #expect(controller.scrollView.contentInset.bottom == bottom)
        // Newest first: the offset follows the top inset so the newest message stays in view.
        #expect(transcript.isShowingNewest)
        #expect(abs(controller.scrollView.contentOffset.y + covered) < 0.5)
      }
    }

    @Test func aFrozenTranscriptMovesNothing() async throws {
      try await onMainQueue {
        let controller = ChatViewController()
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        app.showKeyboard(for: controller.field, at: 1)
        let inset = controller.scrollView.contentInset.bottom
        let offset = controller.scrollView.contentOffset.y
        transcript.isFrozen = true
        #expect(transcript.isFrozen)
        app.hideKeyboard(for: controller.field, at: 3)
        #expect(controller.scrollView.contentInset.bottom == inset)
        #expect(controller.scrollView.contentOffset.y == offset)
        transcript.isFrozen = false
        controller.dock?.setNeedsUpdate()
        app.system.advance(to: 5)
        #expect(controller.scrollView.contentInset.bottom < inset - 200)
      }
    }

    @Test func aTallerBarLiftsTheNewestMessageWithIt() async throws {
      try await onMainQueue {
        let controller = ChatViewController()
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        app.system.advance(to: 0.5)
        transcript.scrollToNewest(animated: false)
        app.showKeyboard(for: controller.field, at: 1)
        let inset = controller.scrollView.contentInset.bottom
        let barHeight = controller.composer.bounds.height
        controller.composer.layoutMargins.top = 48
        transcript.barDidChangeHeight(nil)
        let grown = controller.composer.bounds.height - barHeight
        #expect(abs(grown - 40) < 0.5)
        #expect(abs(controller.scrollView.contentInset.bottom - (inset + grown)) < 0.5)
        #expect(transcript.isShowingNewest)
      }
    }

    @Test func geometryThatIsNotFiniteIsReported() async throws {
      try await onMainQueue {
        let controller = ChatViewController()
        let app = HostedApp(controller)
        let transcript = try #require(controller.transcript)
        var errors: [ContentScrollError] = []
        transcript.onError = { errors.append($0) }
        let inset = controller.scrollView.contentInset.bottom
        controller.scrollView.contentSize.height = .nan
        app.showKeyboard(for: controller.field, at: 1)
        #expect(!errors.isEmpty)
        let invalidPositions = errors.filter { error in
          guard case .invalidPosition = error.code else { return false }
          return true
        }
        #expect(invalidPositions.count == errors.count)
        #expect(controller.scrollView.contentInset.bottom == inset)
      }
    }
  }
#endif
