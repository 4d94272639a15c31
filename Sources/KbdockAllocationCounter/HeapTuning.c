// glibc's allocator settings for the kbdock process (see HeapTuning.swift in kbdock for why).
// Like the counter, this is linked into the kbdock executable only.
#include "KbdockAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>

int kbdock_keep_freed_heap(int trim_threshold, int top_pad) {
  int trimmed = mallopt(M_TRIM_THRESHOLD, trim_threshold);
  int padded = mallopt(M_TOP_PAD, top_pad);
  return trimmed == 1 && padded == 1;
}
#else
int kbdock_keep_freed_heap(int trim_threshold, int top_pad) {
  (void)trim_threshold;
  (void)top_pad;
  return 0;
}
#endif
