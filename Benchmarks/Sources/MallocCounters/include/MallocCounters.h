#ifndef MALLOC_COUNTERS_H
#define MALLOC_COUNTERS_H

#include <stddef.h>

/// Bytes currently allocated by malloc in this process (glibc's `mallinfo2().uordblks`), or 0
/// where glibc is not the allocator.
size_t waypoint_allocated_bytes(void);

#endif
