import Foundation
import KeyboardDockSolver

/// Required constraints that cannot hold together, named as a report shows them.
public struct LayoutConflict: Sendable, Hashable, CustomStringConvertible {
  /// The constraint Auto Layout would break to recover: the last one added of the set.
  public var broken: String
  /// An irreducible set of required constraints that cannot all hold, `broken` included, in
  /// the order they were added; the system-placed frames appear as `keyboard.frame (system)`.
  public var conflicting: [String]

  /// Creates a conflict.
  public init(broken: String, conflicting: [String]) {
    self.broken = broken
    self.conflicting = conflicting
  }

  public var description: String {
    "\(broken) conflicts with: " + conflicting.filter { $0 != broken }.joined(separator: ", ")
  }
}

// Explaining a layout that did not solve cleanly: which required constraints conflict, which
// items are ambiguous.
extension LayoutEngine {
  /// The conflicts among the required constraints active now, the system-placed frames
  /// included.
  ///
  /// Built afresh in a canonical order (system frames, always-active constraints, then tracked
  /// groups in order), so the report does not depend on the order the keyboard moved in. Each
  /// constraint that cannot be added yields one conflict with the solver's irreducible set.
  ///
  /// - Returns: The conflicts; empty when every required constraint holds.
  /// - Complexity: One solver insertion per active constraint; meant for reports, not frames.
  public func unsatisfiableConstraints() -> [LayoutConflict] {
    var fresh = Solver()
    var names: [ObjectIdentifier: String] = [:]
    let systemItems = [LayoutItem.BuiltIn.view, .safeArea, .keyboard].map(\.rawValue)
    var index = 0
    for item in systemItems {
      guard let frame = variables[item] else { continue }
      for variable in frame.all {
        let constraint = variable == suggestions[index]
        names[ObjectIdentifier(constraint)] = "\(item).frame (system)"
        try? fresh.addConstraint(constraint, removable: false)
        index += 1
      }
    }
    for constraint in Self.intrinsicConstraints(layout.items, variables) {
      try? fresh.addConstraint(constraint, removable: false)
    }
    let direction = layout.layoutDirection
    let active = layout.constraints + layout.guide.activeTrackedConstraints
    var conflicts: [LayoutConflict] = []
    for described in active {
      let constraint = described.solverConstraint(variables, direction: direction)
      names[ObjectIdentifier(constraint)] = described.name
      do {
        try fresh.addConstraint(constraint, removable: false)
      } catch {
        let set = error.conflict.map { names[ObjectIdentifier($0)] ?? "\($0)" }
        var unique: [String] = []
        for name in set where !unique.contains(name) { unique.append(name) }
        conflicts.append(LayoutConflict(broken: described.name, conflicting: unique))
      }
    }
    return conflicts
  }

  /// The items whose frame the constraints do not determine, with the ambiguous attributes, as
  /// `toolbar (x)`.
  ///
  /// - Returns: One entry per ambiguous item, in the layout's item order.
  /// - Complexity: O(rows × row length) of the solver's tableau.
  public func ambiguousItems() -> [String] {
    items(ambiguous: solver.ambiguousVariables().map(\.id))
  }

  /// ``ambiguousItems()`` for a sweep: the solver's answer is reused while its tableau's
  /// structure and degenerate rows are unchanged (see ``Solver/cachedAmbiguousVariables()``),
  /// and the item list while that answer and the unconstrained variables are unchanged.
  mutating func cachedAmbiguousItems() -> [String] {
    let ambiguous = solver.cachedAmbiguousVariables().map(\.id)
    if let cache = ambiguityCache, cache.free == unconstrainedVersion,
      cache.variables == ambiguous
    {
      return cache.items
    }
    let found = items(ambiguous: ambiguous)
    ambiguityCache = (ambiguous, unconstrainedVersion, found)
    return found
  }

  /// The items with an attribute among the `ambiguous` solver variables or the unconstrained
  /// ones, as `toolbar (x)`.
  private func items(ambiguous solverAnswer: [ObjectIdentifier]) -> [String] {
    var ambiguous = Set(solverAnswer)
    ambiguous.formUnion(unconstrainedVariables)
    guard !ambiguous.isEmpty else { return [] }
    return layout.items.compactMap { item in
      guard let frame = variables[item.name] else { return nil }
      let attributes = frame.all.filter { ambiguous.contains($0.id) }.compactMap {
        frame.attribute(of: $0)
      }
      return attributes.isEmpty ? nil : "\(item.name) (\(attributes.joined(separator: ", ")))"
    }
  }
}

extension LayoutEngine {
  /// The item variables that no constraint in the solver mentions: free, so ambiguous, though
  /// the solver never saw them.
  ///
  /// - Complexity: O(terms) of the constraints in the solver.
  func freeItemVariables() -> Set<ObjectIdentifier> {
    var mentioned = Set<ObjectIdentifier>()
    func mention(_ constraint: Constraint) {
      for term in constraint.expression.terms { mentioned.insert(term.variable.id) }
    }
    for constraint in intrinsic { mention(constraint) }
    for (constraint, added) in zip(constraints, constraintAdded) where added { mention(constraint) }
    for (group, added) in zip(tracked, trackedAdded) {
      for (constraint, isAdded) in zip(group, added) where isAdded { mention(constraint) }
    }
    var free = Set<ObjectIdentifier>()
    for item in layout.items {
      for variable in variables[item.name]?.all ?? [] where !mentioned.contains(variable.id) {
        free.insert(variable.id)
      }
    }
    return free
  }
}
