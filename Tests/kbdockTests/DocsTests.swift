import Foundation
import Testing

/// README.md and docs/*.md: every relative link resolves to a file that exists, and to a heading
/// of that file when it names an anchor; the README stays a page (at most 500 lines).
@Suite("Documentation links and README length")
struct DocsTests {
  /// README.md, then every Markdown file of docs/, by path relative to the package root.
  static func pages() throws -> [String] {
    let docs = Kbdock.packageRoot.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  static func read(_ path: String) throws -> String {
    try String(
      contentsOf: Kbdock.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text outside fenced code blocks, with inline code spans removed.
  static func prose(_ text: String) -> String {
    var lines: [Substring] = []
    var isFenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        isFenced.toggle()
        continue
      }
      if !isFenced { lines.append(line) }
    }
    return lines.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
  }

  /// The anchors GitHub gives a page's headings: lowercased, letters, digits, spaces, `-` and `_`
  /// kept, spaces as `-`, a repeated anchor numbered `-1`, `-2`, ….
  static func anchors(_ text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var isFenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { isFenced.toggle() }
      guard !isFenced, let match = line.wholeMatch(of: /#{1,6} (.*)/) else { continue }
      let kept = match.1.lowercased().filter {
        $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
      }
      let anchor = kept.replacingOccurrences(of: " ", with: "-")
      let count = seen[anchor, default: 0]
      seen[anchor] = count + 1
      anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
    }
    return anchors
  }

  /// The relative link targets of a page: `[text](target)`, no scheme (`https:` and the like).
  static func relativeLinks(_ text: String) -> [String] {
    prose(text).matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }.filter {
      $0.wholeMatch(of: /[a-z]+:.*/) == nil
    }
  }

  @Test("the anchors of headings are GitHub's")
  func anchorRule() {
    let page = "# Title\n## `kbdock simulate`\n## iOS versions: `kbdock simulate --ios`\n## Title"
    #expect(
      Self.anchors(page) == [
        "title", "kbdock-simulate", "ios-versions-kbdock-simulate---ios", "title-1",
      ])
  }

  @Test("every relative link of README.md and docs/*.md resolves, anchors included")
  func linksResolve() throws {
    let pages = try Self.pages()
    #expect(pages.count >= 10, "\(pages)")
    var checked = 0
    for page in pages {
      let pageURL = Kbdock.packageRoot.appendingPathComponent(page)
      for link in Self.relativeLinks(try Self.read(page)) {
        checked += 1
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let target =
          file.isEmpty
          ? pageURL
          : pageURL.deletingLastPathComponent().appendingPathComponent(file).standardized
        guard FileManager.default.fileExists(atPath: target.path) else {
          Issue.record("\(page): the link \(link) names \(target.path), which does not exist")
          continue
        }
        if parts.count == 2, target.pathExtension == "md" {
          let anchor = String(parts[1])
          let text = try String(contentsOf: target, encoding: .utf8)
          #expect(
            Self.anchors(text).contains(anchor),
            "\(page): the link \(link) names no heading of \(target.lastPathComponent)")
        }
      }
    }
    #expect(checked >= 30, "only \(checked) relative links found")
  }

  @Test("a link to a missing file or heading is found")
  func brokenLinksAreFound() {
    let links = Self.relativeLinks(
      "See [a](docs/none.md#x), [b](https://example.org), `[c](skipped.md)` and\n```\n[d](e.md)\n```"
    )
    #expect(links == ["docs/none.md#x"])
    #expect(!Self.anchors("## Another heading").contains("x"))
  }

  @Test("README.md is at most 500 lines")
  func readmeIsAPage() throws {
    let lines = try Self.read("README.md").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 100)
    #expect(lines.count <= 501, "README.md has \(lines.count - 1) lines")
  }
}
