#include "MallocCounters.h"
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

size_t waypoint_allocated_bytes(void) {
    // Heap chunks in use, plus the blocks large requests get straight from mmap (which
    // uordblks leaves out): a router's big buffers count like its small ones.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t waypoint_allocated_bytes(void) {
    return 0;
}
#endif
