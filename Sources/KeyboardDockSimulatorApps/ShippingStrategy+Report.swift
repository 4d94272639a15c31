#if os(Linux)
  import KeyboardDockSimulator

  extension ShippingStrategy {
    /// The row as the report shows it: the technique its adapter implements, in the words of
    /// the ideal rows (so the report names both alike), and the API its app calls.
    public var reportRow: ReportRow {
      let (technique, api): (String, String) =
        switch name {
        case Self.dock.name:
          (
            "keyboard tracker",
            "<code>KeyboardDock</code> (UIKit) or <code>.keyboardDock { … }</code> (SwiftUI)"
          )
        case Self.notifications.name:
          (
            "keyboard notifications",
            "<code>KeyboardAnimator</code> on <code>keyboardWillChangeFrameNotification</code>"
          )
        case Self.layoutGuide.name:
          (
            "keyboard layout guide",
            "<code>RealizedLayout</code> on <code>view.keyboardLayoutGuide</code>"
          )
        case Self.inputBarHost.name:
          (
            "input accessory view",
            "<code>inputAccessoryView</code> (<code>InputBarHostView</code>)"
          )
        case Self.easeInOut.name:
          (
            "keyboard notifications",
            "a common mistake: <code>UIView.animate</code> with <code>.curveEaseInOut</code>"
          )
        default: (technique, "<code>\(name)</code>")
        }
      return ReportRow(
        name: name, technique: technique, summary: summary, isIdeal: false,
        isMistake: name == Self.easeInOut.name, api: api)
    }
  }
#endif
