import Foundation

/// The keyboard behaviours of one iOS version, in one place: the simulated iOS reads every
/// version-dependent fact from its profile, so a version is one value of this type.
///
/// Each field names the behaviour and where it was observed. The ``baseline`` profile is the
/// behaviour the simulator has modelled so far (before iOS 26's keyboard changes); per-version
/// profiles are values that differ in some fields.
public struct IOSProfile: Sendable, Equatable {
  /// The profile's name, such as `baseline` or an iOS version.
  public var name: String
  /// The spring of the keyboard's animation curve 7 (``SpringAnimation/keyboard``: mass 3,
  /// stiffness 1000, the damping fitted to device samples).
  public var keyboardSpring: SpringAnimation
  /// The duration the keyboard's notifications post, in seconds (0.25 with curve 7, while the
  /// spring itself runs its settling duration; Flutter's port of the curve and
  /// ioscraft.wiki's "keyboard animations" note both report 0.25 s).
  public var postedDuration: TimeInterval
  /// Whether KVO on the view hosting the input accessory view reports every finger move of an
  /// interactive dismissal (the technique of the pseudo input accessory view; changed on iOS 26
  /// according to react-native-keyboard-controller issue 973).
  public var kvoReportsInteractiveMoves: Bool

  /// Creates a profile.
  public init(
    name: String, keyboardSpring: SpringAnimation, postedDuration: TimeInterval,
    kvoReportsInteractiveMoves: Bool
  ) {
    self.name = name
    self.keyboardSpring = keyboardSpring
    self.postedDuration = postedDuration
    self.kvoReportsInteractiveMoves = kvoReportsInteractiveMoves
  }

  /// The behaviour modelled so far: the keyboard before iOS 26.
  public static let baseline = IOSProfile(
    name: "baseline", keyboardSpring: .keyboard, postedDuration: 0.25,
    kvoReportsInteractiveMoves: true)
}
