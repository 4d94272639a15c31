import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Measures the simulated iOS against a keyboard trace: the actions are inferred from the trace,
/// the simulated iOS of the trace's version runs them on the matching device, and each modelled
/// fact gets a residual (trace minus model).
///
/// The facts: the keyboard's show and hide trajectory (its spring, compared on the keyboard's
/// visible top edge at every display frame of every animation), the posted durations, the time
/// each animation takes to settle, the keyboard heights, the order of a change's notification and
/// KVO frame, and the quirks a trace can show (KVO silence on the accessory's host, the layout
/// guide's too-tall value after a show).
///
/// Interactive drags (``drags``) are run through the simulated finger along the path the trace's
/// KVO frames show, and released as the trace's finger was; the keyboard following the finger,
/// the release's outcome, the notifications after it and the hide or spring-back that follows
/// are compared. Rotations (a `geometry` event whose screen is the old one turned) are run with
/// the trace's burst. ``fitSpring()`` proposes the spring's stiffness and damping by least
/// squares on the trajectory, ``fitMeasurements()`` each kind's posted duration and keyboard
/// height; nothing is applied to the model.
///
/// What the trace does that the model is not run through (a screen resize, an on-screen move, a
/// floating keyboard), or a drag the model cannot follow, is described in ``notes``; the frames
/// the model is not run through are left out of the comparison.
///
/// ```swift
/// let calibration = try TraceCalibration(try KeyboardTrace(json: data))
/// for residual in calibration.residuals { print(residual.fact, residual.residual ?? 0) }
/// let fit = calibration.fitSpring()
/// ```
public struct TraceCalibration: Sendable {
  /// An action inferred from the trace's will-notifications.
  public struct Action: Sendable, Equatable {
    /// What the keyboard did.
    public enum Kind: String, Sendable, Hashable {
      /// It came on screen.
      case show
      /// It left the screen.
      case hide
      /// It changed height while on screen (the predictive strip, the emoji keyboard).
      case heightChange = "height-change"
      /// It moved on screen without changing height (after a drag, a rotation): not simulated.
      case move
      /// The device rotated: the screen's width and height swapped (a `geometry` event), with
      /// the burst of notifications posted at that instant.
      case rotation
    }

    /// What the keyboard did.
    public var kind: Kind
    /// When the notification was posted, in seconds since the recording started.
    public var time: TimeInterval
    /// The notification's begin frame (the end of the previous change when it has none).
    public var begin: CGRect
    /// The notification's end frame.
    public var end: CGRect
    /// The posted duration, in seconds.
    public var duration: TimeInterval
    /// The posted curve's raw value.
    public var curve: Int
    /// The index in ``TraceCalibration/drags`` of the drag whose release posted this hide, or
    /// `nil` when no finger did.
    public var drag: Int?
    /// For a rotation: how many hide + show pairs its burst posted (UIKit posts one or two;
    /// none while the keyboard is hidden).
    public var bursts = 0
    /// For a rotation: whether it is a 180° turn (the interface orientation changed, the
    /// screen's size did not).
    public var isHalfTurn = false
  }

  /// One modelled fact's value in the trace and in the model.
  public struct Residual: Sendable, Hashable {
    /// The fact, such as `show at 0.100 s: height`.
    public var fact: String
    /// The trace's value, as text.
    public var trace: String
    /// The model's value, as text.
    public var model: String
    /// Trace minus model in ``unit``, where the fact is a number; `nil` for a fact that agrees
    /// or disagrees (an order, a quirk).
    public var residual: Double?
    /// The residual's unit (`pt`, `s`), or what a yes/no fact says (`agrees`, `differs`,
    /// `not observable`).
    public var unit: String
    /// Whether the residual is a size (an RMS, a largest absolute value) rather than a signed
    /// difference.
    public var isMagnitude = false
  }

  /// The spring parameters of the keyboard's animation (curve 7).
  public struct Spring: Sendable, Hashable {
    /// The mass.
    public var mass: Double
    /// The stiffness.
    public var stiffness: Double
    /// The damping.
    public var damping: Double

