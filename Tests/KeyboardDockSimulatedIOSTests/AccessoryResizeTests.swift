import Foundation
import KeyboardDockSimulatedIOS
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedIOSFactTests {
  /// Fact `accessory-resize` (wix react-native-keyboard-tracking-view's flexible-height
  /// accessory, MessageKit's `maintainPositionOnKeyboardFrameChanged`): an installed accessory
  /// that grows by 40 pt grows the keyboard's frame upwards by 40 pt at once, keys in place, KVO
  /// reports the new frame and WillChangeFrame → WillShow → DidChangeFrame → DidShow are posted
  /// with duration 0; the variant `accessory-resize-silent` posts nothing but KVO and the layout
  /// guide; during a drag nothing is posted and the host grows under the finger.
  @Test("a resized accessory grows the keyboard's frame at once, posted with duration 0")
  func accessoryResizeGrowsTheKeyboardFrame() throws {
    var keyboard = SystemKeyboard(
      device: Self.phone, orientation: .portrait, isPredictiveOn: false)
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 1)
    let rest = keyboard.modelFrame
    keyboard.resizeAccessory(to: 40, at: 1)
    let grown = CGRect(x: 0, y: rest.minY - 40, width: rest.width, height: rest.height + 40)
    #expect(keyboard.modelFrame == grown)
    #expect(keyboard.presentationFrame(at: 1) == grown)
    let outputs = keyboard.drainOutputs(upTo: 1)
    let names = outputs.compactMap { output -> String? in
      guard case .notification(let posted) = output else { return nil }
      return posted.name.rawValue
    }
    #expect(names.count == 4)
    #expect(names.first?.contains("WillChangeFrame") == true)
    #expect(names.last?.contains("DidShow") == true)
    let durations = outputs.compactMap { output -> Double? in
      guard case .notification(let posted) = output else { return nil }
      return (posted.userInfo[KeyboardUserInfo.animationDuration] as? NSNumber)?.doubleValue
    }
    #expect(durations == [0, 0, 0, 0])
    let kvo = outputs.compactMap { output -> CGRect? in
      if case .hostFrame(let frame, _) = output { return frame }
      return nil
    }
    #expect(kvo == [grown])
    // The same height again changes nothing.
    keyboard.resizeAccessory(to: 40, at: 1.1)
    #expect(keyboard.drainOutputs(upTo: 1.1).isEmpty)

    // The variant: KVO and the layout guide only.
    var silent = SystemKeyboard(
      device: Self.phone, orientation: .portrait, isPredictiveOn: false,
      profile: try ModelVariant.named("accessory-resize-silent").apply(to: .ios18))
    try silent.focus(at: 0)
    _ = silent.drainOutputs(upTo: 1)
    silent.resizeAccessory(to: 40, at: 1)
    let quiet = silent.drainOutputs(upTo: 1)
    #expect(quiet.count == 2)
    #expect(
      !quiet.contains { output in
        if case .notification = output { return true }
        return false
      })
    #expect(silent.modelFrame == grown)

    // During a drag: nothing posted, the host grows below the finger.
    try keyboard.fingerMoved(to: grown.minY + 100, at: 2)
    _ = keyboard.drainOutputs(upTo: 2)
    let dragged = keyboard.modelFrame
    keyboard.resizeAccessory(to: 60, at: 2.1)
    #expect(keyboard.modelFrame.minY == dragged.minY)
    #expect(keyboard.modelFrame.height == dragged.height + 20)
    let during = keyboard.drainOutputs(upTo: 2.1)
    #expect(during.count == 2)
    #expect(
      !during.contains { output in
        if case .notification = output { return true }
        return false
      })
  }
}
