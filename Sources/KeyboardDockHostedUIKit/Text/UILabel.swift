#if os(Linux)
  public import Foundation

  /// A read-only text view, as `UILabel` (https://developer.apple.com/documentation/uikit/uilabel).
  ///
  /// Its intrinsic content size comes from the hosted text layout: one line per newline, the
  /// font's ``UIFont/lineHeight`` a line, an average advance a character, wrapped at
  /// ``preferredMaxLayoutWidth`` when it is set and ``numberOfLines`` allows more than one line.
  /// An estimate, not UIKit's text system: there is no glyph shaping on Linux.
  @MainActor
  open class UILabel: UIView {
    /// The text.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font; the body style by default (17 pt).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Apple's declaration (`var font: UIFont!`), so the same call sites compile.
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body) {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Apple's declaration (`var textColor: UIColor!`).
    open var textColor: UIColor! = .label
    /// The most lines to show; 0 for no limit.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// The width at which multi-line text wraps; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    open override var intrinsicContentSize: CGSize {
      guard let text, !text.isEmpty else { return .zero }
      let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let widths = lines.map { CGFloat($0.utf16.count) * font.averageAdvance }
      var count = lines.count
      var width = widths.max() ?? 0
      if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
        count = widths.map { max(1, Int(($0 / preferredMaxLayoutWidth).rounded(.up))) }
          .reduce(0, +)
        width = min(width, preferredMaxLayoutWidth)
      }
      if numberOfLines > 0 { count = min(count, numberOfLines) }
      return CGSize(
        width: width.rounded(.up), height: (CGFloat(count) * font.lineHeight).rounded(.up))
    }
  }

  /// A bar showing the progress of a task, as `UIProgressView`
  /// (https://developer.apple.com/documentation/uikit/uiprogressview).
  @MainActor
  open class UIProgressView: UIView {
    /// The styles, as `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }
    /// The style.
    open var progressViewStyle = Style.default
    /// The progress, 0–1: "values less than 0.0 and greater than 1.0 are pinned to those limits"
    /// (`progress` documentation).
    open var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }

    /// A progress view of a style.
    public convenience init(progressViewStyle style: Style) {
      self.init(frame: .zero)
      progressViewStyle = style
    }

    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
  }
#endif
