import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// Strict decoding: every object rejects members the format does not define, every number must
// be finite, every rect is `[x, y, width, height]`, and the lists' times never go back. The
// errors are KeyboardTraceError with the JSON path (see KeyboardTrace+JSON.swift).

extension KeyboardTrace: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, source, note, environment, geometry, events, frames
  }

  public init(from decoder: any Decoder) throws {
    typealias Coding = KeyboardTraceCoding
    let container = try Coding.container(decoder, keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    guard Self.supportedVersions.contains(version) else {
      throw KeyboardTraceError(
        .unsupportedVersion(supported: Self.supportedVersions),
        path: Coding.path(container.codingPath + [CodingKeys.version]), value: "\(version)")
    }
    source = try Self.decodeEnum(Source.self, container, .source)
    note = try container.decodeIfPresent(String.self, forKey: .note)
    environment = try container.decode(Environment.self, forKey: .environment)
    geometry = try container.decode(Geometry.self, forKey: .geometry)
    events = try container.decode([Event].self, forKey: .events)
    frames = try container.decode([Frame].self, forKey: .frames)
    try Coding.checkOrder(events.map(\.time), path: "$.events")
    try Coding.checkOrder(frames.map(\.time), path: "$.frames")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(note, forKey: .note)
    try container.encode(environment, forKey: .environment)
    try container.encode(geometry, forKey: .geometry)
    try container.encode(events, forKey: .events)
    try container.encode(frames, forKey: .frames)
  }

  /// A string that must be one of an enumeration's raw values.
  static func decodeEnum<Value: RawRepresentable & CaseIterable, Keys: CodingKey>(
    _ type: Value.Type, _ container: KeyedDecodingContainer<Keys>, _ key: Keys
  ) throws -> Value where Value.RawValue == String {
    let text = try container.decode(String.self, forKey: key)
    guard let value = Value(rawValue: text) else {
      throw KeyboardTraceError(
        .invalid(reason: "valid: " + Value.allCases.map(\.rawValue).joined(separator: ", ")),
        path: KeyboardTraceCoding.path(container.codingPath + [key]),
        value: KeyboardReplayFormat.jsonString(text))
    }
    return value
  }
}

