/// The values of a `userInfo` under the keys the decoder reads, found in one pass over it.
///
/// A key matches when it is a `String` equal to one of UIKit's raw key strings, which is what
/// `userInfo[AnyHashable(key)]` matches: an `AnyHashable` of a `String` equals only another
/// `String`'s (on Linux an `NSString` key stays an `NSString` and is a different key). One pass
/// matching each entry's `String` costs a fraction of nine `AnyHashable` lookups, each of which
/// unboxes the stored key through a generic metadata lookup.
struct UserInfoFields {
  var frameBegin: Any?
  var frameEnd: Any?
  var animationDuration: Any?
  var animationCurve: Any?
  var isLocal: Any?
  var centerBegin: Any?
  var centerEnd: Any?
  var bounds: Any?
  var frameChangedByUserInteraction: Any?

  /// Collects the values of `userInfo` under ``KeyboardUserInfoKey``'s keys.
  init(_ userInfo: [AnyHashable: Any]) {
    for (key, value) in userInfo {
      let base = key.base
      guard type(of: base) == String.self, let name = base as? String,
        let field = Self.field(named: name)
      else { continue }
      switch field {
      case .frameBegin: frameBegin = value
      case .frameEnd: frameEnd = value
      case .animationDuration: animationDuration = value
      case .animationCurve: animationCurve = value
      case .isLocal: isLocal = value
      case .centerBegin: centerBegin = value
      case .centerEnd: centerEnd = value
      case .bounds: bounds = value
      case .frameChangedByUserInteraction: frameChangedByUserInteraction = value
      }
    }
  }

  private enum Field: CaseIterable {
    case frameBegin, frameEnd, animationDuration, animationCurve, isLocal, centerBegin, centerEnd
    case bounds, frameChangedByUserInteraction

    var key: String {
      switch self {
      case .frameBegin: KeyboardUserInfoKey.frameBegin
      case .frameEnd: KeyboardUserInfoKey.frameEnd
      case .animationDuration: KeyboardUserInfoKey.animationDuration
      case .animationCurve: KeyboardUserInfoKey.animationCurve
      case .isLocal: KeyboardUserInfoKey.isLocal
      case .centerBegin: KeyboardUserInfoKey.centerBegin
      case .centerEnd: KeyboardUserInfoKey.centerEnd
      case .bounds: KeyboardUserInfoKey.bounds
      case .frameChangedByUserInteraction: KeyboardUserInfoKey.frameChangedByUserInteraction
      }
    }
  }

  /// The field whose key is `name`, found by the key's UTF-8 length and one comparison (the
  /// keys' lengths differ; hashing `name` for a dictionary costs several times more).
  private static func field(named name: String) -> Field? {
    let length = name.utf8.count
    guard length < fieldsByLength.count else { return nil }
    for field in fieldsByLength[length] where field.key == name { return field }
    return nil
  }

  /// The fields by the UTF-8 length of their keys.
  private static let fieldsByLength: [[Field]] = {
    let lengths = Field.allCases.map(\.key.utf8.count)
    var table = [[Field]](repeating: [], count: (lengths.max() ?? 0) + 1)
    for (field, length) in zip(Field.allCases, lengths) { table[length].append(field) }
    return table
  }()
}
