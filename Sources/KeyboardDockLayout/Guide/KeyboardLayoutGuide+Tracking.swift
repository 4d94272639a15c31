import Foundation

/// The tracked constraints a move of the guide activated and deactivated.
public struct TrackedConstraintChange: Sendable, Hashable {
  /// Constraints that became active, in the order of their groups.
  public var activated: [LayoutConstraint]
  /// Constraints that became inactive, in the order of their groups.
  public var deactivated: [LayoutConstraint]

  /// Whether nothing changed.
  public var isEmpty: Bool { activated.isEmpty && deactivated.isEmpty }
}

// Tracked constraints, as `UITrackingLayoutGuide` (iOS 15) has them: groups set per edge set,
// activated and deactivated by the guide as it moves, never by the caller.
extension KeyboardLayoutGuide {
  /// Sets the constraints active while the guide is near every one of `edges`.
  ///
  /// Setting constraints again for the same edges replaces the group; an empty array removes it.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to activate together.
  ///   - edges: The edges the guide must all be near.
  /// - Returns: The constraints activated and deactivated by the change.
  @discardableResult
  public mutating func setConstraints(
    _ constraints: [LayoutConstraint], activeWhenNearEdge edges: DirectionalRectEdge
  ) -> TrackedConstraintChange {
    replace(.nearEdge(edges), with: constraints)
  }

  /// Sets the constraints active while the guide is away from every one of `edges`.
  ///
  /// Setting constraints again for the same edges replaces the group; an empty array removes it.
  ///
  /// - Parameters:
  ///   - constraints: The constraints to activate together.
  ///   - edges: The edges the guide must all be away from.
  /// - Returns: The constraints activated and deactivated by the change.
  @discardableResult
  public mutating func setConstraints(
    _ constraints: [LayoutConstraint], activeWhenAwayFrom edges: DirectionalRectEdge
  ) -> TrackedConstraintChange {
    replace(.awayFrom(edges), with: constraints)
  }

  /// The constraints set for exactly these edges with `setConstraints(_:activeWhenNearEdge:)`.
  public func constraints(activeWhenNearEdge edges: DirectionalRectEdge) -> [LayoutConstraint] {
    trackedConstraints.first { $0.condition == .nearEdge(edges) }?.constraints ?? []
  }

  /// The constraints set for exactly these edges with `setConstraints(_:activeWhenAwayFrom:)`.
  public func constraints(activeWhenAwayFrom edges: DirectionalRectEdge) -> [LayoutConstraint] {
    trackedConstraints.first { $0.condition == .awayFrom(edges) }?.constraints ?? []
  }

  /// Removes every tracked constraint group, deactivating the active ones.
  ///
  /// - Returns: The constraints deactivated.
  @discardableResult
  public mutating func removeAllTrackedConstraints() -> TrackedConstraintChange {
    let deactivated = activeTrackedConstraints
    trackedConstraints.removeAll()
    return TrackedConstraintChange(activated: [], deactivated: deactivated)
  }

  /// Whether each tracked group is active now, in the order of ``trackedConstraints``.
  public var activeTrackedGroups: [Bool] {
    trackedConstraints.map { $0.condition.holds(near: nearEdges) }
  }

  /// The tracked constraints active now, in the order of their groups.
  public var activeTrackedConstraints: [LayoutConstraint] {
    trackedConstraints.filter { $0.condition.holds(near: nearEdges) }.flatMap(\.constraints)
  }

  /// Whether the guide is near the edge, as `UITrackingLayoutGuide` would activate for it.
  public func isNear(_ edges: DirectionalRectEdge) -> Bool {
    nearEdges.isSuperset(of: edges)
  }

  private mutating func replace(
    _ condition: TrackedConstraints.Condition, with constraints: [LayoutConstraint]
  ) -> TrackedConstraintChange {
    let before = activeTrackedGroups
    let old = trackedConstraints
    if let index = trackedConstraints.firstIndex(where: { $0.condition == condition }) {
      if constraints.isEmpty {
        trackedConstraints.remove(at: index)
      } else {
        trackedConstraints[index].constraints = constraints
      }
    } else if !constraints.isEmpty {
      trackedConstraints.append(TrackedConstraints(constraints, condition))
    }
    return Self.change(
      old: old, wasActive: before, new: trackedConstraints, isActive: activeTrackedGroups)
  }

  /// The change from the active groups `before` to the active groups now, with the same groups.
  func change(from before: [Bool]) -> TrackedConstraintChange {
    Self.change(
      old: trackedConstraints, wasActive: before, new: trackedConstraints,
      isActive: activeTrackedGroups)
  }

  private static func change(
    old: [TrackedConstraints], wasActive: [Bool], new: [TrackedConstraints], isActive: [Bool]
  ) -> TrackedConstraintChange {
    let oldActive = zip(old, wasActive).filter(\.1).flatMap(\.0.constraints)
    let newActive = zip(new, isActive).filter(\.1).flatMap(\.0.constraints)
    var remaining = newActive
    var deactivated: [LayoutConstraint] = []
    for constraint in oldActive {
      if let index = remaining.firstIndex(of: constraint) {
        remaining.remove(at: index)
      } else {
        deactivated.append(constraint)
      }
    }
    var stillActive = oldActive
    var activated: [LayoutConstraint] = []
    for constraint in newActive {
      if let index = stillActive.firstIndex(of: constraint) {
        stillActive.remove(at: index)
      } else {
        activated.append(constraint)
      }
    }
    return TrackedConstraintChange(activated: activated, deactivated: deactivated)
  }
}
