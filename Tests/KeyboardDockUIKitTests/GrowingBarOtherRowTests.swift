#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing

  /// The growing-bar and toolbar scenarios on the other shipping rows (iPhone X, iOS 18, 60 Hz),
  /// bounded at their measured figures.
  @Suite("Growing bars and toolbars on the animator, guide, input-bar-host and ease-in-out rows")
  struct GrowingBarOtherRowTests {
    /// A bar pinned above the keyboard by a constraint grows upwards from it: the growth adds
    /// nothing to what each row does in a plain show and hide (the animator and the guide lead
    /// the keyboard by 29.90 pt early in the show, ease-in-out misses by up to 82.82 pt).
    @Test(arguments: [ShippingStrategy.notifications, .layoutGuide, .easeInOut])
    func growthAddsNoErrorToAConstrainedBar(strategy: ShippingStrategy) async throws {
      let plain = try await ShippingRowTests.run(
        "show-hide", device: "iphone-x", strategy: strategy)
      for name in ["growing-bar-1-to-5-lines", "bar-shrinks-during-show"] {
        let grown = try await ShippingRowTests.run(name, device: "iphone-x", strategy: strategy)
        #expect(grown.frames > 120, "\(name)")
        #expect(abs(grown.maxGap - plain.maxGap) < 0.01, "\(strategy.name) \(name)")
        #expect(abs(grown.maxOverlap - plain.maxOverlap) < 0.01, "\(strategy.name) \(name)")
      }
      #expect(plain.maxGap > 29.8 && plain.maxGap < 83)
    }

    /// The input-bar host's bar is the accessory: it rides the keys as it grows, and goes down
    /// with them when the field resigns, 167.44 pt below where it belongs for the five-line bar
    /// (its 133.44 pt and the 34 pt home indicator), against 84 pt for the one-line bar.
    @Test func inputBarHostGoesDownWithItsGrownBar() async throws {
      let plain = try await ShippingRowTests.run(
        "show-hide", device: "iphone-x", strategy: .inputBarHost)
      let grown = try await ShippingRowTests.run(
        "growing-bar-1-to-5-lines", device: "iphone-x", strategy: .inputBarHost)
      #expect(abs(plain.maxOverlap - 84) < 0.01)
      #expect(abs(grown.maxOverlap - 167.44) < 0.01)
      #expect(grown.maxGap < 0.01)
    }

    /// A drag over a 44 pt toolbar: the notification rows leave the gap of every interactive
    /// dismissal (232.19 pt for the animator, 245.18 pt for ease-in-out), the guide follows the
    /// drag with the toolbar counted and keeps only its 29.76 pt lead early in the show.
    @Test func toolbarDrag() async throws {
      let name = "interactive-dismissal-input-accessory"
      let animator = try await ShippingRowTests.run(
        name, device: "iphone-x", strategy: .notifications)
      let guide = try await ShippingRowTests.run(name, device: "iphone-x", strategy: .layoutGuide)
      let easeInOut = try await ShippingRowTests.run(
        name, device: "iphone-x", strategy: .easeInOut)
      #expect(animator.maxGap > 232 && animator.maxGap < 232.5)
      #expect(easeInOut.maxGap > 245 && easeInOut.maxGap < 245.5)
      #expect(guide.maxGap > 29.5 && guide.maxGap < 30)
      #expect(guide.maxOverlap < 0.01)
    }
  }
#endif
