import KeyboardDockUIKit
import UIKit

/// A form of twelve fields in a scroll view: a `FormScroller` keeps the focused field's caret 16 pt
/// above the keyboard and the docked toolbar on show, focus moves (iOS 26's silent ones
/// included), keyboard height changes and rotation; the toolbar's previous / next / done buttons
/// move focus in reading order and scroll the next field in.
final class FormViewController: UIViewController, UITextFieldDelegate {
  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  private let toolbar = UIToolbar()
  private var fields: [UITextField] = []
  private var dock: KeyboardDock?
  private var form: FormScroller?

  static func inNavigation() -> UIViewController {
    let navigation = UINavigationController(
      rootViewController: FormViewController(nibName: nil, bundle: nil))
    navigation.tabBarItem = UITabBarItem(
      title: "Form", image: UIImage(systemName: "list.bullet.rectangle"), tag: 5)
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
    view.backgroundColor = UIColor.systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .interactive
    view.addSubview(scrollView)
    stack.axis = .vertical
    stack.spacing = 24
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let names = [
      "First name", "Last name", "E-mail", "Phone", "Street", "Number", "City", "Postcode",
      "Country", "Company", "Position", "Notes",
    ]
    for (index, name) in names.enumerated() {
      let field = UITextField()
      field.placeholder = name
      field.borderStyle = .roundedRect
      field.keyboardType = index == 2 ? .emailAddress : (index == 3 ? .phonePad : .default)
      field.returnKeyType = index == names.count - 1 ? .done : .next
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
      fields.append(field)
    }
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
      stack.leadingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
    ])

    // Actions rather than target–selector pairs: the same code runs without an Objective-C
    // runtime (the hosted UIKit on Linux, where the example's tests run this screen).
    toolbar.items = [
      UIBarButtonItem(
        image: UIImage(systemName: "chevron.up"),
        primaryAction: UIAction { [weak self] _ in self?.form?.focusPrevious() }),
      UIBarButtonItem(
        image: UIImage(systemName: "chevron.down"),
        primaryAction: UIAction { [weak self] _ in self?.form?.focusNext() }),
      .flexibleSpace(),
      UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak self] _ in self?.view.endEditing(true) }),
    ]
    let dock = KeyboardDock(view: view)
    dock.dock(toolbar)
    for field in fields { dock.installAccessory(on: field) }
    do {
      let form = try dock.scrollForm(scrollView, bottomOffset: 16)
      form.fields = fields
      self.form = form
    } catch {
      print("FormScroller refused its bottom offset: \(error)")
    }
    self.dock = dock
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    dock?.setNeedsUpdate()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    form?.focusNext()
    return false
  }
}
