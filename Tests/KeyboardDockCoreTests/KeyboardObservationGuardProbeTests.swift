import Foundation
import KeyboardDockCore
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("Observation guard: the layout-guide probe and the end of an animation")
struct KeyboardObservationGuardProbeTests {
  typealias Base = KeyboardObservationGuardTests
  static let screen = Base.screen

  static func did(height: CGFloat, at time: TimeInterval) -> KeyboardEvent {
    KeyboardEvent(
      kind: .didShow, beginFrame: nil, endFrame: Base.keyboard(height: height), duration: 0.25,
      curve: .keyboard, isLocal: true, isChangedByUserInteraction: nil, time: time)
  }

  @Test("after didShow the spurious tall value is refused, though the spring still settles")
  func tallAfterDid() throws {
    var ios26 = try Base.observing("26.2")
    let spurious = Base.keyboard(height: 453.66)
    #expect(!ios26.hostFrame(spurious, at: 0.25).isRefused)
    var settled = try Base.observing("26.2")
    _ = settled.notification(Self.did(height: 345, at: 0.25), in: nil)
    #expect(settled.hostFrame(spurious, at: 0.25).rule == .tallerThanKeyboard)
    #expect(settled.hostFrame(Base.keyboard(height: 345), at: 0.25).value != nil)
  }

  @Test("a probe frame with the announced top is the announced frame (hardware keyboard bar)")
  func probeTopIsAnnouncedFrame() throws {
    var observations = KeyboardObservationGuard(
      system: SystemVersion(26), source: .keyboardLayoutGuide, screenBounds: Self.screen)
    // A hardware keyboard: the full-height frame with 55 pt on screen.
    let announced = CGRect(x: 0, y: 852 - 55, width: 393, height: 345)
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: nil, endFrame: announced, duration: 0.25, curve: .keyboard,
      isLocal: true, isChangedByUserInteraction: nil, time: 0)
    _ = observations.notification(event, in: nil)
    let probe = CGRect(x: 0, y: 852 - 55, width: 393, height: 55)
    #expect(observations.hostFrame(probe, at: 1).value == announced)
    // The accessory's host reports whole frames: left alone.
    var accessory = KeyboardObservationGuard(
      system: SystemVersion(26), source: .accessorySuperview, screenBounds: Self.screen)
    _ = accessory.notification(event, in: nil)
    #expect(accessory.hostFrame(probe, at: 1).value == probe)
  }

  @Test("a probe value says nothing before any notification, or while none is docked")
  func guideRests() throws {
    let bottom = CGRect(x: 0, y: 852, width: 393, height: 0)
    for version in ["17.0", "18.6", "26.2"] {
      var fresh = KeyboardObservationGuard(
        system: try SystemVersion(version), source: .keyboardLayoutGuide,
        screenBounds: Self.screen)
      #expect(fresh.hostFrame(bottom, at: 0).rule == .guideRestsWithoutDockedKeyboard)
      let hide = KeyboardEvent(
        kind: .willHide, beginFrame: nil, endFrame: CGRect(x: 0, y: 852, width: 393, height: 345),
        duration: 0.25, curve: .keyboard, isLocal: true, isChangedByUserInteraction: nil, time: 1)
      _ = fresh.notification(hide, in: nil)
      #expect(fresh.hostFrame(bottom, at: 1).isRefused, "\(version)")
      #expect(fresh.hostFrame(Base.keyboard(height: 200), at: 2).isRefused, "\(version)")
    }
    // The accessory's host is not a guide: taken as reported on iOS 18.
    var accessory = KeyboardObservationGuard(
      system: SystemVersion(18), source: .accessorySuperview, screenBounds: Self.screen)
    #expect(accessory.hostFrame(bottom, at: 0).value == bottom)
  }

  @Test("with a docked keyboard announced, a probe on the bottom is a drag all the way down")
  func dragToBottom() throws {
    var ios26 = try Base.observing("26.0")
    _ = ios26.notification(Self.did(height: 345, at: 0.25), in: nil)
    let bottom = CGRect(x: 0, y: 852, width: 393, height: 0)
    #expect(ios26.hostFrame(bottom, at: 1).value == bottom)
  }

  @Test("at a will-notification's instant, a probe value elsewhere than announced is refused")
  func splitAtAnnouncement() throws {
    var ios26 = try Base.observing("26.2")
    // The guide rests on the bottom while the announced (split) keyboard is elsewhere.
    let bottom = CGRect(x: 0, y: 852, width: 393, height: 0)
    #expect(ios26.hostFrame(bottom, at: 0).rule == .guideRestsWithoutDockedKeyboard)
    #expect(ios26.hostFrame(Base.keyboard(height: 345), at: 0).value != nil)
  }
}

@Suite("ViewPlacement.keyboardFrame with usesBottomSafeArea false")
struct ViewPlacementBottomSafeAreaTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let phone = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(bottom: 34))

  @Test("the guide is followed below the safe area down to the view's bottom, not beyond")
  func belowSafeArea() {
    let phone = Self.phone
    #expect(phone.keyboardFrame(layoutGuideTop: 790, screenBounds: Self.screen) == nil)
    #expect(
      phone.keyboardFrame(layoutGuideTop: 790, screenBounds: Self.screen, usesBottomSafeArea: false)
        == CGRect(x: 0, y: 790, width: 375, height: 22))
    #expect(
      phone.keyboardFrame(layoutGuideTop: 812, screenBounds: Self.screen, usesBottomSafeArea: false)
        == CGRect(x: 0, y: 812, width: 375, height: 0))
    #expect(
      phone.keyboardFrame(layoutGuideTop: 813, screenBounds: Self.screen, usesBottomSafeArea: false)
        == nil)
  }
}
