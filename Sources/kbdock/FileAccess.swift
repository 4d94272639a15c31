import Foundation

/// Reads input files and prepares output directories, describing failures in words.
///
/// Foundation's file errors print as "The file doesn't exist." or "(NSCocoaErrorDomain error
/// 512.)"; these calls go to the system directly so a failure says what could not be done, the
/// path, and why: permission denied, not a directory, no such directory.
enum FileAccess {
  /// Reads the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file's path, as the user gave it.
  ///   - what: What the file is, for the message: "layout file", "log".
  /// - Throws: ``CommandFailure`` of kind `io`, such as
  ///   `cannot read the layout file x.json: no such file`.
  static func read(_ path: String, what: String, hint: String) throws(CommandFailure) -> Data {
    if isDirectory(path) {
      throw CommandFailure(
        .io, "cannot read the \(what) \(path): it is a directory, not a file", hint: hint)
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CommandFailure(
        .io, "cannot read the \(what) \(path): \(reason(errno, path: path))", hint: hint)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      guard count >= 0 else {
        throw CommandFailure(
          .io, "cannot read the \(what) \(path): \(reason(errno, path: path))", hint: hint)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Creates `path` and its missing parents, then checks a file can be created in it.
  ///
  /// - Throws: ``CommandFailure`` of kind `io` naming the part of the path that failed, such as
  ///   `cannot create the report directory out/r: out is a file, not a directory`.
  static func prepareDirectory(_ path: String, what: String, hint: String) throws(CommandFailure) {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var current = ""
    for component in absolute.split(separator: "/") {
      current += "/\(component)"
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
        guard isFolder.boolValue else {
          throw CommandFailure(
            .io,
            "cannot create the \(what) \(path): \(shown(current, in: path)) is a file, "
              + "not a directory", hint: hint)
        }
        continue
      }
      guard mkdir(current, 0o755) == 0 || errno == EEXIST else {
        let why =
          errno == ENOENT
          ? "\(shown(parent(of: current), in: path)) does not accept new directories"
          : reason(errno, path: current)
        throw CommandFailure(.io, "cannot create the \(what) \(path): \(why)", hint: hint)
      }
    }
    let probe = (absolute as NSString).appendingPathComponent(
      ".kbdock-write-test-\(getpid())")
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw CommandFailure(
        .io, "cannot write in the \(what) \(path): \(reason(errno, path: probe))", hint: hint)
    }
    close(descriptor)
    unlink(probe)
  }

  /// Writes `data` to `path`, replacing the file.
  static func write(_ data: Data, to path: String, what: String, hint: String)
    throws(CommandFailure)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw openFailure(errno, path: path, what: what, hint: hint) }
    defer { close(descriptor) }
    let written = data.withUnsafeBytes { buffer -> Int in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        guard count > 0 else { return -1 }
        offset += count
      }
      return offset
    }
    guard written == data.count else {
      throw CommandFailure(
        .io, "cannot write the \(what) \(path): \(reason(errno, path: path))", hint: hint)
    }
  }

  /// Checks that a file can be written at `path`, leaving no file behind that was not there.
  ///
  /// - Throws: ``CommandFailure`` of kind `io`, such as
  ///   `cannot write the trace /proc/run.json: /proc does not accept new files`.
  static func checkWritable(_ path: String, what: String, hint: String) throws(CommandFailure) {
    if isDirectory(path) {
      throw CommandFailure(
        .io, "cannot write the \(what) \(path): it is a directory, not a file", hint: hint)
    }
    let existed = access(path, F_OK) == 0
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw openFailure(errno, path: path, what: what, hint: hint) }
    close(descriptor)
    if !existed { unlink(path) }
  }

  /// Why a file could not be opened for writing, in words.
  private static func openFailure(_ number: Int32, path: String, what: String, hint: String)
    -> CommandFailure
  {
    let folder = parent(of: path)
    // ENOENT in a folder that exists: the file system refuses new files there (/proc).
    let why =
      number == ENOENT && isDirectory(folder.isEmpty ? "." : folder)
      ? "\(folder.isEmpty ? "the current directory" : folder) does not accept new files"
      : reason(number, path: path)
    return CommandFailure(.io, "cannot write the \(what) \(path): \(why)", hint: hint)
  }

  /// Whether a directory is at `path`.
  static func isDirectory(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// A system error number in words, for a file at `path`.
  static func reason(_ number: Int32, path: String) -> String {
    switch number {
    case ENOENT:
      let folder = parent(of: path)
      return folder.isEmpty || isDirectory(folder) ? "no such file" : "no such directory \(folder)"
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR: return "a part of the path is a file, not a directory"
    case EISDIR: return "it is a directory, not a file"
    case EROFS: return "the file system is read-only"
    case ENOSPC: return "no space left on the device"
    case ENAMETOOLONG: return "the name is too long"
    default: return String(cString: strerror(number)).lowercased()
    }
  }

  private static func parent(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  /// `absolute` as the user would recognise it: relative to the current folder when `given` was.
  private static func shown(_ absolute: String, in given: String) -> String {
    guard !given.hasPrefix("/") else { return absolute }
    let folder = FileManager.default.currentDirectoryPath
    return absolute.hasPrefix(folder + "/")
      ? String(absolute.dropFirst(folder.count + 1)) : absolute
  }
}
