/* Whenever the queue is empty (settled: idle, and the host shows the target as far as the
 * navigator knows), the host really shows the navigator's state. */
#define CHECK_SETTLED
#include "Navigator.pml"
