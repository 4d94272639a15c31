import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  // MARK: - Inference

  /// The actions the will-notifications describe, one per posting time (a WillChangeFrame and
  /// a WillShow posted together are one change).
  static func inferActions(_ trace: KeyboardTrace) -> [Action] {
    var screen = trace.geometry.screen
    var actions: [Action] = []
    var last = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0)
    /// The rotation whose burst the will-notifications at its instant belong to.
    var rotation: (index: Int, hasWill: Bool)?
    var interface = trace.geometry.interfaceOrientation
    for event in trace.events {
      if case .geometry(let time, let geometry) = event,
        geometry.screen != screen || geometry.interfaceOrientation != interface
      {
        let turned = Self.isRotation(from: screen, to: geometry.screen)
        let isHalfTurn =
          geometry.screen == screen && interface != "unknown"
          && geometry.interfaceOrientation != "unknown"
        screen = geometry.screen
        interface = geometry.interfaceOrientation
        guard turned || isHalfTurn else { continue }
        if last.minY >= screen.maxY - 0.5 || last.height == 0 {
          last = CGRect(x: 0, y: screen.maxY, width: screen.width, height: last.height)
        }
        actions.append(
          Action(kind: .rotation, time: time, begin: last, end: last, duration: 0, curve: 0))
        actions[actions.count - 1].isHalfTurn = isHalfTurn
        rotation = (actions.count - 1, false)
        continue
      }
      guard case .notification(let notification) = event, notification.kind.isWill,
        let decoded = try? notification.event()
      else { continue }
      if let turn = rotation, abs(actions[turn.index].time - decoded.time) < 1e-6 {
        if !turn.hasWill {
          actions[turn.index].begin = decoded.beginFrame ?? last
          actions[turn.index].duration = decoded.duration
          actions[turn.index].curve = decoded.curve.rawValue
          rotation?.hasWill = true
        }
        actions[turn.index].end = decoded.endFrame
        if notification.kind == .willHide { actions[turn.index].bursts += 1 }
        last = decoded.endFrame
        continue
      }
      rotation = nil
      if let previous = actions.last, previous.time == decoded.time {
        actions[actions.count - 1].end = decoded.endFrame
        continue
      }
      let begin = decoded.beginFrame ?? last
      let end = decoded.endFrame
      let wasOn = begin.minY < screen.maxY - 0.5 && begin.height > 0
      let isOn = end.minY < screen.maxY - 0.5 && end.height > 0
      let kind: Action.Kind =
        switch (wasOn, isOn) {
        case (false, true): .show
        case (_, false): .hide
        case (true, true): abs(begin.height - end.height) > 0.5 ? .heightChange : .move
        }
      actions.append(
        Action(
          kind: kind, time: decoded.time, begin: begin, end: end, duration: decoded.duration,
          curve: decoded.curve.rawValue))
      last = end
    }
    return actions
  }

  /// Whether a new screen is the old one turned: width and height swapped.
  static func isRotation(from old: CGRect, to new: CGRect) -> Bool {
    abs(old.width - new.height) < 0.5 && abs(old.height - new.width) < 0.5
      && abs(old.width - old.height) >= 0.5
  }

  /// The line each frame's keyboard top is clamped to, from the geometry in effect at its time:
  /// the bottom of the observed view's safe area for a layout-guide source (the guide rests
  /// there), else the screen's bottom.
  static func clampLines(_ trace: KeyboardTrace) -> [CGFloat] {
    var geometries = [(time: -TimeInterval.infinity, geometry: trace.geometry)]
    for event in trace.events {
      if case .geometry(let time, let geometry) = event { geometries.append((time, geometry)) }
    }
    var current = 0
    return trace.frames.map { frame in
      while current + 1 < geometries.count, geometries[current + 1].time <= frame.time {
        current += 1
      }
      let geometry = geometries[current].geometry
      guard frame.keyboardSource != .keyboardHostPresentationLayer else {
        return geometry.screen.maxY
      }
      let placement = geometry.placement
      return placement.convertToScreen(
        CGRect(
          x: 0, y: placement.bounds.maxY - placement.safeAreaInsets.bottom, width: 0, height: 0)
      ).minY
    }
  }

  /// The time from which the model no longer follows the trace: the first rotation or
  /// geometry change, or unsimulated move.
  static func firstUnsimulated(
    _ trace: KeyboardTrace, actions: [Action], notes: inout [String]
  ) -> TimeInterval {
    var stop = TimeInterval.infinity
    var last = trace.geometry.screen
    for event in trace.events {
      guard case .geometry(let time, let geometry) = event, geometry.screen != last else {
        continue
      }
      if Self.isRotation(from: last, to: geometry.screen) {
        last = geometry.screen
        continue
      }
      func size(_ rect: CGRect) -> String {
        "\(CalibrationFormat.number(rect.width))×\(CalibrationFormat.number(rect.height))"
      }
      notes.append(
        "a screen resize at \(CalibrationFormat.fixed(time, decimals: 3)) s "
          + "(screen \(size(last)) → \(size(geometry.screen)) pt, interface "
          + "\(geometry.interfaceOrientation)) is not simulated (a rotation is: the screen "
          + "turned, width and height swapped): the notifications it brings, the new keyboard "
          + "height and every later frame are not compared")
      stop = time
      break
    }
    if let move = actions.first(where: { $0.kind == .move && $0.time < stop }) {
      notes.append(
        "an on-screen move at \(CalibrationFormat.fixed(move.time, decimals: 3)) s (a "
          + "change of neither visibility nor height) is not simulated; its frames are not "
          + "compared")
    }
    return stop
  }
}
