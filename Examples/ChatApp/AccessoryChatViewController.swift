import KeyboardDockUIKit
import UIKit

/// The `inputAccessoryView` chat (input accessory view, “UITextField docked like iOS Messenger”),
/// for comparison: the bar is owned by the controller's view, never the controller, and UIKit moves
/// it with the keyboard.
final class AccessoryChatViewController: UIViewController, UIAdaptivePresentationControllerDelegate
{
  private let composer = ComposerBar()

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
    let transcript = TranscriptView(messages: Message.samples)
    transcript.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(transcript)
    NSLayoutConstraint.activate([
      transcript.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      transcript.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      transcript.topAnchor.constraint(equalTo: view.topAnchor),
      transcript.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
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