extension KeyboardTrace.Environment: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case deviceModel, systemName, systemVersion, userInterfaceIdiom, locale
    case isReduceMotionEnabled, prefersCrossFadeTransitions, maximumFramesPerSecond
  }

  public init(from decoder: any Decoder) throws {
    let container = try KeyboardTraceCoding.container(decoder, keyedBy: CodingKeys.self)
    deviceModel = try container.decode(String.self, forKey: .deviceModel)
    systemName = try container.decode(String.self, forKey: .systemName)
    systemVersion = try container.decode(String.self, forKey: .systemVersion)
    userInterfaceIdiom = try container.decode(String.self, forKey: .userInterfaceIdiom)
    locale = try container.decode(String.self, forKey: .locale)
    isReduceMotionEnabled = try container.decode(Bool.self, forKey: .isReduceMotionEnabled)
    prefersCrossFadeTransitions = try container.decode(
      Bool.self, forKey: .prefersCrossFadeTransitions)
    maximumFramesPerSecond = try container.decode(Int.self, forKey: .maximumFramesPerSecond)
    guard (1...1000).contains(maximumFramesPerSecond) else {
      throw KeyboardTraceError(
        .invalid(reason: "a display rate is frames per second, such as 60 or 120"),
        path: KeyboardTraceCoding.path(container.codingPath + [CodingKeys.maximumFramesPerSecond]),
        value: "\(maximumFramesPerSecond)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(deviceModel, forKey: .deviceModel)
    try container.encode(systemName, forKey: .systemName)
    try container.encode(systemVersion, forKey: .systemVersion)
    try container.encode(userInterfaceIdiom, forKey: .userInterfaceIdiom)
    try container.encode(locale, forKey: .locale)
    try container.encode(isReduceMotionEnabled, forKey: .isReduceMotionEnabled)
    try container.encode(prefersCrossFadeTransitions, forKey: .prefersCrossFadeTransitions)
    try container.encode(maximumFramesPerSecond, forKey: .maximumFramesPerSecond)
  }
}

extension KeyboardTrace.Geometry: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case screen, scale, window, interfaceOrientation, view, safeArea
  }

  enum InsetKeys: String, CodingKey, CaseIterable {
    case top, left, bottom, right
  }

  public init(from decoder: any Decoder) throws {
    typealias Coding = KeyboardTraceCoding
    let container = try Coding.container(decoder, keyedBy: CodingKeys.self)
    screen = try Coding.rect(container, .screen)
    guard screen.width > 0, screen.height > 0 else {
      throw KeyboardTraceError(
        .invalid(reason: "a screen has a width and height above 0"),
        path: Coding.path(container.codingPath + [CodingKeys.screen]),
        value: KeyboardReplayFormat.jsonRect(screen))
    }
    scale = try Coding.number(container, .scale)
    guard scale > 0 else {
      throw KeyboardTraceError(
        .invalid(reason: "the screen's scale is pixels per point, such as 2 or 3"),
        path: Coding.path(container.codingPath + [CodingKeys.scale]),
        value: KeyboardReplayFormat.number(scale))
    }
    window = try Coding.rect(container, .window)
    interfaceOrientation = try container.decode(String.self, forKey: .interfaceOrientation)
    guard Self.orientations.contains(interfaceOrientation) else {
      throw KeyboardTraceError(
        .invalid(reason: "valid: " + Self.orientations.joined(separator: ", ")),
        path: Coding.path(container.codingPath + [CodingKeys.interfaceOrientation]),
        value: KeyboardReplayFormat.jsonString(interfaceOrientation))
    }
    view = try Coding.rect(container, .view)
    guard container.contains(.safeArea) else {
      throw KeyboardTraceError(
        .missing, path: Coding.path(container.codingPath + [CodingKeys.safeArea]), value: nil)
    }
    let insets = try Coding.container(
      container.superDecoder(forKey: .safeArea), keyedBy: InsetKeys.self)
    var values: [Double] = []
    for key in InsetKeys.allCases {
      let value = try Coding.number(insets, key)
      guard value >= 0 else {
        throw KeyboardTraceError(
          .invalid(reason: "a safe-area inset is 0 or more points"),
          path: Coding.path(insets.codingPath + [key]), value: KeyboardReplayFormat.number(value))
      }
      values.append(value)
    }
    safeArea = LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(KeyboardTraceCoding.numbers(screen), forKey: .screen)
    try container.encode(scale, forKey: .scale)
    try container.encode(KeyboardTraceCoding.numbers(window), forKey: .window)
    try container.encode(interfaceOrientation, forKey: .interfaceOrientation)
    try container.encode(KeyboardTraceCoding.numbers(view), forKey: .view)
    var insets = container.nestedContainer(keyedBy: InsetKeys.self, forKey: .safeArea)
    try insets.encode(Double(safeArea.top), forKey: .top)
    try insets.encode(Double(safeArea.left), forKey: .left)
    try insets.encode(Double(safeArea.bottom), forKey: .bottom)
    try insets.encode(Double(safeArea.right), forKey: .right)
  }
}

extension KeyboardTrace.Frame: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case time, keyboard, keyboardSource, bar
  }

  public init(from decoder: any Decoder) throws {
    typealias Coding = KeyboardTraceCoding
    let container = try Coding.container(decoder, keyedBy: CodingKeys.self)
    time = try Coding.time(container, .time)
    keyboard = try Coding.optionalRect(container, .keyboard)
    keyboardSource = try KeyboardTrace.decodeEnum(Source.self, container, .keyboardSource)
    bar = try Coding.optionalRect(container, .bar)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    // `null` is written, not left out, so every frame shows the same members.
    try container.encode(keyboard.map(KeyboardTraceCoding.numbers), forKey: .keyboard)
    try container.encode(keyboardSource, forKey: .keyboardSource)
    try container.encode(bar.map(KeyboardTraceCoding.numbers), forKey: .bar)
  }
}

