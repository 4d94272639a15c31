import Foundation

/// A row of `kbdock simulate`'s tables and report: either the shipping code measured on the
/// hosted UIKit, or one of the simulator's ideal re-implementations of a technique.
///
/// `kbdock simulate` with no `--strategy` runs the shipping rows (the adapters an app ships, in
/// apps on the hosted UIKit). The ideal rows (``StrategyRegistry/builtIn``) run when named: each
/// is the technique's algorithm written inside the simulator, its bar placed where the algorithm
/// says, not the shipping adapter. They stay because they separate the algorithm from its
/// adapter (`--variant all --strategy tracker` is the evidence for the fact table), and every
/// table labels them (``label(_:)``) so that no figure of theirs reads as the shipping code's.
public struct ReportRow: Sendable, Equatable {
  /// The row's name on the command line and in the results, such as `dock` or `tracker`.
  public var name: String
  /// The technique in the words of ``StrategyDescriptor/technique``, such as `keyboard tracker`.
  public var technique: String
  /// One line saying what the row does.
  public var summary: String
  /// Whether the row is an ideal re-implementation rather than the shipping code.
  public var isIdeal: Bool
  /// Whether the row stands for a common mistake, shown for comparison and never recommended.
  public var isMistake: Bool
  /// The API the row's app calls, as HTML (`<code>KeyboardDock</code>`), or `nil` for the
  /// technique's usual words.
  public var api: String?

  /// Creates a row.
  public init(
    name: String, technique: String, summary: String, isIdeal: Bool, isMistake: Bool = false,
    api: String? = nil
  ) {
    self.name = name
    self.technique = technique
    self.summary = summary
    self.isIdeal = isIdeal
    self.isMistake = isMistake
    self.api = api
  }

  /// The ideal row of a built-in strategy.
  public init(ideal strategy: StrategyDescriptor) {
    self.init(
      name: strategy.name, technique: strategy.technique, summary: strategy.summary,
      isIdeal: true, isMistake: strategy.name == NotificationStrategy.easeInOutDescriptor.name)
  }

  /// Whether the row named `name` is an ideal re-implementation (a built-in strategy of the
  /// simulator) rather than shipping code.
  public static func isIdeal(_ name: String) -> Bool {
    StrategyRegistry.builtIn.contains { $0.name == name }
  }

  /// The row's name as the text tables print it: an ideal row's name followed by `(ideal)`.
  public static func label(_ name: String) -> String {
    isIdeal(name) ? name + " " + idealMark : name
  }

  /// The mark after an ideal row's name in the text tables.
  public static let idealMark = "(ideal)"

  /// The line the text output ends its tables with when an ideal row ran.
  public static let idealLegend =
    "\(idealMark): a re-implementation of the technique's algorithm in the simulator, not the "
    + "shipping adapter; `kbdock simulate` with no --strategy runs the shipping code"

  /// The legend line for `results`, or an empty string when no ideal row ran.
  public static func idealLegend(for results: [RunResult]) -> String {
    results.contains { isIdeal($0.strategy) } ? idealLegend + "\n" : ""
  }
}

extension RunTrace {
  /// Whether the trace is of ideal rows (the simulator's re-implementations, side by side in one
  /// run) rather than of shipping rows (one run each, put side by side).
  public var isIdeal: Bool { !strategies.contains { !ReportRow.isIdeal($0) } }
}
