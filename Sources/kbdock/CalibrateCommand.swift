import ArgumentParser
import Foundation
import KeyboardDockCore
import KeyboardDockSimulator

/// `kbdock calibrate TRACE... [--json] [--fit]`: runs the simulated iOS of each trace's version
/// through the actions, drags and rotations inferred from the trace and prints the residual of
/// every modelled fact; `--fit` proposes the keyboard spring's stiffness and damping, and each
/// kind's posted duration and keyboard height, by least squares.
struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Measure the simulated iOS against keyboard traces, fact by fact.",
    discussion: """
      For each TRACE (docs/trace-format.md: recorded on a device, or written by kbdock \
      simulate --export-trace), infers what the keyboard did from its will-notifications \
      (shows, hides, height changes with their durations and curves), runs the simulated iOS \
      of the trace's iOS version on the device with the trace's screen through the same \
      actions, and prints trace, model and residual (trace minus model) for each modelled \
      fact: the show/hide spring (the keyboard's visible top edge at every display frame of \
      every animation), posted durations, settling times, keyboard heights, the order of a \
      change's notification and KVO frame, and the quirks a trace can show. An interactive drag \
      (on-screen KVO frames no notification explains: the finger's path) is run through the \
      simulated finger and released as the trace's was; how the keyboard follows it, what the \
      release does and the notifications after it are compared. A rotation (the screen turned) \
      is run with the trace's number of hide + show pairs. Other screen resizes and on-screen \
      moves are not simulated; their frames are left out and a note says so, as it says where \
      the model cannot follow a drag.

      --fit proposes the spring's stiffness and damping that minimise the squared residuals of \
      the visible top edge (Nelder–Mead), printed with the residuals before and after, and each \
      kind's posted duration and keyboard height (the mean of the trace's values). These are \
      proposals: nothing is changed. Exit codes: 0 done, 64 bad option, 65 a trace that is not \
      valid or whose iOS version or screen has no simulated counterpart, 74 a trace that \
      cannot be read.
      """)

  @Argument(help: "Keyboard traces (JSON).")
  var traces: [String] = []

  @Flag(help: "Print one JSON object instead of the tables.")
  var json = false

  @Flag(
    help: "Propose spring parameters, posted durations and heights by least squares.")
  var fit = false

  func validate() throws {
    guard !traces.isEmpty else {
      throw ValidationError(
        "give at least one TRACE; for example Examples/traces/iphone-show-drag-dismiss.json, "
          + "or one written by kbdock simulate --export-trace")
    }
  }

  func run() throws {
    var calibrations: [(path: String, calibration: TraceCalibration)] = []
    for path in traces {
      let trace = try TraceReplay.readTrace(
        at: path,
        hint: "pass the path of a trace, or write one with kbdock simulate --export-trace FILE")
      do {
        calibrations.append((path, try TraceCalibration(trace)))
      } catch {
        let hint: String =
          switch error {
          case .unknownIOSVersion:
            "calibrate traces of a simulated version; a new version needs a profile in "
              + "IOSProfile.swift first"
          case .unknownDevice: "`kbdock devices` lists the simulated devices and their screens"
          }
        throw CommandFailure(.badInput, "\(path): \(error)", hint: hint)
      }
    }
    if json {
      let objects = calibrations.map { Self.jsonObject($0.calibration, path: $0.path, fit: fit) }
      let data = try JSONSerialization.data(
        withJSONObject: ["traces": objects], options: [.sortedKeys, .withoutEscapingSlashes])
      print(String(decoding: data, as: UTF8.self))
      return
    }
    for (position, item) in calibrations.enumerated() {
      if position > 0 { print() }
      print(Self.text(item.calibration, path: item.path, fit: fit).joined(separator: "\n"))
    }
  }

  // MARK: - Table

  static func text(_ calibration: TraceCalibration, path: String, fit: Bool) -> [String] {
    let trace = calibration.trace
    let device = calibration.device
    var lines = [
      "trace    \(path)",
      "source   \(trace.source.rawValue)" + (trace.note.map { ": \($0)" } ?? ""),
      "model    simulated iOS \(calibration.profile.version) (trace: "
        + "\(trace.environment.systemName) \(trace.environment.systemVersion)) on \(device.id) "
        + "(\(device.model)), \(calibration.orientation.rawValue), predictive strip "
        + (calibration.isPredictiveOn ? "on" : "off"),
      "actions  " + actionSummary(calibration.actions)
        + " (inferred from the will-notifications)",
    ]
    if !calibration.drags.isEmpty {
      let count = calibration.drags.count
      lines.append(
        "drags    \(count) interactive drag\(count == 1 ? "" : "s") (KVO frames no notification "
          + "explains): "
          + calibration.drags.map { drag in
            "\(drag.path.count) finger samples from \(CalibrationFormat.fixed(drag.start, decimals: 3)) s, "
              + (drag.release.map { "released at \(CalibrationFormat.fixed($0, decimals: 3)) s: " }
                ?? "") + drag.outcome.rawValue
          }.joined(separator: "; "))
    }
    lines += calibration.notes.map { "note     \($0)" }
    lines.append("")
    var rows = [["fact", "trace", "model", "residual"]]
    for residual in calibration.residuals {
      rows.append([residual.fact, residual.trace, residual.model, residualText(residual)])
    }
    lines += table(rows, rightAligned: [3])
    guard fit else { return lines }
    lines.append("")
    guard let result = calibration.fitSpring() else {
      lines.append("fit      nothing to fit: no display frame of a show or hide is compared")
      return lines + measurementLines(calibration)
    }
    let mass = CalibrationFormat.number(result.before.mass)
    lines.append(
      "fit      the keyboard spring's stiffness and damping, least squares on the visible top "
        + "edge (Nelder–Mead, \(result.evaluations) simulated runs); mass \(mass) kept: a "
        + "trajectory shows only stiffness/mass and damping/mass")
    lines.append("")
    func change(_ before: Double, _ after: Double) -> String {
      let percent = (after - before) / before * 100
      return (percent >= 0 ? "+" : "") + CalibrationFormat.fixed(percent, decimals: 2) + " %"
    }
    let parameters = [
      ["parameter", "model", "proposed", "change"],
      [
        "stiffness", CalibrationFormat.fixed(result.before.stiffness, decimals: 3),
        CalibrationFormat.fixed(result.after.stiffness, decimals: 3),
        change(result.before.stiffness, result.after.stiffness),
      ],
      [
        "damping", CalibrationFormat.fixed(result.before.damping, decimals: 3),
        CalibrationFormat.fixed(result.after.damping, decimals: 3),
        change(result.before.damping, result.after.damping),
      ],
      [
        "damping ratio", CalibrationFormat.fixed(result.before.dampingRatio, decimals: 4),
        CalibrationFormat.fixed(result.after.dampingRatio, decimals: 4),
        change(result.before.dampingRatio, result.after.dampingRatio),
      ],
      [
        "residual RMS", CalibrationFormat.fixed(result.residualBefore.rms, decimals: 3) + " pt",
        CalibrationFormat.fixed(result.residualAfter.rms, decimals: 3) + " pt", "",
      ],
      [
        "residual largest",
        CalibrationFormat.fixed(result.residualBefore.max, decimals: 3) + " pt",
        CalibrationFormat.fixed(result.residualAfter.max, decimals: 3) + " pt", "",
      ],
    ]
    lines += table(parameters, rightAligned: [1, 2, 3])
    lines.append("")
    lines.append(
      "proposed, not applied: to adopt it, change the profile's keyboardSpring in "
        + "Sources/KeyboardDockSimulatedIOS/Profiles/IOSProfile.swift and cite the traces")
    return lines + measurementLines(calibration)
  }

  /// The proposals for the values a trace measures directly: each the mean of its samples.
  static func measurementLines(_ calibration: TraceCalibration) -> [String] {
    let fits = calibration.fitMeasurements()
    guard !fits.isEmpty else { return [] }
    var lines = [
      "",
      "fit      posted durations and keyboard heights, least squares: each the mean of the "
        + "trace's values",
      "",
    ]
    var rows = [["parameter", "n", "model", "proposed", "RMS before", "RMS after"]]
    for fit in fits {
      let decimals = fit.unit == "s" ? 3 : 2
      func value(_ number: Double) -> String {
        CalibrationFormat.fixed(number, decimals: decimals)
      }
      rows.append([
        fit.parameter, "\(fit.samples)", value(fit.model), value(fit.proposed),
        value(fit.residualBefore) + " \(fit.unit)", value(fit.residualAfter) + " \(fit.unit)",
      ])
    }
    lines += table(rows, rightAligned: [1, 2, 3, 4, 5])
    lines.append("")
    lines.append(
      "proposed, not applied: the posted duration is the profile's postedDuration, the heights "
        + "the device catalogue's (Sources/KeyboardDockSimulatedIOS/Devices/DeviceCatalogue.swift)")
    return lines
  }

  static func actionSummary(_ actions: [TraceCalibration.Action]) -> String {
    let kinds: [TraceCalibration.Action.Kind] = [.show, .hide, .heightChange, .rotation, .move]
    let parts = kinds.compactMap { kind -> String? in
      let count = actions.filter { $0.kind == kind }.count
      guard count > 0 else { return nil }
      let name = kind.rawValue.replacingOccurrences(of: "-", with: " ")
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  static func residualText(_ residual: TraceCalibration.Residual) -> String {
    guard let value = residual.residual else { return residual.unit }
    let decimals = residual.unit == "s" ? 3 : residual.unit == "pt" ? 2 : 4
    let shown = CalibrationFormat.fixed(value, decimals: decimals)
    let sign = !residual.isMagnitude && value > 0 && Double(shown) != 0 ? "+" : ""
    return sign + shown
      + (residual.unit == "pt" || residual.unit == "s" ? " \(residual.unit)" : "")
  }

  /// Rows padded into columns two spaces apart; the columns in `rightAligned` are right-aligned.
  static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ").replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  // MARK: - JSON

  static func jsonObject(_ calibration: TraceCalibration, path: String, fit: Bool)
    -> [String: Any]
  {
    func spring(_ spring: TraceCalibration.Spring) -> [String: Any] {
      [
        "mass": spring.mass, "stiffness": spring.stiffness, "damping": spring.damping,
        "dampingRatio": spring.dampingRatio,
      ]
    }
    func trajectory(_ residual: TraceCalibration.TrajectoryResidual) -> [String: Any] {
      ["frames": residual.frames, "rms": residual.rms, "max": residual.max]
    }
    var object: [String: Any] = [
      "trace": path,
      "ios": calibration.profile.version,
      "traceSystemVersion": calibration.trace.environment.systemVersion,
      "device": calibration.device.id,
      "orientation": calibration.orientation.rawValue,
      "predictive": calibration.isPredictiveOn,
      "actions": calibration.actions.map { action -> [String: Any] in
        [
          "kind": action.kind.rawValue, "time": action.time, "duration": action.duration,
          "curve": action.curve, "height": Double(action.end.height),
          "dragRelease": action.drag.map { $0 as Any } ?? NSNull(),
          "bursts": action.bursts,
        ]
      },
      "drags": calibration.drags.map { drag -> [String: Any] in
        [
          "path": drag.path.map { [$0.time, Double($0.y)] },
          "release": drag.release.map { $0 as Any } ?? NSNull(),
          "velocity": Double(drag.velocity), "outcome": drag.outcome.rawValue,
          "restingTop": Double(drag.restingTop),
          "source": drag.source.map { $0.rawValue as Any } ?? NSNull(),
        ]
      },
      "notes": calibration.notes,
      "residuals": calibration.residuals.map { residual -> [String: Any] in
        [
          "fact": residual.fact, "trace": residual.trace, "model": residual.model,
          "residual": residual.residual.map { $0 as Any } ?? NSNull(), "unit": residual.unit,
          "isMagnitude": residual.isMagnitude,
        ]
      },
      "trajectory": trajectory(calibration.trajectory),
    ]
    if fit {
      if let result = calibration.fitSpring() {
        object["fit"] = [
          "before": spring(result.before), "after": spring(result.after),
          "residualBefore": trajectory(result.residualBefore),
          "residualAfter": trajectory(result.residualAfter), "evaluations": result.evaluations,
          "applied": false,
        ]
      } else {
        object["fit"] = NSNull()
      }
      object["proposals"] = calibration.fitMeasurements().map { fit -> [String: Any] in
        [
          "parameter": fit.parameter, "unit": fit.unit, "samples": fit.samples,
          "model": fit.model, "proposed": fit.proposed, "residualBefore": fit.residualBefore,
          "residualAfter": fit.residualAfter, "applied": false,
        ]
      }
    }
    return object
  }
}
