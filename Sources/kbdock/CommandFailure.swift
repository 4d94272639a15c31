import Foundation

/// Why a command stopped, how it exits, and what to try next.
///
/// Every command reports failures the same way (docs/cli.md, "Errors and exit codes"):
///
/// ```text
/// error: --fps 30 is not supported; valid: 60 or 120
/// hint: pass --fps 60 or --fps 120
/// ```
///
/// on standard error, and exits with the code of its ``Kind``.
struct CommandFailure: Error {
  /// What kind of failure it is; the raw value is the exit code (the BSD `sysexits.h` codes
  /// where one fits).
  enum Kind: Int32 {
    /// A check ran to the end and found errors (`verify` failing a layout).
    case checkFailed = 1
    /// A bad option or value on the command line (`EX_USAGE`).
    case usage = 64
    /// An input file that is readable but wrong: not JSON, a bad field, no notification
    /// (`EX_DATAERR`).
    case badInput = 65
    /// A bug in kbdock (`EX_SOFTWARE`).
    case internalError = 70
    /// A file or directory that cannot be read or written (`EX_IOERR`).
    case io = 74
  }

  var kind: Kind
  /// What is wrong, the value, and what is valid: one line.
  var reason: String
  /// What to do about it, or `nil`.
  var hint: String?

  init(_ kind: Kind, _ reason: String, hint: String? = nil) {
    self.kind = kind
    self.reason = reason
    self.hint = hint
  }

  /// The lines printed on standard error.
  var message: String {
    var text = "error: \(Self.oneLine(reason))\n"
    if let hint { text += "hint: \(Self.oneLine(hint))\n" }
    return text
  }

  /// Prints the message on standard error and exits with the kind's code.
  func exit() -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    Foundation.exit(kind.rawValue)
  }

  /// `text` with line breaks and carriage returns turned into spaces.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }
}
