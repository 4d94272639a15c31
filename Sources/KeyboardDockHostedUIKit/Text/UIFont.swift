#if os(Linux)
  public import Foundation

  /// A font, as `UIFont` (https://developer.apple.com/documentation/uikit/uifont): the system
  /// font at a size, with the metrics layout reads.
  @MainActor
  public final class UIFont: NSObject {
    /// The text styles of Dynamic Type, as `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

      /// The point size at the default (Large) content size category: the "Dynamic Type
      /// sizes" table of the Human Interface Guidelines ("Typography").
      var defaultPointSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        default: 17
        }
      }
    }

    /// The size in points.
    public let pointSize: CGFloat

    private init(pointSize: CGFloat) {
      self.pointSize = pointSize
      super.init()
    }

    /// The font of a text style at the default content size category (Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      UIFont(pointSize: style.defaultPointSize)
    }

    /// The system font of a size.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

    /// The height of a line: ascender plus descender plus leading.
    ///
    /// The system font's
    /// (San Francisco) is 1.193359375 em, 20.287 pt at 17 pt, as `UIFont.lineHeight` reports
    /// it on iOS.
    public var lineHeight: CGFloat { pointSize * 1.193_359_375 }

    /// The average advance of a character, an estimate for the hosted text layout (about 0.53
    /// em); there is no glyph shaping on the hosted UIKit.
    var averageAdvance: CGFloat { pointSize * 9 / 17 }
  }

  /// An image, as `UIImage` (https://developer.apple.com/documentation/uikit/uiimage): a named
  /// symbol the hosted apps put in bars.
  @MainActor
  public final class UIImage: NSObject {
    /// The symbol's name.
    public let symbolName: String

    /// The system symbol named `name`.
    ///
    /// The hosted UIKit has no SF Symbols catalogue: it makes
    /// an image for any name (Apple's returns `nil` for a name it does not know).
    public init?(systemName name: String) {
      guard !name.isEmpty else { return nil }
      symbolName = name
      super.init()
    }
  }

  /// An affine transform, as Core Graphics' `CGAffineTransform`
  /// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform), which UIKit
  /// re-exports: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// A transform of the given components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }
  }
#endif
