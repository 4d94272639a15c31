#if os(Linux)
  import Foundation
  @_spi(HostedLayout) import KeyboardDockSolver

  private typealias Expression = KeyboardDockSolver.Expression

  /// A root view's Auto Layout engine: the solver of its tree, kept between passes.
  ///
  /// Built once from a ``LayoutRequest`` (the holds in the tree's order, then the constraints in
  /// installation order, a required one that cannot be satisfied broken at 999), then each pass
  /// removes and re-adds only the constraints whose numbers changed and moves the weak holds as
  /// edit variables with `suggestValue`, as Auto Layout's engine does (WWDC 2018 session 220
  /// "High Performance Auto Layout": the engine updates only what changed). The solution is the
  /// same: a weak hold is an edit constraint of the same strength, and the optimum does not
  /// depend on the order the constraints came in. Only which constraint is broken does, so an
  /// engine that had to break one is not kept, and a change the engine cannot take without
  /// breaking one is laid out by a fresh engine.
  ///
  /// Its stored properties are read and written only on the main actor, by the engine's own
  /// methods, none of which hands one out `inout` across a call back into the engine: they are
  /// `@exclusivity(unchecked)`, as ``solver`` always was, so a pass makes no dynamic
  /// exclusivity check per access.
  @MainActor
  final class LayoutEngine {
    struct Item {
      let x = Variable()
      let y = Variable()
      let width = Variable()
      let height = Variable()
      var variables: [Variable] { [x, y, width, height] }

      /// The variable of `slot`: 0 x, 1 y, 2 width, 3 height.
      @inline(__always)
      func variable(_ slot: Int) -> Variable {
        slot == 0 ? x : slot == 1 ? y : slot == 2 ? width : height
      }

      /// The expression of `attribute` in the item's x, y, width and height, as both layout
      /// paths build it (``LayoutEngine`` and `FullLayoutPass`); `nil` for `.notAnAttribute`.
      func expression(_ attribute: NSLayoutConstraint.Attribute) -> KeyboardDockSolver.Expression? {
        switch attribute {
        case .left, .leading: return Expression(x)
        case .right, .trailing: return Expression(x) + Expression(width)
        case .top, .firstBaseline: return Expression(y)
        case .bottom, .lastBaseline: return Expression(y) + Expression(height)
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return Expression(x) + Expression(width) * 0.5
        case .centerY: return Expression(y) + Expression(height) * 0.5
        case .notAnAttribute: return nil
        }
      }
    }

    struct State {
      weak var object: AnyObject?
      let item = Item()
      let isRequired: Bool
      /// Where the member is held: x, y, width and height.
      var hold: SIMD4<Double>
      /// The required holds' constraints (empty for a weak hold, whose variables are edited).
      var holdConstraints: [Constraint] = []
      var intrinsic: CGSize?
      var intrinsicConstraints: [Constraint] = []
    }

    @exclusivity(unchecked)
    var solver = Solver()
    @exclusivity(unchecked)
    var states: [State]
    @exclusivity(unchecked)
    var constraints: [ObjectIdentifier: (spec: LayoutRequest.Spec, built: Constraint)] = [:]
    /// The constraints' identities in the order the last pass had them.
    @exclusivity(unchecked)
    var constraintOrder: [ObjectIdentifier] = []
    /// The constraints' specs, in ``constraintOrder``.
    @exclusivity(unchecked)
    var orderedSpecs: [LayoutRequest.Spec] = []
    /// The positions of the specs a pass found changed, kept so the next pass reuses the room.
    @exclusivity(unchecked)
    var changedPositions: [Int] = []
    /// Whether every constraint went in as asked (none broken, no hold refused).
    @exclusivity(unchecked)
    var isClean = true
    /// The skeleton of the last request the engine took: a request read from the same one has
    /// the same members (``LayoutSkeleton``), which need not be compared again.
    @exclusivity(unchecked)
    var skeleton: LayoutSkeleton?

    /// Every member's x, y, width and height, in the members' order: the solution is read for
    /// all of them in one call (``solvedRects()``).
    private let memberVariables: [Variable]
    /// The values of ``memberVariables`` last read, reused so reading allocates nothing.
    @exclusivity(unchecked)
    private var memberValues: [Double] = []
    /// The solver's symbols of ``memberVariables``, read at ``memberSymbolsVersion``.
    @exclusivity(unchecked)
    private var memberSymbols: [Int32] = []
    /// The solver's ``KeyboardDockSolver/Solver/symbolMapVersion`` when ``memberSymbols`` was
    /// read; `.max` before.
    @exclusivity(unchecked)
    private var memberSymbolsVersion = UInt64.max

    init(request: LayoutRequest) {
      skeleton = request.skeleton
      states = request.members.indices.map { index in
        let member = request.members[index]
        return State(
          object: request.object(at: index), isRequired: member.isRequired,
          hold: Self.values(member.hold))
      }
      memberVariables = Self.variables(of: states)
    }

    /// Every state's x, y, width and height, in the states' order (``memberVariables``).
    private static func variables(of states: [State]) -> [Variable] {
      var variables: [Variable] = []
      variables.reserveCapacity(states.count * 4)
      for index in states.indices {
        let item = states[index].item
        variables += [item.x, item.y, item.width, item.height]
      }
      return variables
    }

    /// A copy of an engine `template` built from a request equal to `request` (the same holds,
    /// intrinsic sizes and constraint specs, ``Template``), for `request`'s objects.
    init(template: Template, request: LayoutRequest) {
      skeleton = request.skeleton
      solver = template.solver
      states = template.states
      for index in states.indices { states[index].object = request.object(at: index) }
      // The template's items are the variables of the copied solver.
      memberVariables = Self.variables(of: template.states)
      constraints.reserveCapacity(template.built.count)
      for (position, built) in template.built.enumerated() {
        constraints[request.constraintID(at: position)] = (request.specs[position], built)
      }
      constraintOrder = request.specs.indices.map(request.constraintID(at:))
      orderedSpecs = request.specs
    }

    static func values(_ rect: CGRect) -> SIMD4<Double> {
      SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    // MARK: Building

    /// A new engine with every hold and constraint of `request`.
    ///
    /// Builds first without keeping, at each constraint, a copy of the solver to fall back on
    /// (``buildUnbroken(_:)``); only when a required constraint cannot be satisfied does it
    /// build again in a new engine, breaking it as UIKit does (``build(_:)``). A build with
    /// nothing broken makes the same calls on the solver either way, and the solver's result of
    /// a successful call is the same with or without the copy, so the engine is the one
    /// ``build(_:)`` makes.
    ///
    /// - Returns: The engine and the constraints broken to recover.
    static func made(for request: LayoutRequest) -> (LayoutEngine, broken: [NSLayoutConstraint]) {
      let engine = LayoutEngine(request: request)
      if engine.buildUnbroken(request) { return (engine, []) }
      let recovering = LayoutEngine(request: request)
      let broken = recovering.build(request)
      return (recovering, broken)
    }

    /// Adds every hold and constraint of `request` to the new engine, as ``build(_:)`` does
    /// when no constraint is broken, without keeping a copy of the solver to restore before
    /// each constraint (a copy of the whole tableau for each constraint that needs an
    /// artificial variable: one between views already held).
    ///
    /// - Returns: `false` when a constraint cannot be added; the engine must then be thrown
    ///   away.
    private func buildUnbroken(_ request: LayoutRequest) -> Bool {
      addHolds(request)
      for (position, spec) in request.specs.enumerated() {
        let built = self.built(spec)
        guard solver.addConstraintDiscardingOnFailure(built) else { return false }
        constraints[request.constraintID(at: position)] = (spec, built)
      }
      constraintOrder = request.specs.indices.map(request.constraintID(at:))
      orderedSpecs = request.specs
      return true
    }

    /// Adds every hold and constraint of `request` to the new engine.
    ///
    /// - Returns: The constraints broken to recover.
    func build(_ request: LayoutRequest) -> [NSLayoutConstraint] {
      addHolds(request)
      var broken: [NSLayoutConstraint] = []
      for (position, spec) in request.specs.enumerated() {
        let built = self.built(spec)
        do {
          try solver.addConstraint(built)
        } catch {
          broken.append(request.constraint(at: position))
          try? solver.addConstraint(built.withStrength(LayoutPass.strength(999)))
        }
        constraints[request.constraintID(at: position)] = (spec, built)
      }
      constraintOrder = request.specs.indices.map(request.constraintID(at:))
      orderedSpecs = request.specs
      return broken
    }

    /// Holds each member where the request has it: required holds, or edit variables with
    /// their first suggestions and intrinsic sizes.
    private func addHolds(_ request: LayoutRequest) {
      for index in states.indices {
        if states[index].isRequired {
          addRequiredHold(index)
        } else {
          for variable in states[index].item.variables {
            do {
              try solver.addEditVariable(variable, strength: Strength(1e-3))
            } catch {
              isClean = false
            }
          }
          suggest(index, values: states[index].hold, from: nil)
          addIntrinsic(index, request.members[index].intrinsic)
        }
      }
    }

    private func addRequiredHold(_ index: Int) {
      let variables = states[index].item.variables
      let hold = states[index].hold
      states[index].holdConstraints = variables.indices.map { slot in
        let (variable, value) = (variables[slot], hold[slot])
        let constraint = Constraint(Expression(variable) - value, .equal, strength: .required)
        do {
          try solver.addConstraint(constraint)
        } catch {
          isClean = false
          try? solver.addConstraint(constraint.withStrength(LayoutPass.strength(999)))
        }
        return constraint
      }
    }

    func suggest(_ index: Int, values: SIMD4<Double>, from old: SIMD4<Double>?) {
      for (slot, variable) in states[index].item.variables.enumerated()
      where old?[slot] != values[slot] {
        do {
          try solver.suggestValue(variable, values[slot])
        } catch {
          isClean = false
        }
      }
    }

    /// The solved rect of each member, in the root's coordinates, read in one call.
    func solvedRects() -> [CGRect] {
      // Into a local: an `inout` to another of the engine's properties would make Swift copy
      // the solver for the call.
      var values = memberValues
      memberValues = []
      // The members' symbols, looked up again only when a variable got or lost a symbol.
      if memberSymbolsVersion != solver.symbolMapVersion {
        memberSymbols = solver.symbols(of: memberVariables)
        memberSymbolsVersion = solver.symbolMapVersion
      }
      solver.readValues(ofSymbols: memberSymbols, into: &values)
      var rects: [CGRect] = []
      rects.reserveCapacity(values.count / 4)
      var base = 0
      while base + 3 < values.count {
        rects.append(
          CGRect(
            x: values[base], y: values[base + 1], width: max(0, values[base + 2]),
            height: max(0, values[base + 3])))
        base += 4
      }
      memberValues = values
      return rects
    }
  }

  extension Solver {
    /// `values(ofSymbols:into:)` through the solver's address: called on an engine's stored
    /// solver, a non-mutating method of another module gets a copy of the whole solver (every
    /// table retained and released); a mutating one gets the solver in place.
    mutating func readValues(ofSymbols symbols: [Int32], into values: inout [Double]) {
      self.values(ofSymbols: symbols, into: &values)
    }
  }
#endif
