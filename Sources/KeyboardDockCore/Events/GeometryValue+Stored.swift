#if !canImport(Darwin)
  @_spi(Reflection) import Swift
  import Foundation

  /// Reads which struct a swift-corelibs-foundation (Linux) geometry `NSValue` stores, without
  /// `objCType` (which leaks there; ``GeometryValue`` says why) and without `Mirror`, which
  /// costs about a microsecond per read and runs five times in every keyboard notification.
  ///
  /// swift-corelibs-foundation boxes `CGRect`, `CGPoint`, `CGSize`, `NSRange` and `NSEdgeInsets`
  /// in one class (`NSSpecialValue`) whose single stored property is an existential holding the
  /// struct
  /// (https://github.com/swiftlang/swift-corelibs-foundation/blob/main/Sources/Foundation/NSSpecialValue.swift).
  /// An existential's container is three words of value buffer, then the stored type's metadata,
  /// then its witness tables ("Existential Container Layout", Swift's ABI document
  /// https://github.com/swiftlang/swift/blob/main/docs/ABI/TypeLayout.rst). The reader finds the
  /// property's offset through the runtime's field reflection (the data `Mirror` reads), reads
  /// the metadata word there, and copies the struct out with `getValue(_:)` only when it is
  /// exactly the type asked for. It checks itself on values it boxes before it is used; when
  /// anything in that layout differs, ``shared`` is `nil` and every read goes through `Mirror`.
  struct StoredGeometryReader: Sendable {
    /// The class Linux Foundation boxes geometry in.
    let boxClass: ObjectIdentifier
    /// Where, in an instance of ``boxClass``, the stored struct's type metadata is.
    let metadataOffset: Int

    /// The reader for this process's Foundation, or `nil` when its layout is not the one above.
    static let shared: StoredGeometryReader? = make()

    /// The `T` stored in `value`, or `nil` when the reader cannot tell (`value` is not one of
    /// Foundation's geometry boxes) or `value` holds another type; the caller then asks `Mirror`.
    func stored<T>(_ type: T.Type, in value: NSValue) -> T? {
      guard storedType(of: value) == T.self else { return nil }
      return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        guard let address = buffer.baseAddress else { return nil }
        // The value holds exactly a `T`: `getValue(_:)` writes `MemoryLayout<T>.size` bytes.
        value.getValue(address)
        return address.move()
      }
    }

    /// The type of the struct `value` stores, or `nil` when `value` is not a geometry box.
    func storedType(of value: NSValue) -> Any.Type? {
      guard ObjectIdentifier(Swift.type(of: value)) == boxClass else { return nil }
      let metadata = withExtendedLifetime(value) {
        Unmanaged.passUnretained(value).toOpaque().load(
          fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self)
      }
      return metadata.map { unsafeBitCast($0, to: Any.Type.self) }
    }

    /// Finds the box class and its stored property, then checks the reader on known values.
    private static func make() -> StoredGeometryReader? {
      let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
      let point = CGPoint(x: 5, y: 6)
      let rectBox = GeometryValue.value(rect)
      let pointBox = GeometryValue.value(point)
      let boxType: AnyClass = Swift.type(of: rectBox)
      guard Swift.type(of: pointBox) == boxType else { return nil }
      var fields: [(offset: Int, size: Int, isExistential: Bool)] = []
      // `.classType`, spelled by its value: the standard library declares the option as a
      // `static var`, which strict concurrency refuses to read.
      let classType = _EachFieldOptions(rawValue: 1 << 0)
      let complete = _forEachField(of: boxType, options: classType) { _, offset, type, kind in
        fields.append((offset, size(of: type), kind == .existential))
        return true
      }
      // One property, an existential with one witness table: buffer, metadata, witness table.
      let word = MemoryLayout<UnsafeRawPointer>.size
      guard complete, fields.count == 1, fields[0].isExistential, fields[0].size == 5 * word
      else { return nil }
      let reader = StoredGeometryReader(
        boxClass: ObjectIdentifier(boxType), metadataOffset: fields[0].offset + 3 * word)
      guard reader.storedType(of: rectBox) == CGRect.self,
        reader.storedType(of: pointBox) == CGPoint.self,
        reader.stored(CGRect.self, in: rectBox) == rect,
        reader.stored(CGPoint.self, in: pointBox) == point,
        reader.stored(CGRect.self, in: pointBox) == nil
      else { return nil }
      return reader
    }

    private static func size(of type: Any.Type) -> Int {
      func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
      return size(type)
    }
  }
#endif
