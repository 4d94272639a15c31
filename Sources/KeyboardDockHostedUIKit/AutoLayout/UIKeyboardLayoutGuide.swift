#if os(Linux)
  public import Foundation

  /// A layout guide whose constraint groups switch with the edges it is near, as
  /// `UITrackingLayoutGuide` (https://developer.apple.com/documentation/uikit/uitrackinglayoutguide).
  @MainActor
  open class UITrackingLayoutGuide: UILayoutGuide {
    struct Group {
      var constraints: [NSLayoutConstraint]
      var edges: NSDirectionalRectEdge
      var whenNear: Bool
    }
    var groups: [Group] = []

    /// Activates `constraints` while the guide is near all of `edges`.
    open func setConstraints(
      _ constraints: [NSLayoutConstraint], activeWhenNearEdge edges: NSDirectionalRectEdge
    ) {
      groups.append(Group(constraints: constraints, edges: edges, whenNear: true))
      updateGroups()
    }

    /// Activates `constraints` while the guide is away from all of `edges`.
    open func setConstraints(
      _ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge
    ) {
      groups.append(Group(constraints: constraints, edges: edges, whenNear: false))
      updateGroups()
    }

    /// The edges of the owning view the guide is near.
    var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Deactivates the groups that no longer apply, then activates the ones that do.
    func updateGroups() {
      let near = nearEdges
      let active = groups.map { group in
        group.whenNear ? near.isSuperset(of: group.edges) : near.isDisjoint(with: group.edges)
      }
      for (group, isActive) in zip(groups, active) where !isActive {
        NSLayoutConstraint.deactivate(group.constraints)
      }
      for (group, isActive) in zip(groups, active) where isActive {
        NSLayoutConstraint.activate(group.constraints)
      }
    }
  }

  /// The guide that follows the keyboard over a view, as `UIKeyboardLayoutGuide`
  /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide).
  ///
  /// Its frame comes from the simulated keyboard's layout changes, in the owning view's
  /// coordinates: with the keyboard docked, from the keyboard's top to the view's bottom; with
  /// no keyboard (or an undocked or floating one it does not follow), the bottom safe area, as
  /// WWDC 2021 session 10259 "Your guide to keyboard layout" describes the offscreen keyboard;
  /// `usesBottomSafeArea = false` (iOS 17, `usesBottomSafeArea` documentation) rests it on the
  /// view's bottom instead. Changes animate with the keyboard.
  @MainActor
  public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (default `false`).
    public var followsUndockedKeyboard = false {
      didSet { owningView?.invalidateLayout() }
    }
    /// Whether the guide rests on the bottom safe area (default `true`; settable from iOS 17).
    public var usesBottomSafeArea = true {
      didSet { owningView?.invalidateLayout() }
    }
    /// Points above the keyboard where a drag starts dismissing it (iOS 17).
    public var keyboardDismissPadding: CGFloat = 0

    /// The guide's frame in `view`'s coordinates for the keyboard now.
    func frame(in view: UIView) -> CGRect {
      let bounds = view.bounds
      let bottomInset = usesBottomSafeArea ? view.computedSafeArea().bottom : 0
      let resting = CGRect(
        x: bounds.minX, y: bounds.maxY - bottomInset, width: bounds.width, height: bottomInset)
      let system = HostedIOS.current
      guard let keyboard = system.guideKeyboard else { return resting }
      let inView = view.convert(keyboard.frame, from: nil as UIView?)
      switch keyboard.placement {
      case .docked:
        let top = min(inView.minY, resting.minY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
      case .undocked:
        return followsUndockedKeyboard ? inView : resting
      }
    }

    override var nearEdges: NSDirectionalRectEdge {
      guard let view = owningView, let keyboard = HostedIOS.current.guideKeyboard,
        keyboard.placement == .undocked, followsUndockedKeyboard
      else { return [.bottom, .leading, .trailing] }
      let frame = view.convert(keyboard.frame, from: nil as UIView?)
      let bounds = view.bounds
      var edges: NSDirectionalRectEdge = []
      if frame.minY < bounds.minY + bounds.height / 3 { edges.insert(.top) }
      if frame.maxY > bounds.maxY - bounds.height / 3 { edges.insert(.bottom) }
      if frame.minX < bounds.minX + bounds.width / 3 { edges.insert(.leading) }
      if frame.maxX > bounds.maxX - bounds.width / 3 { edges.insert(.trailing) }
      return edges
    }
  }
#endif
