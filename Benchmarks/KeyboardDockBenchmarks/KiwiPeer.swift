import Foundation

/// The kiwisolver side of `kbdock bench`: a Python interpreter with kiwisolver, and the script.
///
/// ``prepare(packageRoot:)`` is the benchmark's setup step: it finds a Python 3 that can import
/// kiwisolver, installing it from PyPI with `python3 -m pip install --quiet kiwisolver` when
/// missing, or into a virtual environment at `Benchmarks/.venv` when the system Python refuses
/// plain installs. ``run(_:)`` then runs `Benchmarks/peers/kiwi_peer.py`.
public struct KiwiPeer: Sendable {
  /// The Python interpreter that imports kiwisolver.
  public let python: String
  /// The peer script's path.
  public let script: String
  /// The kiwisolver version the interpreter reported.
  public let version: String

  /// Why the peer cannot run; the bench then prints our figures only.
  public struct Unavailable: Error, Sendable, CustomStringConvertible {
    /// What is missing and how to fix it.
    public let description: String

    /// Creates a reason.
    public init(description: String) {
      self.description = description
    }
  }

  /// The package root: three levels above this source file, else the current directory.
  public static var defaultPackageRoot: String {
    let file = URL(fileURLWithPath: #filePath)
    let root = file.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let script = root.appendingPathComponent("Benchmarks/peers/kiwi_peer.py").path
    return FileManager.default.fileExists(atPath: script)
      ? root.path : FileManager.default.currentDirectoryPath
  }

  /// Finds or installs kiwisolver (the setup step).
  ///
  /// - Parameters:
  ///   - packageRoot: The package's root directory.
  ///   - log: Receives one line per setup action (for stderr).
  /// - Returns: A ready peer.
  /// - Throws: ``Unavailable`` when Python or kiwisolver cannot be had.
  public static func prepare(
    packageRoot: String = defaultPackageRoot, log: (String) -> Void = { _ in }
  ) throws(Unavailable) -> KiwiPeer {
    let script = packageRoot + "/Benchmarks/peers/kiwi_peer.py"
    guard FileManager.default.fileExists(atPath: script) else {
      throw Unavailable(description: "peer script not found at \(script)")
    }
    let venvPython = packageRoot + "/Benchmarks/.venv/bin/python3"
    if let version = kiwiVersion(python: venvPython) {
      return KiwiPeer(python: venvPython, script: script, version: version)
    }
    guard run(["python3", "--version"]).status == 0 else {
      throw Unavailable(description: "python3 not found on PATH; install Python 3 to compare")
    }
    if let version = kiwiVersion(python: "python3") {
      return KiwiPeer(python: "python3", script: script, version: version)
    }
    log("setup: installing kiwisolver: python3 -m pip install --quiet kiwisolver")
    _ = run(["python3", "-m", "pip", "install", "--quiet", "kiwisolver"])
    if let version = kiwiVersion(python: "python3") {
      return KiwiPeer(python: "python3", script: script, version: version)
    }
    log("setup: plain install refused; creating Benchmarks/.venv")
    _ = run(["python3", "-m", "venv", packageRoot + "/Benchmarks/.venv"])
    _ = run([venvPython, "-m", "pip", "install", "--quiet", "kiwisolver"])
    if let version = kiwiVersion(python: venvPython) {
      return KiwiPeer(python: venvPython, script: script, version: version)
    }
    throw Unavailable(
      description: "kiwisolver could not be installed (no package index access?); "
        + "try `python3 -m pip install kiwisolver`")
  }

  /// Runs peer workloads and returns each one's median seconds.
  ///
  /// - Parameter requests: Peer workload names with their repetition counts.
  /// - Returns: Median seconds by workload name.
  /// - Throws: ``Unavailable`` if the script fails or prints something unreadable.
  public func run(_ requests: [BenchmarkWorkload.Peer]) throws(Unavailable) -> [String: Double] {
    let result = Self.run([python, script] + requests.map { "\($0.name):\($0.repetitions)" })
    guard result.status == 0,
      let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)),
      let dictionary = object as? [String: Any],
      let workloads = dictionary["workloads"] as? [String: Double]
    else {
      throw Unavailable(
        description: "the kiwi peer failed (status \(result.status)): \(result.output)")
    }
    return workloads
  }

  /// The kiwisolver version `python` imports, or `nil`.
  static func kiwiVersion(python: String) -> String? {
    let result = run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"])
    guard result.status == 0 else { return nil }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs a command found on PATH and returns its exit status and standard output.
  static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (127, "\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
