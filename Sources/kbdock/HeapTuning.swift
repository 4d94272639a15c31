import KbdockAllocationCounter

/// How `kbdock` asks glibc's allocator to keep memory it has freed, instead of handing it back
/// to the kernel and faulting it in again a moment later.
///
/// By default glibc returns the free space at the top of its heap to the kernel once it exceeds
/// 128 KiB (`M_TRIM_THRESHOLD`), and grows the heap by little more than each request
/// (`M_TOP_PAD`, 128 KiB). A sweep that builds and drops a trial solver per candidate constraint
/// (the deletion filter that names a conflict among inequalities) frees and reallocates tens of
/// megabytes in turn: the heap shrinks with `brk`, grows again, and every new page is zeroed by
/// the kernel. Under `perf record` that was half the run (`exc_page_fault`, `clear_page_erms`,
/// `__do_sys_brk`), with as much system time as user time. Keeping up to 256 MiB free at the
/// top, and growing 16 MiB at a time, leaves it all in the process: the same run spends 0.01 s
/// in the kernel instead of 0.45 s, and its peak resident size is unchanged (memory is kept, not
/// added). A process setting of the command-line tool only; the libraries change nothing.
enum HeapTuning {
  /// The most free memory, in bytes, kept at the top of the heap before any is returned.
  static let trimThreshold: Int32 = 256 << 20
  /// The extra memory, in bytes, the heap grows by beyond each request.
  static let topPad: Int32 = 16 << 20

  /// Applies the settings (glibc only; elsewhere it does nothing).
  ///
  /// - Returns: Whether glibc took both settings.
  @discardableResult
  static func apply() -> Bool {
    kbdock_keep_freed_heap(trimThreshold, topPad) == 1
  }
}
