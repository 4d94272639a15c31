import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import KeyboardDockSimulator

/// The layout module's workloads: the verifier's sweep and the per-frame layout update.
extension BenchmarkWorkload {
  /// `verify-adaptive-toolbar` and `layout-frame`.
  public static let layoutWorkloads: [BenchmarkWorkload] = [
    verifyAdaptiveToolbar(), layoutFrame(),
  ]

  /// Why a layout workload could not start.
  public struct LayoutWorkloadError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// The adaptive toolbar of "Keyboard Layout Guide", read from `Examples/layouts/adaptive-toolbar.json`.
  ///
  /// - Throws: ``LayoutWorkloadError`` when the file is missing or broken.
  static func adaptiveToolbar() throws -> LayoutDescription {
    let root = URL(fileURLWithPath: KiwiPeer.defaultPackageRoot)
    let url = root.appendingPathComponent("Examples/layouts/adaptive-toolbar.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw LayoutWorkloadError(description: "cannot read \(url.path)")
    }
    do {
      return try LayoutDescription(layoutFile: data, name: "adaptive-toolbar")
    } catch {
      throw LayoutWorkloadError(description: "\(url.path): \(error)")
    }
  }

  /// The verifier over every catalogue device at grid 5 (2,156 configurations), timed per
  /// configuration; the table also prints the rate.
  static func verifyAdaptiveToolbar() -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "verify-adaptive-toolbar",
      summary: "kbdock verify of the adaptive toolbar, every device, grid 5",
      unit: .perConfiguration, repetitions: 5,
      measure: {
        let sweep = try verifySweep(adaptiveToolbar())
        guard sweep.failures == 0 else {
          throw LayoutWorkloadError(
            description: "the adaptive toolbar failed \(sweep.failures) checks")
        }
        return sweep.seconds / Double(sweep.configurations)
      })
  }

  /// One display frame of the adaptive toolbar on an iPad: move the docked keyboard (and so the
  /// guide) along a 0 ↔ 313 pt slide, re-solve, read the toolbar's and the guide's frames.
  static func layoutFrame(frames: Int = 10_000) -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "layout-frame",
      summary: "adaptive toolbar: move the guide, re-solve, read frames (iPad, docked slide)",
      unit: .perFrame, repetitions: 5,
      measure: {
        var engine = try LayoutEngine(adaptiveToolbar())
        let screen = CGSize(width: 768, height: 1024)
        let placement = ViewPlacement.fullScreen(screen, safeAreaInsets: LayoutInsets(top: 20))
        let keyboards = ToolbarSystem.keyboardHeights(frames: frames).map { height in
          CGRect(x: 0, y: 1024 - height * 313 / 336, width: 768, height: 313)
        }
        var checksum: CGFloat = 0
        let elapsed = seconds {
          for keyboard in keyboards {
            engine.update(keyboardFrame: keyboard, docking: .docked, in: placement)
            checksum += (engine.frame(of: "toolbar")?.minY ?? 0)
            checksum += (engine.frame(of: "keyboard")?.minY ?? 0)
          }
        }
        guard checksum.isFinite, checksum > 0 else {
          throw LayoutWorkloadError(description: "the toolbar's frames were not finite")
        }
        return elapsed / Double(frames)
      })
  }

  /// `kbdock verify`'s sweep of `layout`: every catalogue device at grid 5, timed without the
  /// verifier's construction.
  ///
  /// - Returns: The configurations checked, how many failed, and the seconds the checks took.
  static func verifySweep(_ layout: LayoutDescription) throws -> (
    configurations: Int, failures: Int, seconds: Double
  ) {
    var verifier = try LayoutVerifier(layout)
    let devices = DeviceCatalogue.all.map(VerificationDevice.init)
    let configurations = verifier.configurations(devices: devices, grid: 5)
    var failures = 0
    let elapsed = seconds {
      for configuration in configurations where verifier.check(configuration).isFailure {
        failures += 1
      }
    }
    return (configurations.count, failures, elapsed)
  }
}
