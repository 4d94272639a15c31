import Foundation
import KeyboardDockCore
import KeyboardDockSolver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A layout realised with the Cassowary solver: place the keyboard, and read every item's frame.
///
/// The engine turns a ``LayoutDescription`` into solver constraints once, then follows the
/// keyboard incrementally, as Auto Layout does on device: the owning view's size, its safe area
/// and the keyboard layout guide's frame are edit variables whose values are suggested on each
/// update (a dual simplex step), and the guide's tracked constraints are added and removed as
/// its edge proximity changes. The system-placed items are suggested at a strength (10^9) above
/// every optional priority, so only required constraints can move them; when that happens, or a
/// required constraint cannot be added, ``hasUnsatisfiableConstraints`` is set and
/// ``unsatisfiableConstraints()`` names the conflicting constraints.
///
/// ```swift
/// var engine = try LayoutEngine(layout)
/// engine.update(keyboardFrame: keyboard, docking: .docked, in: placement)
/// let toolbar = engine.frame(of: "toolbar")
/// ```
public struct LayoutEngine: Sendable {
  /// The strength of the system-placed items' suggested frames: above every optional priority
  /// (at most ≈9.8·10^8), below required.
  static let systemStrength = Strength(1_000_000_000)

  /// The layout, with its guide placed by the last update.
  public private(set) var layout: LayoutDescription
  var solver = Solver()
  /// Every item's variables, the built-in items included.
  let variables: [String: ItemVariables]
  /// The edit variables of the system-placed items, in a fixed order, with their last
  /// suggestions.
  let edits: [Variable]
  var suggestions: [Double]
  /// The always-active constraints, translated, and whether each is in the solver.
  let constraints: [Constraint]
  var constraintAdded: [Bool]
  /// Each tracked group's constraints, translated, and whether each is in the solver.
  let tracked: [[Constraint]]
  var trackedAdded: [[Bool]]
  /// Whether each tracked group is active.
  var activeGroups: [Bool]
  /// The intrinsic-size constraints, all in the solver.
  let intrinsic: [Constraint]
  /// Item variables no constraint in the solver mentions, refreshed when constraints change.
  var unconstrainedVariables: Set<ObjectIdentifier> = []
  /// Bumped whenever ``unconstrainedVariables`` is recomputed.
  var unconstrainedVersion = 0
  /// Each item's variables, in the layout's item order.
  let itemVariables: [ItemVariables?]
  /// Whether a constraint left the solver since the failed constraints were last retried.
  ///
  /// Whether required constraints can all hold does not depend on the suggested values, so
  /// until one leaves, a retry would fail again (and diagnose the conflict again).
  var retryFailedConstraints = true
  /// The last answer of ``cachedAmbiguousItems()`` and what it was built from.
  var ambiguityCache: (variables: [ObjectIdentifier], free: Int, items: [String])?
  /// Whether a required constraint could not be added or moved a system-placed item.
  public private(set) var hasUnsatisfiableConstraints = false

  /// Creates an engine for a layout; the keyboard starts offscreen in a zero-size view.
  ///
  /// - Parameter layout: The layout to realise.
  /// - Throws: ``LayoutError`` when the layout is not valid.
  /// - Complexity: O(*c*) solver insertions for *c* constraints.
  public init(_ layout: LayoutDescription) throws(LayoutError) {
    try layout.validate()
    self.layout = layout
    var variables: [String: ItemVariables] = [:]
    for name in layout.itemNames { variables[name] = ItemVariables(name) }
    self.variables = variables
    itemVariables = layout.items.map { variables[$0.name] }
    let direction = layout.layoutDirection
    constraints = layout.constraints.map { $0.solverConstraint(variables, direction: direction) }
    tracked = layout.guide.trackedConstraints.map { group in
      group.constraints.map { $0.solverConstraint(variables, direction: direction) }
    }
    constraintAdded = constraints.map { _ in false }
    trackedAdded = tracked.map { $0.map { _ in false } }
    activeGroups = tracked.map { _ in false }
    let system = [LayoutItem.BuiltIn.view, .safeArea, .keyboard].compactMap {
      variables[$0.rawValue]
    }
    edits = system.flatMap(\.all)
    suggestions = edits.map { _ in 0 }
    for edit in edits {
      try? solver.addEditVariable(edit, strength: Self.systemStrength)
    }
    intrinsic = Self.intrinsicConstraints(layout.items, variables)
    // Intrinsic and always-active constraints stay for the engine's life: added permanently,
    // a chain of required equalities keeps short rows (``Solver/addConstraint(_:removable:)``).
    for constraint in intrinsic {
      try? solver.addConstraint(constraint, removable: false)
    }
    for index in constraints.indices {
      constraintAdded[index] =
        (try? solver.addConstraint(constraints[index], removable: false)) != nil
    }
    reconcile()
  }

