import Foundation
import Testing

@testable import KeyboardDockSimulator

/// The shipping rows' content table: one row per scenario, row and iOS version, summed over
/// devices and frame rates; the ideal rows (which carry an inset-only alternative) stay in
/// ``ContentTable``.
@Suite("ShippingContentTable")
struct ShippingContentTableTests {
  static func result(
    _ scenario: String, device: String, strategy: String, form: Bool, hidden: Int,
    jump: CGFloat, frames: Int, insetOnly: Bool = false
  ) -> RunResult {
    var result = RunResult(scenario: scenario, device: device, strategy: strategy, fps: 60)
    var figures = ContentFigures(isForm: form, countsMessages: !form)
    if form {
      figures.focusedFieldHiddenFrames = hidden
    } else {
      figures.lastMessageHiddenFrames = hidden
    }
    figures.maxContentJump = jump
    figures.frames = frames
    result.content = figures
    if insetOnly { result.insetOnlyContent = figures }
    return result
  }

  @Test func sumsOverDevicesAndLeavesTheIdealRowsOut() {
    let results = [
      Self.result(
        "form-3-fields", device: "iphone-15", strategy: "dock", form: true, hidden: 2,
        jump: 0.5, frames: 100),
      Self.result(
        "form-3-fields", device: "iphone-x", strategy: "dock", form: true, hidden: 3,
        jump: 1.25, frames: 120),
      Self.result(
        "chat-short-transcript", device: "iphone-x", strategy: "dock", form: false,
        hidden: 0, jump: 0, frames: 90),
      Self.result(
        "form-3-fields", device: "iphone-x", strategy: "tracker", form: true, hidden: 9,
        jump: 9, frames: 120, insetOnly: true),
    ]
    let lines = ShippingContentTable.render(results).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("content (shipping rows)"))
    let form = lines[1].split(separator: " ").map(String.init)
    #expect(form == ["form-3-fields", "dock", "18", "5", "-", "1.25", "220"])
    let chat = lines[2].split(separator: " ").map(String.init)
    #expect(chat == ["chat-short-transcript", "dock", "18", "-", "0", "0.00", "90"])
    let html = ShippingContentTable.html(results)
    #expect(html.contains("<h2>Forms and chat transcripts: the shipping adapters</h2>"))
    #expect(html.components(separatedBy: "<tr><td>").count == 3)
    #expect(ShippingContentTable.render([results[3]]) == "")
    #expect(ShippingContentTable.html([]) == "")
  }
}
