import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  // MARK: - Residuals

  func makeResiduals(_ run: ModelRun) -> [Residual] {
    typealias Format = CalibrationFormat
    func seconds(_ value: Double) -> String { Format.fixed(value, decimals: 3) }
    func points(_ value: CGFloat) -> String { Format.fixed(Double(value), decimals: 2) }
    var residuals: [Residual] = [
      Residual(
        fact: "spring: visible top edge, \(trajectory.frames) frames (RMS)", trace: "recorded",
        model: "mass \(Format.number(profile.keyboardSpring.mass)), stiffness "
          + "\(Format.number(profile.keyboardSpring.stiffness)), damping "
          + Format.fixed(profile.keyboardSpring.damping, decimals: 2),
        residual: trajectory.rms, unit: "pt", isMagnitude: true),
      Residual(
        fact: "spring: visible top edge (largest)", trace: "recorded", model: "simulated",
        residual: trajectory.max, unit: "pt", isMagnitude: true),
    ]
    let comparedSet = Set(compared)
    func frames(of owner: Owner, compared: Bool = true) -> [Int] {
      owners.keys.sorted().filter {
        owners[$0] == owner && (!compared || comparedSet.contains($0))
      }
    }
    func recordedTop(_ frame: Int) -> CGFloat {
      min(trace.frames[frame].keyboard?.minY ?? clampLines[frame], clampLines[frame])
    }
    func modelledTop(_ frame: Int) -> CGFloat { min(run.tops[frame], clampLines[frame]) }
    // How long the visible keyboard takes to come within half a point of `end` and stay.
    func settleFacts(_ label: String, segment: [Int], end: CGFloat, from start: TimeInterval)
      -> [Residual]
    {
      let endTop = min(end, segment.last.map { clampLines[$0] } ?? end)
      func settle(_ top: (Int) -> CGFloat) -> TimeInterval? {
        guard let last = segment.last, abs(top(last) - endTop) <= 0.5 else { return nil }
        var settled = last
        for frame in segment.reversed() {
          guard abs(top(frame) - endTop) <= 0.5 else { break }
          settled = frame
        }
        return trace.frames[settled].time - start
      }
      let recorded = settle(recordedTop)
      let modelled = settle(modelledTop)
      guard recorded != nil || modelled != nil else { return [] }
      return [
        Residual(
          fact: "\(label): settles within 0.5 pt after", trace: recorded.map(seconds) ?? "-",
          model: modelled.map(seconds) ?? "-",
          residual: recorded.flatMap { r in modelled.map { r - $0 } }, unit: "s")
      ]
    }
    func trajectoryFacts(_ label: String, segment: [Int]) -> [Residual] {
      guard !segment.isEmpty else { return [] }
      let residual = Self.residual(
        trace: trace, model: run.tops, frames: segment, clamp: clampLines)
      return [
        Residual(
          fact: "\(label): trajectory, \(residual.frames) frames (RMS)", trace: "recorded",
          model: "simulated", residual: residual.rms, unit: "pt", isMagnitude: true),
        Residual(
          fact: "\(label): trajectory (largest)", trace: "recorded", model: "simulated",
          residual: residual.max, unit: "pt", isMagnitude: true),
      ]
    }
    // Each action's facts, and each drag's before the action that ends it.
    var blocks: [(time: TimeInterval, residuals: [Residual])] = []
    for (index, action) in actions.enumerated()
    where action.kind != .move
      && (action.time < divergence || action.time == divergence && action.drag != nil)
    {
      var residuals: [Residual] = []
      defer { blocks.append((action.time, residuals)) }
      if action.kind == .rotation {
        residuals = rotationResiduals(index, action, run: run)
        continue
      }
      let label =
        action.drag == nil
        ? "\(action.kind.rawValue) at \(seconds(action.time)) s"
        : "drag release → hide at \(seconds(action.time)) s"
      guard let posted = run.posted[index] else {
        residuals.append(
          Residual(
            fact: "\(label): posted", trace: "posted", model: "nothing posted", residual: nil,
            unit: "differs"))
        continue
      }
      if action.kind != .hide {
        residuals.append(
          Residual(
            fact: "\(label): keyboard height", trace: points(action.end.height),
            model: points(posted.end.height),
            residual: Double(action.end.height - posted.end.height), unit: "pt"))
      }
      if action.drag != nil, let begin = posted.begin {
        residuals.append(
          Residual(
            fact: "\(label): begin frame top (the release frame)", trace: points(action.begin.minY),
            model: points(begin.minY), residual: Double(action.begin.minY - begin.minY),
            unit: "pt"))
      }
      residuals.append(
        Residual(
          fact: "\(label): posted duration", trace: seconds(action.duration),
          model: seconds(posted.duration), residual: action.duration - posted.duration,
          unit: "s"))
      let segment = frames(of: .action(index))
      if action.drag != nil { residuals += trajectoryFacts(label, segment: segment) }
      residuals += settleFacts(label, segment: segment, end: action.end.minY, from: action.time)
    }
    for (index, drag) in drags.enumerated() where drag.start < divergence {
      blocks.append(
        (
          drag.start,
          dragResiduals(
            index, drag, run: run, following: frames(of: .drag(index), compared: false),
            springBack: frames(of: .springBack(index)), trajectory: trajectoryFacts,
            settle: settleFacts)
        ))
    }
    // Stable: an action and a drag starting together keep the action first.
    residuals += blocks.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.flatMap(\.element.residuals)
    residuals += orderAndQuirks(run)
    return residuals
  }

  /// The order of notifications and KVO frames, and the quirks a trace can show.
  private func orderAndQuirks(_ run: ModelRun) -> [Residual] {
    var kvoFirst = 0
    var notificationFirst = 0
    var seen: Set<TimeInterval> = []
    let source = trace.events.lazy.compactMap { event -> KeyboardFrameSource? in
      if case .hostFrame(_, _, let source) = event { return source }
      return nil
    }.first
    for (index, event) in trace.events.enumerated() {
      guard case .notification(let notification) = event, notification.kind.isWill,
        !seen.contains(notification.time)
      else { continue }
      seen.insert(notification.time)
      let sameTime = trace.events.indices.filter { trace.events[$0].time == notification.time }
      let kvo = sameTime.first {
        if case .hostFrame = trace.events[$0] { return true }
        return false
      }
      guard let kvo else { continue }
      if kvo < index { kvoFirst += 1 } else { notificationFirst += 1 }
    }
    var residuals = [
      Residual(
        fact: "event order: KVO frame before the notification",
        trace: "\(kvoFirst) of \(kvoFirst + notificationFirst)",
        model: "\(run.kvoFirst) of \(run.kvoFirst + run.notificationFirst) (both orders occur)",
        residual: nil,
        unit: kvoFirst + notificationFirst == 0 ? "not observable" : "agrees")
    ]
    let silent = profile.has(.accessoryHostSilent)
    if source == .accessorySuperview || source == nil {
      let reported = source == .accessorySuperview
      residuals.append(
        Residual(
          fact: "quirk: accessory host KVO silent", trace: reported ? "reports" : "silent",
          model: silent ? "silent" : "reports", residual: nil,
          unit: reported == !silent ? "agrees" : "differs"))
    }
    if source == .keyboardLayoutGuide {
      // After a didShow, a probe frame taller than the keyboard.
      var factor: Double?
      var shown: CGFloat?
      for event in trace.events {
        switch event {
        case .notification(let notification) where notification.kind == .didShow:
          shown = (try? notification.event())?.endFrame.height
        case .hostFrame(_, let frame, _):
          if let height = shown, height > 0, frame.height > height + 0.5 {
            factor = Double(frame.height / height)
          }
          shown = nil
        default:
          continue
        }
      }
      let modelled = profile.tallValueFactor.map { Double($0) }
      residuals.append(
        Residual(
          fact: "quirk: layout guide too tall after show (factor)",
          trace: factor.map { CalibrationFormat.fixed($0, decimals: 4) } ?? "none",
          model: modelled.map { CalibrationFormat.fixed($0, decimals: 4) } ?? "none",
          residual: factor.flatMap { f in modelled.map { f - $0 } },
          unit: (factor == nil) == (modelled == nil) ? "agrees" : "differs"))
    }
    return residuals
  }
}