  /// Places the keyboard, re-solves, and updates which tracked constraints are active.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - docking: How the keyboard is presented.
  ///   - placement: Where the owning view is, with its safe-area insets.
  /// - Complexity: One dual simplex step per changed system value, plus one insertion or
  ///   removal per tracked constraint whose activation changed.
  public mutating func update(
    keyboardFrame: CGRect, docking: KeyboardDocking, in placement: ViewPlacement
  ) {
    let nearBefore = layout.guide.nearEdges
    layout.guide.move(keyboardFrame: keyboardFrame, docking: docking, in: placement)
    solve(in: placement, nearBefore: nearBefore)
  }

  /// Places the guide where the system says it is, re-solves, and updates which tracked
  /// constraints are active.
  ///
  /// On device UIKit computes the guide's frame and proximity and the app only reads them; a
  /// strategy that animates the guide between two system frames (the keyboard layout guide
  /// moves inside the keyboard's animation) supplies each presented frame here.
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's frame in the owning view's coordinates.
  ///   - nearEdges: The edges the guide is near.
  ///   - placement: Where the owning view is, with its safe-area insets.
  /// - Complexity: As ``update(keyboardFrame:docking:in:)``.
  public mutating func update(
    guideFrame: CGRect, nearEdges: DirectionalRectEdge, in placement: ViewPlacement
  ) {
    let nearBefore = layout.guide.nearEdges
    layout.guide.place(frame: guideFrame, nearEdges: nearEdges)
    solve(in: placement, nearBefore: nearBefore)
  }

  /// Suggests the system-placed frames and reconciles tracked constraints when the guide's
  /// proximity changed.
  private mutating func solve(in placement: ViewPlacement, nearBefore: DirectionalRectEdge) {
    let bounds = placement.bounds
    let safe = placement.safeAreaInsets.inset(bounds)
    let guide = layout.guide.layoutFrame
    // The order of ``edits``: view, safe area, keyboard guide; x, y, width, height each.
    var changed = suggest(bounds, at: 0)
    changed = suggest(safe, at: 4) || changed
    changed = suggest(guide, at: 8) || changed
    if layout.guide.nearEdges != nearBefore || hasUnsatisfiableConstraints {
      reconcile()
    } else if changed {
      hasUnsatisfiableConstraints = !systemValuesHeld()
    }
  }

  /// Suggests the four values of a system-placed frame from `index` on; returns whether any
  /// changed.
  private mutating func suggest(_ rect: CGRect, at index: Int) -> Bool {
    var changed = suggest(index, rect.minX)
    changed = suggest(index + 1, rect.minY) || changed
    changed = suggest(index + 2, rect.width) || changed
    return suggest(index + 3, rect.height) || changed
  }

  /// Suggests a value for one system edit variable when it changed; returns whether it did.
  private mutating func suggest(_ index: Int, _ value: CGFloat) -> Bool {
    let value = Double(value)
    guard value != suggestions[index] else { return false }
    suggestions[index] = value
    try? solver.suggestValue(edits[index], value)
    return true
  }

  /// Whether every system-placed variable has its suggested value (no required constraint
  /// overrode it).
  private func systemValuesHeld() -> Bool {
    for index in edits.indices where abs(solver.value(of: edits[index]) - suggestions[index]) > 1e-6
    {
      return false
    }
    return true
  }

