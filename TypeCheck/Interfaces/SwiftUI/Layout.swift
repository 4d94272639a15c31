// Declarations-only interface: edges, alignment, safe-area regions.

// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable, Hashable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(rawValue: 1 << 2)
    // https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(rawValue: 1 << 3)
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]
    // https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical: Set = [.top, .bottom]
  }
}

// https://developer.apple.com/documentation/swiftui/verticaledge
public enum VerticalEdge: Int8, Sendable, Hashable {
  case top, bottom
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable, Equatable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Sendable, Equatable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let bottom = Alignment()
}

// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  // https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  // https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
