import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An SVG plot of one run: the keyboard's top and every strategy's bar bottom over time.
///
/// The y axis is the app view's y in points, downwards as on screen, so a line above the
/// keyboard's line is a bar floating above the keyboard (a gap) and a line below it is a bar
/// reaching into the keyboard (an overlap). Ticks along the bottom mark posted notifications.
enum SVGPlot {
  static let width = 760.0
  static let height = 250.0
  static let margin = (left: 52.0, right: 12.0, top: 12.0, bottom: 34.0)

  /// The colours of strategies, by their index in the run.
  static let colors = ["#d9480f", "#1971c2", "#9c36b5", "#2f9e44", "#c2255c", "#0c8599"]
  /// Dash patterns, so lines that coincide stay distinguishable.
  static let dashes = ["", "6 3", "2 3", "10 4 2 4", "4 4", "1 2"]

  /// Renders the plot.
  ///
  /// - Complexity: O(frames × strategies).
  static func render(_ trace: RunTrace) -> String {
    guard let first = trace.frames.first, let last = trace.frames.last else { return "" }
    let t0 = first.time
    let t1 = max(last.time, t0 + 0.1)
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    for frame in trace.frames {
      for value in [frame.keyboardTop] + frame.barBottoms {
        low = min(low, value)
        high = max(high, value)
      }
    }
    let pad = max(10, (high - low) * 0.08)
    low -= pad
    high += pad
    let plotWidth = width - margin.left - margin.right
    let plotHeight = height - margin.top - margin.bottom
    func x(_ time: TimeInterval) -> Double { margin.left + (time - t0) / (t1 - t0) * plotWidth }
    func y(_ value: CGFloat) -> Double {
      margin.top + Double((value - low) / (high - low)) * plotHeight
    }
    var svg = """
      <svg class="plot" viewBox="0 0 \(Int(width)) \(Int(height))" \
      xmlns="http://www.w3.org/2000/svg" role="img">
      <rect x="\(margin.left)" y="\(margin.top)" width="\(plotWidth)" height="\(plotHeight)" \
      fill="#fff" stroke="#ccc"/>

      """
    for tick in ticks(from: t0, to: t1, count: 8) {
      let px = format(x(tick))
      svg +=
        "<line x1=\"\(px)\" y1=\"\(margin.top)\" x2=\"\(px)\" "
        + "y2=\"\(margin.top + plotHeight)\" stroke=\"#eee\"/>"
        + "<text x=\"\(px)\" y=\"\(height - 18)\" class=\"axis\" text-anchor=\"middle\">"
        + "\(label(tick)) s</text>\n"
    }
    for tick in ticks(from: Double(low), to: Double(high), count: 5) {
      let py = format(y(CGFloat(tick)))
      svg +=
        "<line x1=\"\(margin.left)\" y1=\"\(py)\" x2=\"\(margin.left + plotWidth)\" "
        + "y2=\"\(py)\" stroke=\"#eee\"/>"
        + "<text x=\"\(margin.left - 4)\" y=\"\(py)\" class=\"axis\" text-anchor=\"end\" "
        + "dominant-baseline=\"middle\">\(Int(tick))</text>\n"
    }
    for notification in trace.notifications {
      let px = format(x(notification.time))
      let name = notification.name.replacingOccurrences(of: "UIKeyboard", with: "")
        .replacingOccurrences(of: "Notification", with: "")
      svg +=
        "<line x1=\"\(px)\" y1=\"\(height - 34)\" x2=\"\(px)\" y2=\"\(height - 28)\" "
        + "stroke=\"#868e96\"><title>\(name) at \(format(notification.time, places: 3)) s"
        + "</title></line>\n"
    }
    let keyboard = trace.frames.map { "\(format(x($0.time))),\(format(y($0.keyboardTop)))" }
    svg +=
      "<polyline fill=\"none\" stroke=\"#adb5bd\" stroke-width=\"6\" "
      + "stroke-linejoin=\"round\" points=\"\(keyboard.joined(separator: " "))\">"
      + "<title>keyboard top</title></polyline>\n"
    for (index, strategy) in trace.strategies.enumerated() {
      let points = trace.frames.map { frame in
        "\(format(x(frame.time))),\(format(y(frame.barBottoms[index])))"
      }
      let style = trace.palette(index)
      svg +=
        "<polyline fill=\"none\" stroke=\"\(colors[style % colors.count])\" "
        + "stroke-width=\"1.6\" stroke-dasharray=\"\(dashes[style % dashes.count])\" "
        + "points=\"\(points.joined(separator: " "))\"><title>\(strategy): bar bottom</title>"
        + "</polyline>\n"
    }
    svg +=
      "<text x=\"\(margin.left)\" y=\"\(height - 3)\" class=\"axis\">y in the app view"
      + " (pt, downwards); ticks: notifications</text>\n</svg>"
    return svg
  }

