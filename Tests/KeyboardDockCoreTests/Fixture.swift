import Foundation
import KeyboardDockCore

/// A logged keyboard session under `Fixtures/`, copied into the test bundle.
struct Fixture: CustomStringConvertible, Sendable {
  /// The file name without the `.log` extension.
  var name: String

  var description: String { name }

  /// The file's text.
  func text() throws -> String {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: "log", subdirectory: "Fixtures")
    else { throw FixtureMissing(name: name) }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The file decoded by the default parser.
  func log() throws -> KeyboardLog { try KeyboardLogParser().parse(text()) }

  /// Every fixture file in the bundle, so a new file cannot go untested.
  static func allNames() throws -> [String] {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw FixtureMissing(name: "*")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return files.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
  }
}

/// A fixture that is not in the test bundle.
struct FixtureMissing: Error, CustomStringConvertible {
  var name: String
  var description: String { "Fixtures/\(name).log is not in the test bundle" }
}
