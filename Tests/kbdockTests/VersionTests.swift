import Foundation
import Testing

/// `kbdock --version`: the package version, the same as CHANGELOG.md's latest release.
@Suite("kbdock --version")
struct VersionTests {
  @Test("prints the latest release of CHANGELOG.md on one line, exit 0")
  func printsTheChangelogsLatestRelease() throws {
    let changelog = try String(
      contentsOf: Kbdock.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // The first "## [x.y.z]" heading; "## [Unreleased]" is skipped because it has no digits.
    let released = changelog.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
      let name = line[line.index(line.startIndex, offsetBy: 4)..<end]
      return name.first?.isNumber == true ? String(name) : nil
    }
    let latest = try #require(released.first, "CHANGELOG.md names no released version")
    #expect(latest.split(separator: ".").count == 3, "not major.minor.patch: \(latest)")

    let run = try Kbdock.built().run(["--version"])
    #expect(run.exited, "\(run)")
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput == latest + "\n", "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
  }
}
