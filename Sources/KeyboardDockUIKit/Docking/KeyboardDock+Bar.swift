#if canImport(UIKit)
  import Foundation
  import KeyboardDockCore
  public import UIKit

  extension KeyboardDock {
    /// Pins `bar` to the bottom of the dock's view, above the keyboard, and keeps `scrollView`'s
    /// content clear of both.
    ///
    /// The bar spans the view's width (the app's, in Split View) and its bottom follows the
    /// keyboard as the tracker places it: on every display frame while the keyboard moves (an
    /// animation, an interruption, a drag), a `CADisplayLink` sets it at once to the covered
    /// height of ``KeyboardDockCore/KeyboardTracker/state(at:)`` for the frame being prepared,
    /// outside any UIView animation, and stops once the keyboard rests; it never goes below the
    /// safe area. The bar's height is its own (intrinsic content size or constraints), so a
    /// growing composer keeps working; call ``setNeedsUpdate()`` after it grows so the scroll
    /// view's inset follows. `scrollView`, if given, gets a bottom inset for the part that the
    /// keyboard and the bar cover on the same frames
    /// (``UIKit/UIScrollView/setKeyboardCoveredHeight(_:)``), keeping the last row visible when
    /// it was. Its `panGestureRecognizer` tells the tracker where the finger of an interactive
    /// dismissal is, which carries the bar through a drag iOS does not report.
    ///
    /// - Parameters:
    ///   - bar: The bar; added to the dock's view if it is elsewhere.
    ///   - scrollView: A scroll view in the dock's view whose content goes under the bar.
    /// - Returns: The constraint holding the bar's bottom, for inspection.
    @discardableResult
    public func dock(_ bar: UIView, insetting scrollView: UIScrollView? = nil)
      -> NSLayoutConstraint?
    {
      guard let view else { return nil }
      if bar.superview !== view { view.addSubview(bar) }
      bar.translatesAutoresizingMaskIntoConstraints = false
      let bottom = bar.bottomAnchor.constraint(
        equalTo: view.bottomAnchor, constant: -view.safeAreaInsets.bottom)
      // Just below required, so that before the first update (the view not yet in a window)
      // the bar rests on the safe area instead of under the home indicator.
      bottom.priority = UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor), bottom,
        bar.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
      ])
      // iOS 26's rounded keyboard corners: a backdrop in the bar's colour reaches below it,
      // behind the keyboard (KeyboardDock+Corners.swift).
      let backdrop = Self.cornerBackdrop(below: bar, in: view)
      self.bar = DockedBar(
        view: view, bar: bar, bottom: bottom, scrollView: scrollView, backdrop: backdrop.view,
        backdropHeight: backdrop.height)
      if let scrollView { followPan(of: scrollView) }
      if let lastUpdate { self.bar?.move(toCoveredHeight: lastUpdate.coveredHeight) }
      setNeedsUpdate()
      return bottom
    }
  }

  /// A bar pinned by ``KeyboardDock/dock(_:insetting:)``, and how it is moved.
  ///
  /// A class, so the dock reaches it on every display frame without copying its weak
  /// references (a copy of a weak reference takes the object's side table).
  @MainActor
  final class DockedBar {
    weak var view: UIView?
    weak var bar: UIView?
    let bottom: NSLayoutConstraint
    weak var scrollView: UIScrollView?
    /// The view in the bar's colour below the bar, behind the keyboard's rounded corners.
    weak var backdrop: UIView?
    /// Its height: ``KeyboardDockCore/KeyboardCornerCover/backgroundDepth(coveredHeight:)``.
    let backdropHeight: NSLayoutConstraint

    /// The keyboard's corners for the running system and app, worked out once: neither the
    /// iOS version nor the app's Info.plist changes while the bar is docked, and the bar reads
    /// them on every display frame while the keyboard moves.
    let cornerCover: KeyboardCornerCover

    init(
      view: UIView, bar: UIView, bottom: NSLayoutConstraint, scrollView: UIScrollView?,
      backdrop: UIView?, backdropHeight: NSLayoutConstraint
    ) {
      self.view = view
      self.bar = bar
      self.bottom = bottom
      self.scrollView = scrollView
      self.backdrop = backdrop
      self.backdropHeight = backdropHeight
      cornerCover = KeyboardDock.cornerCover
    }

    /// Moves the bar's bottom to `coveredHeight` above the view's bottom edge and insets the
    /// scroll view for it, at once and outside any UIView animation in flight.
    ///
    /// The dock calls it with the tracker's covered height when an update is published and on
    /// each display frame while the keyboard moves, so a value set earlier in the same run-loop
    /// turn (a host frame just before the notification of the same instant) is overwritten
    /// before the frame is drawn, never animated from.
    func move(toCoveredHeight coveredHeight: CGFloat) {
      UIView.performWithoutAnimation {
        guard let view, let bar else { return }
        bottom.constant = -coveredHeight
        backdropHeight.constant = cornerCover.backgroundDepth(coveredHeight: coveredHeight)
        backdrop?.backgroundColor = bar.backgroundColor
        view.layoutIfNeeded()
        guard let scrollView else { return }
        inset(forCoveredHeight: coveredHeight, view: view, bar: bar, scrollView: scrollView)
      }
    }

    /// Whether the bar's height differs from the one the scroll view was last inset for: the
    /// bar grew or shrank since.
    var barHeightChanged: Bool {
      guard let bar, scrollView != nil else { return false }
      return insetBarHeight.value != bar.bounds.height
    }

    /// Insets the scroll view for the bar at `coveredHeight` above the view's bottom edge and
    /// keeps the content's end in view, with whatever animation the caller is in.
    ///
    /// ``move(toCoveredHeight:)`` calls it outside any animation. The dock calls it inside an
    /// animation block when the bar's height changed in that block (a growing composer changes
    /// its height constraint and lays the view out inside `UIView.animate`, and
    /// `viewDidLayoutSubviews()` calls ``KeyboardDock/setNeedsUpdate()``): the inset takes its
    /// new value at once while the content offset animates with the bar (the block "is where you
    /// programmatically change any animatable properties of the views in your view hierarchy",
    /// `UIView.animate(withDuration:animations:)`), so the last row rides the bar's top instead
    /// of jumping under a bar that still shows its old height.
    func inset(forCoveredHeight coveredHeight: CGFloat) {
      guard let view, let bar, let scrollView else { return }
      inset(forCoveredHeight: coveredHeight, view: view, bar: bar, scrollView: scrollView)
    }

    /// ``inset(forCoveredHeight:)`` with the views already loaded from their weak references
    /// (each load of a weak reference goes through the object's side table).
    private func inset(
      forCoveredHeight coveredHeight: CGFloat, view: UIView, bar: UIView, scrollView: UIScrollView
    ) {
      insetBarHeight.value = bar.bounds.height
      // The bar's bottom clears the keyboard or the safe area, whichever is higher (its
      // constraint to the safe-area guide): the inset follows the bar, not the keyboard alone.
      scrollView.setKeyboardCoveredHeight(
        KeyboardDockUpdate.scrollViewCoveredHeight(
          coveredHeight: max(coveredHeight, view.safeAreaInsets.bottom),
          scrollViewMaxY: scrollView.convert(scrollView.bounds, to: view).maxY,
          viewHeight: view.bounds.height, barHeight: bar.bounds.height))
    }

    /// The bar's height the scroll view was last inset for; a box, as the dock keeps its
    /// ``DockedBar`` by value.
    let insetBarHeight = InsetBarHeight()
  }

  /// The bar height a ``DockedBar`` last inset its scroll view for, `nil` before the first inset.
  @MainActor
  final class InsetBarHeight {
    var value: CGFloat?
  }
#endif
