#if os(Linux)
  import Foundation
  @_spi(HostedLayout) import KeyboardDockSolver

  extension LayoutEngine {
    /// A clean engine just built (every constraint in as asked), kept so that a request equal
    /// to the one it was built from gets a copy instead of a new build.
    ///
    /// Each run of `kbdock simulate` builds its app and lays it out on the same device as other
    /// runs did, so the first pass of a window asks the same of the solver many times over. A
    /// build is a function of the request's numbers alone (the holds, required or weak, the
    /// intrinsic sizes, and the constraint specs in order; the objects play no part), and the
    /// solver is a value, so a copy of the solver built from an equal request is the solver a
    /// new build makes. The template's variables and constraints are shared by the copies:
    /// they are identities inside each copy's own solver, which nothing else reads.
    @MainActor
    final class Template {
      let solver: Solver
      /// The states, with no object.
      let states: [State]
      /// The built constraint of each spec, in the request's order.
      let built: [Constraint]

      /// The template of `engine` just built from `request`, or `nil` if the engine lacks a
      /// constraint of the request.
      init?(engine: LayoutEngine, request: LayoutRequest) {
        var built: [Constraint] = []
        built.reserveCapacity(request.specs.count)
        for position in request.specs.indices {
          guard let entry = engine.constraints[request.constraintID(at: position)] else {
            return nil
          }
          built.append(entry.built)
        }
        self.built = built
        // The template is copied, never written: its rows need no room to grow.
        var solver = engine.solver
        solver.shrinkStorage()
        self.solver = solver
        var states = engine.states
        for index in states.indices { states[index].object = nil }
        self.states = states
      }
    }

    /// What a build depends on, bit for bit (so `-0.0` and `0.0` differ, as they may in the
    /// solver's arithmetic).
    struct BuildKey: Hashable {
      let words: [UInt64]

      @MainActor
      init(_ request: LayoutRequest) {
        var words: [UInt64] = []
        words.reserveCapacity(request.members.count * 8 + request.specs.count * 8 + 2)
        words.append(UInt64(request.members.count))
        for member in request.members {
          let hold = member.hold
          words.append(Double(hold.minX).bitPattern)
          words.append(Double(hold.minY).bitPattern)
          words.append(Double(hold.width).bitPattern)
          words.append(Double(hold.height).bitPattern)
          words.append(member.isRequired ? 1 : 0)
          if let intrinsic = member.intrinsic {
            words.append(2)
            words.append(Double(intrinsic.width).bitPattern)
            words.append(Double(intrinsic.height).bitPattern)
          } else {
            words.append(3)
          }
        }
        words.append(UInt64(request.specs.count))
        for spec in request.specs {
          words.append(UInt64(spec.first))
          words.append(UInt64(spec.firstAttribute.rawValue))
          words.append(spec.second.map { UInt64($0) } ?? .max)
          words.append(UInt64(spec.secondAttribute.rawValue))
          words.append(Double(spec.multiplier).bitPattern)
          words.append(Double(spec.constant).bitPattern)
          words.append(UInt64(spec.relation.rawValue + 1))
          words.append(UInt64(spec.priority.bitPattern))
        }
        self.words = words
      }
    }

    /// The templates kept, by what each was built from.
    @exclusivity(unchecked)
    private static var templates: [BuildKey: Template] = [:]

    /// How many templates are kept at most; when that many are kept, they all go and keeping
    /// starts again.
    ///
    /// Each template is a solver whose rows keep no room to grow
    /// (``KeyboardDockSolver/Solver/shrinkStorage()``) with its states and constraints, about 50
    /// kilobytes. `kbdock simulate`'s default run makes 18,541 builds of 1,348 different
    /// requests over its two processes: keeping 512 makes most builds after a request's first a
    /// copy, for about 16 MB more in the largest process (16 kept LRU: 12,337 copies).
    private static let templateLimit = 512

    /// An engine for `request`: a copy of a kept template built from an equal request, or a new
    /// build (kept as a template when clean).
    ///
    /// - Returns: The engine and the constraints broken to recover.
    /// - Complexity: One hash of the request's numbers, plus the build or the copy.
    static func built(for request: LayoutRequest) -> (LayoutEngine, broken: [NSLayoutConstraint]) {
      let key = BuildKey(request)
      if let template = templates[key] {
        return (LayoutEngine(template: template, request: request), [])
      }
      let (engine, broken) = made(for: request)
      if broken.isEmpty && engine.isClean, let template = Template(engine: engine, request: request)
      {
        if templates.count >= templateLimit { templates.removeAll() }
        templates[key] = template
      }
      return (engine, broken)
    }
  }
#endif
