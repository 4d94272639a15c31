#if os(Linux)
  import Foundation

  extension UIView {
    /// Marks the view for layout in the next pass (at the end of the run-loop turn, or at the
    /// next `layoutIfNeeded()`).
    public func setNeedsLayout() {
      needsLayout = true
      unretainedRoot.withGuaranteedRef { $0.needsLayout = true }
    }

    /// Marks the constraints of the view's tree as changed.
    func invalidateLayout() {
      setNeedsLayout()
    }

    /// The topmost ancestor: the window for a view on screen.
    var rootView: UIView { unretainedRoot.takeUnretainedValue() }

    /// ``rootView``, unretained: walked up ``unretainedSuperview`` without touching the
    /// views' reference counts.
    private var unretainedRoot: Unmanaged<UIView> {
      var view = Unmanaged.passUnretained(self)
      while let parent = view.withGuaranteedRef({ $0.unretainedSuperview }) {
        view = parent
      }
      return view
    }

    /// Lays out the view's tree now if anything in it changed, as `layoutIfNeeded()`: inside an
    /// animation block, the frames it changes animate.
    public func layoutIfNeeded() {
      let root = unretainedRoot
      guard root.withGuaranteedRef({ $0.needsLayout }) else { return }
      HostedIOS.current.layout(root.takeUnretainedValue())
    }

    /// The active constraints installed on this view.
    public var constraints: [NSLayoutConstraint] {
      UIStackView.rebuildPending()
      return installedConstraints
    }
  }

  extension HostedIOS {
    /// Runs layout passes over `root` until nothing changes (at most four: a
    /// `layoutSubviews()` may change constraints again), then calls `layoutSubviews()` and the
    /// view controllers' `viewDidLayoutSubviews()` top-down.
    func layout(_ root: UIView) {
      // A `layoutIfNeeded()` from inside the pass (a `viewDidLayoutSubviews()` that changes
      // constraints) is taken up by the pass's next round.
      // One asked for inside `performWithoutAnimation(_:)` lays its changes out at once, not
      // along an animation the pass runs in ("Disables a view transition animation",
      // `performWithoutAnimation(_:)` documentation): a bar moved from
      // `viewDidLayoutSubviews()` while the pass animates a composer's growth.
      // A pass reads the constraints stack views asked for.
      UIStackView.rebuildPending()
      let id = ObjectIdentifier(root)
      guard !rootsBeingLaidOut.contains(id) else {
        if !UIView.areAnimationsEnabled && nestedLayoutWithoutAnimationRunsAtOnce {
          rootsRelaidWithoutAnimation.insert(id)
        }
        return
      }
      turnHadWork = true
      rootsBeingLaidOut.insert(id)
      UIView.layoutPassDepth += 1
      defer {
        rootsBeingLaidOut.remove(id)
        UIView.layoutPassDepth -= 1
        if UIView.layoutPassDepth == 0 && !UIView.removedDuringLayout.isEmpty {
          UIView.removedDuringLayout = []
        }
      }
      for _ in 0..<4 where root.needsLayout {
        root.needsLayout = false
        let guides = root.keyboardGuidesInTree
        for guide in guides { guide.updateGroups() }
        var outcome: (broken: [NSLayoutConstraint], again: Bool) = ([], false)
        if rootsRelaidWithoutAnimation.remove(id) != nil {
          UIView.performWithoutAnimation { outcome = LayoutPass.run(root: root) }
        } else {
          outcome = LayoutPass.run(root: root)
        }
        let (broken, again) = outcome
        layoutWarnings += broken.map(String.init(describing:))
        notifyLayout(root)
        if again { root.needsLayout = true }
      }
      // Layers are only ever marked, so a tree marked since the last view came or went is
      // marked already.
      if root.committedGeneration != UIView.hierarchyGeneration {
        markCommitted(root)
        root.committedGeneration = UIView.hierarchyGeneration
      }
    }

    /// Calls `layoutSubviews()` on every view of the tree top-down, each view's before its
    /// subviews', and each view controller's `viewDidLayoutSubviews()` after its view's subtree.
    private func notifyLayout(_ root: UIView) {
      guard let skeleton = root.layoutSkeleton, skeleton.isCurrent,
        skeleton.views.first?.id == ObjectIdentifier(root)
      else { return notifyLayout(walking: root) }
      notifyLayout(skeleton, at: 0)
    }

    /// ``notifyLayout(_:)`` of the view at `index` of `skeleton`, current when called.
    ///
    /// Its subviews are the skeleton's while it stays current (a callback may change the tree),
    /// the view's own otherwise. The views are read unretained: a tree being laid out keeps
    /// every view it had alive until the pass ends (``UIView/removedDuringLayout``).
    private func notifyLayout(_ skeleton: LayoutSkeleton, at index: Int) {
      skeleton.views[index].with { view in
        // A view of a current skeleton other than its root has a superview.
        if index > 0 && skeleton.isCurrent || view.superview != nil { view.needsLayout = false }
        view.layoutSubviews()
        if skeleton.isCurrent {
          var child = index + 1
          let end = skeleton.subtreeEnds[index]
          while child < end {
            notifyLayout(skeleton, at: child)
            child = skeleton.subtreeEnds[child]
          }
        } else {
          for subview in view.subviews { notifyLayout(walking: subview) }
        }
        view.viewController?.viewDidLayoutSubviews()
      }
    }

    private func notifyLayout(walking view: UIView) {
      if view.superview != nil { view.needsLayout = false }
      view.layoutSubviews()
      for subview in view.subviews { notifyLayout(walking: subview) }
      view.viewController?.viewDidLayoutSubviews()
    }

    /// Marks the layers of the views in a window as committed.
    ///
    /// A view's `window` is the first `UIWindow` from it up to the root, so it is passed down
    /// instead of walked up per view.
    private func markCommitted(_ view: UIView, inWindow: Bool = false) {
      let inWindow = inWindow || view is UIWindow
      view.layer.hasBeenCommitted = inWindow || view.layer.hasBeenCommitted
      for subview in view.subviews { markCommitted(subview, inWindow: inWindow) }
    }
  }

  extension UIView {
    /// The keyboard layout guides of the views in the tree under this view, depth first: the
    /// layout skeleton's while it is current (no view, guide or constraint came or went), so a
    /// layout pass does not walk the tree for them.
    var keyboardGuidesInTree: [UIKeyboardLayoutGuide] {
      if let layoutSkeleton, layoutSkeleton.isCurrent,
        layoutSkeleton.views.first?.id == ObjectIdentifier(self)
      {
        return layoutSkeleton.keyboardGuides.map(\.object)
      }
      return walkedKeyboardGuides
    }

    private var walkedKeyboardGuides: [UIKeyboardLayoutGuide] {
      var result = lazyKeyboardGuide.map { [$0] } ?? []
      for subview in subviews { result += subview.walkedKeyboardGuides }
      return result
    }
  }
#endif
