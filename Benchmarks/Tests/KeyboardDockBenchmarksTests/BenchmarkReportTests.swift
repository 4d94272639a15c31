import KeyboardDockSolver
import Testing

@testable import KeyboardDockBenchmarks

@Suite("Benchmark report and workloads")
struct BenchmarkReportTests {
  static let report = BenchmarkReport(
    results: [
      .init(
        name: "toolbar-frame", unit: .perStep, ours: 2e-7, peer: 8e-7, allocationsPerStep: 0,
        peerPythonOverhead: 4e-7),
      .init(name: "layout-frame", unit: .perStep, ours: 1.5e-6, peer: nil, allocationsPerStep: nil),
      .init(name: "chain-10-build", unit: .perBuild, ours: 1e-5, peer: 4e-5, calls: .sameAsKiwi),
      .init(name: "chain-10-build-batch", unit: .perBuild, ours: 5e-6, peer: 4e-5, calls: .batch),
    ],
    peerNote: "kiwisolver 1.5.1 (python3)")

  @Test("JSON: name, ours, peer, ratio in seconds, the calls a build makes; null without a peer")
  func jsonShape() {
    #expect(
      Self.report.json
        == "{\"workloads\": [{\"name\": \"toolbar-frame\", \"ours\": 2e-07, \"peer\": 8e-07, "
        + "\"ratio\": 0.25, \"calls\": null, \"peerPythonOverhead\": 4e-07, "
        + "\"ratioWithoutPythonOverhead\": 0.5}, "
        + "{\"name\": \"layout-frame\", \"ours\": 1.5e-06, \"peer\": null, "
        + "\"ratio\": null, \"calls\": null}, "
        + "{\"name\": \"chain-10-build\", \"ours\": 1e-05, \"peer\": 4e-05, "
        + "\"ratio\": 0.25, \"calls\": \"same calls as kiwi\"}, "
        + "{\"name\": \"chain-10-build-batch\", \"ours\": 5e-06, \"peer\": 4e-05, "
        + "\"ratio\": 0.125, \"calls\": \"our batch API\"}], "
        + "\"allocations\": [{\"name\": \"toolbar-frame\", \"perStep\": 0.0}]}")
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
      lines.contains {
        $0.hasPrefix("chain-10-build ") && $0.contains("per build, same calls as kiwi")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("chain-10-build-batch") && $0.contains("per build, our batch API")
      })
    #expect(
      lines.contains(
        "toolbar-frame: kiwi's figure includes 0.400 µs per step of Python call overhead; "
          + "without it ours/kiwi is 0.500"))
    #expect(
      lines.last == "heap allocations per suggest + update (steady state), toolbar-frame: 0.00")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test("targets: a line each saying met or missed, and their fields in the JSON")
  func targets() {
    let report = BenchmarkReport(
      results: [
        .init(
          name: "verify-row-200-failing", unit: .perSweep, ours: 0.75, peer: nil,
          targetSeconds: 1),
        .init(
          name: "verify-row-800-passing", unit: .perSweep, ours: 0.6, peer: nil,
          targetSeconds: 0.5),
        .init(
          name: "chain-10-build", unit: .perBuild, ours: 6e-5, peer: 1e-4, calls: .sameAsKiwi,
          targetRatio: 0.5),
      ], peerNote: "kiwisolver 1.5.1 (python3)")
    let lines = report.table.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("verify-row-200-failing: 750.000 ms is 0.75 of the 1.000 s target (met)"))
    #expect(
      lines.contains("verify-row-800-passing: 600.000 ms is 1.20 of the 500.000 ms target (missed)")
    )
    #expect(lines.contains("chain-10-build: ours/kiwi 0.600, target at most 0.50 (missed)"))
    #expect(report.json.contains("\"targetSeconds\": 1.0, \"ofTarget\": 0.75}"))
    #expect(report.json.contains("\"targetRatio\": 0.5}"))
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
        "toolbar-frame", "chain-10-build", "chain-10-build-batch", "chain-100-build",
        "chain-100-build-batch", "chain-1000-build", "chain-1000-build-batch", "chain-100-resize",
        "fill-equally-10-build", "fill-equally-10-build-batch", "fill-equally-50-build",
        "fill-equally-50-build-batch", "fill-equally-100-build", "fill-equally-100-build-batch",
      ]))
    // Every build workload comes twice: kiwi's calls and the batch API, against one kiwi run.
    for workload in BenchmarkWorkload.all where workload.unit == .perBuild {
      let batch = workload.name.hasSuffix("-batch")
      #expect(workload.calls == (batch ? .batch : .sameAsKiwi), "\(workload.name)")
      #expect(
        names.contains(batch ? String(workload.name.dropLast(6)) : workload.name + "-batch"))
    }
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
      let likeKiwi = try system.buildWithKiwisCalls()
      #expect(system.views.count == 12 && system.variables.count == 38)
      #expect(system.variables.allSatisfy { solver.value(of: $0) == likeKiwi.value(of: $0) })
      let last = try #require(system.views.last)
      #expect(solver.value(of: last.right) == system.buildSuggestion - 8)
      if fills {
        #expect(system.views.allSatisfy { solver.value(of: $0.width) == 32 })
      }
      #expect(solver.violatedConstraints().allSatisfy { !$0.strength.isRequired })
    }
  }
}