  /// A small plot of each bar's width minus the app view's width over time, or `""` when every
  /// bar is as wide as the app at every traced frame (width errors: an accessory view in Split
  /// View is as wide as the keyboard).
  ///
  /// - Complexity: O(frames × strategies).
  static func renderWidths(_ trace: RunTrace) -> String {
    guard let first = trace.frames.first, let last = trace.frames.last else { return "" }
    let excess = trace.frames.map { frame in frame.bars.map { $0.width - frame.view.width } }
    let high = excess.flatMap { $0 }.map(Double.init).max() ?? 0
    let low = min(0, excess.flatMap { $0 }.map(Double.init).min() ?? 0)
    guard high - low > Double(FrameMeasurement.tolerance) else { return "" }
    let plotHeight = 90.0
    let plotWidth = width - margin.left - margin.right
    let t0 = first.time
    let t1 = max(last.time, t0 + 0.1)
    func x(_ time: TimeInterval) -> Double { margin.left + (time - t0) / (t1 - t0) * plotWidth }
    func y(_ value: Double) -> Double {
      margin.top + (1 - (value - low) / (high - low)) * plotHeight
    }
    var svg = """
      <svg class="plot" viewBox="0 0 \(Int(width)) \(Int(plotHeight + 40))" \
      xmlns="http://www.w3.org/2000/svg" role="img">
      <rect x="\(margin.left)" y="\(margin.top)" width="\(plotWidth)" height="\(plotHeight)" \
      fill="#fff" stroke="#ccc"/>

      """
    for tick in [low, high] where tick != 0 || low == 0 {
      svg +=
        "<text x=\"\(margin.left - 4)\" y=\"\(format(y(tick)))\" class=\"axis\" "
        + "text-anchor=\"end\" dominant-baseline=\"middle\">\(Int(tick.rounded()))</text>\n"
    }
    let zero = format(y(0))
    svg +=
      "<line x1=\"\(margin.left)\" y1=\"\(zero)\" x2=\"\(margin.left + plotWidth)\" "
      + "y2=\"\(zero)\" stroke=\"#adb5bd\" stroke-width=\"3\"/>\n"
    for (index, strategy) in trace.strategies.enumerated() {
      let points = zip(trace.frames, excess).map { frame, values in
        "\(format(x(frame.time))),\(format(y(Double(values[index]))))"
      }
      let style = trace.palette(index)
      svg +=
        "<polyline fill=\"none\" stroke=\"\(colors[style % colors.count])\" "
        + "stroke-width=\"1.6\" stroke-dasharray=\"\(dashes[style % dashes.count])\" "
        + "points=\"\(points.joined(separator: " "))\"><title>\(strategy): bar width minus the "
        + "app's</title></polyline>\n"
    }
    svg +=
      "<text x=\"\(margin.left)\" y=\"\(plotHeight + 34)\" class=\"axis\">bar width minus the "
      + "app's width (pt); the grey line is as wide as the app</text>\n</svg>"
    return svg
  }

  /// About `count` round tick values between `low` and `high`.
  static func ticks(from low: Double, to high: Double, count: Int) -> [Double] {
    guard high > low else { return [low] }
    let raw = (high - low) / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
    var ticks: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high + 1e-9 {
      ticks.append(value)
      value += step
    }
    return ticks
  }

  /// A tick label: up to two decimals, trailing zeros dropped.
  static func label(_ value: Double) -> String {
    var text = format(value, places: 2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A number with up to `places` decimals, for SVG attributes and labels.
  ///
  /// The text `String(format: "%.<places>f", value)` gives — the value's exact binary value
  /// rounded to nearest, ties to even, "-0.0" for a negative that rounds to zero — without
  /// Foundation's format parser, which was most of the report's rendering time on Linux.
  static func format(_ value: Double, places: Int = 1) -> String {
    let scale: Double
    switch places {
    case 0: scale = 1
    case 1: scale = 10
    case 2: scale = 100
    case 3: scale = 1_000
    default: return String(format: "%.\(places)f", value)
    }
    let magnitude = value.magnitude
    guard magnitude.isFinite, magnitude * scale < 0x1p52 else {
      return String(format: "%.\(places)f", value)
    }
    // magnitude × scale exactly, as product + error (the scale is exact, so is `fma`'s error).
    let product = magnitude * scale
    let error = (-product).addingProduct(magnitude, scale)
    var units = product.rounded(.toNearestOrEven)
    // `product - units` is exact (both below 2^52, at most one half apart); the error only
    // decides a product that rounded to a tie.
    let offset = product - units
    if offset == 0.5, error > 0 {
      units += 1
    } else if offset == -0.5, error < 0 {
      units -= 1
    }
    let digits = String(UInt64(units))
    let sign = value.sign == .minus ? "-" : ""
    guard places > 0 else { return sign + digits }
    let padded =
      digits.count > places
      ? digits : String(repeating: "0", count: places + 1 - digits.count) + digits
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
  }

  static func format(_ value: CGFloat, places: Int = 1) -> String {
    format(Double(value), places: places)
  }
}
