/* No deadlock: every run ends with the app past its last settle() and the user, host and timer
 * idle (no invalid end state); the diff's law holds for every planned step (assertions). */
#include "Navigator.pml"
