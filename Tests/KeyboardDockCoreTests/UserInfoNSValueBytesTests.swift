import Foundation
import KeyboardDockCore
import Testing

/// `userInfo` values hold a `CGRect` or `CGPoint` exactly as UIKit boxes them on iOS.
///
/// An `NSValue` holds the struct's bytes (native-endian doubles) and `@encode(CGRect)` as its
/// type. These tests build
/// such values from raw bytes, independently of the package's own boxing, so they hold on Linux
/// the same way they would on a device.
@Suite("userInfo NSValues, byte for byte as UIKit posts them")
struct UserInfoNSValueBytesTests {
  static let rectType = "{CGRect={CGPoint=dd}{CGSize=dd}}"
  static let pointType = "{CGPoint=dd}"

  /// An `NSValue` made as `NSValue(cgRect:)` makes it: four doubles and the CGRect encoding.
  static func uikitValue(_ numbers: [Double], objCType: String) -> NSValue {
    var bytes = [UInt8]()
    for number in numbers { withUnsafeBytes(of: number) { bytes.append(contentsOf: $0) } }
    return bytes.withUnsafeBytes { NSValue(bytes: $0.baseAddress!, objCType: objCType) }
  }

  /// The raw bytes an `NSValue` holds, read through the unsized `getValue` Linux offers.
  static func bytes(of value: NSValue, count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    buffer.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
    return buffer
  }

  static func doubles(_ numbers: [Double]) -> [UInt8] {
    numbers.flatMap { number in withUnsafeBytes(of: number) { Array($0) } }
  }

  @Test("a frame boxed by UIKit decodes to the same rect")
  func decodesUIKitBytes() throws {
    let info: [AnyHashable: Any] = [
      "UIKeyboardFrameBeginUserInfoKey": Self.uikitValue(
        [0, 852, 393, 336], objCType: Self.rectType),
      "UIKeyboardFrameEndUserInfoKey": Self.uikitValue(
        [0, 516, 393, 336], objCType: Self.rectType),
      "UIKeyboardCenterEndUserInfoKey": Self.uikitValue([196.5, 684], objCType: Self.pointType),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
    ]
    let event = try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    #expect(event.beginFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
    #expect(event.endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test("the package posts frames and centers with UIKit's encoding and bytes")
  func encodesUIKitBytes() throws {
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
      endFrame: CGRect(x: 0, y: 516.5, width: 393, height: 335.5), duration: 0.25,
      curve: .keyboard, isLocal: true, isChangedByUserInteraction: nil, time: 0)
    let info = event.userInfo
    let end = try #require(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
    #expect(String(cString: end.objCType) == Self.rectType)
    #expect(Self.bytes(of: end, count: 32) == Self.doubles([0, 516.5, 393, 335.5]))
    let begin = try #require(info["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)
    #expect(Self.bytes(of: begin, count: 32) == Self.doubles([0, 852, 393, 336]))
    let bounds = try #require(info["UIKeyboardBoundsUserInfoKey"] as? NSValue)
    #expect(Self.bytes(of: bounds, count: 32) == Self.doubles([0, 0, 393, 335.5]))
    let center = try #require(info["UIKeyboardCenterEndUserInfoKey"] as? NSValue)
    #expect(String(cString: center.objCType) == Self.pointType)
    #expect(Self.bytes(of: center, count: 16) == Self.doubles([196.5, 684.25]))
    // And back: what the package posts decodes to the same event.
    #expect(try KeyboardEvent(kind: .willShow, userInfo: info, time: 0) == event)
  }

  @Test(
    "values of another shape are refused before any byte is read",
    // Linux Foundation boxes only the geometry and range encodings; on iOS any encoding can
    // arrive, and the decoder's shape check (four doubles, a rect's name) refuses them alike.
    // Edge insets are four doubles like a rect: refused by what the value holds, not its size.
    arguments: [("{CGSize=dd}", 2), ("{CGPoint=dd}", 2), ("{NSEdgeInsets=dddd}", 4)])
  func refusesOtherShapes(objCType: String, count: Int) {
    refuses(Self.uikitValue(Array(repeating: 1, count: count), objCType: objCType))
  }

  @Test("a range is refused where a frame belongs")
  func refusesRange() {
    refuses(NSValue(range: NSRange(location: 0, length: 4)))
  }

  private func refuses(_ value: NSValue) {
    let info: [AnyHashable: Any] = [
      "UIKeyboardFrameEndUserInfoKey": value,
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
    ]
    #expect(throws: KeyboardEventError.self) {
      try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
    }
  }
}
