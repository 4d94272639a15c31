// Counts heap allocations of the kbdock process by defining malloc and friends in the
// executable. On Linux the executable's definitions take precedence over glibc's for every
// shared library (ELF symbol interposition), and they forward to glibc's exported __libc_*
// entry points, so no LD_PRELOAD is needed. glibc has no malloc hooks since 2.34; this is the
// documented alternative ("Replacing malloc" in the glibc manual). Elsewhere nothing is counted.
#include "KbdockAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
// Blocks this thread allocated minus blocks it freed: a thread's own count, so other threads'
// work cannot change it (static TLS: safe in any call, during thread exit too).
static __thread int64_t thread_live_blocks;

static inline void count_one(void) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  thread_live_blocks += 1;
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  void *result = __libc_realloc(pointer, size);
  // A block resized stays one block; realloc of NULL is a new one; glibc frees the block and
  // returns NULL for size 0 ("realloc(3)"), and leaves it allocated when it fails otherwise.
  if (pointer != NULL && (result != NULL || size != 0)) {
    thread_live_blocks -= 1;
  } else if (pointer != NULL) {
    thread_live_blocks -= 2;
  }
  return result;
}

void free(void *pointer) {
  if (pointer != NULL) {
    thread_live_blocks -= 1;
  }
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

int kbdock_allocation_counting_available(void) { return 1; }

uint64_t kbdock_allocation_count(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

int64_t kbdock_thread_live_blocks(void) { return thread_live_blocks; }

#else

int kbdock_allocation_counting_available(void) { return 0; }

uint64_t kbdock_allocation_count(void) { return 0; }

int64_t kbdock_thread_live_blocks(void) { return 0; }

#endif
