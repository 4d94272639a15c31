// swift-tools-version: 6.1
// KeyboardDock: keeps an app's input bar attached to the iOS keyboard, and proves it headlessly.

import Foundation
import PackageDescription

// The DocC check of KeyboardDockUIKit on Linux (.ci/run) documents its catalog without the hosted
// UIKit, in a build directory of its own: with the hosted UIKit the adapters' symbols exist on
// Linux, and their doc comments link to KeyboardDockCore, KeyboardDockLayout and UIKit symbols,
// which a single-target DocC build on Linux cannot resolve (Xcode's documentation build can).
let hostsUIKit =
  ProcessInfo.processInfo.environment["KEYBOARDDOCK_DOCC_WITHOUT_HOSTED_UIKIT"] == nil
let hostedUIKitDependencies: [Target.Dependency] =
  hostsUIKit
  ? [
    .target(name: "UIKit", condition: .when(platforms: [.linux])),
    .target(name: "QuartzCore", condition: .when(platforms: [.linux])),
  ] : []

let package = Package(
  name: "KeyboardDock",
  // swift-tools-version 6.1 needs Xcode 16.3 or later. iOS 13 is the minimum for every library
  // target; the adapters mark newer APIs with `@available`, checked against Apple's iOS SDK at
  // iOS 13 and iOS 17 by ../shared/ios-sdk/typecheck-ios in .ci/run.
  platforms: [.iOS(.v13), .macOS(.v13)],
  products: [
    .library(name: "KeyboardDockCore", targets: ["KeyboardDockCore"]),
    .library(name: "KeyboardDockComposer", targets: ["KeyboardDockComposer"]),
    .library(name: "KeyboardDockSolver", targets: ["KeyboardDockSolver"]),
    .library(name: "KeyboardDockLayout", targets: ["KeyboardDockLayout"]),
    .library(name: "KeyboardDockSimulatedIOS", targets: ["KeyboardDockSimulatedIOS"]),
    .library(name: "KeyboardDockSimulator", targets: ["KeyboardDockSimulator"]),
    .library(name: "KeyboardDockUIKit", targets: ["KeyboardDockUIKit"]),
    .executable(name: "kbdock", targets: ["kbdock"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Each target's overview (what it owns, what it may import) is its DocC landing page
    // (Sources/<Target>/<Target>.docc) or the top comment of its module file
    // (Sources/<Target>/<Target>.swift; kbdock's Kbdock.swift; the C counter's .c file).
    //
    // The keyboard, in pure Swift: events and their decoding (logs, traces, replay), timing
    // curves, the tracker, geometry, the docking policy, version guards. Foundation (and CoreGraphics) only.
    .target(name: "KeyboardDockCore"),
    // Pure Swift text editing and composer state: Markdown actions, lists, code, links, the
    // growing bar, form navigation, height memory, input-view switching. Imports Core only for
    // its geometry and animation values.
    .target(name: "KeyboardDockComposer", dependencies: ["KeyboardDockCore"]),
    // Cassowary incremental linear-constraint solver; standard library only, not even Foundation.
    .target(name: "KeyboardDockSolver"),
    // Anchors, the layout engine, the keyboard layout guide model, layout files, the verifier.
    // Imports Core (geometry values) and the solver; never UIKit.
    .target(name: "KeyboardDockLayout", dependencies: ["KeyboardDockCore", "KeyboardDockSolver"]),
    // The simulated iOS: devices, scenes, the system keyboard, Core Animation, display link and
    // the truth the metrics read. Foundation only: it shares no model with the code it measures.
    .target(name: "KeyboardDockSimulatedIOS"),
    // Scenarios, strategies (app code), metrics against the simulated iOS's truth, calibration
    // against recorded traces, report. Never imports ArgumentParser.
    .target(
      name: "KeyboardDockSimulator",
      dependencies: [
        "KeyboardDockCore", "KeyboardDockComposer", "KeyboardDockLayout",
        "KeyboardDockSimulatedIOS",
      ]
    ),
    // UIKit and SwiftUI adapters: every file is wrapped in `#if canImport(UIKit)` (the SwiftUI
    // ones also in `canImport(SwiftUI)`); they only translate between UIKit and Core, the
    // composer and Layout, which decide. On iOS they import Apple's UIKit and QuartzCore; on
    // Linux the shim modules below, so the same sources run on the hosted UIKit in tests and in
    // `kbdock simulate`. The platform condition keeps the shims out of the iOS build
    // (../shared/ios-sdk/typecheck-ios skips such a dependency and checks against the SDK).
    .target(
      name: "KeyboardDockUIKit",
      dependencies: ["KeyboardDockCore", "KeyboardDockComposer", "KeyboardDockLayout"]
        + hostedUIKitDependencies
    ),
    // The hosted UIKit (Linux only): the system side of UIKit and QuartzCore that the adapters
    // call, driven by the simulated iOS, with KeyboardDockSolver as its Auto Layout engine. It
    // imports no other module of the package: it never sees Core, Layout or the adapters.
    .target(
      name: "KeyboardDockHostedUIKit",
      dependencies: [
        "KeyboardDockHostedQuartzCore", "KeyboardDockSimulatedIOS", "KeyboardDockSolver",
      ]
    ),
    // The hosted Core Animation clock and display link (Linux only; Foundation only): its own
    // module so that the `QuartzCore` shim re-exports only what Apple's QuartzCore declares.
    .target(name: "KeyboardDockHostedQuartzCore"),
    // Thin modules named as Apple's that only re-export the hosted UIKit, for the adapter
    // sources (`import UIKit`, `import QuartzCore`). Tests import `KeyboardDockHostedUIKit` by
    // its own name: Swift Testing's cross-import overlay `_Testing_UIKit` does not exist on
    // Linux, so a test file importing both `Testing` and a module named `UIKit` fails.
    // `UIKit` depends on PropertyBased only to be built after it: PropertyBased compiles a
    // `#if canImport(UIKit)` extension needing CoreGraphics, and SwiftPM puts every module in
    // one search path, so PropertyBased must never see this module. Nothing of it is used.
    // A build directory that rebuilds PropertyBased after `UIKit` was built (other flags, such
    // as `--enable-code-coverage`) must drop `Modules/UIKit.swiftmodule` first, or use its own
    // `--scratch-path`.
    .target(
      name: "UIKit",
      dependencies: [
        "KeyboardDockHostedUIKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .target(name: "QuartzCore", dependencies: ["KeyboardDockHostedQuartzCore"]),
    // The shipping-code rows of `kbdock simulate` (Linux only; every file is wrapped in
    // `#if os(Linux)`): apps built from the adapters run on the hosted UIKit, measured with the
    // simulator's metrics. Not a product, and every dependency on it is conditioned on Linux, so
    // KeyboardDockSimulator (a library product checked for iOS) never links the hosted UIKit.
    .target(
      name: "KeyboardDockSimulatorApps",
      dependencies: [
        "KeyboardDockSimulator", "KeyboardDockCore", "KeyboardDockComposer",
        "KeyboardDockSimulatedIOS", "KeyboardDockLayout",
        .target(name: "KeyboardDockUIKit", condition: .when(platforms: [.linux])),
        .target(name: "KeyboardDockHostedUIKit", condition: .when(platforms: [.linux])),
      ]
    ),
    // Benchmark workloads run by `kbdock bench`; peers (kiwisolver) live in Benchmarks/peers.
    .target(
      name: "KeyboardDockBenchmarks",
      dependencies: [
        "KeyboardDockCore", "KeyboardDockComposer", "KeyboardDockSolver", "KeyboardDockLayout",
        "KeyboardDockSimulator",
      ],
      path: "Benchmarks/KeyboardDockBenchmarks"
    ),
    // Counts heap allocations for `kbdock bench` by interposing malloc, and keeps freed heap
    // memory in the process (glibc settings); kbdock only.
    .target(name: "KbdockAllocationCounter"),
    // The command-line tool; ArgumentParser is imported only here.
    .executableTarget(
      name: "kbdock",
      dependencies: [
        "KeyboardDockCore", "KeyboardDockSimulator", "KeyboardDockLayout",
        "KeyboardDockBenchmarks", "KbdockAllocationCounter",
        .target(name: "KeyboardDockSimulatorApps", condition: .when(platforms: [.linux])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // An iPhone's keyboard frames and notifications, shared by the tests that drive a tracker.
    .target(
      name: "KeyboardDockTestFixtures", dependencies: ["KeyboardDockCore"],
      path: "Tests/KeyboardDockTestFixtures"
    ),
    .testTarget(
      name: "KeyboardDockCoreTests",
      dependencies: [
        "KeyboardDockCore", "KeyboardDockTestFixtures",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "KeyboardDockComposerTests",
      dependencies: [
        "KeyboardDockComposer", "KeyboardDockTestFixtures",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Runs the built `kbdock` executable end to end: exit codes, table, JSON lines, errors.
    .testTarget(name: "kbdockTests", dependencies: ["kbdock"]),
    .testTarget(
      name: "KeyboardDockSolverTests",
      dependencies: [
        "KeyboardDockSolver", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "KeyboardDockLayoutTests",
      dependencies: [
        "KeyboardDockLayout", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The simulated iOS alone: Core Animation, the keyboard, the truth; no other module.
    .testTarget(name: "KeyboardDockSimulatedIOSTests", dependencies: ["KeyboardDockSimulatedIOS"]),
    .testTarget(
      name: "KeyboardDockSimulatorTests",
      dependencies: [
        "KeyboardDockSimulator", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The shipping adapters on the hosted UIKit (Linux); every file is wrapped in `#if os(Linux)`.
    .testTarget(
      name: "KeyboardDockUIKitTests",
      dependencies: [
        "KeyboardDockUIKit", "KeyboardDockCore", "KeyboardDockComposer", "KeyboardDockLayout",
        "KeyboardDockSimulatedIOS", "KeyboardDockSimulator", "KeyboardDockTestFixtures",
        "KbdockAllocationCounter",
        .target(name: "KeyboardDockHostedUIKit", condition: .when(platforms: [.linux])),
        .target(name: "KeyboardDockSimulatorApps", condition: .when(platforms: [.linux])),
      ]
    ),
    .testTarget(
      name: "KeyboardDockBenchmarksTests",
      dependencies: ["KeyboardDockBenchmarks", "KeyboardDockSolver"],
      path: "Benchmarks/Tests/KeyboardDockBenchmarksTests"
    ),
  ]
)

// The example app's UIKit screens (Examples/ChatApp) as a library on the hosted UIKit, and the
// tests that run them through show, hide, rotation and drags (Linux only). Declared only when the
// manifest is evaluated on Linux: the sources import UIKit and use iOS 14–17 API, so they cannot
// build for macOS or for the package's iOS 13 deployment target (Xcode never sees these
// targets); ../shared/ios-sdk/typecheck-ios checks the same files as the iOS app `ChatApp`.
#if os(Linux)
  if hostsUIKit {
    package.targets += [
      .target(
        name: "KeyboardDockExampleScreens",
        dependencies: [
          "KeyboardDockUIKit", "KeyboardDockComposer", "KeyboardDockCore", "KeyboardDockLayout",
          .target(name: "UIKit", condition: .when(platforms: [.linux])),
        ],
        path: "Examples/ChatApp",
        exclude: [
          "ChatApp.swift", "SwiftUIChatView.swift", "SwiftUIContentScreens.swift", "Resources",
        ]
      ),
      .testTarget(
        name: "KeyboardDockExampleScreensTests",
        dependencies: [
          "KeyboardDockExampleScreens", "KeyboardDockUIKit", "KeyboardDockSimulatedIOS",
          "KeyboardDockHostedUIKit", "KeyboardDockTestFixtures",
        ]
      ),
    ]
  }
#endif
