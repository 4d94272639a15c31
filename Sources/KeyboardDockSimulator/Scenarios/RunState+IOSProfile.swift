import Foundation
import KeyboardDockCore

extension RunState {
  /// Gives each strategy the keyboard's outputs as its app observes them on the profile's iOS
  /// version (``IOSAppObservations``: what reaches an app depends on whether it installs an
  /// input accessory view), decoding every notification as the app does.
  mutating func deliverObserved(_ outputs: [SystemKeyboardOutput]) throws {
    guard !outputs.isEmpty else { return }
    // The app's own memory of heights and the trace follow what iOS posted. Each notification
    // is decoded once; an app that observes it changed (a quirk rewrote its userInfo) decodes
    // its own.
    var decoded: [DecodedKey: KeyboardEvent] = [:]
    for output in outputs {
      guard case .notification(let posted) = output else { continue }
      trace?.notifications.append((posted.time, posted.name.rawValue))
      let event = try decode(posted)
      if let key = DecodedKey(posted) { decoded[key] = event }
      remember(event)
    }
    let scene = self.scene
    export?.observe(outputs, keyboard: keyboard, scene: scene, placement: app.placement)
    for index in strategies.indices {
      observed[index].hasInputAccessory = strategies[index].installsInputAccessory
      observed[index].accessoryHeight =
        strategies[index].hosting == .inputAccessoryView ? app.barHeight : 0
      for output in observed[index].filter(outputs, keyboard: keyboard, scene: scene) {
        // From a value that hid where the keyboard is until one shows it again (a finger's
        // move) or the keyboard comes to rest, nothing tells the app where the keyboard is: a
        // return or a hide then starts from a place the app never saw.
        if case .layoutChange(let change) = output {
          if change.hidesPosition {
            positionHidden[index] = true
          } else if change.isInteractive {
            positionHidden[index] = false
          }
        }
        if positionHidden[index] {
          silentChanges.append(output.time)
        } else {
          lastInputs[index] = output.time
        }
        switch output {
        case .notification(let posted):
          let event = try DecodedKey(posted).flatMap { decoded[$0] } ?? decode(posted)
          strategies[index].receive(.notification(event))
        case .hostFrame(let frame, let time):
          strategies[index].receive(.hostFrame(frame, time: time))
        case .layoutChange(let change):
          strategies[index].receive(
            .layoutGuide(KeyboardLayoutGuideFrame(change, placement: app.placement)))
        }
      }
    }
  }

  /// Decodes a posted notification as an app does.
  ///
  /// - Throws: ``SimulationError/undecodableNotification(scenario:device:reason:)``.
  func decode(_ posted: PostedNotification) throws -> KeyboardEvent {
    do {
      return try posted.decoded()
    } catch {
      throw SimulationError.undecodableNotification(
        scenario: scenario.name, device: device.id, reason: "\(error)")
    }
  }

  /// The app swapped its input view with `reloadInputViews()`.
  mutating func inputViewsReloaded() {
    for index in observed.indices { observed[index].inputViewsReloaded() }
  }
}

/// Identifies a posted notification whose `userInfo` no quirk replaced: its end frame's `NSValue`
/// is the very object the keyboard made.
private struct DecodedKey: Hashable {
  let frameEnd: ObjectIdentifier
  let name: KeyboardNotificationName
  let time: TimeInterval

  init?(_ posted: PostedNotification) {
    guard let value = posted.userInfo[KeyboardUserInfo.frameEnd] as? NSValue else { return nil }
    frameEnd = ObjectIdentifier(value)
    name = posted.name
    time = posted.time
  }
}
