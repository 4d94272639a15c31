import Foundation
import KeyboardDockSimulatedIOS
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The fact table (`kbdock facts`) and the facts this branch changed: each graded, sourced,
/// pinned by a test that exists, and replaced by variants where it is not measured or documented.
@Suite("Simulated iOS facts and variants")
struct SimulatedIOSFactTests {
  static let phone = DeviceCatalogue.device(named: "iphone-x")!

  /// Every `func name(` in the package's test sources, with the suite types declared there.
  static let testSources: String = {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let files =
      FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
      .joined(separator: "\n")
  }()

  @Test("at least 20 facts, ids unique, each graded, sourced and pinned by an existing test")
  func table() throws {
    let facts = SimulatedIOSFacts.all
    #expect(facts.count >= 20)
    #expect(Set(facts.map(\.id)).count == facts.count)
    for fact in facts {
      #expect(!fact.source.isEmpty && !fact.value.isEmpty, "\(fact.id)")
      #expect(!fact.source.contains("DESIGN") && !fact.source.lowercased().contains("seed"))
      let parts = fact.test.split(separator: "/")
      try #require(parts.count == 2, "\(fact.id): \(fact.test)")
      let function = parts[1].prefix { $0 != "(" }
      #expect(
        Self.testSources.contains("struct \(parts[0])")
          && Self.testSources.contains("func \(function)("), "\(fact.id): \(fact.test)")
    }
    let counts = SimulatedIOSFacts.gradeCounts
    #expect(counts.count == 4)
    #expect(counts.map(\.count).reduce(0, +) == facts.count)
  }

  @Test("every variant a fact names exists and replaces that fact; at least 8 variants")
  func variantsMatchFacts() throws {
    let variants = ModelVariant.all
    #expect(variants.count >= 8)
    #expect(Set(variants.map(\.name)).count == variants.count)
    let facts = SimulatedIOSFacts.all
    let named = facts.flatMap { fact in fact.variants.map { (fact.id, $0) } }
    #expect(named.count == variants.count - 1)
    for (id, name) in named {
      #expect(try ModelVariant.named(name).fact == id)
    }
    for fact in facts where fact.grade == .measured || fact.grade == .documented {
      #expect(fact.variants.isEmpty, "\(fact.id)")
    }
    #expect(throws: UnknownModelVariant.self) { try ModelVariant.named("nope") }
    // Each variant changes the profile it applies to, or the event order.
    for variant in variants.dropFirst() {
      let profile = variant.changes(.ios18) ? IOSProfile.ios18 : .ios26dot0
      #expect(variant.changes(profile), "\(variant)")
      var applied = variant.apply(to: profile)
      #expect(applied.variant == variant.name)
      applied.variant = nil
      #expect(applied != profile || variant.eventOrder != nil, "\(variant)")
    }
  }

  /// The return after a cancelled drag: easeInEaseOut over 0.25 s × distance / height.
  ///
  /// (react-native-keyboard-controller PR #515, whose test runs 122 → 291 pt in
  /// 0.14518900343642613 s = 0.25 × 169 / 291). Checked against that test's numbers: the
  /// keyboard at 291 − 122 = 169 pt below its rest on a 291 pt keyboard.
  @Test("a cancelled drag returns on easeInEaseOut over 0.25 s × distance / height")
  func cancelledDragReturnsOnATimingCurve() throws {
    var keyboard = SystemKeyboard(
      device: Self.phone, orientation: .portrait, isPredictiveOn: false)
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 1)
    let rest = keyboard.modelFrame
    #expect(rest.height == 291)
    try keyboard.fingerMoved(to: rest.minY + 60, at: 1)
    try keyboard.fingerMoved(to: rest.minY + 169, at: 1.1)
    let dismissed = keyboard.fingerLifted(velocity: -100, at: 1.2)
    #expect(!dismissed)
    let duration = 0.14518900343642613
    // react-native-keyboard-controller's test values, as visible heights: 123.56 at 0.01 s,
    // 163.81 at 0.05 s, 284.31 at 0.124781 s (its own Bézier solver, to within 0.05 pt).
    for (elapsed, height) in [(0.01, 123.56119), (0.05, 163.80672), (0.124781, 284.31306)] {
      let visible = rest.maxY - keyboard.presentationFrame(at: 1.2 + elapsed).minY
      #expect(abs(visible - height) < 0.05, "at \(elapsed) s: \(visible)")
    }
    #expect(keyboard.presentationFrame(at: 1.2 + duration) == rest)
    #expect(keyboard.isSettled(at: 1.2 + duration))
    // The variant returns on the spring instead, which is slower.
    var spring = SystemKeyboard(
      device: Self.phone, orientation: .portrait, isPredictiveOn: false,
      profile: try ModelVariant.named("spring-back-spring").apply(to: .ios18))
    try spring.focus(at: 0)
    _ = spring.drainOutputs(upTo: 1)
    try spring.fingerMoved(to: rest.minY + 169, at: 1.1)
    spring.fingerLifted(velocity: -100, at: 1.2)
    #expect(!spring.isSettled(at: 1.2 + duration))
  }

  /// UIKit hit-tests model frames: the finger grabs the keyboard once inside its model frame;
  /// the variant grabs by what the user sees.
  @Test("the finger grabs by the model frame; the variant by the presentation frame")
  func fingerGrabsByModelFrame() throws {
    for (profile, grabs) in [
      (IOSProfile.ios18, true),
      (try ModelVariant.named("grab-presentation-frame").apply(to: .ios18), false),
    ] {
      var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait, profile: profile)
      try keyboard.focus(at: 0)
      _ = keyboard.drainOutputs(upTo: 0)
      // At 0.05 s the model frame's top is 476; what the user sees is far lower.
      let seen = keyboard.presentationFrame(at: 0.05).minY
      #expect(seen > 600)
      #expect(try keyboard.fingerMoved(to: 500, at: 0.05) == grabs)
      #expect(keyboard.isDragged == grabs)
    }
  }

  @Test("a release dismisses from the lower half or when flicked down faster than 300 pt/s")
  func releaseDismissesFromLowerHalfOrFlick() throws {
    let cases: [(offset: CGFloat, velocity: CGFloat, dismisses: Bool)] = [
      (200, 0, true), (100, 0, false), (100, 301, true), (100, 299, false), (200, -1, false),
    ]
    for release in cases {
      var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
      try keyboard.focus(at: 0)
      _ = keyboard.drainOutputs(upTo: 1)
      try keyboard.fingerMoved(to: keyboard.modelFrame.minY + release.offset, at: 1)
      #expect(
        keyboard.fingerLifted(velocity: release.velocity, at: 1.1) == release.dismisses,
        "\(release)")
    }
  }

  /// The did-notifications come when the spring is removed (0.1 % of its distance left), and
  /// the variants move them earlier or later.
  @Test("the did-notifications come when the spring is removed, shifted by the variants")
  func didPostedWhenTheSpringIsRemoved() throws {
    let removal = SpringAnimation.keyboard.settlingDuration
    #expect(abs(removal - 0.51) < 0.01)
    for (name, due) in [
      ("baseline", removal), ("did-early", removal - 0.1),
      ("did-late", removal + 0.14),
    ] {
      let profile = try ModelVariant.named(name).apply(to: .ios18)
      var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait, profile: profile)
      try keyboard.focus(at: 0)
      _ = keyboard.drainOutputs(upTo: 0)
      let next = try #require(keyboard.nextDueTime)
      #expect(abs(next - due) < 1e-9, "\(name)")
    }
    let slow = try ModelVariant.named("settling-0.01%").apply(to: .ios18)
    #expect(slow.keyboardSpring.settlingDuration > removal + 0.1)
  }

  /// A change without animation leaves the running show adding up.
  ///
  /// The emoji keyboard (duration 0) moves the model frame at once and adds no animation; the
  /// show still running goes on adding its remainder, the closed
  /// form (1 + ωt)·e^(−ωt) of the show's distance, ω = √(1000 / 3). The variant
  /// `unanimated-change-removes` shows the new frame at once.
  @Test("an unanimated change leaves the running show adding up; the variant removes it")
  func unanimatedChangeLeavesRunningAnimations() throws {
    for name in ["baseline", "unanimated-change-removes"] {
      let profile = try ModelVariant.named(name).apply(to: .ios18)
      // Without the predictive strip (291 pt), so that the emoji keyboard's height differs.
      var keyboard = SystemKeyboard(
        device: Self.phone, orientation: .portrait, isPredictiveOn: false, profile: profile)
      try keyboard.focus(at: 0)
      let shown = keyboard.modelFrame
      let distance = Double(keyboard.hiddenFrame.minY - shown.minY)
      try keyboard.setEmoji(true, at: 0.1)
      let emoji = keyboard.modelFrame
      #expect(emoji.height != shown.height, "the emoji keyboard's height differs")
      let omega = (1000.0 / 3).squareRoot()
      for time in [0.1, 0.15, 0.3] {
        let remainder = distance * (1 + omega * time) * exp(-omega * time)
        let expected = Double(emoji.minY) + (name == "baseline" ? remainder : 0)
        let seen = Double(keyboard.presentationFrame(at: time).minY)
        #expect(abs(seen - expected) < 0.01, "\(name) at \(time) s: \(seen) vs \(expected)")
      }
    }
  }
}