extension KeyboardTrace.Event: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, time, name, userInfo, frame, source, className, geometry
    case prefersCrossFadeTransitions, height, isActive, fingerY
  }

  /// The members each `type` has, besides `type`.
  static let members: [String: [CodingKeys]] = [
    "notification": [.time, .name, .userInfo],
    "hostFrame": [.time, .frame, .source],
    "layoutGuide": [.time, .frame],
    "firstResponder": [.time, .className],
    "geometry": [.time, .geometry],
    "crossFadeTransitions": [.time, .prefersCrossFadeTransitions],
    "inputAccessory": [.time, .height],
    "dragGesture": [.time, .isActive, .fingerY],
  ]

  public init(from decoder: any Decoder) throws {
    typealias Coding = KeyboardTraceCoding
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    guard let members = Self.members[type] else {
      throw KeyboardTraceError(
        .invalid(reason: "an event's type is one of " + Self.typeNames.joined(separator: ", ")),
        path: Coding.path(container.codingPath + [CodingKeys.type]),
        value: KeyboardReplayFormat.jsonString(type))
    }
    let valid = ["type"] + members.map(\.stringValue)
    let all = try decoder.container(keyedBy: Coding.AnyKey.self)
    for key in all.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !valid.contains(key.stringValue) {
      throw KeyboardTraceError(
        .unknownKey(valid: valid), path: Coding.path(all.codingPath + [key]), value: nil)
    }
    let time = try Coding.time(container, .time)
    switch type {
    case "notification":
      let name = try container.decode(String.self, forKey: .name)
      guard let kind = KeyboardEvent.Kind(notificationName: name), kind.notificationName == name
      else {
        throw KeyboardTraceError(
          .invalid(
            reason: "a keyboard notification's raw name, one of "
              + KeyboardEvent.Kind.allCases.map(\.notificationName).joined(separator: ", ")),
          path: Coding.path(container.codingPath + [CodingKeys.name]),
          value: KeyboardReplayFormat.jsonString(name))
      }
      let userInfo = try container.decode(
        [String: KeyboardTrace.UserInfoValue].self, forKey: .userInfo)
      self = .notification(KeyboardTrace.Notification(time: time, kind: kind, userInfo: userInfo))
    case "hostFrame":
      self = .hostFrame(
        time: time, frame: try Coding.rect(container, .frame),
        source: try KeyboardTrace.decodeEnum(KeyboardFrameSource.self, container, .source))
    case "layoutGuide":
      self = .layoutGuide(time: time, frame: try Coding.rect(container, .frame))
    case "firstResponder":
      // Present and `null` when no view is first responder: a missing member is an error.
      guard container.contains(.className) else {
        throw KeyboardTraceError(
          .missing, path: Coding.path(container.codingPath + [CodingKeys.className]), value: nil)
      }
      self = .firstResponder(
        time: time, className: try container.decodeIfPresent(String.self, forKey: .className))
    case "crossFadeTransitions":
      self = .crossFadeTransitions(
        time: time, isOn: try container.decode(Bool.self, forKey: .prefersCrossFadeTransitions))
    case "dragGesture":
      // The finger's location is optional: traces before it, and recorders that do not know it.
      let fingerY = try container.decodeIfPresent(Double.self, forKey: .fingerY)
      if let fingerY, !fingerY.isFinite || abs(fingerY) > 1_000_000 {
        throw KeyboardTraceError(
          .invalid(reason: "the finger's y in screen points, finite, within ±1,000,000"),
          path: Coding.path(container.codingPath + [CodingKeys.fingerY]),
          value: KeyboardReplayFormat.number(fingerY))
      }
      self = .dragGesture(
        time: time, isActive: try container.decode(Bool.self, forKey: .isActive),
        fingerY: fingerY.map { CGFloat($0) })
    case "inputAccessory":
      let height = try container.decode(Double.self, forKey: .height)
      guard height.isFinite, height >= 0, height <= 1000 else {
        throw KeyboardTraceError(
          .invalid(reason: "a toolbar height in points, from 0 to 1000"),
          path: Coding.path(container.codingPath + [CodingKeys.height]),
          value: KeyboardReplayFormat.number(height))
      }
      self = .inputAccessory(time: time, height: CGFloat(height))
    default:
      self = .geometry(
        time: time, try container.decode(KeyboardTrace.Geometry.self, forKey: .geometry))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(typeName, forKey: .type)
    try container.encode(time, forKey: .time)
    switch self {
    case .notification(let notification):
      try container.encode(notification.kind.notificationName, forKey: .name)
      try container.encode(notification.userInfo, forKey: .userInfo)
    case .hostFrame(_, let frame, let source):
      try container.encode(KeyboardTraceCoding.numbers(frame), forKey: .frame)
      try container.encode(source.rawValue, forKey: .source)
    case .layoutGuide(_, let frame):
      try container.encode(KeyboardTraceCoding.numbers(frame), forKey: .frame)
    case .firstResponder(_, let className):
      try container.encode(className, forKey: .className)
    case .geometry(_, let geometry):
      try container.encode(geometry, forKey: .geometry)
    case .crossFadeTransitions(_, let isOn):
      try container.encode(isOn, forKey: .prefersCrossFadeTransitions)
    case .inputAccessory(_, let height):
      try container.encode(Double(height), forKey: .height)
    case .dragGesture(_, let isActive, let fingerY):
      try container.encode(isActive, forKey: .isActive)
      try container.encodeIfPresent(fingerY.map(Double.init), forKey: .fingerY)
    }
  }
}

