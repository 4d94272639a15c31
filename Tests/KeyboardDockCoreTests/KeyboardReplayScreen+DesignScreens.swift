import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures

/// The screen sizes the Core tests infer replay screens among: the iPhones and the 768×1024 iPad
/// of the fixtures (`kbdock devices` lists them).
///
/// Core knows no device (the simulator's device catalogue is where device facts live, and
/// `kbdock replay` passes its sizes), so the tests pass their own candidates: the portrait sizes
/// of the fixtures (iPhones, then the 768×1024 iPad), assuming the 375×667 iPhone when no frame
/// fits.
extension KeyboardReplayScreen {
  /// The portrait screen sizes of the fixtures, in points.
  static let designPortraitSizes: [CGSize] = [
    CGSize(width: 375, height: 667), CGSize(width: 414, height: 736),
    CGSize(width: 375, height: 812), CGSize(width: 414, height: 896),
    CGSize(width: 430, height: 932), CGSize(width: 768, height: 1024),
  ]

  /// The size assumed when no frame fits: the 375×667 iPhone.
  static let designDefaultSize = CGSize(width: 375, height: 667)

  /// Infers the screen among ``designPortraitSizes``, assuming ``designDefaultSize``.
  static func inferred(from events: [KeyboardEvent]) -> Self {
    inferred(from: events, among: designPortraitSizes, assuming: designDefaultSize)
  }
}
