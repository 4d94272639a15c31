import Foundation

/// Progress of a long command on standard error, shown only when standard error is a terminal.
///
/// On a terminal one line is rewritten in place (`\r`); in a pipe or a CI log nothing is written,
/// so the log holds the command's results and errors only. Safe to call from several threads.
final class Progress: @unchecked Sendable {
  // @unchecked: the mutable state is read and written only while holding `lock`.
  private let lock = NSLock()
  /// Whether standard error is a terminal.
  static let isTerminal = isatty(STDERR_FILENO) != 0

  private let isShown: Bool
  private var lastPercent = -1
  private var hasWritten = false

  /// Creates a progress line for `total` steps; none is shown for fewer than two.
  init(total: Int) {
    isShown = Self.isTerminal && total > 1
  }

  /// Shows `done` of `total` and what is being done, at most once per percent.
  func show(_ done: Int, _ total: Int, _ label: String) {
    guard isShown else { return }
    lock.lock()
    defer { lock.unlock() }
    let percent = total > 0 ? done * 100 / total : 100
    guard percent != lastPercent else { return }
    lastPercent = percent
    hasWritten = true
    let line = "[\(done)/\(total)] \(label)".padding(toLength: 78, withPad: " ", startingAt: 0)
    FileHandle.standardError.write(Data("\r\(line)".utf8))
  }

  /// Erases the progress line, if one was written.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    guard hasWritten else { return }
    hasWritten = false
    FileHandle.standardError.write(Data("\r\(String(repeating: " ", count: 78))\r".utf8))
  }
}
