import Foundation

/// A named way to create a ``DockingStrategy`` for one simulation run.
public struct StrategyDescriptor: Sendable {
  /// The name used on the command line and in reports, such as `tracker`.
  public var name: String
  /// The technique of DESIGN.md §2 it implements, such as `T4`.
  public var technique: String
  /// One line saying what the strategy does.
  public var summary: String
  /// Creates a fresh strategy with no state.
  public var make: @Sendable () -> any DockingStrategy

  /// Creates a descriptor.
  public init(
    name: String, technique: String, summary: String,
    make: @escaping @Sendable () -> any DockingStrategy
  ) {
    self.name = name
    self.technique = technique
    self.summary = summary
    self.make = make
  }
}

/// The strategies the simulator knows, in report order.
///
/// To add one (the layout guide, T3): write the strategy in its own file with a `descriptor`,
/// and add that descriptor to ``builtIn``.
public enum StrategyRegistry {
  /// Every built-in strategy.
  public static let builtIn: [StrategyDescriptor] = [
    AccessoryViewStrategy.descriptor,
    NotificationStrategy.descriptor,
    NotificationStrategy.easeInOutDescriptor,
    TrackerStrategy.descriptor,
    LayoutGuideStrategy.descriptor,
  ]

  /// The strategy named `name`, or `nil`.
  public static func strategy(named name: String) -> StrategyDescriptor? {
    builtIn.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }
}
