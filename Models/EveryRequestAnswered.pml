/* Every request is answered: whoever waits in settle() is resumed (the host settled, or a step
 * was refused or timed out). Checked with weak fairness: spin -search -a -f FILE */
#include "Navigator.pml"
ltl answered { [] (waiting -> <> !waiting) }
