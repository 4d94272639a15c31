import Foundation
import KeyboardDockSimulatedIOS
import Testing

@Suite("ScrollViewLayer: where a scroll view's content is drawn")
struct ScrollViewLayerTests {
  @Test("content is drawn at frame.minY + y − offset; flipped, at frame.maxY − (maxY − offset)")
  func drawing() {
    let upright = ScrollViewLayer(frame: CGRect(x: 0, y: 0, width: 390, height: 800), offset: 100)
    let rect = CGRect(x: 0, y: 500, width: 10, height: 40)
    #expect(upright.onScreenRect(ofContent: rect, at: 0).minY == 400)
    let flipped = ScrollViewLayer(
      frame: CGRect(x: 0, y: 0, width: 390, height: 800), offset: -50, isFlipped: true)
    // Content 0…40 (the newest message) with offset −50 sits 50 pt above the bottom edge.
    let newest = flipped.onScreenRect(ofContent: CGRect(x: 0, y: 0, width: 10, height: 40), at: 0)
    #expect(newest.maxY == 750)
    #expect(newest.minY == 710)
  }

  @Test("an animated offset moves along its timing; an unanimated one is counted as a step")
  func animationAndSteps() {
    var layer = ScrollViewLayer(frame: CGRect(x: 0, y: 0, width: 390, height: 800), offset: 0)
    layer.setContentOffset(100, timing: .bezier(.linear, duration: 1), at: 0)
    #expect(layer.contentOffset == 100)
    #expect(abs(layer.presentedOffset(at: 0.5) - 50) < 1e-9)
    #expect(layer.takeSteps() == 0)
    layer.setContentOffset(130, timing: nil, at: 2)
    layer.setContentOffset(120, timing: nil, at: 2)
    #expect(layer.presentedOffset(at: 2) == 120)
    #expect(layer.takeSteps() == 20)
    #expect(layer.takeSteps() == 0, "counting starts again")
  }
}
