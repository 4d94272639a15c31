import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An alternative model of one fact the simulated iOS only has reported or estimated
/// (`kbdock simulate --variant`): what runs if that fact is otherwise on a device.
///
/// A variant changes an ``IOSProfile`` (and, for the event order, the order of a notification
/// and its KVO value); it never changes what an app is told about it. A result that holds under
/// every variant does not depend on the fact; where one breaks it, a device trace must settle
/// the fact.
///
/// ```swift
/// let variant = try ModelVariant.named("spring-back-spring")
/// let profile = variant.apply(to: .ios18)
/// ```
public struct ModelVariant: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// What the variant changes.
  public enum Change: Sendable, Hashable {
    /// Nothing: the model as the fact table states it.
    case none
    /// The return after a cancelled drag on curve 7's spring.
    case springBackSpring
    /// The finger grabs by the presentation frame.
    case grabPresentationFrame
    /// The did-notifications this many seconds after the animation's removal.
    case didDelay(TimeInterval)
    /// A change without animation removes the animations still running.
    case unanimatedChangeRemovesAnimations
    /// The keyboard spring removed within this fraction of its end.
    case settlingThreshold(Double)
    /// The notification and the KVO value of one change always in this order.
    case eventOrder(EventOrder)
    /// A resized input accessory view posts no keyboard notification.
    case accessoryResizeSilent
    /// An iOS 26 quirk removed (by its ``IOSProfile/Quirk/Kind/slug``).
    case removeQuirk(String)
    /// An iOS 26 quirk's size scaled by this factor.
    case scaleQuirk(String, by: Double)
  }

  /// The name, as `--variant` takes it.
  public var name: String
  /// The id of the fact it replaces (``SimulatedIOSFact/id``).
  public var fact: String
  /// What it changes.
  public var change: Change

  public var id: String { name }
  public var description: String { name }

  /// The model as the fact table states it.
  public static let baseline = ModelVariant(name: "baseline", fact: "", change: .none)

  /// Every variant, the baseline first.
  public static let all: [ModelVariant] = {
    var variants: [ModelVariant] = [
      baseline,
      ModelVariant(
        name: "spring-back-spring", fact: "spring-back-curve", change: .springBackSpring),
      ModelVariant(
        name: "grab-presentation-frame", fact: "drag-grab", change: .grabPresentationFrame),
      ModelVariant(name: "did-early", fact: "did-notification-timing", change: .didDelay(-0.1)),
      ModelVariant(name: "did-late", fact: "did-notification-timing", change: .didDelay(0.14)),
      ModelVariant(
        name: "unanimated-change-removes", fact: "unanimated-change",
        change: .unanimatedChangeRemovesAnimations),
      ModelVariant(
        name: "settling-0.01%", fact: "spring-settling-threshold",
        change: .settlingThreshold(1e-4)),
      ModelVariant(
        name: "kvo-first", fact: "kvo-notification-order", change: .eventOrder(.kvoFirst)),
      ModelVariant(
        name: "notification-first", fact: "kvo-notification-order",
        change: .eventOrder(.notificationFirst)),
      ModelVariant(
        name: "accessory-resize-silent", fact: "accessory-resize", change: .accessoryResizeSilent),
    ]
    for quirk in IOSProfile.ios26Quirks {
      let slug = quirk.kind.slug
      let fact = "ios26-" + slug
      variants.append(ModelVariant(name: "26-\(slug)-off", fact: fact, change: .removeQuirk(slug)))
      if quirk.kind.isSized {
        variants.append(
          ModelVariant(name: "26-\(slug)+50%", fact: fact, change: .scaleQuirk(slug, by: 1.5)))
        variants.append(
          ModelVariant(name: "26-\(slug)-50%", fact: fact, change: .scaleQuirk(slug, by: 0.5)))
      }
    }
    return variants
  }()

  /// The variant named `name`.
  ///
  /// - Throws: ``UnknownModelVariant`` naming the name and the valid ones.
  public static func named(_ name: String) throws(UnknownModelVariant) -> ModelVariant {
    guard let variant = all.first(where: { $0.name == name }) else {
      throw UnknownModelVariant(name: name, known: all.map(\.name))
    }
    return variant
  }

  /// The order of a notification and its KVO value the variant imposes, if it does.
  public var eventOrder: EventOrder? {
    if case .eventOrder(let order) = change { return order }
    return nil
  }

  /// Whether the variant changes anything on `profile` (a quirk variant does nothing on a
  /// version without that quirk).
  public func changes(_ profile: IOSProfile) -> Bool {
    switch change {
    case .none: false
    case .removeQuirk(let slug), .scaleQuirk(let slug, _):
      profile.quirks.contains { $0.kind.slug == slug }
    default: true
    }
  }

  /// The profile as this variant models it.
  public func apply(to profile: IOSProfile) -> IOSProfile {
    var changed = profile
    switch change {
    case .none, .eventOrder: break
    case .springBackSpring: changed.springBack = .spring
    case .grabPresentationFrame: changed.grabsByPresentationFrame = true
    case .accessoryResizeSilent: changed.accessoryResizePostsNotifications = false
    case .didDelay(let delay): changed.didDelay = delay
    case .unanimatedChangeRemovesAnimations: changed.unanimatedChangeRemovesAnimations = true
    case .settlingThreshold(let threshold):
      changed.keyboardSpring = .keyboard(threshold: threshold)
    case .removeQuirk(let slug):
      changed.quirks.removeAll { $0.kind.slug == slug }
      if slug == IOSProfile.Quirk.Kind.accessoryHostSilent.slug {
        changed.kvoReportsInteractiveMoves = true
      }
    case .scaleQuirk(let slug, let factor):
      changed.quirks = changed.quirks.map { quirk in
        guard quirk.kind.slug == slug else { return quirk }
        var scaled = quirk
        scaled.kind = quirk.kind.scaled(by: CGFloat(factor))
        return scaled
      }
    }
    if change != .none { changed.variant = name }
    return changed
  }
}

/// A variant name `--variant` does not know.
public struct UnknownModelVariant: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name asked for.
  public var name: String
  /// The names there are.
  public var known: [String]

  public var description: String {
    "no model variant '\(name)'; the variants are all, \(known.joined(separator: ", "))"
  }
}
