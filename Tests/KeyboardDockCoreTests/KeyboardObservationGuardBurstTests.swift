import Foundation
import KeyboardDockCore
import Testing

/// ``KeyboardObservationGuard/Rule/guideCorrectsEndFrame`` where a change has no animation (a
/// rotation's burst posts its dids before the guide's layout pass) and where the guide's value
/// belongs to a drag: mozilla-mobile/firefox-ios PR #30146 (the end frame leaves the AutoFill
/// strip out on iOS 26, the guide is right), react-native-keyboard-controller #1155 (a value
/// taller than the keyboard after it opens).
@Suite("Observation guard: end-frame corrections in bursts and drags")
struct KeyboardObservationGuardBurstTests {
  typealias Frames = KeyboardObservationGuardEndFrameTests

  /// A notification of `kind` ending at `end`, without animation (a rotation's burst).
  static func instant(_ kind: KeyboardEvent.Kind, _ end: CGRect, at time: TimeInterval)
    -> KeyboardEvent
  {
    KeyboardEvent(
      kind: kind, beginFrame: nil, endFrame: end, duration: 0, curve: .keyboard, isLocal: true,
      isChangedByUserInteraction: nil, time: time)
  }

  /// WillChangeFrame, WillShow, DidChangeFrame, DidShow at one instant, all ending at `end`.
  static func burstShow(
    _ observations: inout KeyboardObservationGuard, _ end: CGRect, at time: TimeInterval
  ) -> [CGRect?] {
    [KeyboardEvent.Kind.willChangeFrame, .willShow, .didChangeFrame, .didShow].map {
      observations.notification(instant($0, end, at: time), in: nil).value?.endFrame
    }
  }

  @Test("after a burst's dids, the guide's value corrects it, but not the first after DidShow")
  func burstIsCorrectedAfterItsDids() throws {
    var observations = try Frames.guardFor("26.0")
    let posted = Self.burstShow(&observations, Frames.withoutStrip, at: 1)
    #expect(posted == Array(repeating: Frames.withoutStrip, count: 4))
    // #1155: a value taller than the keyboard right after it opens is no correction.
    let tall = CGRect(x: 0, y: 852 - 454, width: 393, height: 454)
    #expect(observations.hostFrame(tall, at: 1).rule != .guideCorrectsEndFrame)
    let verdict = observations.hostFrame(Frames.withStrip, at: 1)
    #expect(verdict.rule == .guideCorrectsEndFrame)
    #expect(verdict.value == Frames.withStrip)
    // The burst's repeated pair at the same instant keeps the correction.
    let hidden = CGRect(x: 0, y: 852, width: 393, height: 390)
    _ = observations.notification(Self.instant(.willHide, hidden, at: 1), in: nil)
    let again = Self.burstShow(&observations, Frames.withoutStrip, at: 1)
    #expect(again == Array(repeating: Frames.withStrip, count: 4))
  }

  @Test("the only guide value after a burst's DidShow corrects nothing")
  func firstValueAfterDidShowIsNoCorrection() throws {
    var observations = try Frames.guardFor("26.2")
    _ = Self.burstShow(&observations, Frames.withoutStrip, at: 1)
    #expect(observations.hostFrame(Frames.withStrip, at: 1).rule != .guideCorrectsEndFrame)
  }

  @Test("a guide value that continues a drag corrects no notification of its instant")
  func dragValueCorrectsNothing() throws {
    var observations = try Frames.guardFor("26.2")
    var shown = Frames.withoutStrip
    _ = Self.burstShow(&observations, shown, at: 0.5)
    // A drag: the guide follows the finger down, no animation running.
    for (index, y) in [560.0, 580, 600].enumerated() {
      shown.origin.y = y
      shown.size.height = 852 - y
      _ = observations.hostFrame(shown, at: 1 + Double(index) / 60)
    }
    let last = 1 + 2.0 / 60
    // A height change during the drag, at the instant of the drag's last value.
    let end = CGRect(x: 0, y: 852 - 300, width: 393, height: 300)
    let will = Self.instant(.willChangeFrame, end, at: last)
    let verdict = observations.notification(will, in: nil)
    #expect(verdict.value?.endFrame == end)
    #expect(verdict.rule == nil)
  }
}
