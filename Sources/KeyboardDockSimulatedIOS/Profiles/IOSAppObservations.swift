import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What one app observes of the simulated keyboard on one iOS version: the system keyboard's
/// outputs with the version's quirks (``IOSProfile``) applied.
///
/// The keyboard itself is not changed here: its notifications, KVO values and layout-guide
/// changes are what a well-behaved iOS reports; this turns them into what the version really
/// reports to an app, which can depend on the app (whether its first responder carries an input
/// accessory view). Values marked ``KeyboardLayoutChange/isTransient`` are reported by KVO on a
/// view pinned to the keyboard layout guide inside one layout pass, and never shown: Auto Layout
/// renders only the pass's last value.
///
/// ```swift
/// var observed = IOSAppObservations(profile: .ios26dot2, hasInputAccessory: false)
/// let outputs = observed.filter(keyboard.drainOutputs(upTo: now), keyboard: keyboard, scene: scene)
/// ```
public struct IOSAppObservations: Sendable {
  /// The iOS version.
  public let profile: IOSProfile
  /// Whether the app's first responder carries an input accessory view.
  public var hasInputAccessory: Bool
  /// The input accessory view's height in points (0 for an invisible one).
  public var accessoryHeight: CGFloat = 0

  private var reloaded = false
  /// Whether the last layout-guide value of a drag showed nothing of the keyboard's position.
  private var dragHidPosition = false

  /// Creates the observations of one app.
  public init(profile: IOSProfile, hasInputAccessory: Bool) {
    self.profile = profile
    self.hasInputAccessory = hasInputAccessory
  }

  /// The app called `reloadInputViews()` to swap its input view.
  public mutating func inputViewsReloaded() { reloaded = true }

  /// The outputs as this app observes them.
  ///
  /// - Parameters:
  ///   - outputs: What the system keyboard posted, in order.
  ///   - keyboard: The keyboard after posting them (its device, its drag).
  ///   - scene: Where the app's view is.
  /// - Returns: The outputs with the version's quirks applied, in order.
  public mutating func filter(
    _ outputs: [SystemKeyboardOutput], keyboard: SystemKeyboard, scene: SceneGeometry
  ) -> [SystemKeyboardOutput] {
    guard !profile.quirks.isEmpty || accessoryHeight > 0 else { return outputs }
    var observed: [SystemKeyboardOutput] = []
    observed.reserveCapacity(outputs.count + 2)
    for output in outputs {
      switch output {
      case .hostFrame:
        // react-native-keyboard-controller #973.
        if profile.has(.accessoryHostSilent) { continue }
        observed.append(output)
      case .layoutChange(var change):
        if hasInputAccessory, accessoryHeight > 0 {
          // The guide counts the accessory as part of the keyboard at rest; on 26.0 not during
          // a drag (react-native-keyboard-controller PR #1068).
          let isDrag = change.isInteractive
          if !(isDrag && profile.has(.layoutGuideDragWithoutAccessory)),
            change.frame.minY < keyboard.screenBounds.maxY
          {
            change.frame.origin.y -= accessoryHeight
            change.frame.size.height += accessoryHeight
          }
        }
        let toolbar = keyboard.accessoryToolbarHeight
        let bottom = keyboard.screenBounds.maxY
        if toolbar > 0, change.isInteractive,
          profile.has(.layoutGuideDragWithoutAccessory), change.frame.minY < bottom
        {
          // react-native-keyboard-controller PR #1068: during the drag the guide leaves the
          // input accessory view out; at rest it counts it. Once only the accessory is left on
          // screen the guide rests on the bottom, and says nothing of where the keyboard is.
          let top = min(change.frame.minY + toolbar, bottom)
          change.hidesPosition = change.frame.minY + toolbar >= bottom
          change.frame.size.height = change.frame.maxY - top
          change.frame.origin.y = top
          dragHidPosition = change.hidesPosition
        } else if dragHidPosition, change.animation != nil {
          // The keyboard returns from where the app last could not see it: the return's value
          // says where it goes, not where it starts.
          change.hidesPosition = true
          dragHidPosition = false
        } else if change.animation != nil {
          dragHidPosition = false
        }
        observed.append(.layoutChange(change))
      case .notification(var posted):
        if posted.name == .didShow || posted.name == .didHide {
          let wasReloaded = reloaded
          reloaded = false
          // react-native-keyboard-controller PR #1304.
          if wasReloaded, posted.name == .didShow, profile.has(.noDidShowAfterReload) {
            continue
          }
        }
        if profile.has(.padEndFrameInViewCoordinates), hasInputAccessory,
          keyboard.device.idiom == .pad, scene.viewInScreen.origin != .zero,
          let end = Self.rect(posted.userInfo[KeyboardUserInfo.frameEnd])
        {
          // FB18129544: the end frame in the view's coordinates.
          posted.userInfo[KeyboardUserInfo.frameEnd] = KeyboardUserInfo.value(
            scene.viewRect(fromScreen: end))
        }
        let strip = keyboard.autofillStripHeight
        if strip > 0, profile.has(.autofillBarMissingFromEndFrame),
          var end = Self.rect(posted.userInfo[KeyboardUserInfo.frameEnd]),
          end.minY < keyboard.screenBounds.maxY, end.height > strip
        {
          // mozilla-mobile/firefox-ios PR #30146: the end frame leaves the AutoFill strip out.
          end.origin.y += strip
          end.size.height -= strip
          posted.userInfo[KeyboardUserInfo.frameEnd] = KeyboardUserInfo.value(end)
        }
        observed.append(.notification(posted))
        observed += transients(after: posted, keyboard: keyboard, scene: scene)
      }
    }
    return observed
  }

  /// The spurious layout-guide values a notification brings on this version, each followed by
  /// the right value, in one layout pass.
  private func transients(
    after posted: PostedNotification, keyboard: SystemKeyboard, scene: SceneGeometry
  ) -> [SystemKeyboardOutput] {
    let model = keyboard.modelFrame
    func pass(_ spurious: CGRect) -> [SystemKeyboardOutput] {
      [spurious, model].map { frame in
        var change = KeyboardLayoutChange(
          frame: frame, floatingFrame: keyboard.floatingFrame, mode: keyboard.mode,
          animation: nil, time: posted.time)
        change.isTransient = true
        return .layoutChange(change)
      }
    }
    switch posted.name {
    case .didShow:
      // react-native-keyboard-controller #1155 / PR #1159: 453.66 pt for a 345 pt keyboard.
      guard let factor = profile.tallValueFactor, keyboard.mode == .docked, keyboard.isLocal,
        model.minY < keyboard.screenBounds.maxY
      else { return [] }
      let height = (model.height * factor * 100).rounded() / 100
      return pass(
        CGRect(x: model.minX, y: model.maxY - height, width: model.width, height: height))
    case .willHide:
      // react-native-keyboard-controller PR #1299: the accessory is detached as the keyboard
      // hides, and the probe reports an invalid frame.
      guard hasInputAccessory, profile.has(.layoutGuideInvalidFrameOnAccessoryDetach) else {
        return []
      }
      return pass(CGRect(origin: scene.viewInScreen.origin, size: .zero))
    default:
      return []
    }
  }

  /// The `CGRect` in an `NSValue` the simulated iOS made, or `nil`.
  static func rect(_ value: Any?) -> CGRect? { KeyboardUserInfo.rect(in: value) }
}
