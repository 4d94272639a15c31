import Foundation
import Testing

@testable import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("iOS version profiles")
struct IOSProfileTests {
  static let phone = DeviceCatalogue.device(named: "iphone-15")!
  static let pad = DeviceCatalogue.device(named: "ipad-pro-12.9")!

  static func fullScreen(_ device: Device) -> SceneGeometry {
    let screen = device.screenBounds(.portrait)
    return SceneGeometry(
      windowFrame: screen, viewFrame: screen, safeArea: device.safeArea(.portrait))
  }

  /// No published difference between the iOS 17 and 18 keyboards: one profile, `17` its alias.
  @Test("17–18, 26.0 and 26.2, each quirk with a source; 26 is 26.0; 99 names the versions")
  func catalogue() throws {
    #expect(IOSProfile.all.map(\.version) == ["18", "26.0", "26.2"])
    #expect(try IOSProfile.named("17") == .ios18)
    for profile in IOSProfile.all {
      for quirk in profile.quirks { #expect(!quirk.source.isEmpty, "\(quirk)") }
    }
    #expect(IOSProfile.ios17.quirks.isEmpty && IOSProfile.ios18.quirks.isEmpty)
    #expect(try IOSProfile.named("26") == .ios26dot0)
    #expect(try IOSProfile.named("26.2") == .ios26dot2)
    #expect(throws: UnknownIOSVersion(version: "99", known: ["18", "26.0", "26.2"])) {
      try IOSProfile.named("99")
    }
    #expect(IOSProfile.ios26dot0.has(.layoutGuideDragWithoutAccessory))
    #expect(!IOSProfile.ios26dot2.has(.layoutGuideDragWithoutAccessory))
    #expect(IOSProfile.ios26dot2.keyboardCornerRadius == 30)
    #expect(IOSProfile.ios18.keyboardCornerRadius == 0)
  }

  @Test("iOS 26's phone keyboard is 345 pt where iOS 18's is 336 pt; iPads unchanged")
  func heights() {
    #expect(Self.phone.portraitKeyboard.predictive == 336)
    #expect(IOSProfile.ios26dot2.device(Self.phone).portraitKeyboard.predictive == 345)
    #expect(IOSProfile.ios18.device(Self.phone) == Self.phone)
    #expect(
      IOSProfile.ios18.kvoReportsInteractiveMoves
        && !IOSProfile.ios26dot2.kvoReportsInteractiveMoves)
    #expect(IOSProfile.ios26dot0.device(Self.pad) == Self.pad)
    #expect(IOSProfile.ios26dot0.device(Self.phone).estimates.last?.contains("26.0") == true)
  }

  static func shown(on device: Device, _ profile: IOSProfile) throws -> (
    SystemKeyboard, [SystemKeyboardOutput]
  ) {
    var keyboard = SystemKeyboard(device: profile.device(device), orientation: .portrait)
    try keyboard.focus(at: 0)
    var outputs = keyboard.drainOutputs(upTo: 0)
    outputs += keyboard.drainOutputs(upTo: 1)
    return (keyboard, outputs)
  }

  @Test("on iOS 26 the accessory's host reports nothing; on iOS 18 it does")
  func hostSilent() throws {
    for (profile, expected) in [(IOSProfile.ios18, true), (.ios26dot2, false)] {
      let (keyboard, outputs) = try Self.shown(on: Self.phone, profile)
      var observed = IOSAppObservations(profile: profile, hasInputAccessory: true)
      let seen = observed.filter(outputs, keyboard: keyboard, scene: Self.fullScreen(Self.phone))
      let hostFrames = seen.filter { if case .hostFrame = $0 { true } else { false } }
      #expect(!hostFrames.isEmpty == expected, "\(profile)")
    }
  }

  @Test("after didShow on iOS 26 the guide reports 453.66/345 of the keyboard, then the keyboard")
  func tallValue() throws {
    let (keyboard, outputs) = try Self.shown(on: Self.phone, .ios26dot0)
    var observed = IOSAppObservations(profile: .ios26dot0, hasInputAccessory: false)
    let seen = observed.filter(outputs, keyboard: keyboard, scene: Self.fullScreen(Self.phone))
    let transients = seen.compactMap { output -> CGRect? in
      if case .layoutChange(let change) = output, change.isTransient { return change.frame }
      return nil
    }
    #expect(transients.count == 2)
    #expect(abs((transients.first?.height ?? 0) - 453.66) < 0.01)
    #expect(transients.last == keyboard.modelFrame)
    var ios18 = IOSAppObservations(profile: .ios18, hasInputAccessory: false)
    let plain = ios18.filter(outputs, keyboard: keyboard, scene: Self.fullScreen(Self.phone))
    #expect(plain.count == outputs.count)
  }

  @Test("after reloadInputViews iOS 26 posts no didShow; iOS 18 does")
  func noDidShowAfterReload() throws {
    for (profile, expected) in [(IOSProfile.ios18, 1), (.ios26dot2, 0)] {
      var (keyboard, _) = try Self.shown(on: Self.phone, profile)
      var observed = IOSAppObservations(profile: profile, hasInputAccessory: false)
      try keyboard.switchToInputView(height: 260, at: 2)
      observed.inputViewsReloaded()
      let outputs = keyboard.drainOutputs(upTo: 2) + keyboard.drainOutputs(upTo: 3)
      let seen = observed.filter(outputs, keyboard: keyboard, scene: Self.fullScreen(Self.phone))
      let didShows = seen.filter {
        if case .notification(let posted) = $0 { posted.name == .didShow } else { false }
      }
      #expect(didShows.count == expected, "\(profile)")
    }
  }

  @Test("on iPadOS 26, with an accessory, a window off the origin gets view coordinates")
  func padViewCoordinates() throws {
    let (keyboard, outputs) = try Self.shown(on: Self.pad, .ios26dot2)
    let screen = Self.pad.screenBounds(.portrait)
    let window = CGRect(x: 0, y: 100, width: screen.width, height: screen.height - 100)
    let scene = SceneGeometry(
      windowFrame: window, viewFrame: CGRect(origin: .zero, size: window.size),
      safeArea: SafeAreaInsets())
    var observed = IOSAppObservations(profile: .ios26dot2, hasInputAccessory: true)
    let seen = observed.filter(outputs, keyboard: keyboard, scene: scene)
    let ends = seen.compactMap { output -> CGRect? in
      guard case .notification(let posted) = output else { return nil }
      return IOSAppObservations.rect(posted.userInfo[KeyboardUserInfo.frameEnd])
    }
    let expected = keyboard.modelFrame.offsetBy(dx: 0, dy: -100)
    #expect(!ends.isEmpty)
    #expect(ends.allSatisfy { $0 == expected })
    var noAccessory = IOSAppObservations(profile: .ios26dot2, hasInputAccessory: false)
    let untouched = noAccessory.filter(outputs, keyboard: keyboard, scene: scene)
    let plainEnds = untouched.compactMap { output -> CGRect? in
      guard case .notification(let posted) = output else { return nil }
      return IOSAppObservations.rect(posted.userInfo[KeyboardUserInfo.frameEnd])
    }
    #expect(!plainEnds.isEmpty)
    #expect(plainEnds.allSatisfy { $0 == keyboard.modelFrame })
  }
}
