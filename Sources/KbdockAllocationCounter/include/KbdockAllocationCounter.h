// Heap allocation counting for the kbdock executable only (never part of a library product).
#ifndef KBDOCK_ALLOCATION_COUNTER_H
#define KBDOCK_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this build counts allocations (Linux with glibc: malloc is interposed).
int kbdock_allocation_counting_available(void);

/// The number of malloc, calloc, realloc and aligned allocations since the process started.
uint64_t kbdock_allocation_count(void);

#endif
