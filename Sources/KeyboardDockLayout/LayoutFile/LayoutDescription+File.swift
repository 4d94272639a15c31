import Foundation

/// Reading a layout file: JSON with the layout's items, constraints, tracked constraints and
/// keyboard-guide settings (the format is documented in docs/verify.md).
///
/// ```json
/// {
///   "name": "adaptive-toolbar",
///   "layoutDirection": "leftToRight",
///   "keyboardLayoutGuide": { "followsUndockedKeyboard": true },
///   "items": [{ "name": "toolbar", "intrinsicContentSize": { "width": 240, "height": 44 } }],
///   "constraints": [],
///   "trackedConstraints": [
///     { "activeWhenAwayFrom": ["top"], "constraints": [
///       { "identifier": "KB-awayFromTop", "first": { "item": "toolbar", "anchor": "bottom" },
///         "relation": "equal", "second": { "item": "keyboard", "anchor": "top" } } ] }
///   ]
/// }
/// ```
extension LayoutDescription {
  /// The most items (views and guides) a layout file may have: 10,000.
  ///
  /// Checked when the file is read, before any item is decoded, so that an oversized file is
  /// refused at once with the limit named instead of stalling a sweep. A row of 10,000 chained
  /// views verifies in under a second at `--grid 1` (see README, "Large layouts").
  public static let maximumItemCount = 10_000

  /// The most constraints a layout file may have, tracked constraints included: 40,000.
  ///
  /// Checked when the file is read, array by array, before the constraints are decoded.
  public static let maximumConstraintCount = 40_000

  private static let topKeys = [
    "name", "layoutDirection", "keyboardLayoutGuide", "items", "constraints",
    "trackedConstraints",
  ]
  private static let guideKeys = [
    "followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding",
    "edgeProximityThreshold",
  ]
  private static let itemKeys = [
    "name", "kind", "intrinsicContentSize", "contentHuggingPriority",
    "compressionResistancePriority", "minimumSize",
  ]
  private static let trackedKeys = ["activeWhenNearEdge", "activeWhenAwayFrom", "constraints"]

  /// Reads a layout from a layout file's JSON.
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - name: The name used when the file has no `name` key, such as the file's name.
  /// - Throws: ``LayoutFileError`` naming the path of the first bad value.
  /// - Complexity: O(*n*) in the size of the file.
  public init(layoutFile data: Data, name: String = "layout") throws(LayoutFileError) {
    let root = JSONCursor(value: try JSONValue(parsing: data), path: "")
    let members = try root.object(keys: Self.topKeys)
    self.init(name: try root.optional("name", in: members)?.string() ?? name)
    if let direction = root.optional("layoutDirection", in: members) {
      layoutDirection = try direction.name(
        "a layout direction", valid: LayoutDirection.allCases.map { ($0.rawValue, $0) })
    }
    if let guideCursor = root.optional("keyboardLayoutGuide", in: members) {
      try readGuide(guideCursor)
    }
    if let itemsCursor = root.optional("items", in: members) {
      try Self.checkCount(of: itemsCursor, noun: "items", limit: Self.maximumItemCount)
      var names = Set(itemNames)
      for element in try itemsCursor.array() {
        let item = try Self.readItem(element)
        guard names.insert(item.name).inserted else {
          throw LayoutFileError(
            .invalidLayout(.duplicateItem(item.name)), at: element.child("name").path,
            value: item.name)
        }
        items.append(item)
      }
    }
    let reader = ConstraintReader(itemNames: itemNames)
    try Self.checkConstraintCount(root, members)
    if let constraintsCursor = root.optional("constraints", in: members) {
      constraints = try constraintsCursor.array().map { (element) throws(LayoutFileError) in
        try reader.read(element)
      }
    }
    if let trackedCursor = root.optional("trackedConstraints", in: members) {
      for element in try trackedCursor.array() {
        try readTracked(element, reader: reader)
      }
    }
    do {
      try validate()
    } catch {
      throw LayoutFileError(.invalidLayout(error), at: "")
    }
  }

  /// Refuses an array with more than `limit` elements, naming the count and the limit.
  private static func checkCount(
    of cursor: JSONCursor, noun: String, limit: Int
  ) throws(LayoutFileError) {
    guard case .array(let elements) = cursor.value, elements.count > limit else { return }
    throw LayoutFileError(
      .tooMany(noun: noun, count: elements.count, limit: limit), at: cursor.path)
  }

  /// Refuses a file whose `constraints` and tracked groups' constraints number more than
  /// ``maximumConstraintCount`` together, before any is decoded.
  private static func checkConstraintCount(
    _ root: JSONCursor, _ members: [String: JSONValue]
  ) throws(LayoutFileError) {
    func count(_ value: JSONValue?) -> Int {
      if case .array(let elements) = value { elements.count } else { 0 }
    }
    var total = count(members["constraints"])
    if case .array(let groups) = members["trackedConstraints"] {
      for case .object(let group) in groups { total += count(group["constraints"]) }
    }
    guard total > maximumConstraintCount else { return }
    throw LayoutFileError(
      .tooMany(noun: "constraints", count: total, limit: maximumConstraintCount), at: root.path)
  }

