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
      turnHadWork = true
      observations.hasInputAccessory = installedAccessory != nil
      observations.accessoryHeight = 0
      for output in observations.filter(outputs, keyboard: keyboard, scene: geometry) {
        switch output {
        case .notification(let posted):
          if posted.name == .didHide, firstResponder == nil {
            // The accessory went down with the keys; it leaves the keyboard once they are gone.
            removeInstalledAccessory()
          }
          onKeyboardNotificationPost?(posted.name.rawValue, now)
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

    /// The installed accessory's intrinsic height changed: the next layout pass resizes it and
    /// the keyboard's frame with it (``layOutResizedAccessory()``).
    func updateAccessoryHeight() {
      guard installedAccessory != nil else { return }
      accessoryNeedsLayout = true
    }

    /// The layout pass after an installed accessory's intrinsic content size was invalidated
    /// ("allows the constraint-based layout system to take the new intrinsic content size into
    /// account in its next layout pass", `invalidateIntrinsicContentSize()` documentation): the
    /// keyboard takes the accessory's new height (``KeyboardDockSimulatedIOS/SystemKeyboard/resizeAccessory(to:at:)``,
    /// fact `accessory-resize`) and posts what it did.
    ///
    /// - Returns: Whether the keyboard's frame changed.
    @discardableResult
    func layOutResizedAccessory() -> Bool {
      guard accessoryNeedsLayout else { return false }
      accessoryNeedsLayout = false
      guard let accessory = installedAccessory else { return false }
      let height = accessoryHeight(of: accessory) + accessoryPadding
      guard height != keyboard.accessoryToolbarHeight else { return false }
      keyboard.resizeAccessory(to: height, at: now)
      dispatchKeyboardOutputs()
      if accessory.superview === accessoryHost {
        UIView.performWithoutAnimation {
          accessory.frame = CGRect(
            x: 0, y: 0, width: accessoryHost.frame.width, height: accessoryHeight(of: accessory))
        }
      }
      return true
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
      guard let content = inputContent(of: responder) else {
        // Nothing to show: the keyboard this app showed goes down.
        if keyboard.mode != .hidden, keyboard.isLocal { attempt { try $0.dismiss(at: now) } }
        dispatchKeyboardOutputs()
        return true
      }
      setAccessoryToolbarHeight(for: content)
      if keyboard.mode == .hidden || !keyboard.isLocal {
        let shown = content == .system ? userKeyboard : content
        attempt { try $0.focus(content: shown, duration: focusDuration, at: now) }
      } else if content == .accessoryOnly, keyboard.content != content {
        attempt { try $0.switchToInputView(height: 0, at: now) }
      } else if previous != nil {
        attempt { try $0.focusSecondField(type: responder.simulatedKeyboardType, at: now) }
      }
      dispatchKeyboardOutputs()
      (responder as? HostedTextInputView)?.didBeginEditing()
      return true
    }

    /// What the keyboard shows for `responder`, or `nil` for nothing.
    ///
    /// Its `inputView` in place of the keys; the system keys for text input ("When instances of
    /// this subclass are the first responder, the system keyboard is displayed", `UIKeyInput`
    /// documentation; the hosted `UISearchBar` is first responder itself where UIKit's forwards
    /// to its `searchTextField`); for any other responder only its `inputAccessoryView`, which
    /// UIKit shows at the bottom of the screen (an input of no keys under the accessory), as a
    /// view controller whose view becomes first responder shows its bar in “UITextField docked
    /// like iOS Messenger” ("This is what triggers the display of inputAccessoryView"); with
    /// neither, nothing.
    private func inputContent(of responder: UIResponder) -> SystemKeyboard.Content? {
      if let input = responder.inputView { return .inputView(height: input.frame.height) }
      if responder is UIKeyInput || responder is UISearchBar { return .system }
      return installedAccessory != nil ? .accessoryOnly : nil
    }

    /// The safe area under an accessory shown alone at the bottom of the screen (no keys under
    /// it), or 0.
    var accessoryPadding: CGFloat {
      keyboard.content == .accessoryOnly ? device.safeArea(keyboard.orientation).bottom : 0
    }

    /// Counts the installed accessory in the keyboard's frame; alone at the bottom of the screen
    /// it sits above the home indicator, its host padded down to the screen's bottom (the safe
    /// area: "Positioning content relative to the safe area", Apple's documentation).
    private func setAccessoryToolbarHeight(for content: SystemKeyboard.Content) {
      guard let accessory = installedAccessory else {
        keyboard.accessoryToolbarHeight = 0
        return
      }
      let padding = content == .accessoryOnly ? device.safeArea(keyboard.orientation).bottom : 0
      keyboard.accessoryToolbarHeight = accessoryHeight(of: accessory) + padding
    }

    /// `responder` resigns: the keyboard hides, its accessory on top of it.
    ///
    /// The accessory leaves the keyboard when the hide ends (keyboardDidHideNotification): it is
    /// part of the keyboard's views and moves with them ("attaches the input accessory view to
    /// the top of the input view", `UIResponder.inputAccessoryView` documentation). Nothing
    /// becomes first responder in its place: a bar whose text view resigns is gone until its
    /// host becomes first responder again (MessageKit issue 798, "Dismissing keyboard using
    /// endEditing(true) also dismisses the inputBar"; InputBarAccessoryView issue 21).
    func resign(_ responder: UIResponder) {
      guard firstResponder === responder else { return }
      firstResponder = nil
      attempt { try $0.dismiss(at: now) }
      if keyboard.mode != .hidden || !keyboard.isLocal { removeInstalledAccessory() }
      dispatchKeyboardOutputs()
      (responder as? HostedTextInputView)?.didEndEditing()
    }

    /// The system took the keyboard down without the app asking.
    ///
    /// The user dragged it off the screen and let go (``SystemKeyboard/fingerLifted(velocity:at:)`` returned `true`), or a
    /// completed swipe back took the screen with the first responder away. The first
    /// responder resigns with the keyboard, so that a later tap on a field shows it again.
    ///
    /// UIKit shows the keyboard while a text input is first responder and takes it down with
    /// that responder's resignation (`resignFirstResponder()` documentation: "Notifies this
    /// object that it has been asked to relinquish its status as first responder in its
    /// window"; "The easy way to dismiss the keyboard in iOS", Roadfire Software: sending
    /// `resignFirstResponder` "will resign the first responder (and dismiss the keyboard)").
    /// The model takes the converse for the system's own dismissals: after
    /// `UIScrollView.KeyboardDismissMode.interactive` ("The keyboard follows the dragging touch
    /// offscreen") or a completed pop, the field is no longer editing, so tapping it begins
    /// editing again and shows the keyboard. The accessory goes down with the keys and leaves
    /// the keyboard at its did-hide, as after ``resign(_:)``.
    public func keyboardDismissedBySystem() {
      guard let responder = firstResponder, keyboard.mode == .hidden else { return }
      firstResponder = nil
      dispatchKeyboardOutputs()
      (responder as? HostedTextInputView)?.didEndEditing()
    }

    /// The first responder left its window: it resigns.
    func firstResponderLeftWindow() {
      if let responder = firstResponder { resign(responder) }
    }

    /// `reloadInputViews()` of the first responder: a new accessory replaces the old one; a new
    /// input view switches the keyboard to it (or back to the keys); the same accessory at a new
    /// height is resized (fact `accessory-resize`).
    ///
    /// A frame-sized accessory whose frame changed keeps its old height on the keyboard until the
    /// app reloads the input views: a frame change alone posts nothing (MessageKit issue 744,
    /// "cannot trigger the notification of UIKeyboardWillChangeFrame when adjust
    /// customView.frame"), and apps reload to resize (ruslanskorb/RSKGrowingTextView issue 15:
    /// "you need to reload your input accessory view. Try `textView.reloadInputViews()`").
    func reloadInputViews(of responder: UIResponder) {
      let previous = installedAccessory
      let resized = previous.map { accessory in
        accessoryHeight(of: accessory) + accessoryPadding != keyboard.accessoryToolbarHeight
      }
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
      if resized == true, let previous, previous === installedAccessory {
        accessoryNeedsLayout = true
        layOutResizedAccessory()
      }
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
      var accessory = responder.inputAccessoryView
      if accessory == nil, let view = responder as? UIView, let installed = installedAccessory,
        view.isDescendant(of: installed)
      {
        // A text input inside the shown accessory (the article's field in its KeyboardBar, the
        // composer's text view in an `inputAccessoryView` bar) edits with the bar kept on the
        // keys (“UITextField docked like iOS Messenger”).
        accessory = installed
      }
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

  extension SystemKeyboard.Content {
    /// A first responder that shows only its input accessory view: no keys under it.
    static let accessoryOnly = Self.inputView(height: 0)
  }
#endif
