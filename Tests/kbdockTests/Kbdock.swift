import Foundation

/// The built `kbdock` executable, run as a user runs it, with its exit code and output.
///
/// SwiftPM puts executables and the test bundle in one products folder
/// (`.build/<triple>/<configuration>/`); `swift test` and `swift build --build-tests` build both,
/// and this target depends on `kbdock`, so the binary is there when the tests run.
struct Kbdock {
  /// What one run produced.
  struct Run: CustomStringConvertible {
    /// Whether the process exited (rather than crashed on a signal).
    var exited: Bool
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Standard output's lines, without the final empty one.
    var outputLines: [String] {
      standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .dropLast(standardOutput.hasSuffix("\n") ? 1 : 0)
    }

    var description: String {
      "\(exited ? "exit" : "signal") \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
  }

  /// The executable's URL.
  var url: URL

  /// Finds the executable next to the test bundle.
  static func built() throws -> Kbdock {
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    let candidates = folders.map { $0.appendingPathComponent("kbdock") }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw KbdockNotBuilt(looked: candidates.map(\.path))
    }
    return Kbdock(url: found)
  }

  /// Runs `kbdock` with `arguments` from the package's root folder, and waits for it to exit.
  ///
  /// Output goes to files rather than pipes, so a large output cannot block the child.
  func run(_ arguments: [String]) throws -> Run {
    let folder = try Self.temporaryFolder()
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    for file in [outputURL, errorURL]
    where !FileManager.default.createFile(atPath: file.path, contents: nil) {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = Self.packageRoot
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    return Run(
      exited: process.terminationReason == .exit, status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
      standardError: try String(contentsOf: errorURL, encoding: .utf8))
  }

  /// A new, empty folder in the temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbdockTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Writes `text` to a new file in the temporary folder and returns its path.
  static func temporaryFile(_ name: String, _ text: String) throws -> String {
    let file = try temporaryFolder().appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }
}

/// The `kbdock` executable is not next to the test bundle.
struct KbdockNotBuilt: Error, CustomStringConvertible {
  var looked: [String]
  var description: String {
    "kbdock is not built next to the tests (looked at \(looked.joined(separator: ", "))); "
      + "run swift build --build-tests"
  }
}