    /// The damping ratio ζ = damping / (2·√(stiffness·mass)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    init(_ spring: SpringAnimation) {
      mass = spring.mass
      stiffness = spring.stiffness
      damping = spring.damping
    }

    init(mass: Double, stiffness: Double, damping: Double) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
    }

    var animation: SpringAnimation {
      SpringAnimation(mass: mass, stiffness: stiffness, damping: damping)
    }
  }

  /// The trajectory residual of a spring: over every compared display frame, the keyboard's
  /// visible top edge in the trace minus the model's.
  public struct TrajectoryResidual: Sendable, Hashable {
    /// Frames compared.
    public var frames: Int
    /// The root mean square, in points.
    public var rms: Double
    /// The largest absolute residual, in points.
    public var max: Double
    /// The sum of squares, in square points (what the fit minimises).
    public var sumOfSquares: Double
  }

  /// A least-squares proposal for the spring, with the residuals before and after.
  public struct SpringFit: Sendable, Hashable {
    /// The model's spring.
    public var before: Spring
    /// The proposed spring (the model's mass, fitted stiffness and damping).
    public var after: Spring
    /// The trajectory residual with the model's spring.
    public var residualBefore: TrajectoryResidual
    /// The trajectory residual with the proposed spring.
    public var residualAfter: TrajectoryResidual
    /// Objective evaluations (simulated runs of the trace's actions).
    public var evaluations: Int
  }

  /// The trace.
  public let trace: KeyboardTrace
  /// The simulated iOS version run.
  public let profile: IOSProfile
  /// The simulated device whose screen the trace's is.
  public let device: Device
  /// The device's orientation at the start.
  public let orientation: Orientation
  /// Whether the model's keyboard has the predictive strip (chosen by the first shown height).
  public let isPredictiveOn: Bool
  /// The actions inferred from the trace, in time order.
  public let actions: [Action]
  /// The interactive drags inferred from the trace, in time order.
  public let drags: [Drag]
  /// What the model was not run through, in words.
  public private(set) var notes: [String] = []
  /// The residual of every modelled fact.
  public private(set) var residuals: [Residual] = []
  /// The trajectory residual of the model's spring.
  public private(set) var trajectory: TrajectoryResidual

  /// The display frames whose keyboard is compared on the spring: inside a simulated show,
  /// hide, height change or spring-back, before any rotation or unsimulated move.
  let compared: [Int]
  /// When the comparison stops: the first screen resize, or the first release the model decided
  /// otherwise; `.infinity` when it never does.
  let divergence: TimeInterval
  /// The will-notifications the model posted, by action index.
  let modelPosted: [Int: (begin: CGRect?, end: CGRect, duration: TimeInterval)]
  /// What each display frame before the first unsimulated event shows, by frame index.
  let owners: [Int: Owner]
  /// The keyboard's top edge each frame is clamped to (a layout-guide source cannot see below
  /// the safe area; a hidden keyboard is at the screen's bottom), in screen coordinates, by
  /// frame index.
  let clampLines: [CGFloat]

  /// Infers the actions of `trace` and runs them on the simulated iOS.
  ///
  /// - Parameters:
  ///   - trace: A trace read with ``KeyboardDockCore/KeyboardTrace/init(json:)``.
  ///   - profile: The simulated iOS to run; by default the profile of the trace's
  ///     `systemVersion` (``profile(for:)``).
  /// - Throws: ``CalibrationError`` when the version has no profile or no simulated device has
  ///   the trace's screen.
  public init(_ trace: KeyboardTrace, profile: IOSProfile? = nil) throws(CalibrationError) {
    self.trace = trace
    let profile: IOSProfile =
      if let profile { profile } else { try Self.profile(for: trace.environment.systemVersion) }
    self.profile = profile
    let screen = trace.geometry.screen.size
    let portrait = CGSize(
      width: min(screen.width, screen.height), height: max(screen.width, screen.height))
    let idiom: Device.Idiom? =
      switch trace.environment.userInterfaceIdiom {
      case "phone": .phone
      case "pad": .pad
      default: nil
      }
    guard
      let device = DeviceCatalogue.all.first(where: { $0.id == trace.environment.deviceModel })
        ?? DeviceCatalogue.all.first(where: {
          $0.portraitSize == portrait && (idiom == nil || $0.idiom == idiom)
        })
    else {
      throw .unknownDevice(
        model: trace.environment.deviceModel,
        screen: "\(CalibrationFormat.number(screen.width))×"
          + "\(CalibrationFormat.number(screen.height))")
    }
    self.device = profile.device(device)
    orientation = screen.width > screen.height ? .landscape : .portrait
    var notes: [String] = []
    let correction = Self.dragCorrection(trace, profile: profile)
    let drags = Self.inferDrags(trace, correction: correction, notes: &notes)
    var inferred = Self.inferActions(trace)
    for (index, drag) in drags.enumerated() where drag.outcome == .hide {
      guard
        let release = inferred.firstIndex(where: { $0.time == drag.release && $0.kind == .hide })
      else { continue }
      inferred[release].drag = index
    }
    actions = inferred
    self.drags = drags
    let heights = self.device.keyboard(orientation)
    let firstShown = inferred.first { $0.kind == .show }?.end.height
    isPredictiveOn =
      firstShown.map { abs($0 - heights.predictive) <= abs($0 - heights.plain) } ?? true
    clampLines = Self.clampLines(trace)
    notes += Self.dragNotes(drags, profile: profile, correction: correction)
    var stop = Self.firstUnsimulated(trace, actions: inferred, notes: &notes)
    let run = Self.run(
      actions: inferred, drags: drags, events: trace.events, frames: trace.frames,
      device: self.device,
      orientation: orientation, isPredictiveOn: isPredictiveOn, profile: profile)
    notes += Self.velocityNotes(drags, run: run)
    // A release the model decides otherwise leaves its keyboard elsewhere from then on.
    if let diverged = drags.indices.first(where: { index in
      let drag = drags[index]
      return drag.release != nil && (drag.outcome == .hide || drag.outcome == .springBack)
        && run.dragOutcomes[index] != drag.outcome
    }), let release = drags[diverged].release, release < stop {
      stop = release
      notes.append(
        "from the release at \(CalibrationFormat.fixed(release, decimals: 3)) s the model's "
          + "keyboard is not where the trace's is (its release did otherwise): later frames, "
          + "actions and drags are not compared")
    }
    divergence = stop
    notes += run.notes.filter { $0.time <= stop }.map(\.text)
    let owners = Self.owners(trace.frames, actions: inferred, drags: drags, before: stop)
    self.owners = owners
    compared = owners.keys.sorted().filter { index in
      switch owners[index] {
      case .action(let action)?:
        inferred[action].kind != .move && inferred[action].duration > 0
      case .springBack?: true
      case .drag?, nil: false
      }
    }
    self.notes = notes
    trajectory = Self.residual(trace: trace, model: run.tops, frames: compared, clamp: clampLines)
    modelPosted = run.posted
    residuals = makeResiduals(run)
  }

  /// The profile for a trace's `systemVersion`: the same version, else the newest profile of the
  /// same major version that is not newer (`17.5.1` runs `17`, `26.1` runs `26.0`).
  ///
  /// - Throws: ``CalibrationError/unknownIOSVersion(_:known:)`` listing the profiles.
  public static func profile(for version: String) throws(CalibrationError) -> IOSProfile {
    if let exact = IOSProfile.profile(named: version) { return exact }
    func parts(_ text: String) -> [Int]? {
      let numbers = text.split(separator: ".").map { Int($0) }
      guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
      return numbers.compactMap { $0 }
    }
    guard let wanted = parts(version) else {
      throw .unknownIOSVersion(version, known: IOSProfile.all.map(\.version))
    }
    // iOS 17 has no profile of its own: it is iOS 18's.
    if wanted[0] == 17 { return .ios17 }
    let candidates = IOSProfile.all.filter { profile in
      guard let have = parts(profile.version), have[0] == wanted[0] else { return false }
      return have == wanted || have.lexicographicallyPrecedes(wanted)
    }
    guard let best = candidates.last else {
      throw .unknownIOSVersion(version, known: IOSProfile.all.map(\.version))
    }
    return best
  }
}
