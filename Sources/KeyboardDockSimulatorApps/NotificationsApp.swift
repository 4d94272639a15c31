#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockUIKit

  /// The notification technique as `KeyboardAnimator`'s documentation shows it: a
  /// `KeyboardNotificationObserver` whose events animate the bar's bottom constraint with
  /// `KeyboardAnimator.animate(alongside:)` to the keyboard's covered height of the view.
  ///
  /// Two things the documentation's snippet leaves to the app, done here as an app would: the
  /// bar rests on the bottom safe area while the keyboard covers less (the constant is at least
  /// the view's bottom safe-area inset), and the transcript's bottom inset follows the bar in the
  /// same animation.
  @MainActor
  final class NotificationsViewController: UIViewController, FieldOrComposerApp {
    let transcript = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    var observer: KeyboardNotificationObserver?
    var barBottom: NSLayoutConstraint?
    /// The keyboard's covered height of the view from the last event.
    var covered: CGFloat = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: transcript, composer: composer, field: field, bar: barSetup)
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      let barBottom = composer.bottomAnchor.constraint(equalTo: view.bottomAnchor)
      NSLayoutConstraint.activate([
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        barBottom,
      ])
      self.barBottom = barBottom

      let observer = KeyboardNotificationObserver(view: view)
      observer.onEvent = { [weak self] event in
        guard let self, event.kind?.isWill == true else { return }
        covered = ViewPlacement(view: view)?.coveredHeight(byKeyboard: event.endFrame) ?? 0
        KeyboardAnimator.animate(alongside: event) {
          self.applyCoveredHeight()
          self.view.layoutIfNeeded()
        }
      }
      self.observer = observer
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      applyCoveredHeight()
    }

    /// Puts the bar on the keyboard (or the safe area) and insets the transcript under it.
    private func applyCoveredHeight() {
      let safeBottom = view.safeAreaInsets.bottom
      let lift = max(covered, safeBottom)
      if barBottom?.constant != -lift { barBottom?.constant = -lift }
      let inset = lift + composer.bounds.height - safeBottom
      if transcript.contentInset.bottom != inset { transcript.contentInset.bottom = inset }
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcript }
    /// What the scenario asks of the bar; set before the view loads.
    var barSetup = ShippingAppBar.oneLine
    private(set) var growingComposer: GrowingComposer?
  }
#endif