  private mutating func readGuide(_ cursor: JSONCursor) throws(LayoutFileError) {
    let members = try cursor.object(keys: Self.guideKeys)
    if let follows = cursor.optional("followsUndockedKeyboard", in: members) {
      guide.followsUndockedKeyboard = try follows.bool()
    }
    if let uses = cursor.optional("usesBottomSafeArea", in: members) {
      guide.usesBottomSafeArea = try uses.bool()
    }
    if let padding = cursor.optional("keyboardDismissPadding", in: members) {
      guide.keyboardDismissPadding = try padding.number(
        in: -10_000...10_000, valid: "-10000 to 10000 points")
    }
    if let threshold = cursor.optional("edgeProximityThreshold", in: members) {
      guide.edgeProximityThreshold = try threshold.number(
        in: 0...10_000, valid: "0 to 10000 points")
    }
  }

  private static func readItem(_ cursor: JSONCursor) throws(LayoutFileError) -> LayoutItem {
    let members = try cursor.object(keys: itemKeys)
    var item = LayoutItem(try cursor.required("name", in: members).string())
    if let kind = cursor.optional("kind", in: members) {
      item.kind = try kind.name(
        "an item kind", valid: LayoutItem.Kind.allCases.map { ($0.rawValue, $0) })
    }
    if let size = cursor.optional("intrinsicContentSize", in: members) {
      item.intrinsicContentSize = try readSize(size)
    }
    if let size = cursor.optional("minimumSize", in: members) {
      item.minimumSize = try readSize(size)
    }
    if let hugging = cursor.optional("contentHuggingPriority", in: members) {
      item.contentHuggingPriority = try readAxisPriorities(hugging, default: .defaultLow)
    }
    if let resistance = cursor.optional("compressionResistancePriority", in: members) {
      item.compressionResistancePriority = try readAxisPriorities(resistance, default: .defaultHigh)
    }
    return item
  }

  private static func readSize(_ cursor: JSONCursor) throws(LayoutFileError) -> LayoutSize {
    let members = try cursor.object(keys: ["width", "height"])
    var size = LayoutSize()
    for key in ["width", "height"] {
      guard let axis = cursor.optional(key, in: members) else { continue }
      let value = try axis.number(in: 0...100_000, valid: "0 to 100000 points")
      if key == "width" { size.width = value } else { size.height = value }
    }
    return size
  }

  private static func readAxisPriorities(
    _ cursor: JSONCursor, default fallback: LayoutPriority
  ) throws(LayoutFileError) -> AxisPriorities {
    let members = try cursor.object(keys: ["horizontal", "vertical"])
    var priorities = AxisPriorities(fallback)
    if let horizontal = cursor.optional("horizontal", in: members) {
      priorities.horizontal = try ConstraintReader.readPriority(horizontal)
    }
    if let vertical = cursor.optional("vertical", in: members) {
      priorities.vertical = try ConstraintReader.readPriority(vertical)
    }
    return priorities
  }

  private mutating func readTracked(
    _ cursor: JSONCursor, reader: ConstraintReader
  ) throws(LayoutFileError) {
    let members = try cursor.object(keys: Self.trackedKeys)
    let near = cursor.optional("activeWhenNearEdge", in: members)
    let away = cursor.optional("activeWhenAwayFrom", in: members)
    guard (near == nil) != (away == nil), let edgesCursor = near ?? away else {
      throw LayoutFileError(
        .unknownKey(valid: ["exactly one of activeWhenNearEdge, activeWhenAwayFrom"]),
        at: cursor.path)
    }
    var edges: DirectionalRectEdge = []
    for element in try edgesCursor.array() {
      edges.insert(
        try element.name("an edge", valid: DirectionalRectEdge.named.map { ($0.name, $0.edge) }))
    }
    guard !edges.isEmpty else {
      throw LayoutFileError(
        .outOfRange(valid: "one or more of \(DirectionalRectEdge.validNames)"),
        at: edgesCursor.path, value: "[]")
    }
    let constraints = try cursor.required("constraints", in: members).array().map {
      (element) throws(LayoutFileError) in try reader.read(element)
    }
    let condition: TrackedConstraints.Condition = near != nil ? .nearEdge(edges) : .awayFrom(edges)
    guard !guide.trackedConstraints.contains(where: { $0.condition == condition }) else {
      throw LayoutFileError(
        .outOfRange(valid: "one group per edge set; merge the two groups"), at: edgesCursor.path,
        value: "\(edges)")
    }
    if near != nil {
      guide.setConstraints(constraints, activeWhenNearEdge: edges)
    } else {
      guide.setConstraints(constraints, activeWhenAwayFrom: edges)
    }
  }
}
