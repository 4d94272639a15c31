import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How calibration prints numbers.
public enum CalibrationFormat {
  /// A number with `decimals` digits after the point (`-0.00` printed as `0.00`).
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
  }

  /// A number as short as it reads exactly: `336`, `0.25`, `109.54451150103323`.
  public static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// A number of points.
  public static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
