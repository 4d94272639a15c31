#if os(Linux)
  public import Foundation

  /// The rows of a table, from its data source, as `UITableView`
  /// (https://developer.apple.com/documentation/uikit/uitableview): one section, rows stacked
  /// top to bottom in the content, the content size their total height.
  ///
  /// The hosted table asks its data source for every row's cell when it loads (at its first
  /// layout, `reloadData()` or an insertion), not only for the visible ones, and inserts rows
  /// without animation. Rows are ``rowHeight`` tall, or self-sizing
  /// (``automaticDimension``, the default since iOS 11): a cell's content height plus its
  /// content margins, at least 44 pt ("The default height of a table row is 44 points",
  /// Human Interface Guidelines, "Lists and tables").
  @MainActor
  open class UITableView: UIScrollView {
    /// The styles, as `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// How inserted rows animate, as `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
      case fade, right, left, top, bottom, none, middle
      case automatic = 100
    }
    /// The separator styles, as `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// "The default value for a given dimension": a self-sizing row.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The style.
    public let style: Style
    /// The data source.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { needsReload = true } }
    /// The height of each row, or ``automaticDimension``.
    open var rowHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The separator style.
    open var separatorStyle = SeparatorStyle.singleLine
    private var registered: [String: UITableViewCell.Type] = [:]
    private var cells: [UITableViewCell] = []
    private var needsReload = true

    /// A table of a style.
    public init(frame: CGRect, style: Style) {
      self.style = style
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell for `identifier`: a new one of the registered class.
    ///
    /// The hosted table keeps no reuse queue. Asking for an unregistered identifier is a programming error, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      -> UITableViewCell
    {
      guard let type = registered[identifier] else {
        preconditionFailure("unable to dequeue a cell with identifier \(identifier)")
      }
      return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// The number of rows in the section.
    open func numberOfRows(inSection section: Int) -> Int { cells.count }

    /// The cell at `indexPath`, if it is loaded.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
      cells.indices.contains(indexPath.row) && indexPath.section == 0 ? cells[indexPath.row] : nil
    }

    /// The rectangle of a row in the content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// Reloads every row from the data source.
    open func reloadData() {
      for cell in cells { cell.removeFromSuperview() }
      let count = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
      cells = (0..<count).compactMap { row in
        dataSource?.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
      }
      for cell in cells { addSubview(cell) }
      needsReload = false
      placeRows()
    }

    /// Inserts rows the data source now has: the hosted table reloads, without animation.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      reloadData()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      if needsReload { reloadData() } else { placeRows() }
    }

    private func placeRows() {
      var y: CGFloat = 0
      for cell in cells {
        let height = rowHeight >= 0 ? rowHeight : cell.selfSizedHeight
        cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        y += height
      }
      contentSize = CGSize(width: bounds.width, height: y)
    }
  }

  /// Makes a table's rows, as `UITableViewDataSource`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource).
  @MainActor
  public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  }

  extension IndexPath {
    /// The index path of a row in a section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section.
    public var section: Int { self[0] }
    /// The row.
    public var row: Int { self[1] }
  }
#endif
