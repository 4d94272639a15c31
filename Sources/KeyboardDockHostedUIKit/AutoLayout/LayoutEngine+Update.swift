#if os(Linux)
  import Foundation
  @_spi(HostedLayout) import KeyboardDockSolver

  private typealias Expression = KeyboardDockSolver.Expression

  extension LayoutEngine {
    /// Brings the engine to `request`: removes the constraints and holds that changed, adds
    /// their new versions, and suggests the weak holds that moved.
    ///
    /// - Returns: `false` when the engine cannot take the request as it is (the tree changed, a
    ///   view started or stopped translating its autoresizing mask, a required constraint would
    ///   have to be broken, or the engine already broke one); the engine is then left unusable
    ///   and the pass builds a fresh one.
    func update(to request: LayoutRequest) -> Bool {
      guard isClean, request.members.count == states.count else { return false }
      // The same skeleton: the same members, in the same order (no weak load needed).
      let sameMembers = skeleton === request.skeleton
      // By index, one field at a time: iterating copies of the states, or reading a whole
      // state, would copy each weak reference (and retain the state's variables and arrays).
      for index in states.indices {
        let isRequired = states[index].isRequired
        if isRequired != request.members[index].isRequired { return false }
        if !sameMembers && states[index].object !== request.object(at: index) { return false }
      }
      skeleton = request.skeleton
      // The same skeleton has the same constraints, in the order the engine last took them.
      let sameOrder =
        sameMembers
        || (request.specs.count == constraintOrder.count
          && constraintOrder.indices.allSatisfy {
            request.constraintID(at: $0) == constraintOrder[$0]
          })
      // The same constraints in the same order: the positions whose specs changed, found once
      // for both steps (kept between passes so finding them allocates nothing).
      var changed = changedPositions
      changedPositions = []
      changed.removeAll(keepingCapacity: true)
      if sameOrder {
        let specs = request.specs
        for position in specs.indices where orderedSpecs[position] != specs[position] {
          changed.append(position)
        }
      }
      defer { changedPositions = changed }
      do {
        try removeChanged(request, sameOrder: sameOrder, changed: changed)
        try addChanged(request, sameOrder: sameOrder, changed: changed)
      } catch {
        isClean = false
        return false
      }
      return isClean
    }

    /// Removes the constraints whose specs changed other than by their constant, and the
    /// intrinsic sizes that changed.
    ///
    /// - Parameter changed: With `sameOrder`, the positions whose specs changed, in order.
    private func removeChanged(
      _ request: LayoutRequest, sameOrder: Bool, changed: [Int]
    ) throws(SolverError) {
      if sameOrder {
        // The same constraints as last time: only the ones whose numbers changed are looked up.
        for position in changed
        where !orderedSpecs[position].isRetuning(to: request.specs[position]) {
          let id = constraintOrder[position]
          if let entry = constraints.removeValue(forKey: id) {
            try solver.removeConstraint(entry.built)
          }
        }
      } else {
        try removeStale(request)
      }
      for index in states.indices {
        let member = request.members[index]
        if !states[index].isRequired && member.intrinsic != states[index].intrinsic {
          for constraint in states[index].intrinsicConstraints {
            try solver.removeConstraint(constraint)
          }
          states[index].intrinsicConstraints = []
        }
      }
    }

    private func removeStale(_ request: LayoutRequest) throws(SolverError) {
      var wanted: [ObjectIdentifier: LayoutRequest.Spec] = [:]
      wanted.reserveCapacity(request.specs.count)
      for (position, spec) in request.specs.enumerated() {
        wanted[request.constraintID(at: position)] = spec
      }
      // In the order the constraints were added, so every run makes the same pivots.
      for id in constraintOrder {
        guard let entry = constraints[id] else { continue }
        let spec = wanted[id]
        if spec == entry.spec || spec.map(entry.spec.isRetuning(to:)) == true { continue }
        constraints[id] = nil
        try solver.removeConstraint(entry.built)
      }
    }

    /// Moves the holds that moved, adds the intrinsic sizes that changed, and adds or retunes
    /// the constraints whose specs changed.
    ///
    /// - Parameter changed: With `sameOrder`, the positions whose specs changed, in order.
    private func addChanged(
      _ request: LayoutRequest, sameOrder: Bool, changed: [Int]
    ) throws(SolverError) {
      for index in states.indices {
        let member = request.members[index]
        let values = Self.values(member.hold)
        // The fields read one by one: a read of the whole state would copy it (its variables,
        // arrays and weak reference retained and released).
        let isRequired = states[index].isRequired
        let old = states[index].hold
        // Nothing to do for a hold that did not move and kept its intrinsic size.
        if values == old && (isRequired || member.intrinsic == states[index].intrinsic) {
          continue
        }
        if isRequired {
          for slot in 0..<4 where values[slot] != old[slot] {
            let old = states[index].holdConstraints[slot]
            // `Expression(variable) - value` as the hold was built (``addRequiredHold(_:)``):
            // the same term, the constant `0 + -value`, without reducing the terms again.
            let constraint = Constraint(
              reduced: Expression(old.expression.terms, constant: 0 + -values[slot]), .equal,
              strength: .required)
            guard solver.replaceConstant(of: old, with: constraint) else {
              throw SolverError(.unsatisfiableConstraint, constraint: constraint)
            }
            states[index].holdConstraints[slot] = constraint
          }
        } else {
          if member.intrinsic != states[index].intrinsic {
            addIntrinsic(index, member.intrinsic)
          }
          if values != old {
            // `suggest(_:values:from:)` without building the item's array of variables: the
            // slots that moved, in the order x, y, width, height.
            for slot in 0..<4 where old[slot] != values[slot] {
              // Only the variable that moved is read (a copy of the item retains all four).
              let variable = states[index].item.variable(slot)
              do {
                try solver.suggestValue(variable, values[slot])
              } catch {
                isClean = false
              }
            }
          }
        }
        states[index].hold = values
      }
      for position in sameOrder ? changed : Array(request.specs.indices) {
        let spec = request.specs[position]
        let id = request.constraintID(at: position)
        if let entry = constraints[id] {
          guard entry.spec != spec else { continue }
          // A kept constraint whose spec changed is the same equality with another constant
          // (`removeChanged` took every other change out).
          let built = Self.retuned(entry.built, to: spec)
          guard solver.replaceConstant(of: entry.built, with: built) else {
            throw SolverError(.unsatisfiableConstraint, constraint: built)
          }
          constraints[id] = (spec, built)
        } else {
          let built = self.built(spec)
          guard solver.addConstraintDiscardingOnFailure(built) else {
            throw SolverError(.unsatisfiableConstraint, constraint: built)
          }
          constraints[id] = (spec, built)
        }
      }
      if !sameOrder {
        constraintOrder = request.specs.indices.map(request.constraintID(at:))
      }
      orderedSpecs = request.specs
    }

    /// `constraint`, built from a spec `spec` retunes (``LayoutRequest/Spec/isRetuning(to:)``),
    /// with `spec`'s constant: the terms, relation and strength it has, and the constant
    /// ``built(_:)`` computes, in the same operations (`first - (second × multiplier + constant)`
    /// with the items' expressions' constants 0), so the result is the one `built(spec)` gives
    /// without building the expressions again.
    static func retuned(_ constraint: Constraint, to spec: LayoutRequest.Spec) -> Constraint {
      let rhs =
        spec.second == nil
        ? Double(spec.constant) : 0 * Double(spec.multiplier) + Double(spec.constant)
      let expression = Expression(constraint.expression.terms, constant: 0 + rhs * -1)
      // The terms are the constraint's, reduced already.
      return Constraint(reduced: expression, constraint.relation, strength: constraint.strength)
    }

    /// Sets the frames the solution gives the views laid out by constraints, and the guides'
    /// layout frames.
    ///
    /// - Returns: Whether a frame changed and moved a guide placed from the views' frames (safe
    ///   area, keyboard), so another pass places it from the new frames. UIKit lays out again
    ///   in the same `layoutIfNeeded()` only what a layout invalidated
    ///   (`safeAreaInsetsDidChange()`: "the safe area of the view changed"); frames that moved
    ///   no such guide are the ones the next pass would solve again.
    func apply(_ request: LayoutRequest) -> Bool {
      let root = request.root
      let skeleton = request.skeleton
      let rects = solvedRects()
      var again = false
      // A tree being laid out keeps its views alive until the pass ends
      // (``UIView/removedDuringLayout``), so the skeleton's references to them stay good even
      // if a callback takes one out of the tree.
      let views = skeleton.views
      for viewIndex in 1..<views.count {
        // A view's superview is the skeleton's while it is current; setting a frame runs the
        // app's KVO callbacks, which may change the tree, and then the superview is looked up.
        let parentIndex: Int
        let parentMember: Int
        if skeleton.isCurrent {
          parentIndex = skeleton.parents[viewIndex]
          parentMember = skeleton.viewMembers[parentIndex]
        } else {
          guard let superview = views[viewIndex].with({ $0.superview }),
            let member = request.index(of: superview),
            let index = skeleton.viewMembers.firstIndex(of: member)
          else { continue }
          (parentIndex, parentMember) = (index, member)
        }
        let solved = rects[skeleton.viewMembers[viewIndex]]
        let parentRect =
          parentIndex == 0 ? CGRect(origin: .zero, size: root.bounds.size) : rects[parentMember]
        let parentBounds = views[parentIndex].with { $0.bounds }
        let frame = CGRect(
          x: Self.rounded(solved.minX - parentRect.minX + parentBounds.minX),
          y: Self.rounded(solved.minY - parentRect.minY + parentBounds.minY),
          width: Self.rounded(solved.width), height: Self.rounded(solved.height))
        views[viewIndex].with { view in
          if !view.translatesAutoresizingMaskIntoConstraints, frame != view.frame {
            view.frame = frame
            again = request.hasDerivedGuides
          }
        }
      }
      // The views' offsets in the root after the frames were set, found once top-down; when a
      // callback changed the tree, each view's guides are placed with a `convert` walk.
      guard skeleton.isCurrent else {
        for reference in skeleton.views {
          let view = reference.object
          for guide in view.layoutGuides {
            guard let index = request.index(of: guide) else { continue }
            guide.layoutFrame = view.convert(rects[index], from: root)
          }
        }
        return again && request.derivedGuidesMoved(positions: nil)
      }
      let positions = skeleton.positions()
      for (index, kind) in skeleton.kinds.enumerated() {
        switch kind {
        case .view: continue
        case .derivedGuide(let guide, let view), .plainGuide(let guide, let view):
          let position = positions[view]
          let frame = rects[index].offsetBy(dx: -position.x, dy: -position.y)
          guide.with { $0.layoutFrame = frame }
        }
      }
      return again && request.derivedGuidesMoved(positions: positions)
    }

    /// Rounds away solver noise (1e-9 pt) so equal layouts give equal frames.
    private static func rounded(_ value: CGFloat) -> CGFloat {
      (value * 1e6).rounded() / 1e6
    }
  }
#endif
