import Foundation
import KeyboardDockCore
import Testing

/// The trace format: the example round-trips, and every kind of bad trace is refused with a
/// one-line error naming the JSON path and the value.
@Suite("Keyboard trace format")
struct KeyboardTraceTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The example trace's JSON as a mutable object, to break one member at a time.
  static func exampleObject() throws -> [String: Any] {
    let data = try ExampleTrace.make().jsonData()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Decodes `object` and returns the error's message.
  static func error(_ object: Any) throws -> KeyboardTraceError {
    let data = try JSONSerialization.data(withJSONObject: object)
    return try #require(throws: KeyboardTraceError.self) { try KeyboardTrace(json: data) }
  }

  @Test("the committed example is what ExampleTrace.make() produces, and reads back equal")
  func exampleIsReproducible() throws {
    let url = Self.root.appendingPathComponent(ExampleTrace.path)
    let made = ExampleTrace.make()
    if ProcessInfo.processInfo.environment["KBDOCK_WRITE_EXAMPLE_TRACE"] == "1" {
      try made.jsonData().write(to: url)
    }
    let committed = try KeyboardTrace(json: Data(contentsOf: url))
    #expect(committed == made)
    #expect(committed.source == .simulated)
    #expect(committed.version == 1)
    #expect(try KeyboardTrace(json: made.jsonData()) == made)
  }

  @Test("every notification of the example decodes as a KeyboardEvent with its kind and frames")
  func notificationsDecode() throws {
    let notifications = ExampleTrace.make().events.compactMap { event in
      if case .notification(let notification) = event { return notification }
      return nil
    }
    #expect(
      notifications.map(\.kind) == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow,
        .willChangeFrame, .willHide, .didChangeFrame, .didHide,
      ])
    let show = try notifications[1].event()
    #expect(show.endFrame == CGRect(x: 0, y: 476, width: 375, height: 336))
    #expect(show.curve == .keyboard)
    #expect(show.duration == 0.25)
    #expect(show.isLocal == true)
  }

  @Test("a notification without its end frame is refused by the same rules as a live userInfo")
  func notificationWithoutEndFrame() throws {
    let notification = KeyboardTrace.Notification(
      time: 1, kind: .willShow,
      userInfo: [
        KeyboardUserInfoKey.animationDuration: .number(0.25),
        KeyboardUserInfoKey.animationCurve: .number(7),
      ])
    let error = try #require(throws: KeyboardEventError.self) { try notification.event() }
    #expect(error.code == .missingKey)
    #expect(error.key == KeyboardUserInfoKey.frameEnd)
  }

  @Test("no user text: values other than frames, numbers and bools keep only their type's name")
  func unsupportedValuesKeepOnlyTheirType() throws {
    var trace = ExampleTrace.make()
    let value = KeyboardTrace.UserInfoValue.unsupported(type: "NSString")
    trace.events.append(
      .notification(
        KeyboardTrace.Notification(time: 9, kind: .didHide, userInfo: ["SomeKey": value])))
    let text = String(decoding: try trace.jsonData(), as: UTF8.self)
    #expect(text.contains(#"{"SomeKey":{"unsupported":"NSString"}}"#))
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  struct BadTrace: CustomTestStringConvertible, Sendable {
    var label: String
    var expected: String
    var change: @Sendable (inout [String: Any]) -> Void
    var testDescription: String { label }
  }

  static let badTraces: [BadTrace] = [
    BadTrace(
      label: "unknown version", expected: "$.version is 2; this kbdock reads trace versions 1"
    ) {
      $0["version"] = 2
    },
    BadTrace(
      label: "version as text", expected: "$.version is \"1\"; this kbdock reads trace versions 1"
    ) {
      $0["version"] = "1"
    },
    BadTrace(label: "unknown source", expected: "$.source is \"phone\"; valid: device, simulated") {
      $0["source"] = "phone"
    },
    BadTrace(label: "missing frames", expected: "$.frames is missing") {
      $0["frames"] = nil
    },
    BadTrace(
      label: "unknown member",
      expected: "$.comment is not part of the trace format here; valid: version, source, note"
    ) {
      $0["comment"] = "hello"
    },
    BadTrace(
      label: "frames out of order",
      expected: "$.frames[3].time is 0.01, earlier than the one before it (0.033)"
    ) {
      var frames = $0["frames"] as? [[String: Any]] ?? []
      frames[3]["time"] = 0.01
      $0["frames"] = frames
    },
    BadTrace(
      label: "events out of order",
      expected: "$.events[2].time is 0.1, earlier than the one before it (0.5)"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[2]["time"] = 0.1
      $0["events"] = events
    },
    BadTrace(
      label: "negative time",
      expected: "$.frames[0].time is -1; a time is seconds since the recording started, 0 or more"
    ) {
      var frames = $0["frames"] as? [[String: Any]] ?? []
      frames[0]["time"] = -1
      $0["frames"] = frames
    },
    BadTrace(
      label: "rect of three numbers",
      expected:
        "$.frames[40].keyboard is [0, 1, 2]; expected a rect [x, y, width, height] of 4 numbers"
    ) {
      var frames = $0["frames"] as? [[String: Any]] ?? []
      frames[40]["keyboard"] = [0, 1, 2]
      $0["frames"] = frames
    },
    BadTrace(
      label: "negative size",
      expected:
        "$.geometry.window is [0, 0, -375, 812]; a rect's width and height must be 0 or more"
    ) {
      var geometry = $0["geometry"] as? [String: Any] ?? [:]
      geometry["window"] = [0, 0, -375, 812]
      $0["geometry"] = geometry
    },
    BadTrace(label: "time as text", expected: "$.frames[2].time is \"soon\"; expected a number") {
      var frames = $0["frames"] as? [[String: Any]] ?? []
      frames[2]["time"] = "soon"
      $0["frames"] = frames
    },
    BadTrace(
      label: "unknown event type",
      expected: "$.events[0].type is \"tap\"; an event's type is one of notification, hostFrame"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[0]["type"] = "tap"
      $0["events"] = events
    },
    BadTrace(
      label: "unknown notification",
      expected:
        "$.events[2].name is \"UIKeyboardWillWiggleNotification\"; a keyboard notification's raw name"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[2]["name"] = "UIKeyboardWillWiggleNotification"
      $0["events"] = events
    },
    BadTrace(
      label: "userInfo value with two members",
      expected:
        "$.events[2].userInfo.UIKeyboardAnimationDurationUserInfoKey is an object with 2 members; expected an object with exactly one of rect, point, number, bool, unsupported"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      var info = events[2]["userInfo"] as? [String: Any] ?? [:]
      info["UIKeyboardAnimationDurationUserInfoKey"] = ["number": 0.25, "bool": true]
      events[2]["userInfo"] = info
      $0["events"] = events
    },
    BadTrace(
      label: "unknown frame source",
      expected:
        "$.frames[0].keyboardSource is \"guess\"; valid: keyboardHostPresentationLayer, layoutGuidePresentationLayer, layoutGuideLayoutFrame"
    ) {
      var frames = $0["frames"] as? [[String: Any]] ?? []
      frames[0]["keyboardSource"] = "guess"
      $0["frames"] = frames
    },
    BadTrace(
      label: "member of another event type",
      expected: "$.events[0].name is not part of the trace format here; valid: type, time, frame"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[0]["name"] = "UIKeyboardWillShowNotification"
      $0["events"] = events
    },
    BadTrace(
      label: "negative toolbar height",
      expected: "$.events[0].height is -44; a toolbar height in points, from 0 to 1000"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[0] = ["type": "inputAccessory", "time": events[0]["time"] ?? 0, "height": -44]
      $0["events"] = events
    },
    BadTrace(
      label: "cross-fade setting as a number",
      expected: "$.events[0].prefersCrossFadeTransitions"
    ) {
      var events = $0["events"] as? [[String: Any]] ?? []
      events[0] = [
        "type": "crossFadeTransitions", "time": events[0]["time"] ?? 0,
        "prefersCrossFadeTransitions": 3,
      ]
      $0["events"] = events
    },
  ]

  @Test("a bad trace gets one line naming the JSON path and the value", arguments: badTraces)
  func badTraceIsRefused(bad: BadTrace) throws {
    var object = try Self.exampleObject()
    bad.change(&object)
    let error = try Self.error(object)
    let message = error.description
    #expect(message.hasPrefix(bad.expected), "\(message)")
    #expect(!message.contains("\n"))
  }

  @Test("the toolbar height and the cross-fade setting read back as written")
  func settingEventsRoundTrip() throws {
    var trace = ExampleTrace.make()
    let first = trace.events[0].time
    trace.events.insert(
      contentsOf: [
        .inputAccessory(time: first, height: 44),
        .crossFadeTransitions(time: first, isOn: true),
      ], at: 0)
    let read = try KeyboardTrace(json: trace.jsonData())
    #expect(read == trace)
    #expect(read.events.prefix(2).map(\.typeName) == ["inputAccessory", "crossFadeTransitions"])
  }

  @Test("a truncated trace says it was cut off")
  func truncatedTrace() throws {
    let data = try ExampleTrace.make().jsonData()
    let cut = data.prefix(data.count / 2)
    let error = try #require(throws: KeyboardTraceError.self) { try KeyboardTrace(json: cut) }
    guard case .truncated(let unclosed) = error.code else {
      Issue.record("expected truncated, got \(error)")
      return
    }
    #expect(unclosed >= 2)
    #expect(error.description.contains("the trace was cut off"))
  }

  @Test("a file that is not JSON, or empty, is refused without a crash")
  func notJSON() throws {
    for text in ["", "hello", "[1, 2] x", "{\"version\": 1} }"] {
      let error = try #require(throws: KeyboardTraceError.self) {
        try KeyboardTrace(json: Data(text.utf8))
      }
      #expect(error.path == "$", "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("a JSON array is not a trace")
  func arrayIsNotATrace() throws {
    let error = try #require(throws: KeyboardTraceError.self) {
      try KeyboardTrace(json: Data("[1, 2]".utf8))
    }
    #expect(error.description.hasPrefix("$ is [1,2]; expected a JSON object"), "\(error)")
  }

  @Test("a number too large for a double is refused as not finite")
  func nonFiniteNumber() throws {
    var text = String(decoding: try ExampleTrace.make().jsonData(), as: UTF8.self)
    let range = try #require(text.range(of: #""scale":3"#))
    text.replaceSubrange(range, with: #""scale":1e999"#)
    let error = try #require(throws: KeyboardTraceError.self) {
      try KeyboardTrace(json: Data(text.utf8))
    }
    #expect(error.path == "$.geometry.scale", "\(error)")
    #expect(error.description.contains("finite"), "\(error)")
  }
}

