#if os(Linux)
  public import CoreFoundation
  public import Foundation

  /// A range of frame rates, as `CAFrameRateRange`.
  public struct CAFrameRateRange: Sendable, Hashable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
      self.minimum = minimum
      self.maximum = maximum
      self.preferred = preferred
    }
    /// The display's default range.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
  }

  /// Where display links register: the hosted system's display, which fires them each frame.
  @MainActor
  package protocol DisplayLinkRegistry: AnyObject {
    func register(_ link: CADisplayLink)
    func unregister(_ link: CADisplayLink)
  }

  /// A timer that fires on every display frame, as `CADisplayLink`
  /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink), fired by the hosted
  /// system's display (`HostedIOS.advance(to:)` of KeyboardDockHostedUIKit) at its frame rate.
  ///
  /// Apple's `init(target:selector:)` needs the Objective-C runtime, which Linux lacks; the
  /// hosted link calls a closure instead. Like Apple's, a link added to a run loop is retained
  /// by it until ``invalidate()``.
  @MainActor
  public final class CADisplayLink {
    // The state read and written on every fire is `@exclusivity(unchecked)`: each access is a
    // plain read or assignment that overlaps no other, so the runtime's checks are left out.
    private let handler: (CADisplayLink) -> Void
    /// The time of the last frame shown.
    @exclusivity(unchecked) public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    @exclusivity(unchecked) public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    @exclusivity(unchecked) public private(set) var duration: CFTimeInterval = 0
    /// Whether the link is paused.
    @exclusivity(unchecked) public var isPaused = false
    /// The preferred frame rates.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// The preferred frames per second (deprecated on iOS 15).
    public var preferredFramesPerSecond = 0
    @exclusivity(unchecked) var isRegistered = false
    /// The display of the running hosted system.
    package static var display: (@MainActor () -> (any DisplayLinkRegistry)?) = { nil }

    /// A link calling `handler` each frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
      self.handler = handler
    }

    /// Starts firing on the main run loop's display frames.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
      guard !isRegistered else { return }
      isRegistered = true
      Self.display()?.register(self)
    }

    /// Stops firing and releases the link from the run loop.
    public func invalidate() {
      isRegistered = false
      Self.display()?.unregister(self)
    }

    package func fire(at time: TimeInterval, frameDuration: TimeInterval) {
      guard isRegistered, !isPaused else { return }
      timestamp = time
      duration = frameDuration
      targetTimestamp = time + frameDuration
      handler(self)
    }
  }
#endif
