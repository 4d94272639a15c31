import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Small drawings of the screen at a run's key frames: window, safe area, content, keyboard and
/// every strategy's bar.
enum Filmstrip {
  /// The most key frames drawn per scenario.
  static let maximumFrames = 8
  /// The box each drawing fits in, in CSS pixels.
  static let drawingBox = 280.0

  /// Chooses key frames: just after each scripted action (mid-animation) and the frame where the
  /// strategies disagree most, in time order.
  ///
  /// - Complexity: O(frames × strategies).
  static func keyFrames(_ trace: RunTrace) -> [RunTrace.Frame] {
    guard !trace.frames.isEmpty else { return [] }
    var indices = Set<Int>()
    indices.insert(0)
    for time in trace.actionTimes {
      let target = time + 0.1
      if let index = trace.frames.firstIndex(where: { $0.time >= target }) {
        indices.insert(index)
      }
    }
    let spread = trace.frames.indices.max { a, b in
      disagreement(trace.frames[a]) < disagreement(trace.frames[b])
    }
    var chosen = indices.sorted()
    if chosen.count > maximumFrames - 1 {
      let stride = Double(chosen.count) / Double(maximumFrames - 1)
      chosen = (0..<(maximumFrames - 1)).map { chosen[Int(Double($0) * stride)] }
    }
    if let spread, disagreement(trace.frames[spread]) > 0.5 { chosen.append(spread) }
    return Set(chosen).sorted().map { trace.frames[$0] }
  }

  private static func disagreement(_ frame: RunTrace.Frame) -> CGFloat {
    frame.barBottoms.map { abs($0 - frame.keyboardTop) }.max() ?? 0
  }

  /// Draws one frame as an SVG.
  static func render(
    _ frame: RunTrace.Frame, strategies: [String], palette: [Int] = []
  ) -> String {
    let screen = frame.screen
    let scale = drawingBox / Double(max(screen.width, screen.height))
    let width = Double(screen.width) * scale
    let height = Double(screen.height) * scale
    func rect(_ r: CGRect, _ attributes: String) -> String {
      "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" "
        + "height=\"\(f(r.height))\" \(attributes)/>"
    }
    var svg =
      "<svg viewBox=\"0 0 \(f(screen.width)) \(f(screen.height))\" width=\"\(SVGPlot.format(width))\""
      + " height=\"\(SVGPlot.format(height))\" xmlns=\"http://www.w3.org/2000/svg\">"
    svg += rect(screen, "fill=\"#343a40\"")
    // The window's parts outside the view (a tab bar) are grey; the view is white.
    svg += rect(frame.window, "fill=\"#ced4da\"")
    let view = frame.view
    svg += rect(view, "fill=\"#fff\"")
    let safe = frame.safeArea
    let unsafeBottom = CGRect(
      x: view.minX, y: view.maxY - safe.bottom, width: view.width, height: safe.bottom)
    let unsafeTop = CGRect(x: view.minX, y: view.minY, width: view.width, height: safe.top)
    svg += rect(unsafeTop, "fill=\"#ffe8cc\"") + rect(unsafeBottom, "fill=\"#ffe8cc\"")
    // Content rows above the first strategy's inset, scrolled to the bottom.
    let contentBottom = view.maxY - (frame.contentInsets.first ?? 0)
    var rowY = contentBottom - 30
    while rowY > view.minY + safe.top {
      let row = CGRect(x: view.minX + 12, y: rowY, width: view.width * 0.6, height: 20)
      svg += rect(row, "fill=\"#dee2e6\" rx=\"8\"")
      rowY -= 30
    }
    for part in keyboardParts(frame) {
      svg += rect(part, "fill=\"#868e96\" opacity=\"0.92\"")
    }
    if let floating = frame.floatingKeyboard {
      svg += rect(floating, "fill=\"#868e96\" opacity=\"0.92\" rx=\"12\"")
    }
    // Each bar is outlined in full and filled in its own slice of its width, so bars that
    // coincide stay visible side by side.
    let count = CGFloat(max(1, frame.bars.count))
    for (index, bar) in frame.bars.enumerated() {
      let style = palette.indices.contains(index) ? palette[index] : index
      let color = SVGPlot.colors[style % SVGPlot.colors.count]
      let slice = CGRect(
        x: bar.minX + bar.width * CGFloat(index) / count, y: bar.minY, width: bar.width / count,
        height: bar.height)
      svg += rect(slice, "fill=\"\(color)\" fill-opacity=\"0.75\"")
      svg += rect(
        bar,
        "fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
          + "stroke-dasharray=\"\(SVGPlot.dashes[style % SVGPlot.dashes.count])\""
      )
      .replacingOccurrences(of: "/>", with: "><title>\(strategies[index])</title></rect>")
    }
    svg += "</svg>"
    return svg
  }

  /// The share of the keyboard's width each half of a split keyboard is drawn with.
  ///
  /// For the drawing only: iOS reports the split keyboard as one full-width frame (what the
  /// metrics use), while the keys sit in two halves at the screen's edges with the app visible
  /// between them ("Use the floating or split keyboard on iPad", Apple's iPad User Guide).
  static let splitHalfShare: CGFloat = 0.36

  /// The keyboard as drawn: one block, or the two halves of a split keyboard.
  static func keyboardParts(_ frame: RunTrace.Frame) -> [CGRect] {
    let keyboard = frame.keyboard
    guard frame.keyboardIsSplit, keyboard.width > 0, keyboard.height > 0 else { return [keyboard] }
    let half = keyboard.width * splitHalfShare
    return [
      CGRect(x: keyboard.minX, y: keyboard.minY, width: half, height: keyboard.height),
      CGRect(x: keyboard.maxX - half, y: keyboard.minY, width: half, height: keyboard.height),
    ]
  }

  private static func f(_ value: CGFloat) -> String { SVGPlot.format(value) }
}
