import KeyboardDockUIKit
import UIKit

/// An inverted chat: a `UITableView` flipped upside down (newest message at the bottom, first in
/// the data), the composer docked with `KeyboardDock`, and the transcript kept by a
/// `KeyboardChatTranscript`: its newest message rises with the keyboard inside the keyboard's own
/// animation and follows a finger dragging the keyboard down, frame by frame.
final class InvertedChatViewController: UIViewController, UITableViewDataSource {
  private let table = UITableView(frame: .zero, style: .plain)
  private let composer = ComposerBar()
  private var messages = Message.samples.reversed().map(\.text)
  private var dock: KeyboardDock?
  private var transcript: KeyboardChatTranscript?
  private let progress = UIProgressView(progressViewStyle: .bar)

  static func inNavigation() -> UIViewController {
    let navigation = UINavigationController(
      rootViewController: InvertedChatViewController(nibName: nil, bundle: nil))
    navigation.tabBarItem = UITabBarItem(
      title: "Inverted", image: UIImage(systemName: "arrow.up.arrow.down"), tag: 4)
    return navigation
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inverted chat"
    view.backgroundColor = UIColor.systemBackground
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    table.transform = CGAffineTransform(scaleX: 1, y: -1)
    table.keyboardDismissMode = .interactive
    table.separatorStyle = .none
    table.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(table)
    NSLayoutConstraint.activate([
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    navigationItem.titleView = progress

    let dock = KeyboardDock(view: view)
    transcript = dock.dock(composer, transcript: table, liftBehavior: .whenAtEnd, isInverted: true)
    dock.installAccessory(on: composer.textView)
    // The per-frame handler: a bar in the title that fills as the keyboard opens.
    dock.onKeyboardMotion = { [weak self] motion in
      self?.progress.progress = Float(motion.progress)
    }
    self.dock = dock

    composer.onSend = { [weak self] text in
      guard let self else { return }
      messages.insert(text, at: 0)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      transcript?.scrollToNewest(animated: true)
    }
    composer.onHeightChange = { [weak self] change in
      self?.dock?.setNeedsUpdate()
      self?.transcript?.barDidChangeHeight(change)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    dock?.setNeedsUpdate()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    cell.contentView.transform = CGAffineTransform(scaleX: 1, y: -1)  // upright again
    return cell
  }
}
