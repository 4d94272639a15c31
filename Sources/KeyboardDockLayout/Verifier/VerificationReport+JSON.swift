import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The report as JSON for `kbdock verify --json`: the verdict, the summary table, and every
// failing configuration with its findings.
extension VerificationReport {
  /// The report as pretty-printed JSON with sorted keys.
  ///
  /// ```json
  /// { "layout": "apple-sample", "grid": 5, "configurations": 928, "failed": 12,
  ///   "passed": false, "summary": [ … ], "failures": [ { "device": "ipad", … } ] }
  /// ```
  ///
  /// - Returns: UTF-8 JSON text.
  public func json() -> String {
    let document = Document(
      layout: layout, grid: grid, configurations: results.count, failed: failures.count,
      passed: passed,
      summary: summary.map {
        Row(
          device: $0.device, orientation: $0.orientation, window: $0.window, checked: $0.checked,
          failed: $0.failed)
      },
      failures: failures.map(Failure.init))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private struct Document: Encodable {
    var layout: String
    var grid: Int
    var configurations: Int
    var failed: Int
    var passed: Bool
    var summary: [Row]
    var failures: [Failure]
  }

  private struct Row: Encodable {
    var device: String
    var orientation: String
    var window: String
    var checked: Int
    var failed: Int
  }

  private struct Problem: Encodable {
    var item: String
    var frame: [Double]
    var detail: String

    init(_ problem: ItemProblem) {
      item = problem.item
      frame = Failure.numbers(problem.frame)
      detail = problem.detail
    }
  }

  private struct Conflict: Encodable {
    var broken: String
    var conflicting: [String]
  }

  private struct Failure: Encodable {
    var device: String
    var orientation: String
    var window: String
    var keyboard: String
    var keyboardFrame: [Double]
    var layoutDirection: String
    var guideFrame: [Double]
    var nearEdges: [String]
    var conflicts: [Conflict]
    var ambiguous: [String]
    var offscreen: [Problem]
    var squeezed: [Problem]
    var activeTrackedConstraints: [String]

    init(_ result: ConfigurationResult) {
      let configuration = result.configuration
      device = configuration.device
      orientation = configuration.orientation
      window = configuration.window.name
      keyboard = configuration.keyboard.name
      keyboardFrame = Self.numbers(configuration.keyboard.frame)
      layoutDirection = configuration.layoutDirection.rawValue
      guideFrame = Self.numbers(result.guideFrame)
      nearEdges = result.nearEdges.names
      conflicts = result.conflicts.map { Conflict(broken: $0.broken, conflicting: $0.conflicting) }
      ambiguous = result.ambiguousItems
      offscreen = result.offscreenItems.map(Problem.init)
      squeezed = result.squeezedItems.map(Problem.init)
      activeTrackedConstraints = result.activeTrackedConstraints
    }

    /// A rect as `[x, y, width, height]`, rounded to 0.01 pt.
    static func numbers(_ rect: CGRect) -> [Double] {
      [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
    }
  }
}
