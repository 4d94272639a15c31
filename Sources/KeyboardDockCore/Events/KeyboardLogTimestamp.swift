import Foundation

/// The timestamp at the start of a logged line, as `NSLog` and `os_log` print it.
///
/// The console prefixes every `NSLog` line with the local date and time to the microsecond and
/// the zone offset, then the process name and `[pid:thread]`:
///
/// ```
/// 2024-03-01 10:22:31.123456+0100 MyApp[1234:56789] NSConcreteNotification 0x600000c5c0c0 …
/// ```
///
/// The offset is optional (`Z`, `+0100`, `+01:00` or none) and the separator between date and
/// time may be a space or `T`. Only differences between timestamps matter to a replay, so a
/// timestamp is kept as whole seconds since 1970 plus nanoseconds, and a difference is computed
/// in integers and converted once: 0.000412 s between two lines reads back as `0.000412`, where
/// subtracting two `Double`s of seconds since 1970 would leave rounding noise.
struct KeyboardLogTimestamp: Sendable, Hashable {
  /// Whole seconds since 1970-01-01 00:00 UTC.
  var wholeSeconds: Int
  /// The fraction of a second in nanoseconds, in `0..<1_000_000_000` (digits past the ninth are
  /// dropped).
  var nanoseconds: Int
  /// The timestamp as it was logged (for messages).
  var text: String

  /// Seconds from `earlier` to this timestamp.
  func seconds(since earlier: Self) -> TimeInterval {
    let difference =
      (wholeSeconds - earlier.wholeSeconds) * 1_000_000_000 + (nanoseconds - earlier.nanoseconds)
    return Double(difference) / 1e9
  }

  /// Reads the timestamp that starts `line`, or returns `nil` when the line does not start with
  /// one (leading spaces are skipped).
  ///
  /// - Complexity: O(*n*) in the length of the timestamp.
  init?(line: Substring) {
    var reader = Reader(line.drop(while: { $0 == " " || $0 == "\t" }))
    let start = reader.rest
    guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2),
      reader.skip("-"), let day = reader.digits(2), reader.skip(" ") || reader.skip("T"),
      let hour = reader.digits(2), reader.skip(":"), let minute = reader.digits(2),
      reader.skip(":"), let second = reader.digits(2),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var nanoseconds = 0
    if reader.skip(".") || reader.skip(",") {
      let digits = reader.rest.prefix(while: \.isASCIIDigitCharacter)
      let nine = String(digits.prefix(9)) + String(repeating: "0", count: max(0, 9 - digits.count))
      guard !digits.isEmpty, let value = Int(nine) else { return nil }
      nanoseconds = value
      reader.rest = reader.rest.dropFirst(digits.count)
    }
    var offset = 0
    if reader.skip("Z") {
      offset = 0
    } else if let sign = reader.rest.first, sign == "+" || sign == "-" {
      reader.rest = reader.rest.dropFirst()
      guard let hours = reader.digits(2) else { return nil }
      _ = reader.skip(":")
      guard let minutes = reader.digits(2) else { return nil }
      offset = (sign == "+" ? 1 : -1) * (hours * 3600 + minutes * 60)
    }
    let days = Self.daysSince1970(year: year, month: month, day: day)
    self.wholeSeconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    self.nanoseconds = nanoseconds
    self.text = String(start.prefix(start.count - reader.rest.count))
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  ///
  /// Howard Hinnant's `days_from_civil`, which needs no calendar object and no time zone data.
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// A cursor over the text of a timestamp.
  private struct Reader {
    var rest: Substring

    init(_ text: Substring) { rest = text }

    /// Consumes `character` when it comes next.
    mutating func skip(_ character: Character) -> Bool {
      guard rest.first == character else { return false }
      rest = rest.dropFirst()
      return true
    }

    /// Consumes exactly `count` ASCII digits and returns their value.
    mutating func digits(_ count: Int) -> Int? {
      let digits = rest.prefix(count)
      guard digits.count == count, digits.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
      rest = rest.dropFirst(count)
      return Int(digits)
    }
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
