#if os(Linux)
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import KeyboardDockTestFixtures
  import Testing

  extension ShippingRun {
    /// Runs on the main queue, where `kbdock simulate` runs the hosted apps, and returns the
    /// result (a test fails if the run throws).
    func runOnMainQueue() async throws -> RunResult {
      nonisolated(unsafe) var result: RunResult?
      try await onMainQueue { result = try self.run() }
      return try #require(result)
    }
  }
#endif
