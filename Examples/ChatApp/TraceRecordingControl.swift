#if DEBUG
  import Foundation
  import KeyboardDockCore
  import KeyboardDockUIKit
  import UIKit

  /// A debug-only bar button that records a keyboard trace of the chat and shares the file
  /// (AirDrop, Mail, Files) to attach to an issue; see README, "Recording a device trace".
  ///
  /// The trace holds keyboard notifications, frames and geometry, never the text typed.
  @MainActor
  final class TraceRecordingControl {
    private let recorder: KeyboardTraceRecorder
    private weak var presenter: UIViewController?
    private(set) lazy var item = UIBarButtonItem(
      primaryAction: UIAction(title: "Record trace") { [weak self] _ in self?.toggle() })

    /// A control that records `presenter`'s view and `bar`.
    init(presenter: UIViewController, bar: UIView) {
      recorder = KeyboardTraceRecorder(view: presenter.view, bar: bar)
      self.presenter = presenter
    }

    private func toggle() {
      if recorder.isRecording {
        finish()
      } else {
        do {
          try recorder.start()
          item.title = "Stop and share"
        } catch {
          print("Keyboard trace not started: \(error)")
        }
      }
    }

    private func finish() {
      item.title = "Record trace"
      guard let trace = recorder.stop() else { return }
      let name = "keyboard-trace-\(Int(Date().timeIntervalSince1970)).json"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
      do {
        try trace.jsonData().write(to: url)
      } catch {
        print("Keyboard trace not written: \(error)")
        return
      }
      let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
      share.popoverPresentationController?.barButtonItem = item
      presenter?.present(share, animated: true)
    }
  }
#endif
