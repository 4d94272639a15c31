import KeyboardDockUIKit
import UIKit

/// The UIKit chat: the composer lives in the app's view hierarchy and a `KeyboardDock` keeps it
/// on the keyboard, frame by frame through interactive dismissal (keyboard tracker, “A Stickler for
/// Details”); the transcript is kept by a `KeyboardChatTranscript`: inset by the covered part only
/// (above the tab bar, “Customizing the iOS keyboard”), its newest message lifted with the keyboard
/// and kept in view through a rotation.
final class ChatViewController: UIViewController {
  private let transcript = TranscriptView(messages: Message.samples)
  private let composer = ComposerBar()
  private var dock: KeyboardDock?
  private var chatTranscript: KeyboardChatTranscript?
  #if DEBUG
    private var traceRecording: TraceRecordingControl?
  #endif

  static func inNavigation() -> UIViewController {
    let navigation = UINavigationController(
      rootViewController: ChatViewController(
        nibName: nil, bundle: nil))
    navigation.tabBarItem = UITabBarItem(
      title: "UIKit", image: UIImage(systemName: "bubble.left.and.bubble.right"), tag: 0)
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = UIColor.systemBackground
    transcript.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(transcript)
    NSLayoutConstraint.activate([
      transcript.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      transcript.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      transcript.topAnchor.constraint(equalTo: view.topAnchor),
      transcript.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let dock = KeyboardDock(view: view)
    // The transcript adapter, not `dock(_:insetting:)`: an inset alone keeps the offset, so a
    // rotation, which shrinks the transcript before the keyboard posts anything, leaves the
    // newest message below the screen.
    chatTranscript = dock.dock(composer, transcript: transcript, liftBehavior: .whenAtEnd)
    dock.installAccessory(on: composer.textView)
    dock.onRejection = { error in print("KeyboardDock rejected a notification: \(error)") }
    self.dock = dock
    #if DEBUG
      // Debug builds: a button that records a keyboard trace and shares it.
      let traceRecording = TraceRecordingControl(presenter: self, bar: composer)
      navigationItem.rightBarButtonItem = traceRecording.item
      self.traceRecording = traceRecording
    #endif

    var nextID = Message.samples.count
    composer.onSend = { [weak self] text in
      self?.transcript.append(Message(id: nextID, text: text, isMine: true))
      nextID += 1
    }
    composer.onHeightChange = { [weak self] change in
      self?.dock?.setNeedsUpdate()
      // The newest message rises and falls with the composer's own animation.
      self?.chatTranscript?.barDidChangeHeight(change)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Rotation, Split View resizing and the composer's growth are not keyboard notifications.
    dock?.setNeedsUpdate()
    // The growing pseudo accessory of “A Stickler for Details”: as tall as the composer, so an
    // interactive dismissal starts at the composer's top edge. Layout has set the composer's final
    // height.
    do {
      try dock?.setAccessoryHeight(composer.bounds.height)
    } catch {
      print("KeyboardDock refused the accessory height: \(error)")
    }
  }
}
