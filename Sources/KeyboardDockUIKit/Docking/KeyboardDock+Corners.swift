#if canImport(UIKit)
  import Foundation
  import KeyboardDockCore
  import UIKit

  extension KeyboardDock {
    /// The keyboard's corners on this device and app: rounded from iOS 26 unless the app's
    /// Info.plist sets `UIDesignRequiresCompatibility` (react-native-keyboard-controller
    /// PR #1415 reads the same key).
    static var cornerCover: KeyboardCornerCover {
      KeyboardCornerCover(
        system: RunningSystem.version, requiresCompatibility: requiresDesignCompatibility)
    }

    /// The app's Info.plist key, read once: it cannot change while the app runs (and reading
    /// the bundle on every display frame was 6 % of a hosted run).
    private static let requiresDesignCompatibility =
      Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false

    /// A view in the bar's colour pinned below `bar`, 0 pt tall until an update gives it the
    /// cover's depth; it sits behind the keyboard except where the keyboard's corners are
    /// rounded.
    static func cornerBackdrop(below bar: UIView, in view: UIView) -> (
      view: UIView, height: NSLayoutConstraint
    ) {
      let backdrop = UIView()
      backdrop.isUserInteractionEnabled = false
      backdrop.translatesAutoresizingMaskIntoConstraints = false
      backdrop.backgroundColor = bar.backgroundColor
      view.insertSubview(backdrop, belowSubview: bar)
      let height = backdrop.heightAnchor.constraint(equalToConstant: 0)
      NSLayoutConstraint.activate([
        backdrop.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
        backdrop.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
        backdrop.topAnchor.constraint(equalTo: bar.bottomAnchor), height,
      ])
      return (backdrop, height)
    }
  }
#endif
