import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTraceReplay {
  /// What a strategy is, in a few words, for the table's notes.
  static func summary(of strategy: Strategy) -> String {
    switch strategy {
    case .recorded: "the app's bar as recorded"
    case .tracker: "KeyboardTracker fed by notifications and KVO frames"
    case .notifications: "animates on will-notifications with their curve and duration"
    case .notificationsEaseInOut: "curve 7 animated as easeInOut over the posted duration"
    }
  }

  /// The lines above the table: where the trace comes from, the device, the geometry, the
  /// inputs, and what is measured.
  ///
  /// - Parameter trace: The replayed trace.
  public func header(of trace: KeyboardTrace) -> [String] {
    typealias Format = KeyboardReplayFormat
    let environment = trace.environment
    let geometry = trace.geometry
    var source = trace.source.rawValue
    if let note = trace.note { source += ": " + note }
    let insets = geometry.safeArea
    let inputs =
      inputCounts
      // Settings most traces never change are named only when they do.
      .filter { $0.count > 0 || !KeyboardTrace.Event.settingTypeNames.contains($0.type) }
      .map { "\($0.count) \(Self.inputName($0.type, count: $0.count))" }
      .joined(separator: ", ") + "; \(trace.frames.count) display frames"
    return [
      "source   " + source,
      "device   \(environment.deviceModel), \(environment.systemName) "
        + "\(environment.systemVersion), \(environment.userInterfaceIdiom), "
        + "\(environment.locale), Reduce Motion \(environment.isReduceMotionEnabled ? "on" : "off"), "
        + "\(environment.maximumFramesPerSecond) Hz",
      "screen   \(Format.size(geometry.screen.size)) @\(Format.number(geometry.scale))x, "
        + "\(geometry.interfaceOrientation); window \(Format.rect(geometry.window)), view "
        + "\(Format.rect(geometry.view)), safe area top \(Format.number(insets.top)), left "
        + "\(Format.number(insets.left)), bottom \(Format.number(insets.bottom)), right "
        + "\(Format.number(insets.right))",
      "inputs   " + inputs,
      "measured each bar's bottom edge against the top of the recorded visible keyboard's "
        + "coverage of the view (for the recorded bar, the view's bottom safe area when the "
        + "keyboard covers less), per display frame, as kbdock simulate measures; a gap or "
        + "overlap above \(Format.number(tolerance)) pt is an error",
    ]
  }

  /// An input type's name in the header, singular or plural.
  private static func inputName(_ type: String, count: Int) -> String {
    let names = [
      "notification": ("notification", "notifications"),
      "hostFrame": ("KVO frame", "KVO frames"),
      "layoutGuide": ("layout-guide frame", "layout-guide frames"),
      "firstResponder": ("first-responder change", "first-responder changes"),
      "geometry": ("geometry change", "geometry changes"),
      "crossFadeTransitions": ("cross-fade setting change", "cross-fade setting changes"),
      "inputAccessory": ("input accessory height", "input accessory heights"),
      "dragGesture": ("drag gesture change", "drag gesture changes"),
    ]
    let name = names[type] ?? (type, type)
    return count == 1 ? name.0 : name.1
  }

  /// The table, in the style of `kbdock simulate`: a row per strategy with its max gap, max
  /// overlap, frames in error and worst frame, then a line per rejected notification.
  ///
  /// - Complexity: O(*s*) for *s* strategies, plus the rejected notifications.
  public var table: [String] {
    let strategyWidth = max(8, results.map(\.strategy.rawValue.count).max() ?? 0)
    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
      KeyboardReplayFormat.padded(text, width, right: right)
    }
    func points(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
    func worst(_ result: Result) -> String {
      guard let frame = result.worstFrame else { return "-" }
      return "frame \(frame.index), \(String(format: "%.3f", frame.time)) s"
    }
    let worstWidth = max(16, results.map { worst($0).count }.max() ?? 0)
    var lines = [
      pad("strategy", strategyWidth) + "  " + pad("max gap", 8, right: true) + "  "
        + pad("overlap", 8, right: true) + "  " + pad("frames in error", 17, right: true) + "  "
        + pad("worst (frame, time)", worstWidth) + "  notes"
    ]
    for result in results {
      let notes = [Self.summary(of: result.strategy)] + (result.note.map { [$0] } ?? [])
      lines.append(
        pad(result.strategy.rawValue, strategyWidth) + "  "
          + pad(points(result.maxGap), 8, right: true) + "  "
          + pad(points(result.maxOverlap), 8, right: true) + "  "
          + pad("\(result.framesInError) / \(result.frames)", 17, right: true) + "  "
          + pad(worst(result), worstWidth) + "  " + notes.joined(separator: "; "))
    }
    lines += rejectedNotifications.map { "rejected " + $0 }
    return lines.map(KeyboardReplayFormat.trimmedTrailing)
  }

  /// The `--json` object, in the style of `kbdock simulate --json`: `results` (one per strategy:
  /// `strategy`, `frames`, `maxGap`, `maxOverlap`, `framesInError`, `worstFrame`, `note`),
  /// `source`, `deviceModel`, `systemVersion`, `frames`, `inputs` (a count per event type),
  /// `rejectedNotifications` and `tolerance`; points rounded to 0.01, times to 0.0001 s.
  ///
  /// - Parameter trace: The replayed trace.
  /// - Returns: A value `JSONSerialization` writes.
  public func jsonObject(of trace: KeyboardTrace) -> [String: Any] {
    func rounded(_ value: Double, places: Int = 2) -> Double {
      let scale = pow(10, Double(places))
      return (value * scale).rounded() / scale
    }
    let results: [[String: Any]] = results.map { result in
      var object: [String: Any] = [
        "strategy": result.strategy.rawValue, "frames": result.frames,
        "maxGap": rounded(Double(result.maxGap)), "maxOverlap": rounded(Double(result.maxOverlap)),
        "framesInError": result.framesInError, "note": result.note ?? NSNull(),
      ]
      if let worst = result.worstFrame {
        object["worstFrame"] = [
          "index": worst.index, "time": rounded(worst.time, places: 4),
          "gap": rounded(Double(worst.gap)), "overlap": rounded(Double(worst.overlap)),
        ]
      } else {
        object["worstFrame"] = NSNull()
      }
      return object
    }
    var inputs: [String: Any] = [:]
    for count in inputCounts { inputs[count.type] = count.count }
    return [
      "results": results, "source": trace.source.rawValue,
      "deviceModel": trace.environment.deviceModel,
      "systemVersion": trace.environment.systemVersion, "frames": trace.frames.count,
      "inputs": inputs, "rejectedNotifications": rejectedNotifications,
      "tolerance": Double(tolerance),
    ]
  }
}
