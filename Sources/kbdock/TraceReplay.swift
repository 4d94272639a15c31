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

  func run() throws {
    let data = try FileAccess.read(
      path, what: "trace",
      hint: "pass the path of a trace, for example Examples/traces/iphone-show-drag-dismiss.json")
    let trace: KeyboardTrace
    do {
      trace = try KeyboardTrace(json: data)
    } catch {
      throw CommandFailure(
        .badInput, "\(path): \(error)", hint: "docs/trace-format.md describes the format")
    }
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