/// What the recorder writes for each kind of `userInfo` value.
@Suite("Keyboard trace userInfo recording")
struct KeyboardTraceUserInfoTests {
  @Test("frames, points, numbers and bools are typed as UIKit boxes them")
  func typedValues() throws {
    let rect = CGRect(x: 0, y: 476, width: 375, height: 336)
    let recorded = KeyboardTrace.Notification.recordedUserInfo([
      KeyboardUserInfoKey.frameEnd: NSValue(rect: rect),
      KeyboardUserInfoKey.centerEnd: NSValue(point: CGPoint(x: 187.5, y: 644)),
      KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
      KeyboardUserInfoKey.isLocal: NSNumber(value: true),
    ])
    #expect(recorded[KeyboardUserInfoKey.frameEnd] == .rect(rect))
    #expect(recorded[KeyboardUserInfoKey.centerEnd] == .point(CGPoint(x: 187.5, y: 644)))
    #expect(recorded[KeyboardUserInfoKey.animationDuration] == .number(0.25))
    #expect(recorded[KeyboardUserInfoKey.animationCurve] == .number(7))
    #expect(recorded[KeyboardUserInfoKey.isLocal] == .bool(true))
    let notification = KeyboardTrace.Notification(time: 0, kind: .willShow, userInfo: recorded)
    #expect(try notification.event().endFrame == rect)
  }

