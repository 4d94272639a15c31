#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit

  /// The common mistake, written as app code: the keyboard notifications move the bar's bottom
  /// constraint inside `UIView.animate(withDuration:delay:options:)` with the notification's
  /// duration and `.curveEaseInOut`, ignoring the posted curve.
  ///
  /// The keyboard moves along its own curve (`UIKeyboardAnimationCurveUserInfoKey`, 7: not one of
  /// the public `UIView.AnimationCurve` cases), so the bar lags or leads it during every animated
  /// show and hide and meets it only at the end. It reads the notification itself, as such apps
  /// do, and uses no KeyboardDock code: this row shows what the adapters correct.
  @MainActor
  final class EaseInOutViewController: UIViewController, FieldOrComposerApp {
    let transcript = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    var barBottom: NSLayoutConstraint?
    /// The keyboard observers, removed when the controller goes.
    private var observers: ObserverTokens?
    /// The keyboard's height over the view's bottom from the last notification.
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

      let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] notification in
          let info = notification.userInfo ?? [:]
          let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          let duration =
            (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
            ?? 0.25
          MainActor.assumeIsolated { self?.keyboardWillMove(to: end, duration: duration) }
        }
      }
      observers = ObserverTokens(tokens)
    }

    /// The mistake: the duration is the notification's, the curve is not.
    private func keyboardWillMove(to end: CGRect?, duration: TimeInterval) {
      guard let end, let screen = view.window?.windowScene?.screen else { return }
      let frame = view.convert(end, from: screen.coordinateSpace)
      covered = max(0, view.bounds.maxY - frame.minY)
      UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) {
        self.applyCoveredHeight()
        self.view.layoutIfNeeded()
      }
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

  /// Block-based `NotificationCenter` observers, removed from the default center when their
  /// owner lets go of them.
  ///
  /// The controller's `deinit` is nonisolated and cannot read its main-actor properties; an
  /// `isolated deinit` would run in a later turn of the main queue, keeping the app and its
  /// views until then. `removeObserver(_:)` is thread-safe and the tokens never change, which
  /// makes the unchecked `Sendable` sound
  /// (https://developer.apple.com/documentation/foundation/notificationcenter).
  final class ObserverTokens: @unchecked Sendable {
    private let tokens: [any NSObjectProtocol]

    init(_ tokens: [any NSObjectProtocol]) { self.tokens = tokens }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
