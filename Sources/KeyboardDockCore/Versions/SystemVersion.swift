import Foundation

/// An iOS version, as `UIDevice.current.systemVersion` reports it (`"26.2"`, `"17.5.1"`).
///
/// The keyboard's observable behaviour changes between releases (its host views, what KVO and
/// the keyboard layout guide report during interactive dismissal, the notifications' order), so
/// ``KeyboardObservationGuard`` decides which rules apply from this value.
///
/// ```swift
/// let version = try SystemVersion("26.2")
/// version >= SystemVersion(26)  // true
/// ```
public struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The major version, such as 26.
  public var major: Int
  /// The minor version, such as 2 in 26.2.
  public var minor: Int
  /// The patch version, such as 1 in 17.5.1.
  public var patch: Int

  /// Creates a version from its numbers.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `major[.minor[.patch]]`, each a whole number from 0 to 999.
  ///
  /// - Throws: ``SystemVersionError`` naming the text and what is valid.
  public init(_ text: String) throws(SystemVersionError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { throw SystemVersionError(text: text) }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
        let number = Int(part), number <= 999
      else { throw SystemVersionError(text: text) }
      numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2])
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// `26.2`, or `17.5.1` when there is a patch version.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

/// A version string that is not `major[.minor[.patch]]`.
public struct SystemVersionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text that was given.
  public var text: String

  /// Creates the error for `text`.
  public init(text: String) { self.text = text }

  public var description: String {
    "'\(text)' is not an iOS version; expected major[.minor[.patch]] with whole numbers "
      + "from 0 to 999, such as 17, 18.6 or 26.2"
  }
}
