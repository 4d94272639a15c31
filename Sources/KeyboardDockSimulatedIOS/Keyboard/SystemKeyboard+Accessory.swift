import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The first responder's input accessory view takes a new height while it is installed (its
  /// intrinsic content size changed, or the app reloaded its input views): the keyboard's frame
  /// grows or shrinks by the difference, its keys staying where they are.
  ///
  /// What iOS does (fact `accessory-resize`, reported): UIKit lays the accessory out again from
  /// its intrinsic content size ("The custom input accessory view to display when the receiver
  /// becomes a first responder", `UIResponder.inputAccessoryView`, sized by Auto Layout since
  /// iOS 8: `invalidateIntrinsicContentSize()` "allows the constraint-based layout system to take
  /// the new intrinsic content size into account in its next layout pass"); the view hosting it
  /// takes the new frame at once, so KVO on the host reports it (wix
  /// react-native-keyboard-tracking-view, ObservingInputAccessoryView: a flexible-height
  /// accessory resized with `invalidateIntrinsicContentSize()`, its host's `center` observed);
  /// and the keyboard posts WillChangeFrame → WillShow for the new frame, which apps use to
  /// follow a growing input bar (MessageKit's `maintainPositionOnKeyboardFrameChanged`, "when the
  /// height of the MessageInputBar changes", handled in its keyboard-frame observer). Posted
  /// with duration 0: the frame is at its end at once (an estimate: no published log gives the
  /// duration). The variant `accessory-resize-silent` posts nothing (MessageKit issue 744: a
  /// frame change of an `inputAccessoryView` "cannot trigger the notification of
  /// UIKeyboardWillChangeFrame"); KVO and the layout guide still move.
  ///
  /// During an interactive dismissal nothing is posted (fact `drag-posts-nothing`): the resting
  /// frame grows upwards and the host, whose top is under the finger, grows below it. A hidden,
  /// floating or split keyboard only keeps the height for its next docked frame.
  ///
  /// - Parameters:
  ///   - height: The accessory's new height in points, 0 or more.
  ///   - time: When the layout pass resizes it.
  public mutating func resizeAccessory(to height: CGFloat, at time: TimeInterval) {
    let delta = height - accessoryToolbarHeight
    guard delta != 0, height.isFinite, height >= 0 else { return }
    accessoryToolbarHeight = height
    guard isLocal, mode == .docked || mode == .undocked || mode == .hardwareBar else { return }
    var end = host.model
    if let resting = dragRestingFrame {
      dragRestingFrame = CGRect(
        x: resting.minX, y: resting.minY - delta, width: resting.width,
        height: resting.height + delta)
      end.size.height += delta
      host.set(end, timing: nil, at: time)
      if profile.kvoReportsInteractiveMoves { outputs.append(.hostFrame(end, time: time)) }
      var change = KeyboardLayoutChange(
        frame: end, floatingFrame: nil, mode: mode, animation: nil, time: time)
      change.isInteractive = true
      outputs.append(.layoutChange(change))
      return
    }
    end.origin.y -= delta
    end.size.height += delta
    if profile.accessoryResizePostsNotifications {
      animate(to: end, posting: [.willChangeFrame, .willShow], duration: 0, at: time)
      return
    }
    host.set(end, timing: nil, at: time)
    outputs.append(.hostFrame(end, time: time))
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: end, floatingFrame: floatingFrame, mode: mode, animation: nil, time: time)))
    if end.height > 0 { lastHeight = end.height }
  }
}
