import Foundation

/// How a chat transcript's content moves when the keyboard (or the bar above it) covers more or
/// less of it.
///
/// The four behaviours chat apps ask for (react-native-keyboard-controller names them
/// `keyboardLiftBehavior` in `KeyboardChatScrollView`, PR #1314):
///
/// | Behaviour | Keyboard covers more | Keyboard covers less |
/// |---|---|---|
/// | ``always`` | the content lifts with it | the content drops back |
/// | ``whenAtEnd`` | lifts only when the newest message was showing | drops back only when it lifted |
/// | ``persistent`` | the content lifts with it | the content stays where it is |
/// | ``never`` | only the inset grows: the keyboard covers the content | only the inset shrinks |
///
/// In every behaviour the content inset follows the covered height, so the user can always
/// scroll to the newest message.
public enum ChatLiftBehavior: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The content always moves with the keyboard, up and down, wherever it is scrolled.
  case always
  /// The content moves with the keyboard only while the newest message is showing (the
  /// default): a user reading older messages keeps them where they are.
  case whenAtEnd
  /// The content lifts with the keyboard and stays lifted when the keyboard leaves.
  case persistent
  /// The content never moves; only the inset changes.
  case never

  /// ``whenAtEnd``: what a messaging app does.
  public static let `default`: Self = .whenAtEnd

  public var description: String { rawValue }

  /// The behaviour named `name` (`"always"`, `"whenAtEnd"`, `"persistent"`, `"never"`).
  ///
  /// - Throws: ``ContentScrollError/unknownLiftBehavior(_:)`` naming the valid values.
  public init(named name: String) throws(ContentScrollError) {
    guard let behavior = Self(rawValue: name) else { throw .unknownLiftBehavior(name) }
    self = behavior
  }
}
