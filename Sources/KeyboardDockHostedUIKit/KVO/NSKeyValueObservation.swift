#if os(Linux)
  import Foundation

  /// Options of a key-value observation, as `NSKeyValueObservingOptions`.
  public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = Self(rawValue: 1 << 0)
    public static let old = Self(rawValue: 1 << 1)
    public static let initial = Self(rawValue: 1 << 2)
    public static let prior = Self(rawValue: 1 << 3)
  }

  /// One reported change, as `NSKeyValueObservedChange`.
  public struct NSKeyValueObservedChange<Value> {
    /// The new value, with `.new`.
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// Whether this is the report before the change (`.prior`); never on the hosted UIKit.
    public let isPrior: Bool
  }

  /// A key-value observation, as `NSKeyValueObservation`
  /// (https://developer.apple.com/documentation/foundation/nskeyvalueobservation): it reports
  /// until ``invalidate()`` or until it is released.
  ///
  /// Linux has no Objective-C runtime, so the hosted views report their own geometry: UIKit
  /// posts automatic KVO change notifications from the setters of `center`, `bounds` and
  /// `frame` ("Key-Value Observing Programming Guide: Automatic Change Notification"), and the
  /// hosted `UIView` calls its observations when the model value of one of them changes.
  public final class NSKeyValueObservation: @unchecked Sendable {
    /// What a view keeps of an observation: a weak reference, so the token's owner decides
    /// its life.
    struct Registration {
      weak var observation: NSKeyValueObservation?
    }

    let keyPath: AnyKeyPath
    private var report: (@MainActor (UIView) -> Void)?

    init(keyPath: AnyKeyPath, report: @escaping @MainActor (UIView) -> Void) {
      self.keyPath = keyPath
      self.report = report
    }

    /// Stops the observation.
    public func invalidate() { report = nil }

    @MainActor func fire(_ view: UIView) { report?(view) }

    deinit { report = nil }
  }

  /// The hosted views' key-value observing, with the signature of Foundation's
  /// `_KeyValueCodingAndObserving.observe(_:options:changeHandler:)`.
  @MainActor
  public protocol HostedKeyValueObserving: AnyObject {}

  extension UIView: HostedKeyValueObserving {}

  extension HostedKeyValueObserving where Self: UIView {
    /// Observes the property at `keyPath` (`center`, `bounds` or `frame`): `changeHandler` is
    /// called each time its model value changes, on the main thread.
    public func observe<Value>(
      _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
      changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      var last: Value = self[keyPath: keyPath]
      let observation = NSKeyValueObservation(keyPath: keyPath) { view in
        guard let typed = view as? Self else { return }
        let value = typed[keyPath: keyPath]
        let old = last
        guard !Self.same(old, value) else { return }
        last = value
        changeHandler(
          typed,
          NSKeyValueObservedChange(
            newValue: options.contains(.new) ? value : nil,
            oldValue: options.contains(.old) ? old : nil, isPrior: false))
      }
      observations.append(NSKeyValueObservation.Registration(observation: observation))
      if options.contains(.initial) {
        changeHandler(
          self, NSKeyValueObservedChange(newValue: last, oldValue: nil, isPrior: false))
      }
      return observation
    }

    /// Whether two values of an observed property are equal: the geometry the views report
    /// (`CGRect`, `CGPoint`) compared as themselves, anything else as `AnyHashable` (a value that
    /// is not `Hashable` always counts as changed).
    ///
    /// `AnyHashable` of a rect boxes it on the heap (it does not fit an existential's inline
    /// buffer), twice per change; the direct comparison is the same `==` without the boxes.
    private static func same<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
      if Value.self == CGRect.self {
        return unsafeBitCast(lhs, to: CGRect.self) == unsafeBitCast(rhs, to: CGRect.self)
      }
      if Value.self == CGPoint.self {
        return unsafeBitCast(lhs, to: CGPoint.self) == unsafeBitCast(rhs, to: CGPoint.self)
      }
      if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
      return false
    }
  }

  extension UIView {
    /// Calls the observations of the properties that changed.
    func notifyObservers(center: Bool, bounds: Bool, frame: Bool) {
      guard !observations.isEmpty else { return }
      // Each observation compares its own property's value, so one call per change suffices.
      // Released observations are dropped after the pass, found by the same weak reads.
      var released = false
      for registration in observations {
        if let observation = registration.observation {
          observation.fire(self)
        } else {
          released = true
        }
      }
      if released { observations.removeAll { $0.observation == nil } }
    }
  }
#endif
