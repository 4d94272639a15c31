import KeyboardDockLayout
import KeyboardDockUIKit
import UIKit

/// The keyboard layout guide technique (keyboard layout guide, “Keyboard Layout Guide”): a toolbar
/// that follows a floating iPad keyboard, from `Examples/layouts/adaptive-toolbar.json`, the file
/// `kbdock verify` checks.
///
/// Add that JSON file to the app target's resources. `RealizedLayout` hands its tracked
/// constraints to `UIKeyboardLayoutGuide` on iOS 15.4 and later, and to the package's own guide,
/// driven by the tracker, before.
final class LayoutGuideViewController: UIViewController {
  private let toolbar = ToolbarView()
  private let textView = UITextView(frame: .zero)
  private let status = UILabel()
  private var realized: RealizedLayout?
  /// The layout file to realise; `nil` reads `adaptive-toolbar.json` from the app's resources.
  private var layoutFile: URL?

  static func inNavigation(layoutFile: URL? = nil) -> UIViewController {
    let controller = LayoutGuideViewController(nibName: nil, bundle: nil)
    controller.layoutFile = layoutFile
    let navigation = UINavigationController(rootViewController: controller)
    navigation.tabBarItem = UITabBarItem(
      title: "Layout guide", image: UIImage(systemName: "rectangle.bottomhalf.filled"), tag: 3)
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Layout guide"
    view.backgroundColor = UIColor.systemBackground
    for subview in [textView, status] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    status.numberOfLines = 0
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      textView.heightAnchor.constraint(equalToConstant: 120),
      status.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
      status.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
      status.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
    ])
    do {
      guard
        let url = layoutFile ?? Self.resource("adaptive-toolbar", withExtension: "json")
      else {
        status.text = "adaptive-toolbar.json is not in the app's resources"
        return
      }
      let layout = try LayoutDescription(
        layoutFile: try Data(contentsOf: url), name: "adaptive-toolbar")
      let realized = try RealizedLayout(layout, in: view, views: ["toolbar": toolbar])
      status.text = "Keyboard guide: \(realized.guideSource.rawValue)"
      self.realized = realized
    } catch {
      // A bad file or a missing item says what is wrong instead of crashing.
      status.text = "\(error)"
    }
  }

  /// A file of the app's resources: in the app's main bundle (an Xcode app target), or in a
  /// resource bundle inside it (an app package puts a target's resources there).
  static func resource(_ name: String, withExtension ext: String) -> URL? {
    if let url = Bundle.main.url(forResource: name, withExtension: ext) { return url }
    for bundlePath in Bundle.main.paths(forResourcesOfType: "bundle", inDirectory: nil) {
      if let url = Bundle(path: bundlePath)?.url(forResource: name, withExtension: ext) {
        return url
      }
    }
    return nil
  }
}

/// A 240 × 44 pt toolbar, the intrinsic size the layout file declares.
final class ToolbarView: UIView {
  init() {
    super.init(frame: .zero)
    backgroundColor = UIColor.secondarySystemBackground
    let stack = UIStackView(
      arrangedSubviews: ["Bold", "Italic", "Code"].map { title in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
      })
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: 240, height: 44) }
}
