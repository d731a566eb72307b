// shim.h: epoll(7) for LineServer. Swift's Glibc module leaves out <sys/epoll.h>; its functions,
// constants and the (packed) epoll_event come from the header itself here. Nothing to link.
#ifndef ANIMSET_CEPOLL_SHIM_H
#define ANIMSET_CEPOLL_SHIM_H

#include <sys/epoll.h>

#endif
