import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The `--json` output of `kbdock simulate`: one object with every result.
///
/// ```json
/// {"results": [{"scenario": "show-hide", "device": "iphone-15", "strategy": "tracker", "ios": "26.2",
///   "fps": 60, "maxGap": 0, "maxOverlap": 0, "framesInError": 0, "frames": 139, …}, …],
///  "frames": 21456, "runs": 172, "seconds": 0.41, "framesPerSecond": 52331}
/// ```
public enum JSONReport {
  /// The JSON object for a suite's result.
  ///
  /// - Parameters:
  ///   - suite: The result.
  ///   - seconds: The wall-clock time the suite took, measured by the caller.
  /// - Returns: UTF-8 JSON with sorted keys.
  /// - Throws: Only if `JSONSerialization` fails, which the values here cannot make it do.
  public static func render(_ suite: SuiteResult, seconds: Double) throws -> Data {
    let results: [[String: Any]] = suite.results.map { result in
      var object: [String: Any] = [
        "scenario": result.scenario, "device": result.device, "strategy": result.strategy,
        "ios": result.ios, "variant": result.variant,
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
      if let worst = result.worstFrame {
        object["worstFrame"] = [
          "index": worst.index, "time": rounded(worst.time, places: 4),
          "gap": rounded(worst.gap), "overlap": rounded(worst.overlap),
        ]
      }
      return object
    }
    let object: [String: Any] = [
      "results": results, "frames": suite.frames, "runs": suite.runs,
      "seconds": rounded(seconds, places: 3),
      "framesPerSecond": seconds > 0 ? Int((Double(suite.frames) / seconds).rounded()) : 0,
    ]
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  private static func rounded(_ value: CGFloat, places: Int = 2) -> Double {
    rounded(Double(value), places: places)
  }

  private static func rounded(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }
}
