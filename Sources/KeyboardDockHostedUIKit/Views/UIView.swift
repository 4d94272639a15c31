#if os(Linux)
  public import Foundation
  import KeyboardDockSimulatedIOS

  /// A rectangle on screen, as UIKit's `UIView` (https://developer.apple.com/documentation/uikit/uiview).
  ///
  /// Geometry lives in the view's ``layer``: the model value the app and KVO read, and the
  /// animations Core Animation runs on it (``KeyboardDockSimulatedIOS/AnimatedRect``, the
  /// simulated iOS's additive animations). Setting `frame`, `bounds` or `center` inside
  /// ``animate(withDuration:delay:options:animations:completion:)`` adds an animation from the
  /// old model value; outside one the change shows at once.
  @MainActor
  open class UIView: UIResponder, UICoordinateSpace {
    /// The view's Core Animation layer.
    public let layer = CALayer()
    // The stored properties a layout pass reads for every view are `@exclusivity(unchecked)`:
    // all are main-actor state touched only through short get and set accesses (never held
    // `inout` across a call that could reach them again), so the dynamic exclusivity checks
    // Swift makes on class properties and globals protect nothing here, and they were 9 % of
    // a hosted `kbdock simulate` run.
    /// The superview, if any.
    @exclusivity(unchecked)
    public private(set) weak var superview: UIView?
    /// The superview, held unretained beside the weak ``superview``.
    ///
    /// Set and cleared with it, and cleared by the superview's `deinit`, so it never dangles.
    /// Walks up the tree read it without the side-table retain and release a weak load costs
    /// (``originInScreen``, ``rootView``).
    @exclusivity(unchecked)
    nonisolated(unsafe) var unretainedSuperview: Unmanaged<UIView>?
    /// The subviews, back to front.
    @exclusivity(unchecked)
    public private(set) var subviews: [UIView] = []
    /// The view controller whose root view this is.
    @exclusivity(unchecked)
    weak var viewController: UIViewController?
    /// Key-value observations of this view's geometry.
    var observations: [NSKeyValueObservation.Registration] = []
    /// Active constraints installed here (whose first item is this view or one of its guides).
    @exclusivity(unchecked)
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides this view owns.
    @exclusivity(unchecked)
    public private(set) var layoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked)
    var needsLayout = true
    var cachedSafeArea = UIEdgeInsets.zero
    private var lazySafeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked)
    var lazyKeyboardGuide: UIKeyboardLayoutGuide?
    /// The view's ``originInScreen`` and the ``geometryGeneration`` it was computed in.
    @exclusivity(unchecked)
    var originCache: (generation: UInt64, origin: CGPoint) = (.max, .zero)
    /// The view's ``computedSafeArea()`` and the ``geometryGeneration`` it was computed in.
    @exclusivity(unchecked)
    private var safeAreaCache: (generation: UInt64, insets: UIEdgeInsets) = (.max, .zero)
    /// Bumped whenever a view's model frame or bounds origin, a superview or a window's safe
    /// area changes (or a view goes away): the ``originInScreen`` and safe area cached before
    /// then are stale.
    @exclusivity(unchecked)
    nonisolated(unsafe) static var geometryGeneration: UInt64 = 0
    /// Bumped whenever a superview changes or a view goes away: the ``window`` cached before then
    /// is stale.
    @exclusivity(unchecked)
    nonisolated(unsafe) static var hierarchyGeneration: UInt64 = 0
    /// The ``window`` found in ``windowGeneration``, unretained: while no superview changed and
    /// no view went away since (``hierarchyGeneration``), it is an ancestor of this view (or the
    /// view itself) and alive, so it is read without the side-table retain and release a weak
    /// reference costs.
    @exclusivity(unchecked)
    private var cachedWindow: Unmanaged<UIWindow>?
    @exclusivity(unchecked)
    private var windowGeneration: UInt64 = .max
    /// The Auto Layout engine of the tree this view is the root of, kept between passes.
    @exclusivity(unchecked)
    var layoutEngine: LayoutEngine?
    /// The views, guides and constraints of the tree this view is the root of, kept between
    /// passes while ``hierarchyGeneration`` and ``layoutStructureGeneration`` stand.
    @exclusivity(unchecked)
    var layoutSkeleton: LayoutSkeleton?
    /// The ``hierarchyGeneration`` in which the layers of the tree this view is the root of
    /// were last marked committed.
    var committedGeneration: UInt64 = .max
    /// Bumped whenever a constraint is activated or deactivated, a layout guide is added or
    /// removed or a subview brought to the front: the ``layoutSkeleton`` kept before then is
    /// stale.
    @exclusivity(unchecked)
    nonisolated(unsafe) static var layoutStructureGeneration: UInt64 = 0
    /// How many layout passes (``HostedIOS/layout(_:)``) are running, nested.
    @exclusivity(unchecked)
    static var layoutPassDepth = 0
    /// The views taken out of a tree while a layout pass ran, held until the outermost pass
    /// ends: every view in a tree being laid out stays alive for the whole pass, so the pass
    /// reads its views through the skeleton's unretained references (``LayoutSkeleton``)
    /// even after an app's callback removed one, without retaining each view on every pass.
    @exclusivity(unchecked)
    static var removedDuringLayout: [UIView] = []

    /// A view with the given frame.
    public init(frame: CGRect) {
      super.init()
      layer.setFrame(frame, timing: nil)
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Not supported on the hosted UIKit: there are no nibs.
    public required init?(coder: NSCoder) { nil }

    // A view going away leaves its subviews without a superview.
    deinit {
      Self.geometryGeneration &+= 1
      Self.hierarchyGeneration &+= 1
      for subview in subviews { subview.unretainedSuperview = nil }
    }

    // MARK: Properties

    /// The background colour.
    @exclusivity(unchecked)
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// The view's opacity, 0–1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// A tag.
    open var tag = 0
    /// The transform relative to the center of the bounds.
    ///
    /// Recorded only: the hosted geometry
    /// (frames, `convert`, presentation frames) does not apply it, so a flipped view's
    /// subviews are reported unflipped.
    @exclusivity(unchecked)
    open var transform = CGAffineTransform.identity
    /// The margins for content laid out inside the view.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
      didSet { invalidateLayout() }
    }
    /// The VoiceOver label.
    open var accessibilityLabel: String?
    /// The VoiceOver identifier.
    open var accessibilityIdentifier: String?
    /// Whether Auto Layout turns the frame into constraints (the default for views made in code).
    @exclusivity(unchecked)
    open var translatesAutoresizingMaskIntoConstraints = true {
      didSet { invalidateLayout() }
    }
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []

    /// The autoresizing behaviours, as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
      public static let flexibleWidth = Self(rawValue: 1 << 1)
      public static let flexibleRightMargin = Self(rawValue: 1 << 2)
      public static let flexibleTopMargin = Self(rawValue: 1 << 3)
      public static let flexibleHeight = Self(rawValue: 1 << 4)
      public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    /// The value of an intrinsic size dimension that has none.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Geometry

    /// The frame in the superview's coordinates (the model value).
    open var frame: CGRect {
      get { layer.frame }
      set { setGeometry(frame: newValue, boundsOrigin: bounds.origin) }
    }

    /// The bounds: the origin of the view's own coordinates and its size.
    open var bounds: CGRect {
      get { CGRect(origin: layer.boundsOrigin, size: layer.frame.size) }
      set {
        // Changing the size keeps the center (`bounds` documentation).
        let old = frame
        let resized = CGRect(
          x: old.midX - newValue.width / 2, y: old.midY - newValue.height / 2,
          width: newValue.width, height: newValue.height)
        setGeometry(frame: resized, boundsOrigin: newValue.origin)
      }
    }

    /// The center in the superview's coordinates.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        var moved = frame
        moved.origin = CGPoint(x: newValue.x - moved.width / 2, y: newValue.y - moved.height / 2)
        frame = moved
      }
    }

    /// Sets the model geometry, animating it in an animation block, reporting it to KVO.
    func setGeometry(frame newFrame: CGRect, boundsOrigin: CGPoint) {
      let oldFrame = layer.frame
      let oldOrigin = layer.boundsOrigin
      guard newFrame != oldFrame || boundsOrigin != oldOrigin else { return }
      let timing = AnimationContext.timing(for: self)
      let delay = timing == nil ? 0 : AnimationContext.currentDelay
      if newFrame != oldFrame { layer.setFrame(newFrame, timing: timing, delay: delay) }
      if boundsOrigin != oldOrigin {
        layer.setBoundsOrigin(boundsOrigin, timing: timing, delay: delay)
      }
      Self.geometryGeneration &+= 1
      if newFrame.size != oldFrame.size {
        for subview in subviews {
          subview.autoresize(from: oldFrame.size, to: newFrame.size)
        }
        if !LayoutPass.isRunning { setNeedsLayout() } else { needsLayout = true }
      }
      if !LayoutPass.isRunning { superview?.invalidateLayout() }
      let centerChanged =
        CGPoint(x: newFrame.midX, y: newFrame.midY) != CGPoint(x: oldFrame.midX, y: oldFrame.midY)
      let boundsChanged = newFrame.size != oldFrame.size || boundsOrigin != oldOrigin
      notifyObservers(center: centerChanged, bounds: boundsChanged, frame: newFrame != oldFrame)
    }

    /// Applies ``autoresizingMask`` to a change of the superview's size.
    private func autoresize(from old: CGSize, to new: CGSize) {
      guard translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty else { return }
      var next = frame
      let dw = new.width - old.width
      let dh = new.height - old.height
      if autoresizingMask.contains(.flexibleWidth) { next.size.width += dw }
      if autoresizingMask.contains(.flexibleHeight) { next.size.height += dh }
      if autoresizingMask.contains(.flexibleLeftMargin) { next.origin.x += dw }
      if autoresizingMask.contains(.flexibleTopMargin) { next.origin.y += dh }
      frame = next
    }

    /// The safe area insets of the view: the window's, where they overlap the view.
    open var safeAreaInsets: UIEdgeInsets { computedSafeArea() }

    /// The safe area insets; cached until any view's geometry or superview, or a window's safe
    /// area, changes (``geometryGeneration``).
    func computedSafeArea() -> UIEdgeInsets {
      if safeAreaCache.generation == UIView.geometryGeneration { return safeAreaCache.insets }
      let insets = walkedSafeArea()
      safeAreaCache = (UIView.geometryGeneration, insets)
      return insets
    }

    private func walkedSafeArea() -> UIEdgeInsets {
      guard let unretainedWindow else { return .zero }
      return unretainedWindow.withGuaranteedRef { safeArea(in: $0) }
    }

    private func safeArea(in window: UIWindow) -> UIEdgeInsets {
      let windowInsets = window.windowSafeArea
      let inWindow = rect(bounds, toView: window)
      let area = window.bounds
      return UIEdgeInsets(
        top: max(0, windowInsets.top - (inWindow.minY - area.minY)),
        left: max(0, windowInsets.left - (inWindow.minX - area.minX)),
        bottom: max(0, inWindow.maxY - (area.maxY - windowInsets.bottom)),
        right: max(0, inWindow.maxX - (area.maxX - windowInsets.right)))
    }

    /// The size the view wants from its content, or ``noIntrinsicMetric`` per dimension.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() {
      invalidateLayout()
      HostedIOS.current.intrinsicSizeChanged(of: self)
    }

    /// Lays out subviews; subclasses override it, calling `super`.
    open func layoutSubviews() {}

    /// The size that fits `size`: the intrinsic size where there is one.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
      let intrinsic = intrinsicContentSize
      return CGSize(
        width: intrinsic.width == UIView.noIntrinsicMetric ? size.width : intrinsic.width,
        height: intrinsic.height == UIView.noIntrinsicMetric ? size.height : intrinsic.height)
    }

    // MARK: Hierarchy

    /// The window the view is in, if any.
    open var window: UIWindow? { unretainedWindow?.takeUnretainedValue() }

    /// ``window``, unretained; valid until a superview changes or a view goes away
    /// (``hierarchyGeneration``).
    var unretainedWindow: Unmanaged<UIWindow>? {
      if windowGeneration == UIView.hierarchyGeneration { return cachedWindow }
      let found: UIWindow? =
        if let window = self as? UIWindow {
          window
        } else {
          unretainedSuperview?.withGuaranteedRef { $0.window }
        }
      cachedWindow = found.map { .passUnretained($0) }
      windowGeneration = UIView.hierarchyGeneration
      return cachedWindow
    }

    /// The superview, or the view controller of a root view.
    open override var next: UIResponder? { viewController ?? superview }

    /// Adds `view` on top of the subviews, removing it from its former superview.
    open func addSubview(_ view: UIView) {
      insert(view, at: subviews.count)
    }

    /// Inserts `view` below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
      insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `view` above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
      insert(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
      insert(view, at: index)
    }

    /// Brings `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
      guard view.superview === self else { return }
      subviews.removeAll { $0 === view }
      subviews.append(view)
      // The order of the subviews is the order a layout pass visits them in.
      Self.layoutStructureGeneration &+= 1
    }

    private func insert(_ view: UIView, at index: Int) {
      let oldWindow = view.window
      if view.superview !== self {
        view.willMove(toSuperview: self)
        view.detach()
      } else {
        subviews.removeAll { $0 === view }
      }
      subviews.insert(view, at: min(max(0, index), subviews.count))
      view.superview = self
      view.unretainedSuperview = .passUnretained(self)
      Self.geometryGeneration &+= 1
      Self.hierarchyGeneration &+= 1
      view.didMoveToSuperview()
      if oldWindow !== window { view.propagateWindowChange(from: oldWindow) }
      didAddSubview(view)
      invalidateLayout()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
      guard let parent = superview else { return }
      let oldWindow = window
      willMove(toSuperview: nil)
      detach()
      didMoveToSuperview()
      if oldWindow != nil { propagateWindowChange(from: oldWindow) }
      parent.invalidateLayout()
    }

    private func detach() {
      guard let parent = superview else { return }
      parent.willRemoveSubview(self)
      if isFirstResponderOrContainsIt, parent.window != nil {
        HostedIOS.current.firstResponderLeftWindow()
      }
      if Self.layoutPassDepth > 0 { Self.removedDuringLayout.append(self) }
      parent.subviews.removeAll { $0 === self }
      superview = nil
      unretainedSuperview = nil
      Self.geometryGeneration &+= 1
      Self.hierarchyGeneration &+= 1
    }

    private var isFirstResponderOrContainsIt: Bool {
      guard let first = HostedIOS.current.firstResponder as? UIView else { return false }
      return first.isDescendant(of: self)
    }

    func propagateWindowChange(from oldWindow: UIWindow?) {
      let newWindow = window
      willMove(toWindow: newWindow)
      for subview in subviews { subview.propagateWindowChange(from: oldWindow) }
      didMoveToWindow()
      _ = oldWindow
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Adds a layout guide to this view.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
      guard guide.owningView !== self else { return }
      guide.owningView?.removeLayoutGuide(guide)
      layoutGuides.append(guide)
      guide.owningView = self
      Self.layoutStructureGeneration &+= 1
      invalidateLayout()
    }

    /// Removes a layout guide from this view.
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
      layoutGuides.removeAll { $0 === guide }
      if guide.owningView === self { guide.owningView = nil }
      Self.layoutStructureGeneration &+= 1
      invalidateLayout()
    }

    /// The guide of the view's safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
      if let lazySafeAreaGuide { return lazySafeAreaGuide }
      let guide = UILayoutGuide()
      guide.identifier = "UIViewSafeAreaLayoutGuide"
      guide.role = .safeArea
      addLayoutGuide(guide)
      lazySafeAreaGuide = guide
      return guide
    }

    /// The guide following the keyboard over this view (iOS 15+).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
      if let lazyKeyboardGuide { return lazyKeyboardGuide }
      let guide = UIKeyboardLayoutGuide()
      guide.identifier = "UIViewKeyboardLayoutGuide"
      guide.role = .keyboard
      addLayoutGuide(guide)
      lazyKeyboardGuide = guide
      return guide
    }
  }

  extension Unmanaged {
    /// The result of `body` on the instance, without retaining it, as
    /// `_withUnsafeGuaranteedRef(_:)`.
    ///
    /// Called from this module so a main-actor closure passed here gets no dynamic isolation
    /// check (Swift 6 checks a main-actor closure handed to a module built without strict
    /// concurrency, as the standard library is, on every call: SE-0423).
    @inline(__always)
    func withGuaranteedRef<Result>(_ body: (Instance) -> Result) -> Result {
      _withUnsafeGuaranteedRef(body)
    }
  }
#endif
