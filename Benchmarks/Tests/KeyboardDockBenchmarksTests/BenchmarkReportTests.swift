import KeyboardDockSolver
import Testing

@testable import KeyboardDockBenchmarks

@Suite("Benchmark report and workloads")
struct BenchmarkReportTests {
  static let report = BenchmarkReport(
    results: [
      .init(name: "toolbar-frame", unit: .perStep, ours: 2e-7, peer: 8e-7, allocationsPerStep: 0),
      .init(name: "layout-frame", unit: .perStep, ours: 1.5e-6, peer: nil, allocationsPerStep: nil),
    ],
    peerNote: "kiwisolver 1.5.1 (python3)")

  @Test("JSON has the issue's shape: name, ours, peer, ratio in seconds; null without a peer")
  func jsonShape() {
    #expect(
      Self.report.json
        == "{\"workloads\": [{\"name\": \"toolbar-frame\", \"ours\": 2e-07, \"peer\": 8e-07, "
        + "\"ratio\": 0.25}, {\"name\": \"layout-frame\", \"ours\": 1.5e-06, \"peer\": null, "
        + "\"ratio\": null}], \"allocations\": [{\"name\": \"toolbar-frame\", \"perStep\": 0.0}]}")
  }

  @Test("the table shows times with units, the ratio, and the allocation count")
  func table() {
    let lines = Self.report.table.split(separator: "\n").map(String.init)
    #expect(lines[0] == "peer: kiwisolver 1.5.1 (python3)")
    #expect(
      lines.contains {
        $0.hasPrefix("toolbar-frame") && $0.contains("0.200 µs") && $0.contains("0.250")
      })
    #expect(
      lines.contains { $0.hasPrefix("layout-frame") && $0.contains("1.500 µs") && $0.contains("-") }
    )
    #expect(
      lines.last == "heap allocations per suggest + update (steady state), toolbar-frame: 0.00")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test("medians of odd and even sample counts")
  func medians() {
    #expect(BenchmarkRunner.median([3, 1, 2]) == 2)
    #expect(BenchmarkRunner.median([4, 1, 3, 2]) == 2.5)
  }

  @Test("selecting an unknown workload names the valid ones")
  func unknownWorkload() {
    #expect(throws: BenchmarkRunner.UnknownWorkload.self) {
      try BenchmarkRunner.select(["chain-7-build"])
    }
    let names = BenchmarkWorkload.all.map(\.name)
    #expect(
      names.starts(with: [
        "toolbar-frame", "chain-10-build", "chain-100-build", "chain-1000-build",
        "chain-100-resize", "fill-equally-10-build", "fill-equally-50-build",
        "fill-equally-100-build",
      ]))
    #expect((try? BenchmarkRunner.select([]))?.count == names.count)
  }

  @Test("the toolbar rides the keyboard above the safe area and rests on it below")
  func toolbarSystemFollowsKeyboard() throws {
    let system = ToolbarSystem()
    #expect(system.constraints.count >= 55 && system.constraints.count <= 65)
    var solver = try system.build()
    for height in [0.0, 20, 34, 100, 336] {
      try solver.suggestValue(system.keyboardHeight, height)
      #expect(solver.value(of: system.bottom) == min(844 - height, 810))
    }
  }

  @Test("a built chain shares 40 pt per view; filling equally makes every width 32 pt")
  func chainSystems() throws {
    for fills in [false, true] {
      let system = ChainSystem(count: 12, fillsEqually: fills)
      let solver = try system.build()
      let last = try #require(system.views.last)
      #expect(solver.value(of: last.right) == system.buildSuggestion - 8)
      if fills {
        #expect(system.views.allSatisfy { solver.value(of: $0.width) == 32 })
      }
      #expect(solver.violatedConstraints().allSatisfy { !$0.strength.isRequired })
    }
  }
}
