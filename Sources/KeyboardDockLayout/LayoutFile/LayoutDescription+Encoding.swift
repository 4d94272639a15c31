import Foundation

// Writing a layout file: a layout built in Swift becomes the JSON `kbdock verify` reads, so a
// layout can be described once in code and verified from the command line.
extension LayoutDescription {
  /// The layout as a layout file: pretty-printed JSON with sorted keys, defaults left out.
  ///
  /// Reading the result back with ``init(layoutFile:name:)`` gives an equal layout.
  ///
  /// ```swift
  /// try layout.layoutFileData().write(to: URL(fileURLWithPath: "toolbar.json"))
  /// ```
  ///
  /// - Returns: UTF-8 JSON.
  /// - Throws: An `EncodingError` only for non-finite numbers, which a valid layout has not.
  public func layoutFileData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(FileLayout(self))
  }

  private struct FileLayout: Encodable {
    var name: String
    var layoutDirection: String
    var keyboardLayoutGuide: FileGuide
    var items: [FileItem]
    var constraints: [FileConstraint]
    var trackedConstraints: [FileTracked]

    init(_ layout: LayoutDescription) {
      name = layout.name
      layoutDirection = layout.layoutDirection.rawValue
      keyboardLayoutGuide = FileGuide(layout.guide)
      items = layout.items.map(FileItem.init)
      constraints = layout.constraints.map(FileConstraint.init)
      trackedConstraints = layout.guide.trackedConstraints.map(FileTracked.init)
    }
  }

  private struct FileGuide: Encodable {
    var followsUndockedKeyboard: Bool
    var usesBottomSafeArea: Bool
    var keyboardDismissPadding: Double
    var edgeProximityThreshold: Double

    init(_ guide: KeyboardLayoutGuide) {
      followsUndockedKeyboard = guide.followsUndockedKeyboard
      usesBottomSafeArea = guide.usesBottomSafeArea
      keyboardDismissPadding = Double(guide.keyboardDismissPadding)
      edgeProximityThreshold = Double(guide.edgeProximityThreshold)
    }
  }

  private struct FileSize: Encodable {
    var width: Double?
    var height: Double?

    static func make(_ size: LayoutSize) -> FileSize? {
      size.width == nil && size.height == nil
        ? nil : FileSize(width: size.width.map(Double.init), height: size.height.map(Double.init))
    }
  }

  private struct FilePriorities: Encodable {
    var horizontal: Float
    var vertical: Float

    static func make(_ priorities: AxisPriorities, default fallback: LayoutPriority)
      -> FilePriorities?
    {
      priorities == AxisPriorities(fallback)
        ? nil
        : FilePriorities(
          horizontal: priorities.horizontal.rawValue, vertical: priorities.vertical.rawValue)
    }
  }

  private struct FileItem: Encodable {
    var name: String
    var kind: String
    var intrinsicContentSize: FileSize?
    var minimumSize: FileSize?
    var contentHuggingPriority: FilePriorities?
    var compressionResistancePriority: FilePriorities?

    init(_ item: LayoutItem) {
      name = item.name
      kind = item.kind.rawValue
      intrinsicContentSize = FileSize.make(item.intrinsicContentSize)
      minimumSize = FileSize.make(item.minimumSize)
      contentHuggingPriority = FilePriorities.make(
        item.contentHuggingPriority, default: .defaultLow)
      compressionResistancePriority = FilePriorities.make(
        item.compressionResistancePriority, default: .defaultHigh)
    }
  }

  private struct FileAnchor: Encodable {
    var item: String
    var anchor: String
  }

  private struct FileConstraint: Encodable {
    var identifier: String?
    var first: FileAnchor
    var relation: String
    var second: FileAnchor?
    var multiplier: Double?
    var constant: Double?
    var priority: Float?

    init(_ constraint: LayoutConstraint) {
      identifier = constraint.identifier
      first = FileAnchor(item: constraint.first.item, anchor: constraint.first.attribute.rawValue)
      relation = constraint.relation.rawValue
      second = constraint.second.map {
        FileAnchor(item: $0.item, anchor: $0.attribute.rawValue)
      }
      multiplier = constraint.multiplier == 1 ? nil : Double(constraint.multiplier)
      constant = constraint.constant == 0 ? nil : Double(constraint.constant)
      priority = constraint.priority.isRequired ? nil : constraint.priority.rawValue
    }
  }

  private struct FileTracked: Encodable {
    var activeWhenNearEdge: [String]?
    var activeWhenAwayFrom: [String]?
    var constraints: [FileConstraint]

    init(_ group: TrackedConstraints) {
      switch group.condition {
      case .nearEdge(let edges): activeWhenNearEdge = edges.names
      case .awayFrom(let edges): activeWhenAwayFrom = edges.names
      }
      constraints = group.constraints.map(FileConstraint.init)
    }
  }
}
