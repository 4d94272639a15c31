import Foundation
import KeyboardDockCore

/// `kbdock replay --trace FILE [--json]`: reads a keyboard trace strictly, replays its inputs
/// through the strategies Core can run, and prints each bar's figures against the recorded
/// visible keyboard.
struct TraceReplay {
  /// The trace's path, as typed.
  var path: String
  /// Whether to print one JSON object instead of the table.
  var json: Bool

  /// Reads and decodes the trace at `path`: exit 74 when it cannot be read (with `hint`), 65
  /// when it is not a valid trace (naming the JSON path and value).
  static func readTrace(at path: String, hint: String) throws -> KeyboardTrace {
    let data = try FileAccess.read(path, what: "trace", hint: hint)
    do {
      return try KeyboardTrace(json: data)
    } catch {
      throw CommandFailure(
        .badInput, "\(path): \(error)", hint: "docs/trace-format.md describes the format")
    }
  }

  func run() throws {
    let trace = try Self.readTrace(
      at: path,
      hint: "pass the path of a trace, for example Examples/traces/iphone-show-drag-dismiss.json")
    let replay = KeyboardTraceReplay(trace)
    if json {
      var object = replay.jsonObject(of: trace)
      object["trace"] = path
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
      print(String(decoding: data, as: UTF8.self))
    } else {
      print("trace    \(path)")
      print(replay.header(of: trace).joined(separator: "\n"))
      print()
      print(replay.table.joined(separator: "\n"))
    }
  }
}
