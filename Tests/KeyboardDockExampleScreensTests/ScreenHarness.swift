#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import Testing

  /// A hosted device with one app window showing `controller` (as the adapter tests' HostedApp).
  @MainActor
  struct ScreenHost {
    let system: HostedIOS
    let window: UIWindow

    init(
      _ controller: UIViewController, device: String = "iphone-15", profile: IOSProfile = .ios18,
      fps: Int = 60
    ) {
      let device = DeviceCatalogue.device(named: device) ?? DeviceCatalogue.all[0]
      system = HostedIOS(device: device, orientation: .portrait, profile: profile, fps: fps)
      window = UIWindow(windowScene: system.windowScene)
      window.rootViewController = controller
      window.makeKeyAndVisible()
    }

    /// The time of the next display frame, when what the app prepares now is first shown
    /// (`CADisplayLink.targetTimestamp`, "when the next frame displays").
    var shownTime: TimeInterval { system.now + 1 / Double(system.fps) }

    /// The keyboard's top (its accessory included) as the next display frame shows it.
    var keyboardTop: CGFloat { system.keyboard.presentationFrame(at: shownTime).minY }

    /// The window's safe-area bottom, in screen points.
    var safeBottom: CGFloat { window.bounds.maxY - window.safeAreaInsets.bottom }

    /// A view's frame on screen as the next display frame shows it.
    func visibleFrame(_ view: UIView) -> CGRect { view.presentationFrameInScreen(at: shownTime) }
  }

  /// What a screen is measured by: its docked bar, the responder the user taps, the height of
  /// the accessory the keyboard carries above its keys, and its transcript's last row.
  @MainActor
  struct ScreenProbe {
    /// The bar that must ride the keyboard-or-safe-area line.
    let bar: UIView
    /// The responder that shows the keyboard.
    let responder: UIResponder
    /// The height of the first responder's input accessory (part of the keyboard's frame, on
    /// top of the keys), which the bar covers.
    var accessoryHeight: () -> CGFloat = { 0 }
    /// The last row's visible bottom edge on screen, for a chat screen.
    var lastRowBottom: ((ScreenHost) -> CGFloat)?
  }

  /// The figures of one run: per display frame, how far the bar's bottom is above the line
  /// (negative: below), and how far the last row's bottom is below the bar's top (positive:
  /// hidden behind the bar).
  @MainActor
  struct ScreenRun {
    let host: ScreenHost
    let probe: ScreenProbe
    private(set) var gaps: [CGFloat] = []
    private(set) var rowOverlaps: [CGFloat] = []
    /// The phase of each recorded frame.
    private(set) var phases: [Phase] = []
    private var phase = Phase.start

    /// The parts of ``runScenarios()``.
    enum Phase: String, CaseIterable, Sendable {
      case start, show, drag, release, reshow, rotation, hide
    }

    init(_ host: ScreenHost, _ probe: ScreenProbe) {
      self.host = host
      self.probe = probe
    }

    /// The keyboard-or-safe-area line: the keys' top (the keyboard's top below its
    /// accessory), or the safe area's bottom when the keys are below it.
    var line: CGFloat { min(host.keyboardTop + probe.accessoryHeight(), host.safeBottom) }

    /// Records the next display frame.
    mutating func sample() {
      let bar = host.visibleFrame(probe.bar)
      gaps.append(line - bar.maxY)
      phases.append(phase)
      if let lastRowBottom = probe.lastRowBottom {
        rowOverlaps.append(lastRowBottom(host) - bar.minY)
      }
    }

    /// Records every display frame after `start` up to `end`, at the display's own frame times.
    mutating func frames(from start: Double, to end: Double) {
      let fps = Double(host.system.fps)
      let first = Int((start * fps).rounded(.down)) + 1
      let last = Int((end * fps).rounded())
      guard first <= last else { return }
      for frame in first...last {
        host.system.advance(to: DisplayLink.quantized(Double(frame) / fps))
        sample()
      }
    }

    /// Show, a drag down and its release (the keyboard hides), show again, a rotation to
    /// landscape with the keyboard up, and a hide: 6.5 s, every display frame recorded.
    mutating func runScenarios() throws {
      let system = host.system
      let responder = probe.responder
      phase = .show
      system.perform(at: 1) { _ in _ = responder.becomeFirstResponder() }
      frames(from: 1, to: 2)
      let rest = host.keyboardTop
      phase = .drag
      for step in 1...12 {
        try system.perform(at: 2 + Double(step) / 60) { system in
          try system.keyboardAction { keyboard, now in
            try keyboard.fingerMoved(to: rest + CGFloat(step) * 15, at: now)
          }
        }
        sample()
      }
      phase = .release
      try system.perform(at: 2.25) { system in
        try system.keyboardAction { keyboard, now in
          _ = keyboard.fingerLifted(velocity: 500, at: now)
        }
      }
      frames(from: 2.25, to: 3.25)
      // UIKit ends editing when a drag dismisses the keyboard; the hosted system hides the
      // keyboard but leaves the first responder, so the run resigns it before showing again.
      #expect(system.keyboard.mode == .hidden)
      system.perform(at: 3.4) { _ in _ = responder.resignFirstResponder() }
      phase = .reshow
      system.perform(at: 3.5) { _ in _ = responder.becomeFirstResponder() }
      frames(from: 3.5, to: 4.5)
      phase = .rotation
      try system.perform(at: 4.5) { system in try system.rotate(to: .landscape) }
      frames(from: 4.5, to: 5.5)
      phase = .hide
      system.perform(at: 5.5) { _ in _ = responder.resignFirstResponder() }
      frames(from: 5.5, to: 6.5)
    }

    /// Frames recorded by ``runScenarios()``: 60 + 12 + 60 + 60 + 60 + 60 at 60 fps.
    static let frameCount = 312

    /// The largest distance of the bar from the line.
    var largestGap: CGFloat { gaps.map(abs).max() ?? .infinity }
    /// The most the last row went behind the bar (0 or less: always visible).
    var largestRowOverlap: CGFloat { rowOverlaps.max() ?? .infinity }
    /// The last row's overlap at the last frame of each phase, when the keyboard has come to
    /// rest: a transcript kept at its newest message holds it at its bottom margin above the
    /// bar; far above it, the transcript is scrolled past its end and shows blank space.
    var restingRowOverlaps: [CGFloat] {
      phases.indices.filter { $0 == phases.count - 1 || phases[$0 + 1] != phases[$0] }
        .compactMap { rowOverlaps.indices.contains($0) ? rowOverlaps[$0] : nil }
    }

    /// The largest distance of the bar from the line in the frames of `selected` phases.
    func largestGap(in selected: Set<Phase>) -> CGFloat {
      zip(gaps, phases).filter { selected.contains($0.1) }.map { abs($0.0) }.max() ?? .infinity
    }

    /// The most the last row went behind the bar in the frames of `selected` phases.
    func largestRowOverlap(in selected: Set<Phase>) -> CGFloat {
      zip(rowOverlaps, phases).filter { selected.contains($0.1) }.map(\.0).max() ?? .infinity
    }

    /// The number of frames recorded in `selected` phases.
    func frameCount(in selected: Set<Phase>) -> Int { phases.filter(selected.contains).count }

    /// One line per phase: its frames, largest gap and largest overlap of the last row.
    var summary: String {
      Phase.allCases.filter(phases.contains).map { phase in
        let indices = phases.indices.filter { phases[$0] == phase }
        let gap = indices.map { abs(gaps[$0]) }.max() ?? 0
        let overlaps = indices.compactMap {
          rowOverlaps.indices.contains($0) ? rowOverlaps[$0] : nil
        }
        let range = overlaps.min().flatMap { low in overlaps.max().map { (low, $0) } }
        return "\(phase.rawValue): \(indices.count) frames, gap ≤ \(gap) pt"
          + (range.map { ", last row \($0.1) pt below the bar's top (least \($0.0))" } ?? "")
      }.joined(separator: "; ")
    }
  }
#endif
