#if os(Linux)
  public import Foundation

  /// A table row, as `UITableViewCell` (https://developer.apple.com/documentation/uikit/uitableviewcell):
  /// its content goes in ``contentView``, usually through a content configuration.
  @MainActor
  open class UITableViewCell: UIView {
    /// The cell styles, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The separator styles, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// The view holding the cell's content.
    public let contentView = UIView()
    /// The identifier the cell was registered with.
    public let reuseIdentifier: String?
    private let label = UILabel()

    /// A cell of a style.
    public required init(style: CellStyle, reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
      contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(contentView)
      contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { nil }

    /// The cell's configuration of a label in its content view, as
    /// `defaultContentConfiguration()` makes it.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
      UIListContentConfiguration()
    }

    /// The content configuration applied to ``contentView``.
    open var contentConfiguration: UIListContentConfiguration? {
      didSet {
        label.text = contentConfiguration?.text
        label.numberOfLines = contentConfiguration?.textProperties.numberOfLines ?? 1
        setNeedsLayout()
      }
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
      let margins = contentConfiguration?.directionalLayoutMargins ?? .init()
      label.preferredMaxLayoutWidth = max(0, bounds.width - margins.leading - margins.trailing)
      label.frame = CGRect(
        x: margins.leading, y: margins.top, width: label.preferredMaxLayoutWidth,
        height: label.intrinsicContentSize.height)
    }

    /// The height a self-sizing row gives the cell: its label and margins, at least 44 pt.
    var selfSizedHeight: CGFloat {
      let margins = contentConfiguration?.directionalLayoutMargins ?? .init()
      return max(
        44, (label.intrinsicContentSize.height + margins.top + margins.bottom).rounded(.up))
    }
  }

  /// The content of a list cell, as `UIListContentConfiguration`
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration): a text with
  /// the cell's default margins (11 pt top and bottom, 16 pt leading and trailing, as a default
  /// cell on iPhone lays out).
  public struct UIListContentConfiguration: Sendable {
    /// The text properties.
    public struct TextProperties: Sendable {
      /// The most lines; 0 for no limit (the default).
      public var numberOfLines = 0
    }

    /// The primary text.
    public var text: String?
    /// How the text is shown.
    public var textProperties = TextProperties()
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 11, leading: 16, bottom: 11, trailing: 16)
  }

  /// Insets in the layout direction, as `NSDirectionalEdgeInsets`.
  public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  }
#endif
