import Foundation

/// The text `kbdock devices` and `kbdock scenarios` print: one line per entry.
public enum DeviceListing {
  /// One line per device: name, models, screen size, keyboard heights, estimates.
  public static func devices() -> String {
    let width = DeviceCatalogue.all.map(\.id.count).max() ?? 0
    return DeviceCatalogue.all.map { device in
      let size = "\(Int(device.portraitSize.width))×\(Int(device.portraitSize.height))"
      let portrait = device.portraitKeyboard
      let landscape = device.landscapeKeyboard
      var line =
        pad(device.id, width) + "  " + pad(device.idiom.rawValue, 5) + "  "
        + pad(size, 9) + "  keyboard \(Int(portrait.predictive))/\(Int(portrait.plain)) pt "
        + "portrait, \(Int(landscape.plain)) landscape"
      if device.idiom == .pad {
        line += ", shortcut bar \(Int(device.hardwareBarHeight))"
      }
      line += "  (\(device.model))"
      if !device.estimates.isEmpty { line += "  [\(device.estimates.count) estimated]" }
      return line
    }.joined(separator: "\n") + "\n"
  }

  /// Every estimated value with its reason: per device, then shared.
  public static func estimates() -> String {
    var lines = ["Estimated values (every other value was observed on a device):"]
    for device in DeviceCatalogue.all {
      for estimate in device.estimates { lines.append("  \(device.id): \(estimate)") }
    }
    for estimate in DeviceCatalogue.sharedEstimates { lines.append("  all: \(estimate)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per built-in scenario: name, devices, summary.
  public static func scenarios() -> String {
    let width = BuiltInScenarios.all.map(\.name.count).max() ?? 0
    return BuiltInScenarios.all.map { scenario in
      pad(scenario.name, width) + "  " + pad(scenario.devices.rawValue, 5) + "  "
        + scenario.summary
    }.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