extension KeyboardTrace.UserInfoValue: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case rect, point, number, bool, unsupported
  }

  public init(from decoder: any Decoder) throws {
    typealias Coding = KeyboardTraceCoding
    let container = try Coding.container(decoder, keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw KeyboardTraceError(
        .wrongType(
          expected: "an object with exactly one of " + Self.memberNames.joined(separator: ", ")),
        path: Coding.path(container.codingPath),
        value: "an object with \(container.allKeys.count) members")
    }
    switch key {
    case .rect:
      self = .rect(try Coding.rect(container, .rect))
    case .point:
      let numbers = try container.decode([Double].self, forKey: .point)
      let path = Coding.path(container.codingPath + [CodingKeys.point])
      guard numbers.count == 2 else {
        throw KeyboardTraceError(
          .wrongType(expected: "a point [x, y] of 2 numbers"), path: path,
          value: "[" + numbers.map(KeyboardReplayFormat.number).joined(separator: ", ") + "]")
      }
      guard numbers.allSatisfy(\.isFinite) else {
        throw KeyboardTraceError(.nonFinite, path: path, value: "\(numbers)")
      }
      self = .point(CGPoint(x: numbers[0], y: numbers[1]))
    case .number:
      self = .number(try Coding.number(container, .number))
    case .bool:
      self = .bool(try container.decode(Bool.self, forKey: .bool))
    case .unsupported:
      self = .unsupported(type: try container.decode(String.self, forKey: .unsupported))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .rect(let rect):
      try container.encode(KeyboardTraceCoding.numbers(rect), forKey: .rect)
    case .point(let point):
      try container.encode([Double(point.x), Double(point.y)], forKey: .point)
    case .number(let number):
      try container.encode(number, forKey: .number)
    case .bool(let bool):
      try container.encode(bool, forKey: .bool)
    case .unsupported(let type):
      try container.encode(type, forKey: .unsupported)
    }
  }
}
