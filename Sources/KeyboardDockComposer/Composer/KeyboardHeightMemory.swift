import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The last system keyboard height seen per device, orientation and keyboard kind, so a custom
/// input panel (emoji, attachments) opens at the height the keyboard had.
///
/// A custom panel is a responder's `inputView` (“Customizing the iOS keyboard”). If it opens at a
/// fixed height, the bar on top of it jumps when the user switches from the keyboard to the panel
/// and back: chat SDKs are regularly reported for exactly that. Remembering the keyboard's height
/// per device, orientation and kind (a number pad is shorter than the default keyboard; the
/// predictive bar changes the height, observed on iOS) lets the panel take the same height, and
/// then the switch moves nothing (see ``InputViewSwitch``).
///
/// Remember heights only while a system keyboard is the input view; while the panel is up, its
/// own frame is reported and must not overwrite the keyboard's height.
///
/// ```swift
/// var memory = KeyboardHeightMemory()
/// let key = KeyboardHeightMemory.Key(deviceName: "iPhone 15", orientation: .portrait, kind: .default)
/// try memory.remember(event, in: screen, accessoryHeight: 44, for: key)   // on WillShow
/// let panelHeight = memory.panelHeight(for: key, default: 260)
/// ```
public struct KeyboardHeightMemory: Sendable, Hashable {
  /// The interface orientation; keyboard heights differ between portrait and landscape only.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape

    /// The orientation of a screen with `bounds`: landscape when wider than tall.
    public init(screenBounds bounds: CGRect) {
      self = bounds.width > bounds.height ? .landscape : .portrait
    }
  }

  /// The kind of system keyboard, named after `UIKeyboardType` where UIKit has one.
  public struct KeyboardKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `UIKeyboardType.default`.
    public static let `default` = Self(rawValue: "default")
    /// `UIKeyboardType.numberPad`.
    public static let numberPad = Self(rawValue: "numberPad")
    /// `UIKeyboardType.decimalPad`.
    public static let decimalPad = Self(rawValue: "decimalPad")
    /// `UIKeyboardType.phonePad`.
    public static let phonePad = Self(rawValue: "phonePad")
    /// `UIKeyboardType.emailAddress`.
    public static let emailAddress = Self(rawValue: "emailAddress")
    /// `UIKeyboardType.URL`.
    public static let url = Self(rawValue: "url")
    /// The system emoji keyboard (chosen with the globe key, not a `UIKeyboardType`).
    public static let emoji = Self(rawValue: "emoji")

    public var description: String { rawValue }
  }

  /// What a height is remembered under.
  public struct Key: Sendable, Hashable, CustomStringConvertible {
    /// The device model or screen, as the app names it (`"iPhone 15"`, `"375x812"`).
    public var deviceName: String
    /// The interface orientation.
    public var orientation: Orientation
    /// The kind of keyboard.
    public var kind: KeyboardKind

    /// Creates a key.
    public init(deviceName: String, orientation: Orientation, kind: KeyboardKind = .default) {
      self.deviceName = deviceName
      self.orientation = orientation
      self.kind = kind
    }

    /// The key for a screen: the device named by its screen size in points, short side first
    /// (`"375x812"`, the same in both orientations), and the screen's orientation.
    ///
    /// - Parameters:
    ///   - bounds: The screen's bounds (`UIScreen.bounds`, which rotates with the interface).
    ///   - kind: The kind of keyboard.
    /// - Returns: `nil` when the bounds are not usable screen bounds
    ///   (`KeyboardDockCore.KeyboardTracker.isValidScreen(_:)`): no key names a screen that does not exist.
    public init?(screenBounds bounds: CGRect, kind: KeyboardKind = .default) {
      guard KeyboardTracker.isValidScreen(bounds) else { return nil }
      let short = Int(min(bounds.width, bounds.height))
      let long = Int(max(bounds.width, bounds.height))
      self.init(
        deviceName: "\(short)x\(long)", orientation: Orientation(screenBounds: bounds), kind: kind)
    }

    public var description: String { "\(deviceName), \(orientation.rawValue), \(kind)" }
  }

  /// Whether a keyboard notification's height was remembered, and if not, why.
  public enum Outcome: Sendable, Hashable, CustomStringConvertible {
    /// The input view's height (points) was remembered.
    case remembered(CGFloat)
    /// Nothing was remembered, for the reason given.
    case ignored(String)

    public var description: String {
      switch self {
      case .remembered(let height): "remembered \(height) pt"
      case .ignored(let reason): "ignored: \(reason)"
      }
    }
  }

  /// Every remembered height, in points, without the input accessory view.
  public private(set) var heights: [Key: CGFloat] = [:]

  /// Creates an empty memory.
  public init() {}

  /// The remembered keyboard height for `key`, in points, or `nil` when none was seen.
  public func height(for key: Key) -> CGFloat? { heights[key] }

  /// The height a custom panel should open at: the remembered height, or `fallback`.
  public func panelHeight(for key: Key, default fallback: CGFloat) -> CGFloat {
    heights[key] ?? fallback
  }

  /// Remembers `height` for `key`.
  ///
  /// - Parameters:
  ///   - height: The keyboard's height without the accessory view, in points, above 0.
  ///   - key: Device, orientation and kind.
  /// - Throws: ``ComposerError/invalidHeight(_:what:)`` when the height is not a finite number
  ///   above 0; nothing is remembered then.
  public mutating func remember(height: CGFloat, for key: Key) throws(ComposerError) {
    guard height.isFinite, height > 0 else { throw .invalidHeight(height, what: "keyboard height") }
    heights[key] = height
  }

  /// Remembers the input view's height from a keyboard notification, when it shows a docked
  /// keyboard of this app.
  ///
  /// The height is the visible part of the end frame minus `accessoryHeight` (the frame includes
  /// the input accessory view). Hide notifications, other apps' keyboards and keyboards that are
  /// not docked (floating, split, undocked, a hardware keyboard's shortcut bar, classified by
  /// `KeyboardDockCore.KeyboardMode.classify(_:in:isLocal:dockedHeight:)`) are ignored, with the reason.
  ///
  /// - Parameters:
  ///   - event: The notification.
  ///   - screen: The screen's bounds.
  ///   - accessoryHeight: The input accessory view's height in points, 0 or more.
  ///   - key: Device, orientation and kind.
  /// - Returns: What was remembered, or why nothing was.
  /// - Throws: ``ComposerError`` for empty or non-finite screen bounds or a bad accessory height.
  @discardableResult
  public mutating func remember(
    _ event: KeyboardEvent, in screen: CGRect, accessoryHeight: CGFloat = 0, for key: Key
  ) throws(ComposerError) -> Outcome {
    guard ComposerError.isFinite(screen), screen.width > 0, screen.height > 0 else {
      throw .invalidScreenBounds(screen)
    }
    guard ComposerError.isFiniteNonNegative(accessoryHeight) else {
      throw .invalidHeight(accessoryHeight, what: "accessory height")
    }
    if let kind = event.kind, kind == .willHide || kind == .didHide {
      return .ignored("\(kind) does not show a keyboard")
    }
    let (mode, reason) = KeyboardMode.classify(
      event.endFrame, in: screen, isLocal: event.isLocal, dockedHeight: heights[key])
    guard mode == .docked else { return .ignored("\(mode) keyboard: \(reason)") }
    let visible = min(event.endFrame.maxY, screen.maxY) - event.endFrame.minY
    let height = visible - accessoryHeight
    guard height > 0 else {
      return .ignored(
        "visible height \(visible) pt is not above the accessory's \(accessoryHeight) pt")
    }
    heights[key] = height
    return .remembered(height)
  }
}
