// Heap allocation counting for the kbdock executable only (never part of a library product).
#ifndef KBDOCK_ALLOCATION_COUNTER_H
#define KBDOCK_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this build counts allocations (Linux with glibc: malloc is interposed).
int kbdock_allocation_counting_available(void);

/// The number of malloc, calloc, realloc and aligned allocations since the process started.
uint64_t kbdock_allocation_count(void);

/// The blocks the calling thread has allocated (malloc, calloc, realloc of NULL, the aligned
/// allocations) minus those it has freed (free, realloc to 0 bytes), counted since it started;
/// 0 where allocations are not counted. Work confined to one thread that leaves nothing
/// allocated leaves it unchanged, whatever other threads do.
int64_t kbdock_thread_live_blocks(void);

/// Asks glibc to keep up to `trim_threshold` bytes freed at the top of the heap instead of
/// returning them to the kernel, and to grow the heap `top_pad` bytes beyond each request
/// (mallopt M_TRIM_THRESHOLD, M_TOP_PAD). Returns 1 when both were set, 0 elsewhere.
int kbdock_keep_freed_heap(int trim_threshold, int top_pad);

#endif
