import Foundation

/// Why a layout file could not be read, with the path of the bad value inside the file.
///
/// The path is written as in the file, `constraints[3].first.anchor`, so the message leads to
/// the line to fix:
///
/// ```
/// constraints[3].first.anchor: 'leadingg' is not an anchor; valid: leading, trailing, …
/// ```
public struct LayoutFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem was found.
  public enum Code: Equatable, Sendable {
    /// The file is not JSON; the associated text is the parser's reason.
    case invalidJSON(String)
    /// A required key is absent.
    case missingKey
    /// The value has the wrong JSON type.
    case wrongType(expected: String)
    /// An object has a key the format does not define (often a typo).
    case unknownKey(valid: [String])
    /// A name is not one of the valid names; `noun` says what it should be, such as
    /// "an anchor".
    case unknownName(noun: String, valid: [String])
    /// A number is outside its valid range, described as text such as "1...1000".
    case outOfRange(valid: String)
    /// The values are well-formed but the layout is not one UIKit would accept.
    case invalidLayout(LayoutError)
    /// The file has more items or constraints than a layout file may have (`count` of `noun`,
    /// more than `limit`): see ``LayoutDescription/maximumItemCount`` and
    /// ``LayoutDescription/maximumConstraintCount``.
    case tooMany(noun: String, count: Int, limit: Int)
  }

  /// The path of the bad value inside the file, such as `constraints[3].first.anchor`; empty
  /// for the whole file.
  public var path: String
  /// What kind of problem was found.
  public var code: Code
  /// The bad value as text, or `nil` when there is none (a missing key).
  public var value: String?

  /// Creates an error.
  public init(_ code: Code, at path: String, value: String? = nil) {
    self.code = code
    self.path = path
    self.value = value
  }

  public var description: String {
    let place = path.isEmpty ? "layout file" : path
    let shown = value.map { "'\($0)'" } ?? "the value"
    switch code {
    case .invalidJSON(let reason):
      return "\(place): not valid JSON: \(reason)"
    case .missingKey:
      return "\(place): missing; this key is required"
    case .wrongType(let expected):
      return "\(place): \(shown) is not \(expected)"
    case .unknownKey(let valid):
      return "\(place): unknown key; valid keys here: \(valid.joined(separator: ", "))"
    case .unknownName(let noun, let valid):
      return "\(place): \(shown) is not \(noun); valid: \(valid.joined(separator: ", "))"
    case .outOfRange(let valid):
      return "\(place): \(shown) is out of range; valid: \(valid)"
    case .invalidLayout(let error):
      return "\(place): \(error)"
    case .tooMany(let noun, let count, let limit):
      return "\(place): \(count) \(noun), more than the \(limit) a layout file may have; "
        + "split the layout into parts (screens, sections) and verify each"
    }
  }
}
