import KeyboardDockCore
import KeyboardDockUIKit
import UIKit

/// The `inputAccessoryView` chat (input accessory view, “UITextField docked like iOS Messenger”),
/// for comparison: the bar is owned by the controller's view, never the controller, and UIKit moves
/// it with the keyboard.
///
/// The keyboard's notifications (which count the accessory) inset the transcript, and Core's `ChatTranscriptCoordinator` keeps its newest message in view, inside the
/// keyboard's own animation.
final class AccessoryChatViewController: UIViewController, UIAdaptivePresentationControllerDelegate
{
  private let composer = ComposerBar()
  private let transcript = TranscriptView(messages: Message.samples)
  private var coordinator = ChatTranscriptCoordinator(liftBehavior: .whenAtEnd)
  private var observer: KeyboardNotificationObserver?
  private var hasScrolledToNewest = false

  static func inNavigation() -> UIViewController {
    let navigation = UINavigationController(
      rootViewController: AccessoryChatViewController(
        nibName: nil, bundle: nil))
    navigation.tabBarItem = UITabBarItem(
      title: "Accessory", image: UIImage(systemName: "keyboard"), tag: 2)
    return navigation
  }

  override func loadView() {
    view = InputBarHostView(bar: composer)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Accessory bar"
    view.backgroundColor = UIColor.systemBackground
    transcript.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(transcript)
    NSLayoutConstraint.activate([
      transcript.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      transcript.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      transcript.topAnchor.constraint(equalTo: view.topAnchor),
      transcript.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    // The keyboard's frame counts the accessory: the transcript is inset by what it covers
    // above the bottom safe area (UIKit adds that), and the newest message rides along.
    let observer = KeyboardNotificationObserver(view: view)
    observer.onEvent = { [weak self] event in
      guard let self, event.kind?.isWill == true else { return }
      let covered = ViewPlacement(view: view)?.coveredHeight(byKeyboard: event.endFrame) ?? 0
      keepNewestMessage(keyboardInset: max(0, covered - view.safeAreaInsets.bottom)) { changes in
        KeyboardAnimator.animate(alongside: event, animations: changes)
      }
    }
    self.observer = observer
    var nextID = Message.samples.count
    composer.onSend = { [weak self] text in
      self?.transcript.append(Message(id: nextID, text: text, isMine: true))
      nextID += 1
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // A rotation or a new window size resizes the transcript before the keyboard posts
    // anything: the coordinator keeps the newest message if it showed before.
    if hasScrolledToNewest {
      keepNewestMessage(keyboardInset: coordinator.keyboardInset) { changes in
        UIView.performWithoutAnimation(changes)
      }
    }
    // A chat opens at its newest message, once the transcript has its size.
    guard !hasScrolledToNewest, view.window != nil, transcript.bounds.height > 0 else { return }
    hasScrolledToNewest = true
    transcript.layoutIfNeeded()
    transcript.contentOffset.y = coordinator.newestOffset(in: transcript.contentPosition)
  }

  /// Sets the transcript's bottom inset to `keyboardInset`, moving its content as the
  /// coordinator decides, through `animate` (the keyboard's animation).
  private func keepNewestMessage(
    keyboardInset: CGFloat, animate: (@escaping () -> Void) -> Void
  ) {
    let isUserScrolling = transcript.isDragging || transcript.isDecelerating
    guard
      let change = try? coordinator.change(
        in: transcript.contentPosition, keyboardInset: keyboardInset,
        isUserScrolling: isUserScrolling)
    else { return }
    animate { [transcript] in
      transcript.contentInset.bottom = change.keyboardInset
      transcript.verticalScrollIndicatorInsets.bottom = change.keyboardInset
      if let offset = change.offset { transcript.contentOffset.y = offset }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    (view as? InputBarHostView)?.reclaimFirstResponder()
  }

  // A swiped-away sheet posts nothing the host could notice; bring the bar back here.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    (view as? InputBarHostView)?.reclaimFirstResponder()
  }
}
