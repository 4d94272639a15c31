#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockCore
  public import UIKit

  /// Follows the keyboard's frame frame by frame, including interactive dismissal, through
  /// whichever of the two sources works on this iOS version, and says which one is active.
  ///
  /// Up to iOS 18 the source is the ``PseudoAccessoryView`` of “A Stickler for Details”: install
  /// ``accessoryView`` as the composer text view's `inputAccessoryView`. From iOS 26, whose
  /// keyboard no longer moves that view's superview, and whenever the accessory turns out not to
  /// be attached to the keyboard while it is shown, the source is a ``KeyboardLayoutGuideProbe``
  /// on the observed view. Both report the keyboard's frame in screen coordinates with a time
  /// stamp through ``onHostFrame``, for `KeyboardTracker.observeHostFrame(_:at:)`.
  ///
  /// ```swift
  /// let frames = KeyboardFrameObserver(view: view)
  /// textView.inputAccessoryView = frames.accessoryView
  /// frames.onHostFrame = { frame, time in tracker.observeHostFrame(frame, at: time) }
  /// ```
  @MainActor
  public final class KeyboardFrameObserver {
    /// Where the observed keyboard frames come from (Core's
    /// ``KeyboardDockCore/KeyboardFrameSource``, which also holds the rule that picks it).
    public typealias Source = KeyboardFrameSource

    /// The active source.
    public private(set) var source: Source
    /// Called with the keyboard's frame in screen coordinates and the time in seconds.
    public var onHostFrame: ((CGRect, TimeInterval) -> Void)?
    /// Called when the active source changes, after ``source`` is updated.
    public var onSourceChange: ((Source) -> Void)?

    /// The invisible accessory to install as the first responder's `inputAccessoryView`, or
    /// `nil` when the layout guide is the source.
    public var accessoryView: UIView? {
      source == .accessorySuperview ? pseudoAccessory : nil
    }

    /// The pseudo accessory's height, in points; the dock validates it first.
    var accessoryHeight: CGFloat {
      get { pseudoAccessory.height }
      set { pseudoAccessory.height = newValue }
    }

    private weak var view: UIView?
    private let pseudoAccessory = PseudoAccessoryView()
    private var probe: UIView?

    /// Starts following the keyboard over `view`.
    ///
    /// - Parameters:
    ///   - view: The view the bar lives in; the layout guide source pins its probe here.
    ///   - preferredSource: The source to start with where both work. Choose
    ///     ``Source/keyboardLayoutGuide`` when no `inputAccessoryView` can be installed (a
    ///     SwiftUI `TextField`). From iOS 26 the guide is used whatever is preferred; before
    ///     iOS 15.4 the accessory is, since the guide was unreliable there (“Keyboard Layout
    ///     Guide”).
    public init(view: UIView, preferredSource: Source = .accessorySuperview) {
      self.view = view
      source = .accessorySuperview
      pseudoAccessory.onHostFrame = { [weak self] frame, time in
        self?.onHostFrame?(frame, time)
      }
      let initial = KeyboardFrameSource.initial(
        preferred: preferredSource, isLayoutGuideReliable: Self.isLayoutGuideReliable,
        isAccessoryHostObservable: Self.isAccessoryHostObservable)
      if initial == .keyboardLayoutGuide { useLayoutGuide() }
    }

    /// Checks, once a keyboard is shown (`keyboardDidShowNotification`), that the pseudo
    /// accessory is attached to it, and switches to the layout guide if it is not.
    ///
    /// A shown keyboard with the accessory outside any window means the first responder is not
    /// the one the accessory was installed on, or the keyboard no longer hosts accessories the
    /// way “A Stickler for Details” relies on; the guide follows the keyboard either way.
    public func keyboardDidShow() {
      let next = source.afterKeyboardDidShow(
        isAccessoryInWindow: pseudoAccessory.window != nil,
        isLayoutGuideReliable: Self.isLayoutGuideReliable)
      if next != source { useLayoutGuide() }
    }

    /// Whether the keyboard layout guide is reliable here: iOS 15.4 and later (“Keyboard Layout
    /// Guide”).
    private static var isLayoutGuideReliable: Bool {
      if #available(iOS 15.4, *) { return RunningSystem.version >= SystemVersion(15, 4) }
      return false
    }

    /// Whether the pseudo accessory's superview reports the keyboard's moves: before iOS 26.
    private static var isAccessoryHostObservable: Bool {
      RunningSystem.version < SystemVersion(26)
    }

    private func useLayoutGuide() {
      guard #available(iOS 15.4, *), let view, probe == nil else { return }
      let probe = KeyboardLayoutGuideProbe()
      probe.onHostFrame = { [weak self] frame, time in
        self?.onHostFrame?(frame, time)
      }
      probe.install(in: view)
      self.probe = probe
      pseudoAccessory.onHostFrame = nil
      source = .keyboardLayoutGuide
      onSourceChange?(source)
    }
  }
#endif
