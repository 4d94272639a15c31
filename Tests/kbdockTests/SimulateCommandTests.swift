import Foundation
import Testing

/// `kbdock simulate` with bad options: a one-line error naming the value and what is valid.
@Suite("kbdock simulate bad input")
struct SimulateCommandTests {
  @Test(
    "--fps other than 60 or 120: exit 64 and one line naming the rate, then a hint",
    arguments: [("0", "0"), ("=-1", "-1"), ("30", "30"), ("121", "121")])
  func badFrameRate(argument: String, shown: String) throws {
    let option = argument.hasPrefix("=") ? ["--fps\(argument)"] : ["--fps", argument]
    let run = try Kbdock.built().run(
      ["simulate", "--scenario", "show-hide", "--device", "iphone-se", "--no-report"] + option)
    #expect(run.exited, "\(run)")
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.standardError.split(separator: "\n").count == 2, "\(run)")
    #expect(
      run.standardError.hasPrefix(
        "error: frame rate \(shown) is not supported; use 60 or 120"),
      "\(run)")
  }
}
