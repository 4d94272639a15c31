#if os(Linux)
  import Foundation
  import KbdockAllocationCounter
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// What a shipping-code run leaves allocated once it is done: nothing.
  ///
  /// `kbdock simulate` runs thousands of shipping-code runs in each process, so a block left per
  /// run is a process that grows with the suite. swift-corelibs-foundation's `NSValue.objCType`
  /// allocates a C string at every read and never frees it; reading it for each keyboard frame
  /// left 80 blocks (2 KB) per run of `rotate-during-drag` and grew every `kbdock` process by
  /// about 4 KB a run. The count is of heap blocks the main thread allocated minus those it
  /// freed (`kbdock`'s malloc interposer), inside one main-queue block: tests running meanwhile
  /// on other threads do not change it.
  @Suite("Heap blocks left by repeated shipping-code runs and notification decoding")
  struct ShippingMemoryTests {
    /// The blocks the main thread still holds after `repeats` calls of `body`, counted after
    /// `warmUp` calls (lazily built caches, the notification center's tables) and all in one
    /// main-queue block.
    static func blocksLeft(
      warmUp: Int = 2, repeats: Int, _ body: @escaping @MainActor @Sendable () throws -> Void
    ) async throws -> Int64 {
      try #require(kbdock_allocation_counting_available() == 1)
      nonisolated(unsafe) var left: Int64 = 0
      nonisolated(unsafe) var probe: Int64 = 0
      try await onMainQueue {
        // The counter sees this thread's allocations: one block more while one is held.
        let before = kbdock_thread_live_blocks()
        let block = malloc(16)
        probe = kbdock_thread_live_blocks() - before
        free(block)
        for _ in 0..<warmUp { try body() }
        let start = kbdock_thread_live_blocks()
        for _ in 0..<repeats { try body() }
        left = kbdock_thread_live_blocks() - start
      }
      try #require(probe == 1, "the malloc interposer does not count this thread's blocks")
      return left
    }

    /// Each shipping row, run on a scenario whose notifications it decodes, several times over:
    /// no block is left per run (80 were, in the dock, animator and input-bar-host rows).
    @Test(arguments: ShippingStrategy.all.map(\.name))
    func repeatedRunsLeaveNothing(row: String) async throws {
      let strategy = try #require(ShippingStrategy.named(row))
      let scenario = try #require(BuiltInScenarios.scenario(named: "rotate-during-drag"))
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: strategy)
      try #require(run.unsupportedReason == nil)
      nonisolated(unsafe) var frames = 0
      let left = try await Self.blocksLeft(repeats: 4) {
        let result = try run.run()
        frames += result.frames
      }
      #expect(frames > 4 * 60)
      #expect(left == 0, "\(left) heap blocks left by 4 runs of the \(row) row")
    }

    /// Decoding a keyboard notification's frames, as the adapters and apps do (Core's
    /// `KeyboardEvent`, the hosted UIKit's `cgRectValue`, the simulated iOS's own reading),
    /// leaves no block behind; every `objCType` read left one.
    @Test func decodingFramesLeavesNothing() async throws {
      let info = KeyboardUserInfo.make(
        begin: CGRect(x: 0, y: 852, width: 393, height: 336),
        end: CGRect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7,
        isLocal: true)
      let end = try #require(info[KeyboardUserInfo.frameEnd] as? NSValue)
      // A point or a number is no rect.
      let center = try #require(info[KeyboardUserInfo.centerEnd] as? NSValue)
      #expect(KeyboardUserInfo.rect(in: center) == nil)
      #expect(center.cgRectValue == .zero)
      #expect(KeyboardUserInfo.rect(in: NSNumber(value: 1)) == nil)
      nonisolated(unsafe) var decoded: [CGRect] = []
      let left = try await Self.blocksLeft(repeats: 100) {
        let event = try KeyboardEvent(kind: .willShow, userInfo: info, time: 0)
        decoded = [
          event.endFrame, end.cgRectValue,
          KeyboardUserInfo.rect(in: info[KeyboardUserInfo.frameBegin]) ?? .zero,
        ]
      }
      #expect(
        decoded == [
          CGRect(x: 0, y: 516, width: 393, height: 336),
          CGRect(x: 0, y: 516, width: 393, height: 336),
          CGRect(x: 0, y: 852, width: 393, height: 336),
        ])
      #expect(left == 0, "\(left) heap blocks left by decoding 100 notifications")
    }
  }
#endif
