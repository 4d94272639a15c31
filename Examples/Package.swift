// swift-tools-version: 5.9
// The example chat app as an app package: open this file in Xcode 16.3 or later (File › Open…),
// choose the "KeyboardDock Chat" scheme and an iPhone or iPad, and run. `AppleProductTypes`
// (the `.iOSApplication` product) exists only in Xcode and Swift Playgrounds, so this manifest
// does not load with the Linux toolchain; there, `../shared/ios-sdk/typecheck-ios` compiles the
// app's sources (ChatApp/) against Apple's iOS SDK instead.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "KeyboardDockChat",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "KeyboardDock Chat",
      targets: ["ChatApp"],
      bundleIdentifier: "org.keyboarddock.chat",
      displayVersion: "0.1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .pencil),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The KeyboardDock package itself, one folder up: edits to the library show up at once.
    .package(name: "KeyboardDock", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ChatApp",
      dependencies: [
        .product(name: "KeyboardDockUIKit", package: "KeyboardDock"),
        .product(name: "KeyboardDockCore", package: "KeyboardDock"),
        .product(name: "KeyboardDockComposer", package: "KeyboardDock"),
        .product(name: "KeyboardDockLayout", package: "KeyboardDock"),
      ],
      path: "ChatApp",
      // A link to ../layouts/adaptive-toolbar.json, the file `kbdock verify` checks.
      resources: [.copy("Resources/adaptive-toolbar.json")]
    )
  ]
)
