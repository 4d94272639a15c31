import Foundation

/// A keyboard notification's animation curve, with the raw value kept as posted.
///
/// UIKit posts `UIView.AnimationCurve` raw values 0–3 and, for the system keyboard, the private
/// value 7, which is a spring (observed on iOS). Any other value is kept, reported through
/// ``isKnown``, and animated with the documented fallback, ``fallback``.
public struct KeyboardAnimationCurve: RawRepresentable, Sendable, Hashable,
  CustomStringConvertible
{
  /// The raw value as posted.
  public var rawValue: Int

  /// Creates a curve from its raw value; any integer is accepted and kept.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `UIView.AnimationCurve.easeInOut` (0).
  public static let easeInOut = Self(rawValue: 0)
  /// `UIView.AnimationCurve.easeIn` (1).
  public static let easeIn = Self(rawValue: 1)
  /// `UIView.AnimationCurve.easeOut` (2).
  public static let easeOut = Self(rawValue: 2)
  /// `UIView.AnimationCurve.linear` (3).
  public static let linear = Self(rawValue: 3)
  /// The keyboard's private curve 7: a spring whose duration UIKit derives from the spring.
  public static let keyboard = Self(rawValue: 7)

  /// The curve an unknown raw value is animated with: easeInOut, UIView's default curve.
  ///
  /// `UIView.AnimationOptions` with no curve bits set animates easeInOut, so an app that passes
  /// an unknown curve through `curve << 16` sees at most that; KeyboardDock does the same and
  /// reports it rather than guessing a spring.
  public static let fallback = easeInOut

  /// Whether UIKit documents (0–3) or the keyboard uses (7) this raw value.
  public var isKnown: Bool { (0...3).contains(rawValue) || rawValue == 7 }

  /// The timing curve this raw value animates with (``fallback``'s for unknown values).
  public var timingCurve: TimingCurve {
    switch rawValue {
    case 0: .easeInOut
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    case 7: .keyboardSpring
    default: Self.fallback.timingCurve
    }
  }

  public var description: String {
    switch rawValue {
    case 0: "easeInOut"
    case 1: "easeIn"
    case 2: "easeOut"
    case 3: "linear"
    case 7: "keyboard(7)"
    default: "unknown(\(rawValue))"
    }
  }
}
