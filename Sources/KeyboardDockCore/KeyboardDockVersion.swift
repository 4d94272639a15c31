import Foundation

/// The version of the KeyboardDock package, as a semantic version.
///
/// `kbdock --version` prints ``current``; CHANGELOG.md names the same version as its latest
/// release, and a test keeps the two equal.
///
/// ```swift
/// print(KeyboardDockVersion.current)  // "0.1.0"
/// if KeyboardDockVersion.current >= KeyboardDockVersion(major: 0, minor: 1, patch: 0) { … }
/// ```
public struct KeyboardDockVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The version of this copy of the package.
  public static let current = KeyboardDockVersion(major: 0, minor: 1, patch: 0)

  /// Incremented for changes that break source compatibility (after 1.0).
  public var major: Int
  /// Incremented for additions.
  public var minor: Int
  /// Incremented for fixes.
  public var patch: Int

  /// Creates a version from its three numbers.
  public init(major: Int, minor: Int, patch: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// `major.minor.patch`, such as `0.1.0`.
  public var description: String { "\(major).\(minor).\(patch)" }

  public static func < (lhs: KeyboardDockVersion, rhs: KeyboardDockVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
