#if canImport(UIKit)
  import Foundation
  import KeyboardDockCore
  public import KeyboardDockLayout
  public import UIKit

  /// A ``KeyboardDockLayout/LayoutDescription`` realised in a UIKit view: the keyboard layout
  /// guide technique of “Keyboard Layout Guide”, from the same description `kbdock verify` checks.
  ///
  /// Each described constraint becomes one `NSLayoutConstraint` between the views and layout
  /// guides given by name; `view`, `safeArea` and `keyboard` are the owning view, its
  /// `safeAreaLayoutGuide` and its keyboard guide. The always-active constraints are activated;
  /// the tracked groups go to the keyboard guide:
  ///
  /// - iOS 15.4 and later: `view.keyboardLayoutGuide` (`UIKeyboardLayoutGuide`) with
  ///   `followsUndockedKeyboard` (and, from iOS 17, `usesBottomSafeArea` and
  ///   `keyboardDismissPadding`) as described, each group handed to
  ///   `setConstraints(_:activeWhenNearEdge:)` or `setConstraints(_:activeWhenAwayFrom:)`, so
  ///   UIKit activates them as the keyboard moves;
  /// - earlier (the guide shipped with bugs fixed in iOS 15.4, “Keyboard Layout Guide”): a plain
  ///   `UILayoutGuide` placed by the package's own ``KeyboardDockLayout/KeyboardLayoutGuide``
  ///   model, which a ``KeyboardDock``'s tracker drives; the model decides the frame, the near
  ///   edges and the active groups, and this class applies them, animated like the keyboard.
  ///
  /// ```swift
  /// let layout = try LayoutDescription(file: toolbarLayoutJSON)
  /// realized = try RealizedLayout(layout, in: view, views: ["toolbar": toolbar])
  /// ```
  @MainActor
  public final class RealizedLayout {
    /// Where the keyboard guide's frame comes from.
    public enum GuideSource: String, Sendable, Hashable {
      /// UIKit's `UIKeyboardLayoutGuide` (iOS 15.4+).
      case system
      /// The package's guide model, driven by a ``KeyboardDock``'s tracker.
      case tracker
    }

    /// The realised description.
    public let layout: LayoutDescription
    /// Where the keyboard guide's frame comes from.
    public let guideSource: GuideSource
    /// The always-active constraints, in the description's order (active).
    public let constraints: [NSLayoutConstraint]
    /// The tracked groups' constraints, in the order of the guide's tracked groups.
    public let trackedGroups: [[NSLayoutConstraint]]

    private var model: KeyboardLayoutGuide
    private weak var view: UIView?
    private let guideFrame: [NSLayoutConstraint]
    private let dock: KeyboardDock?

    /// Realises `layout` in `view`.
    ///
    /// Views not yet in `view` are added to it; every view gets
    /// `translatesAutoresizingMaskIntoConstraints = false`.
    ///
    /// - Parameters:
    ///   - layout: The description, as verified.
    ///   - view: The owning view (`view` in the description).
    ///   - views: The description's view items, by name.
    ///   - guides: The description's layout-guide items, by name; added to `view` if needed.
    ///   - dock: Before iOS 15.4, the dock whose tracker drives the guide (one is made when
    ///     `nil`); ignored from iOS 15.4.
    /// - Throws: ``LayoutRealizationError``; nothing is added or activated then.
    public init(
      _ layout: LayoutDescription, in view: UIView, views: [String: UIView],
      guides: [String: UILayoutGuide] = [:], dock: KeyboardDock? = nil
    ) throws(LayoutRealizationError) {
      do { try layout.validate() } catch { throw .invalidDescription(error) }
      for item in layout.items {
        switch item.kind {
        case .view where views[item.name] == nil:
          if guides[item.name] != nil { throw .wrongKind(item: item.name, declared: .view) }
          throw .missingItem(item.name, provided: Array(views.keys) + Array(guides.keys))
        case .guide where guides[item.name] == nil:
          if views[item.name] != nil { throw .wrongKind(item: item.name, declared: .guide) }
          throw .missingItem(item.name, provided: Array(views.keys) + Array(guides.keys))
        case .view, .guide:
          break
        }
      }

      let keyboardGuide: AnyObject
      if #available(iOS 15.4, *) {
        let system = view.keyboardLayoutGuide
        system.followsUndockedKeyboard = layout.guide.followsUndockedKeyboard
        if #available(iOS 17.0, *) {
          system.usesBottomSafeArea = layout.guide.usesBottomSafeArea
          system.keyboardDismissPadding = layout.guide.keyboardDismissPadding
        }
        keyboardGuide = system
        guideSource = .system
        guideFrame = []
        self.dock = nil
      } else {
        let own = UILayoutGuide()
        own.identifier = "KeyboardDock.keyboardLayoutGuide"
        view.addLayoutGuide(own)
        let frame: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
          (.left, .left), (.top, .top), (.width, .notAnAttribute), (.height, .notAnAttribute),
        ]
        guideFrame = frame.map { attribute, other in
          NSLayoutConstraint(
            item: own, attribute: attribute, relatedBy: .equal,
            toItem: other == .notAnAttribute ? nil : view, attribute: other, multiplier: 1,
            constant: 0)
        }
        NSLayoutConstraint.activate(guideFrame)
        keyboardGuide = own
        guideSource = .tracker
        self.dock = dock ?? KeyboardDock(view: view)
      }

      // In the description's order, so the subviews' stacking order is deterministic.
      for item in layout.items {
        if let subview = views[item.name] {
          if subview.superview == nil { view.addSubview(subview) }
          subview.translatesAutoresizingMaskIntoConstraints = false
        } else if let guide = guides[item.name], guide.owningView == nil {
          view.addLayoutGuide(guide)
        }
      }

      func item(_ name: String) -> AnyObject {
        switch name {
        case LayoutItem.BuiltIn.view.rawValue: return view
        case LayoutItem.BuiltIn.safeArea.rawValue: return view.safeAreaLayoutGuide
        case LayoutItem.BuiltIn.keyboard.rawValue: return keyboardGuide
        default: return views[name] ?? guides[name] ?? view
        }
      }
      func realize(_ constraint: LayoutConstraint) -> NSLayoutConstraint {
        NSLayoutConstraint(
          constraint, first: item(constraint.first.item),
          second: constraint.second.map { item($0.item) })
      }

      self.layout = layout
      self.view = view
      model = layout.guide
      constraints = layout.constraints.map(realize)
      trackedGroups = layout.guide.trackedConstraints.map { $0.constraints.map(realize) }
      NSLayoutConstraint.activate(constraints)

      if #available(iOS 15.4, *), let system = keyboardGuide as? UIKeyboardLayoutGuide {
        for (group, realized) in zip(layout.guide.trackedConstraints, trackedGroups) {
          switch group.condition {
          case .nearEdge(let edges):
            system.setConstraints(realized, activeWhenNearEdge: NSDirectionalRectEdge(edges))
          case .awayFrom(let edges):
            system.setConstraints(realized, activeWhenAwayFrom: NSDirectionalRectEdge(edges))
          }
        }
      } else if let dock = self.dock {
        dock.addListener(self) { [weak self] update in self?.follow(update) }
        placeGuide(keyboardFrame: dock.tracker?.hiddenFrame ?? .zero, mode: .hidden)
      }
    }

    /// Moves the package's guide for a dock update: the model places it and picks the active
    /// groups; this applies them, animated like the keyboard.
    private func follow(_ update: KeyboardDockUpdate) {
      guard let view else { return }
      let changes = { [weak self] in
        self?.placeGuide(keyboardFrame: update.keyboardFrame, mode: update.state.mode)
        view.layoutIfNeeded()
      }
      if let animation = update.animation, update.isAnimated {
        KeyboardAnimator.animate(
          duration: animation.duration, curve: animation.curve, animations: changes)
      } else {
        UIView.performWithoutAnimation(changes)
      }
    }

    /// Places the model guide for a keyboard frame and applies its frame and active groups.
    private func placeGuide(keyboardFrame: CGRect, mode: KeyboardMode) {
      guard let view, let placement = ViewPlacement(view: view) else { return }
      model.update(keyboardFrame: keyboardFrame, docking: KeyboardDocking(mode), in: placement)
      let frame = model.layoutFrame
      for (constraint, value) in zip(
        guideFrame, [frame.minX, frame.minY, frame.width, frame.height])
      {
        constraint.constant = value
      }
      let active = model.activeTrackedGroups
      // Deactivate first, so a group taking over from another never conflicts with it.
      for (group, isActive) in zip(trackedGroups, active) where !isActive {
        NSLayoutConstraint.deactivate(group)
      }
      for (group, isActive) in zip(trackedGroups, active) where isActive {
        NSLayoutConstraint.activate(group)
      }
    }
  }

  /// Why a ``KeyboardDockLayout/LayoutDescription`` could not be realised in a UIKit view.
  ///
  /// Realising checks everything before it adds a constraint, so a failure leaves the view as it
  /// was.
  public enum LayoutRealizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The description itself is invalid (the verifier reports the same error).
    case invalidDescription(LayoutError)
    /// The description names an item no view or layout guide was given for.
    case missingItem(String, provided: [String])
    /// An item was given as a view but the description declares a layout guide, or the reverse.
    case wrongKind(item: String, declared: LayoutItem.Kind)

    public var description: String {
      switch self {
      case .invalidDescription(let error):
        return "the layout description is invalid: \(error)"
      case .missingItem(let name, let provided):
        let list = provided.isEmpty ? "none" : provided.sorted().joined(separator: ", ")
        return "no view or layout guide was given for the item '\(name)'; given: \(list)"
      case .wrongKind(let item, let declared):
        let given = declared == .view ? "a layout guide" : "a view"
        return "the item '\(item)' is declared as a \(declared.rawValue) but \(given) was given; "
          + "give a \(declared == .view ? "UIView" : "UILayoutGuide") for it"
      }
    }
  }
#endif
