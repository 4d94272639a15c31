#if os(Linux)
  public import CoreFoundation
  public import Foundation

  /// Insets of a rectangle's edges, in points, as UIKit's `UIEdgeInsets`
  /// (https://developer.apple.com/documentation/uikit/uiedgeinsets).
  public struct UIEdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets with the given edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()
  }

  /// A set of edges in the layout direction, as UIKit's `NSDirectionalRectEdge`
  /// (https://developer.apple.com/documentation/uikit/nsdirectionalrectedge).
  public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }

  /// The priority of a layout constraint, 1–1000, as UIKit's `UILayoutPriority`
  /// (https://developer.apple.com/documentation/uikit/uilayoutpriority).
  public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A required constraint.
    public static let required = UILayoutPriority(1000)
    /// The priority of a content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view prefers to be as small as it can.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A colour, as far as the adapters use one (a bar's background copied to its backdrop).
  public final class UIColor: NSObject, Sendable {
    /// Red, green, blue and alpha, 0–1.
    public let components: [CGFloat]
    /// A colour of the given components, 0–1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }
    /// A grey of the given white level, 0–1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? UIColor)?.components == components
    }
    public override var hash: Int { components.hashValue }
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// The system background (light appearance).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The grouped secondary background (light appearance).
    public static let secondarySystemBackground = UIColor(
      red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    /// The separator colour (light appearance).
    public static let separator = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    /// The label colour (light appearance).
    public static let label = UIColor(white: 0, alpha: 1)
    /// The secondary label colour (light appearance).
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    /// The tint colour.
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  }

  /// The interface orientation of a scene, as UIKit's `UIInterfaceOrientation`.
  public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
  }

  /// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
  }

  extension Optional where Wrapped == CFString {
    /// All common run-loop modes, as `CFRunLoopMode.commonModes` spells `kCFRunLoopCommonModes`
    /// on Apple's platforms (https://developer.apple.com/documentation/corefoundation/cfrunloopmode).
    public static var commonModes: CFString? { kCFRunLoopCommonModes }
    /// The default run-loop mode (`kCFRunLoopDefaultMode`).
    public static var defaultMode: CFString? { kCFRunLoopDefaultMode }
  }
#endif
