import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  /// A least-squares proposal for a value the trace measures directly (a posted duration, a
  /// keyboard height): the value that minimises the squared residuals of its samples is their
  /// mean.
  public struct MeasurementFit: Sendable, Hashable {
    /// What is measured, such as `posted duration: show` or `keyboard height: predictive`.
    public var parameter: String
    /// `s` or `pt`.
    public var unit: String
    /// How many of the trace's actions measure it.
    public var samples: Int
    /// The model's value (the first sample's, where the model's values differ).
    public var model: Double
    /// The proposed value: the mean of the trace's samples.
    public var proposed: Double
    /// The root mean square of trace minus model.
    public var residualBefore: Double
    /// The root mean square of trace minus the proposed value (the samples' spread).
    public var residualAfter: Double
  }

  /// Proposes the posted duration and keyboard height of each kind, by least squares.
  ///
  /// The kinds of change are show, hide, a drag's release and height change; the kinds of
  /// height those the model has (predictive, plain, emoji). Each proposal is the mean of the
  /// trace's values, with the residuals before and after. Nothing is applied to the model.
  ///
  /// Only actions the model posted a notification for are measured; a kind whose model values
  /// differ (the emoji switch's duration 0 and the usual 0.25) is split by the model's value.
  public func fitMeasurements() -> [MeasurementFit] {
    var groups: [(name: String, unit: String, samples: [(trace: Double, model: Double)])] = []
    func add(_ name: String, _ unit: String, trace: Double, model: Double) {
      if let index = groups.firstIndex(where: {
        $0.name == name && $0.samples.first.map { abs($0.model - model) < 1e-9 } == true
      }) {
        groups[index].samples.append((trace, model))
      } else {
        groups.append((name, unit, [(trace, model)]))
      }
    }
    func heightName(_ height: CGFloat) -> String {
      var named: [(String, CGFloat)] = []
      for turned in [orientation, orientation == .portrait ? .landscape : .portrait] {
        let heights = device.keyboard(turned)
        let prefix = turned == orientation ? "" : "\(turned.rawValue) "
        named += [
          (prefix + "predictive", heights.predictive), (prefix + "plain", heights.plain),
          (prefix + "emoji", heights.emoji),
        ]
      }
      return named.first { abs($0.1 - height) <= 0.5 }?.0
        ?? "\(CalibrationFormat.fixed(Double(height), decimals: 1)) pt"
    }
    for (index, action) in actions.enumerated() where action.kind != .move {
      guard let posted = modelPosted[index] else { continue }
      let kind =
        action.drag == nil
        ? action.kind.rawValue.replacingOccurrences(of: "-", with: " ") : "drag release → hide"
      add("posted duration: \(kind)", "s", trace: action.duration, model: posted.duration)
      if action.kind != .hide {
        add(
          "keyboard height: \(heightName(posted.end.height))", "pt",
          trace: Double(action.end.height), model: Double(posted.end.height))
      }
    }
    return groups.map { group in
      let count = Double(group.samples.count)
      let mean = group.samples.map(\.trace).reduce(0, +) / count
      func rms(_ value: (Double, Double) -> Double) -> Double {
        (group.samples.map { pow(value($0.trace, $0.model), 2) }.reduce(0, +) / count)
          .squareRoot()
      }
      return MeasurementFit(
        parameter: group.name, unit: group.unit, samples: group.samples.count,
        model: group.samples[0].model, proposed: mean,
        residualBefore: rms { $0 - $1 }, residualAfter: rms { trace, _ in trace - mean })
    }
  }
}

extension TraceCalibration {
  /// The residuals of a rotation: the burst of notifications at its instant, the keyboard
  /// height after it and its posted duration.
  func rotationResiduals(_ index: Int, _ action: Action, run: ModelRun) -> [Residual] {
    typealias Format = CalibrationFormat
    let label = "rotation at \(Format.fixed(action.time, decimals: 3)) s"
    let recorded = trace.events.compactMap { event -> KeyboardEvent.Kind? in
      guard case .notification(let notification) = event,
        abs(notification.time - action.time) < 1e-6
      else { return nil }
      return notification.kind
    }
    let simulated = run.notifications.filter { abs($0.time - action.time) < 1e-6 }.map(\.kind)
    func burst(_ kinds: [KeyboardEvent.Kind]) -> String {
      guard !kinds.isEmpty else { return "none" }
      let pairs = kinds.filter { $0 == .willHide }.count
      return "\(pairs) hide + show pair\(pairs == 1 ? "" : "s"), \(kinds.count) notifications"
    }
    var residuals = [
      Residual(
        fact: "\(label): notification burst", trace: burst(recorded), model: burst(simulated),
        residual: nil, unit: recorded == simulated ? "agrees" : "differs")
    ]
    guard !recorded.isEmpty, let posted = run.posted[index] else { return residuals }
    if recorded.last(where: \.isWill) == .willShow {
      residuals.append(
        Residual(
          fact: "\(label): keyboard height",
          trace: Format.fixed(Double(action.end.height), decimals: 2),
          model: Format.fixed(Double(posted.end.height), decimals: 2),
          residual: Double(action.end.height - posted.end.height), unit: "pt"))
    }
    residuals.append(
      Residual(
        fact: "\(label): posted duration", trace: Format.fixed(action.duration, decimals: 3),
        model: Format.fixed(posted.duration, decimals: 3),
        residual: action.duration - posted.duration, unit: "s"))
    return residuals
  }
}
