/* No gesture lost: every gesture the host reports is taken by the navigator, kept in what it
 * believes the host shows (`shown` equals the host after every main-actor turn), and the screens
 * the user removed never come back into the state. */
#define CHECK_GESTURES
#include "Navigator.pml"
