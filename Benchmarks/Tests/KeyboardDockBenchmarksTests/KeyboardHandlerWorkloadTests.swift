import Testing

@testable import KeyboardDockBenchmarks

@Suite("keyboard-handler-frame: the per-frame handler's workload")
struct KeyboardHandlerWorkloadTests {
  @Test("a cycle samples every phase and ends with the keyboard hidden")
  func cycleReportsEveryPhase() throws {
    var run = try KeyboardHandlerRun()
    var calls = 0
    try run.cycle { sample in
      sample()
      calls += 1
    }
    #expect(calls == 3 * KeyboardHandlerRun.animationFrames + 20)
    #expect(run.counts.count == 4)
    #expect(run.counts[.interactive] == 20)
    #expect(run.counts[.start] == 3, "show, snap back, hide")
    #expect(run.counts[.end] == 3)
    try run.checkCounts()
  }

  @Test("the workload is registered and times a positive duration per frame")
  func registered() throws {
    let workload = try #require(
      BenchmarkWorkload.all.first { $0.name == "keyboard-handler-frame" })
    #expect(workload.unit == .perFrame)
    let seconds = try workload.measure()
    #expect(seconds > 0)
    #expect(workload.allocationsPerStep != nil)
  }
}
