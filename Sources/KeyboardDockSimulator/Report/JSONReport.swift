import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The `--json` output of `kbdock simulate`: one object with every result.
///
/// `"ideal"` is true for an ideal re-implementation's row (``ReportRow/isIdeal(_:)``), false for
/// the shipping code's; `"insetOnly"` holds the ideal rows' inset-only content alternative.
///
/// ```json
/// {"results": [{"scenario": "show-hide", "device": "iphone-15", "strategy": "dock",
///   "ideal": false, "ios": "26.2",
///   "fps": 60, "maxGap": 0, "maxOverlap": 0, "framesInError": 0, "frames": 139,
///   "focusedFieldHiddenFrames": null, "lastMessageHiddenFrames": 0, "maxContentJump": 0,
///   "insetOnly": null, …}, …],
///  "frames": 21456, "runs": 172, "seconds": 0.41, "framesPerSecond": 52331}
/// ```
public enum JSONReport {
  /// The JSON object for a suite's result.
  ///
  /// - Parameters:
  ///   - suite: The result.
  ///   - seconds: The wall-clock time the suite took, measured by the caller.
  /// - Returns: UTF-8 JSON with sorted keys.
  /// - Throws: Only if `JSONSerialization` fails (or writes the empty results array otherwise
  ///   than `"results":[]`), which the values here cannot make it do.
  public static func render(_ suite: SuiteResult, seconds: Double) throws -> Data {
    // Each result is serialised on its own and spliced into the outer object's empty
    // `"results":[]`: the same bytes as serialising one object of every result (the keys are
    // sorted, so the outer object has that array once, and its elements are separated by bare
    // commas), without holding every result as a dictionary of boxed values at once, which took
    // 65 MB for the five shipping-code rows' 7,710 runs.
    let outer: [String: Any] = [
      "results": [Any](), "frames": suite.frames, "runs": suite.runs,
      "seconds": rounded(seconds, places: 3),
      "framesPerSecond": seconds > 0 ? Int((Double(suite.frames) / seconds).rounded()) : 0,
    ]
    let shell = try JSONSerialization.data(withJSONObject: outer, options: [.sortedKeys])
    let empty = Data(#""results":[]"#.utf8)
    guard let slot = shell.range(of: empty) else {
      throw EncodingError.invalidValue(
        outer,
        EncodingError.Context(
          codingPath: [], debugDescription: "JSONSerialization wrote no empty results array"))
    }
    var data = Data(shell[..<slot.lowerBound])
    data.append(contentsOf: #""results":["#.utf8)
    for (index, result) in suite.results.enumerated() {
      if index > 0 { data.append(UInt8(ascii: ",")) }
      data.append(
        try JSONSerialization.data(withJSONObject: object(for: result), options: [.sortedKeys]))
    }
    data.append(UInt8(ascii: "]"))
    data.append(shell[slot.upperBound...])
    return data
  }

  /// One result's JSON object.
  private static func object(for result: RunResult) -> [String: Any] {
    var object: [String: Any] = [
      "scenario": result.scenario, "device": result.device, "strategy": result.strategy,
      "ideal": ReportRow.isIdeal(result.strategy), "ios": result.ios, "variant": result.variant,
      "fps": result.fps, "frames": result.frames, "maxGap": rounded(result.maxGap),
      "maxOverlap": rounded(result.maxOverlap), "framesInError": result.framesInError,
      "maxBarWidthExcess": rounded(result.maxBarWidthExcess),
      "framesBarOffScreen": result.framesBarOffScreen,
      "maxContentInsetError": rounded(result.maxContentInsetError),
      "framesLastRowHidden": result.framesLastRowHidden,
      "framesVerticalError": result.framesVerticalError,
      "framesWidthError": result.framesWidthError, "framesInsetError": result.framesInsetError,
      "maxCornerExposure": rounded(result.maxCornerExposure),
      "framesCornersExposed": result.framesCornersExposed,
    ]
    // The content metrics are on every run: null where the run has no form or transcript
    // (or is not the row that carries them).
    for (key, value) in contentFields(result.content) { object[key] = value }
    object["insetOnly"] =
      result.insetOnlyContent.map { figures -> Any in
        contentFields(figures).reduce(into: [String: Any]()) { $0[$1.key] = $1.value }
      } ?? NSNull()
    if let worst = result.worstFrame {
      object["worstFrame"] = [
        "index": worst.index, "time": rounded(worst.time, places: 4),
        "gap": rounded(worst.gap), "overlap": rounded(worst.overlap),
      ]
    }
    return object
  }

  /// `focusedFieldHiddenFrames`, `lastMessageHiddenFrames` and `maxContentJump`, null where not
  /// measured.
  private static func contentFields(_ figures: ContentFigures?) -> [(key: String, value: Any)] {
    [
      ("focusedFieldHiddenFrames", figures?.focusedFieldHiddenFrames ?? NSNull()),
      ("lastMessageHiddenFrames", figures?.lastMessageHiddenFrames ?? NSNull()),
      ("maxContentJump", figures.map { rounded($0.maxContentJump) } ?? NSNull()),
    ]
  }

  private static func rounded(_ value: CGFloat, places: Int = 2) -> Double {
    rounded(Double(value), places: places)
  }

  private static func rounded(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }
}
