#if os(Linux)
  import Foundation
  import KeyboardDockSolver

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
      for (state, member) in zip(states, request.members)
      where state.object !== member.object || state.isRequired != member.isRequired {
        return false
      }
      do {
        try removeChanged(request)
        try addChanged(request)
      } catch {
        isClean = false
        return false
      }
      return isClean
    }

    private func removeChanged(_ request: LayoutRequest) throws(SolverError) {
      var wanted: [ObjectIdentifier: LayoutRequest.Spec] = [:]
      wanted.reserveCapacity(request.constraints.count)
      for (constraint, spec) in request.constraints { wanted[ObjectIdentifier(constraint)] = spec }
      var stale: [ObjectIdentifier] = []
      for (id, entry) in constraints where wanted[id] != entry.spec { stale.append(id) }
      for id in stale {
        if let entry = constraints.removeValue(forKey: id) {
          try solver.removeConstraint(entry.built)
        }
      }
      for index in states.indices {
        let member = request.members[index]
        if states[index].isRequired {
          let values = Self.values(member.hold)
          for slot in 0..<4 where values[slot] != states[index].hold[slot] {
            try solver.removeConstraint(states[index].holdConstraints[slot])
          }
        } else if member.intrinsic != states[index].intrinsic {
          for constraint in states[index].intrinsicConstraints {
            try solver.removeConstraint(constraint)
          }
          states[index].intrinsicConstraints = []
        }
      }
    }

    private func addChanged(_ request: LayoutRequest) throws(SolverError) {
      for index in states.indices {
        let member = request.members[index]
        let values = Self.values(member.hold)
        if states[index].isRequired {
          let variables = states[index].item.variables
          for slot in 0..<4 where values[slot] != states[index].hold[slot] {
            let constraint = Constraint(
              Expression(variables[slot]) - values[slot], .equal, strength: .required)
            guard solver.addConstraintDiscardingOnFailure(constraint) else {
              throw SolverError(.unsatisfiableConstraint, constraint: constraint)
            }
            states[index].holdConstraints[slot] = constraint
          }
        } else {
          if member.intrinsic != states[index].intrinsic {
            addIntrinsic(index, member.intrinsic)
          }
          if values != states[index].hold {
            suggest(index, values: values, from: states[index].hold)
          }
        }
        states[index].hold = values
      }
      for (constraint, spec) in request.constraints
      where constraints[ObjectIdentifier(constraint)] == nil {
        let built = self.built(spec)
        guard solver.addConstraintDiscardingOnFailure(built) else {
          throw SolverError(.unsatisfiableConstraint, constraint: built)
        }
        constraints[ObjectIdentifier(constraint)] = (spec, built)
      }
    }

    /// Sets the frames the solution gives the views laid out by constraints, and the guides'
    /// layout frames.
    ///
    /// - Returns: Whether a frame changed while a guide placed from the views' frames (safe
    ///   area, keyboard) is in the tree, so another pass places it from the new frames.
    func apply(_ request: LayoutRequest) -> Bool {
      let root = request.root
      let rects = solvedRects()
      var again = false
      for view in request.views where view !== root {
        guard let index = request.index(of: view), let parent = view.superview,
          let parentIndex = request.index(of: parent)
        else { continue }
        let solved = rects[index]
        let parentRect =
          parent === root ? CGRect(origin: .zero, size: root.bounds.size) : rects[parentIndex]
        let frame = CGRect(
          x: Self.rounded(solved.minX - parentRect.minX + parent.bounds.minX),
          y: Self.rounded(solved.minY - parentRect.minY + parent.bounds.minY),
          width: Self.rounded(solved.width), height: Self.rounded(solved.height))
        if !view.translatesAutoresizingMaskIntoConstraints, frame != view.frame {
          view.frame = frame
          again = request.hasDerivedGuides
        }
      }
      for view in request.views {
        for guide in view.layoutGuides {
          guard let index = request.index(of: guide) else { continue }
          guide.layoutFrame = view.convert(rects[index], from: root)
        }
      }
      return again
    }

    /// Rounds away solver noise (1e-9 pt) so equal layouts give equal frames.
    private static func rounded(_ value: CGFloat) -> CGFloat {
      (value * 1e6).rounded() / 1e6
    }
  }
#endif