  /// What the incremental solve refused now, as indices.
  ///
  /// The active tracked groups, the always-active and tracked constraints the solver could not
  /// add, and the system-placed values a required constraint overrode. Two updates with equal failures and equal active groups fail the same way, so the verifier
  /// diagnoses the first and shares its conflicts with the second.
  var failureSignature: [Int] {
    var signature: [Int] = []
    for (group, isActive) in activeGroups.enumerated() where isActive { signature.append(group) }
    signature.append(-1)
    for index in constraints.indices where !constraintAdded[index] { signature.append(index) }
    signature.append(-1)
    for group in tracked.indices {
      for index in tracked[group].indices where activeGroups[group] && !trackedAdded[group][index] {
        signature.append(group << 20 | index)
      }
    }
    signature.append(-1)
    for index in edits.indices where abs(solver.value(of: edits[index]) - suggestions[index]) > 1e-6
    {
      signature.append(index)
    }
    return signature
  }

  /// Adds and removes tracked constraints to match the guide, retries constraints that could
  /// not be added, and checks the system-placed items kept their suggested values.
  private mutating func reconcile() {
    let active = layout.guide.activeTrackedGroups
    var failed = false
    var changed = unconstrainedVersion == 0
    // Deactivate before activating, as UIKit applies a tracking guide's change, so a
    // constraint is never briefly present twice. A constraint of a group that stays active may
    // equal one being removed (Apple's sample in “Keyboard Layout Guide” pins the trailing edge
    // both near the bottom and near the trailing edge); the solver keeps such a copy enforced.
    for group in tracked.indices where !active[group] && activeGroups[group] {
      for index in tracked[group].indices where trackedAdded[group][index] {
        try? solver.removeConstraint(tracked[group][index])
        trackedAdded[group][index] = false
        changed = true
        retryFailedConstraints = true
      }
    }
    for group in tracked.indices where active[group] {
      for index in tracked[group].indices where !trackedAdded[group][index] {
        trackedAdded[group][index] = (try? solver.addConstraint(tracked[group][index])) != nil
        failed = failed || !trackedAdded[group][index]
        changed = changed || trackedAdded[group][index]
      }
    }
    activeGroups = active
    if retryFailedConstraints {
      for index in constraints.indices where !constraintAdded[index] {
        constraintAdded[index] =
          (try? solver.addConstraint(constraints[index], removable: false)) != nil
        changed = changed || constraintAdded[index]
      }
      retryFailedConstraints = false
    }
    failed = failed || constraintAdded.contains(false)
    hasUnsatisfiableConstraints = failed || !systemValuesHeld()
    if changed {
      unconstrainedVariables = freeItemVariables()
      unconstrainedVersion += 1
    }
  }

  /// The frame of an item in the owning view's coordinates, or `nil` for an unknown name.
  public func frame(of item: String) -> CGRect? {
    guard let variables = variables[item] else { return nil }
    return CGRect(
      x: solver.value(of: variables.x), y: solver.value(of: variables.y),
      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
  }

  /// The frame of the item at `index` in the layout's items, or `nil` if it has no variables.
  func frame(ofItemAt index: Int) -> CGRect? {
    guard let variables = itemVariables[index] else { return nil }
    return CGRect(
      x: solver.value(of: variables.x), y: solver.value(of: variables.y),
      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
  }

  /// The tracked constraints active now, in the order of their groups.
  public var activeTrackedConstraints: [LayoutConstraint] {
    layout.guide.activeTrackedConstraints
  }

  /// The constraints UIKit adds for intrinsic content sizes: per axis, `size <= intrinsic` at
  /// the hugging priority and `size >= intrinsic` at the compression-resistance priority.
  static func intrinsicConstraints(
    _ items: [LayoutItem], _ variables: [String: ItemVariables]
  ) -> [Constraint] {
    items.flatMap { item -> [Constraint] in
      guard let frame = variables[item.name] else { return [] }
      var result: [Constraint] = []
      if let width = item.intrinsicContentSize.width.map(Double.init) {
        result.append(
          (frame.width <= width).withStrength(item.contentHuggingPriority.horizontal.strength))
        result.append(
          (frame.width >= width).withStrength(
            item.compressionResistancePriority.horizontal.strength))
      }
      if let height = item.intrinsicContentSize.height.map(Double.init) {
        result.append(
          (frame.height <= height).withStrength(item.contentHuggingPriority.vertical.strength))
        result.append(
          (frame.height >= height).withStrength(
            item.compressionResistancePriority.vertical.strength))
      }
      return result
    }
  }
}
