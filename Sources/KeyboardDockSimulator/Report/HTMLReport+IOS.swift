import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HTMLReport {
  /// The iOS versions simulated, in the results' order.
  static func versions(_ results: [RunResult]) -> [String] {
    var versions: [String] = []
    for result in results where !versions.contains(result.ios) { versions.append(result.ios) }
    return versions
  }

  /// Per iOS version: each strategy's largest error and frames in error over every run (and the
  /// keyboard corners it leaves exposed, on versions whose keyboard has rounded corners), then
  /// the version's quirks, each with its source and whether it is observed or estimated.
  static func versionsSection(_ results: [RunResult], rows strategies: [ReportRow]) -> String {
    let versions = versions(results)
    let ran = strategies.filter { strategy in results.contains { $0.strategy == strategy.name } }
    let rounded = Set(
      versions.filter { (IOSProfile.profile(named: $0)?.keyboardCornerRadius ?? 0) > 0 })
    var html = "<h2>iOS versions</h2>\n<table><tr><th>technique</th>"
    for version in versions {
      html +=
        "<th>iOS \(escape(version))<br>max error · frames in error"
        + (rounded.contains(version) ? " · corners exposed" : "") + "</th>"
    }
    html += "</tr>\n"
    for strategy in ran {
      html +=
        "<tr><td>\(escape(ReportTechnique.of(strategy).name))<br>"
        + "<code>\(escape(strategy.name))</code>\(idealTag(strategy))</td>"
      for version in versions {
        let mine = results.filter { $0.strategy == strategy.name && $0.ios == version }
        let maxError = mine.map(\.maxVerticalError).max() ?? 0
        let inError = mine.reduce(0) { $0 + $1.framesInError }
        let frames = mine.reduce(0) { $0 + $1.frames }
        var text = "\(SummaryRow.points(maxError)) pt · \(count(inError)) of \(count(frames))"
        if rounded.contains(version) {
          let corners = mine.map(\.maxCornerExposure).max() ?? 0
          let cornerFrames = mine.reduce(0) { $0 + $1.framesCornersExposed }
          text += " · \(SummaryRow.points(corners)) pt² in \(count(cornerFrames))"
        }
        html += "<td class=\"\(inError > 0 ? "bad" : "good")\">\(text)</td>"
      }
      html += "</tr>\n"
    }
    html +=
      "</table>\n<p>Frames in error count policy differences too (the summary above sets "
      + "them apart). Corners exposed: the largest area behind the keyboard's rounded top corners "
      + "(iOS 26, 30 pt) that the bar's background does not cover, in square points, and the "
      + "frames with any; the app's content is taken to stop at the bar.</p>\n"
    var previous: IOSProfile?
    for version in versions {
      guard let profile = IOSProfile.profile(named: version) else { continue }
      defer { previous = profile }
      html += "<h3>iOS \(escape(version))</h3>"
      guard !profile.quirks.isEmpty else {
        html +=
          "<p>No quirk: the device catalogue's keyboard heights; notifications, KVO and the "
          + "keyboard layout guide as documented.</p>\n"
        continue
      }
      // A version that keeps most of the one before it lists only what changed.
      var quirks = profile.quirks
      if let previous, !previous.quirks.isEmpty,
        previous.quirks.filter({ !profile.quirks.contains($0) }).count
          + profile.quirks.filter({ !previous.quirks.contains($0) }).count < profile.quirks.count
      {
        let gone = previous.quirks.filter { !profile.quirks.contains($0) }
        quirks = profile.quirks.filter { !previous.quirks.contains($0) }
        html += "<p>The quirks of iOS \(escape(previous.version))"
        html +=
          gone.isEmpty
          ? "" : " except " + gone.map { "<b>\(escape($0.name))</b>" }.joined(separator: ", ")
        html += quirks.isEmpty ? ".</p>\n" : ", and:</p>\n"
      }
      guard !quirks.isEmpty else { continue }
      html += "<ul class=\"quirks\">"
      for quirk in quirks {
        html +=
          "<li><b>\(escape(quirk.name))</b> (\(quirk.isObserved ? "observed" : "estimated")): "
          + "\(escape(quirk.source))"
          + (quirk.estimate.map { "<br><small>estimated: \(escape($0))</small>" } ?? "")
          + "</li>"
      }
      html += "</ul>\n"
    }
    return html
  }
}
