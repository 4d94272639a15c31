// Only the Linux-only KeyboardDockSimulatorApps target uses this (package access, which
// typecheck-ios's iOS compile has no package name for), so it exists on Linux only.
#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS

  #if canImport(CoreGraphics)
    import CoreGraphics
  #endif

  /// A scenario's actions as a hosted app's user performs them, for the shipping-code rows of
  /// `kbdock simulate` (the `KeyboardDockSimulatorApps` target, Linux only).
  ///
  /// The hosted system (`HostedIOS`) runs the keyboard from what the app does: focusing its field
  /// shows the system keyboard, resigning hides it, rotating turns the device. A scenario whose
  /// steps need anything else (a drag, a floating or split keyboard, a third-party keyboard, a
  /// growing bar, another window) cannot run there yet: ``hostedActions()`` names the first such
  /// step instead of skipping it.
  package struct HostedScenarioAction: Sendable, Equatable {
    /// What the user does.
    package enum Kind: Sendable, Equatable {
      /// The user taps the app's text field: it becomes first responder.
      case focus
      /// The app's text field resigns first responder.
      case dismiss
    }

    /// When, in seconds.
    package var time: TimeInterval
    /// What.
    package var kind: Kind
  }

  /// Why a scenario cannot run on the hosted system.
  package struct HostedScenarioUnsupported: Error, Sendable, Equatable {
    /// The scenario's name.
    package var scenario: String
    /// The step (1-based) the hosted system cannot perform.
    package var step: Int
    /// Why, in words.
    package var reason: String
  }

  extension ScenarioRun {
    /// The scenario's actions for a hosted app, in time order, and the end of its script (after
    /// its last wait), from which the run measures until the keyboard settles, as ``run()`` does.
    ///
    /// - Throws: ``HostedScenarioUnsupported`` naming the first step the hosted system cannot
    ///   perform; a ``SimulationError`` for a scenario the timeline rejects.
    package func hostedActions() throws -> (actions: [HostedScenarioAction], end: TimeInterval) {
      let timeline = try ScenarioTimeline(scenario, fps: fps)
      if scenario.content != nil {
        throw HostedScenarioUnsupported(
          scenario: scenario.name, step: 1,
          reason: "the hosted app has no form or transcript content model yet")
      }
      if scenario.window != AppWindow() {
        throw HostedScenarioUnsupported(
          scenario: scenario.name, step: 1,
          reason: "the hosted app runs full screen only")
      }
      if scenario.inputAccessoryHeight > 0 || scenario.barLines != 1 {
        throw HostedScenarioUnsupported(
          scenario: scenario.name, step: 1,
          reason: "the hosted app's bar is the quick start's one-line composer without a toolbar")
      }
      var actions: [HostedScenarioAction] = []
      for entry in timeline.entries {
        let unsupported = { (what: String) in
          HostedScenarioUnsupported(
            scenario: scenario.name, step: entry.step + 1,
            reason: "the hosted system cannot perform \(what) yet")
        }
        switch entry.action {
        case .focus(.system, let duration):
          // The hosted keyboard shows over the profile's posted duration (HostedIOS).
          guard abs(duration - profile.postedDuration) < 1e-9 else {
            throw unsupported("a focus with a duration of \(duration) s")
          }
          actions.append(HostedScenarioAction(time: entry.time, kind: .focus))
        case .step(.dismiss):
          actions.append(HostedScenarioAction(time: entry.time, kind: .dismiss))
        default:
          throw unsupported("\(Self.stepName(entry.action))")
        }
      }
      return (actions, timeline.end)
    }

    private static func stepName(_ action: ScenarioTimeline.Action) -> String {
      // An instantaneous step is named by its own case, as the scenario wrote it.
      let text = if case .step(let step) = action { "\(step)" } else { "\(action)" }
      return text.prefix { $0 != "(" }.description
    }
  }
#endif
