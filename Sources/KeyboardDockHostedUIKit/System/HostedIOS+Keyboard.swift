#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS

  extension HostedIOS {
    /// Posts, moves and lays out what the keyboard did since the last call, in its order.
    ///
    /// What the app observes is the version's (``KeyboardDockSimulatedIOS/IOSAppObservations``):
    /// on iOS 26 KVO on the accessory's host is silent and the keyboard layout guide misreports
    /// as that type documents. The keyboard's frame already counts an installed accessory.
    func dispatchKeyboardOutputs() {
      let outputs = keyboard.drainOutputs(upTo: now)
      guard !outputs.isEmpty else { return }
      observations.hasInputAccessory = installedAccessory != nil
      observations.accessoryHeight = 0
      for output in observations.filter(outputs, keyboard: keyboard, scene: geometry) {
        switch output {
        case .notification(let posted):
          // Since iOS 16.1 the object is the screen the keyboard is on
          // (`keyboardWillShowNotification` documentation).
          NotificationCenter.default.post(
            name: Notification.Name(posted.name.rawValue), object: screen,
            userInfo: posted.userInfo)
        case .hostFrame(let frame, _):
          moveAccessoryHost(to: frame)
        case .layoutChange(let change) where change.isTransient:
          // A value KVO reports inside one layout pass, then replaced by the next one.
          UIView.performWithoutAnimation { moveLayoutGuides(change) }
        case .layoutChange(let change):
          moveLayoutGuides(change)
        }
      }
    }

    /// The keyboard's host view takes the keyboard's model frame.
    ///
    /// The accessory on top of it follows, and their KVO fires. What the user sees is the keyboard's own presentation.
    private func moveAccessoryHost(to frame: CGRect) {
      UIView.performWithoutAnimation { accessoryHost.frame = frame }
      if let accessory = installedAccessory, accessory.superview === accessoryHost {
        UIView.performWithoutAnimation {
          accessory.frame = CGRect(
            x: 0, y: 0, width: frame.width, height: accessoryHeight(of: accessory))
        }
      }
    }

    /// Every keyboard layout guide takes the new keyboard frame; views pinned to one move with
    /// the keyboard's own animation, as WWDC 2021 session 10259 "Your guide to keyboard layout"
    /// shows for views constrained to the guide.
    private func moveLayoutGuides(_ change: KeyboardLayoutChange) {
      switch change.mode {
      case .hidden: guideKeyboard = nil
      case .docked, .hardwareBar: guideKeyboard = (change.frame, .docked)
      case .undocked, .split: guideKeyboard = (change.frame, .undocked)
      case .floating: guideKeyboard = (change.floatingFrame ?? change.frame, .undocked)
      }
      let timing = change.animation.flatMap {
        LayerTiming.uiKit(curve: $0.curve, duration: $0.duration, spring: profile.keyboardSpring)
      }
      for window in appWindows {
        let guides = window.keyboardGuidesInTree
        guard !guides.isEmpty else { continue }
        for guide in guides { guide.owningView?.setNeedsLayout() }
        AnimationContext.run(AnimationContext.Block(timing: timing, delay: 0)) {
          window.layoutIfNeeded()
        }
      }
    }

    func accessoryHeight(of accessory: UIView) -> CGFloat {
      let intrinsic = accessory.intrinsicContentSize.height
      return intrinsic == UIView.noIntrinsicMetric ? accessory.frame.height : intrinsic
    }

    /// The accessory's height changed: UIKit resizes it and the keyboard frame with it.
    func updateAccessoryHeight() {
      guard let accessory = installedAccessory else { return }
      keyboard.accessoryToolbarHeight = accessoryHeight(of: accessory)
    }

    // MARK: First responder

    /// Makes `responder` first responder: the previous one resigns, then the keyboard shows
    /// (or stays, for another field) with the new responder's accessory and input view.
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
      if firstResponder === responder { return true }
      if let view = responder as? UIView, view.window == nil { return false }
      let previous = firstResponder
      firstResponder = responder
      (previous as? HostedTextInputView)?.didEndEditing()
      installInputViews(of: responder)
      let content: SystemKeyboard.Content =
        responder.inputView.map {
          .inputView(height: $0.frame.height)
        } ?? .system
      if keyboard.mode == .hidden || !keyboard.isLocal {
        let shown = content == .system ? userKeyboard : content
        attempt { try $0.focus(content: shown, duration: focusDuration, at: now) }
      } else if previous != nil {
        attempt { try $0.focusSecondField(type: responder.simulatedKeyboardType, at: now) }
      }
      dispatchKeyboardOutputs()
      (responder as? HostedTextInputView)?.didBeginEditing()
      return true
    }

    /// `responder` resigns: the keyboard hides and its accessory leaves the keyboard.
    func resign(_ responder: UIResponder) {
      guard firstResponder === responder else { return }
      firstResponder = nil
      attempt { try $0.dismiss(at: now) }
      dispatchKeyboardOutputs()
      removeInstalledAccessory()
      (responder as? HostedTextInputView)?.didEndEditing()
    }

    /// The first responder left its window: it resigns.
    func firstResponderLeftWindow() {
      if let responder = firstResponder { resign(responder) }
    }

    /// `reloadInputViews()` of the first responder: a new accessory replaces the old one; a new
    /// input view switches the keyboard to it (or back to the keys).
    func reloadInputViews(of responder: UIResponder) {
      installInputViews(of: responder)
      observations.inputViewsReloaded()
      let height = responder.inputView?.frame.height
      switch (keyboard.content, height) {
      case (.inputView(let old), let new?) where old != new:
        attempt { try $0.switchToInputView(height: new, at: now) }
      case (.inputView, nil):
        attempt { try $0.switchToKeyboard(at: now) }
      case (_, let new?) where keyboard.mode != .hidden:
        if case .inputView = keyboard.content { break }
        attempt { try $0.switchToInputView(height: new, at: now) }
      default:
        break
      }
      dispatchKeyboardOutputs()
    }

    /// Runs a keyboard action the app's call asked for; what the keyboard cannot do is kept in
    /// ``refusals`` (UIKit itself would not fail the app's call).
    private func attempt(_ action: (inout SystemKeyboard) throws -> Void) {
      do {
        try action(&keyboard)
      } catch {
        refusals.append("\(error)")
      }
    }

    private func installInputViews(of responder: UIResponder) {
      let accessory = responder.inputAccessoryView
      guard accessory !== installedAccessory else { return }
      removeInstalledAccessory()
      guard let accessory else { return }
      installedAccessory = accessory
      accessoryHost.addSubview(accessory)
      UIView.performWithoutAnimation {
        accessory.frame = CGRect(
          x: 0, y: 0, width: accessoryHost.frame.width, height: accessoryHeight(of: accessory))
      }
      keyboard.accessoryToolbarHeight = accessoryHeight(of: accessory)
    }

    private func removeInstalledAccessory() {
      installedAccessory?.removeFromSuperview()
      installedAccessory = nil
      keyboard.accessoryToolbarHeight = 0
    }
  }
#endif