  @Test("no user text: a string, data or other object keeps only its type's name")
  func textIsNeverRecorded() throws {
    let secret = "my password is hunter2"
    let recorded = KeyboardTrace.Notification.recordedUserInfo([
      "SomeText": secret, "SomeData": Data(secret.utf8), "SomeArray": [secret],
      "SomeSize": NSValue(size: CGSize(width: 1, height: 2)),
    ])
    for value in recorded.values {
      guard case .unsupported = value else {
        Issue.record("\(value) was recorded with its content")
        continue
      }
    }
    let trace = KeyboardTrace(
      source: .device,
      environment: KeyboardTrace.Environment(
        deviceModel: "test", systemName: "iOS", systemVersion: "17.0",
        userInterfaceIdiom: "phone", locale: "en_US", isReduceMotionEnabled: false,
        maximumFramesPerSecond: 60),
      geometry: KeyboardTrace.Geometry(
        screen: CGRect(x: 0, y: 0, width: 375, height: 812), scale: 3,
        window: CGRect(x: 0, y: 0, width: 375, height: 812), interfaceOrientation: "portrait",
        view: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: .zero),
      events: [
        .notification(KeyboardTrace.Notification(time: 0, kind: .didShow, userInfo: recorded))
      ])
    let text = String(decoding: try trace.jsonData(), as: UTF8.self)
    #expect(!text.contains("hunter2"))
    #expect(!text.contains("aHVudGVyMg"))  // nor base64 of it
  }
}

/// Damaged copies of the example trace: every one is refused with one line, none crashes.
@Suite("Keyboard trace damage")
struct KeyboardTraceDamageTests {
  @Test("every cut of the example is refused with a one-line error")
  func everyCutIsRefused() throws {
    let data = try ExampleTrace.make().jsonData()
    for length in stride(from: 0, to: data.count - 2, by: max(1, data.count / 100)) {
      let error = try #require(throws: KeyboardTraceError.self) {
        try KeyboardTrace(json: data.prefix(length))
      }
      #expect(!error.description.contains("\n"), "\(length): \(error)")
    }
  }

  @Test("single characters replaced anywhere either decode or give a one-line error with a path")
  func replacedCharacters() throws {
    let data = try ExampleTrace.make().jsonData()
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      // A fixed linear congruential sequence: the same damage on every run.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let replacements = Array("0123456789-.eE,:[]{}\"ntfx ".utf8)
    for _ in 0..<100 {
      var damaged = data
      damaged[next() % damaged.count] = replacements[next() % replacements.count]
      do {
        _ = try KeyboardTrace(json: damaged)
      } catch {
        #expect(error.path.hasPrefix("$"), "\(error)")
        #expect(!error.description.contains("\n"), "\(error)")
      }
    }
  }
}
