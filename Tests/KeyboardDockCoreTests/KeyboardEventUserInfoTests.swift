import Foundation
import KeyboardDockCore
import Testing

@Suite("Decoding userInfo")
struct KeyboardEventUserInfoTests {
  static var showInfo: [AnyHashable: Any] {
    [
      "UIKeyboardFrameBeginUserInfoKey": NSValue(
        rect: CGRect(x: 0, y: 667, width: 375, height: 260)),
      "UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 407, width: 375, height: 260)),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
      "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: 187.5, y: 537)),
    ]
  }

  @Test("decodes an iPhone 375×667 show with predictive bar (260 pt)")
  func decodesShow() throws {
    let event = try KeyboardEvent(kind: .willShow, userInfo: Self.showInfo, time: 1)
    #expect(event.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(event.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
    #expect(event.duration == 0.25)
    #expect(event.curve == .keyboard)
    #expect(event.isLocal == true)
  }

  @Test("encoding to userInfo and decoding gives the event back")
  func roundTrips() throws {
    let event = KeyboardEvent(
      kind: .willHide, beginFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 260), duration: 0.25, curve: .keyboard,
      isLocal: false, isChangedByUserInteraction: true, time: 3)
    #expect(try KeyboardEvent(kind: .willHide, userInfo: event.userInfo, time: 3) == event)
  }

  @Test("a missing end frame is an error naming the key")
  func missingEndFrame() {
    var info = Self.showInfo
    info["UIKeyboardFrameEndUserInfoKey"] = nil
    #expect(
      throws: KeyboardEventError(.missingKey, key: "UIKeyboardFrameEndUserInfoKey", value: nil)
    ) {
      try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    }
  }

  @Test("a number where a frame belongs is a type error")
  func numberForFrame() {
    var info = Self.showInfo
    info["UIKeyboardFrameEndUserInfoKey"] = NSNumber(value: 3)
    #expect(throws: KeyboardEventError.self) {
      try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    }
  }

  @Test("only String keys are UIKit's keys: another type with the same text is another key")
  func nonStringKeys() throws {
    var info = Self.showInfo
    info["UIKeyboardFrameEndUserInfoKey"] = nil
    info[Notification.Name("UIKeyboardFrameEndUserInfoKey")] = NSValue(
      rect: CGRect(x: 0, y: 407, width: 375, height: 260))
    info[7] = NSNumber(value: 1)
    #expect(info.count == 7)
    #expect(
      throws: KeyboardEventError(.missingKey, key: "UIKeyboardFrameEndUserInfoKey", value: nil)
    ) {
      try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    }
    info["UIKeyboardFrameEndUserInfoKey"] = NSValue(
      rect: CGRect(x: 0, y: 400, width: 375, height: 267))
    let event = try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    #expect(event.endFrame == CGRect(x: 0, y: 400, width: 375, height: 267))
    #expect(event.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
  }

  @Test("negative and non-finite frames, negative durations and fractional curves are refused")
  func badValues() {
    let cases: [(String, Any, KeyboardEventError.Code)] = [
      (
        "UIKeyboardFrameEndUserInfoKey", NSValue(rect: CGRect(x: 0, y: 0, width: -1, height: 5)),
        .negativeSize
      ),
      (
        "UIKeyboardFrameEndUserInfoKey",
        NSValue(rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 5)), .nonFiniteFrame
      ),
      ("UIKeyboardAnimationDurationUserInfoKey", NSNumber(value: -0.25), .invalidDuration),
      ("UIKeyboardAnimationCurveUserInfoKey", NSNumber(value: 7.5), .nonIntegerCurve),
    ]
    for (key, value, code) in cases {
      var info = Self.showInfo
      info[key] = value
      do {
        _ = try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
        Issue.record("\(key) = \(value) was accepted")
      } catch let error as KeyboardEventError {
        #expect(error.code == code)
        #expect(error.key == key)
        #expect(error.description.contains(key))
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
