/* LD_PRELOAD shim for profiling frames under valgrind: slows CLOCK_MONOTONIC down by the factor
 * in SLOWCLOCK_FACTOR (default 20) from the first call on, so that animations driven by the
 * frame clock (DrawerKit's springs, libadwaita's) take as many frames under valgrind, which runs
 * code some 20-50 times slower, as they do at full speed. Used by scripts/callgrind-frames.sh;
 * both sides of the comparison get the same clock. Other clocks are untouched. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long long start_ns = -1;
static double factor = 0;

static long long now_ns(clockid_t clock) {
  struct timespec ts;
  syscall(SYS_clock_gettime, clock, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
  if (clock != CLOCK_MONOTONIC)
    return (int)syscall(SYS_clock_gettime, clock, ts);
  if (factor == 0) {
    const char *text = getenv("SLOWCLOCK_FACTOR");
    factor = text ? atof(text) : 20;
    if (factor < 1) factor = 1;
  }
  long long real = now_ns(CLOCK_MONOTONIC);
  if (start_ns < 0) start_ns = real;
  long long slowed = start_ns + (long long)((real - start_ns) / factor);
  ts->tv_sec = slowed / 1000000000LL;
  ts->tv_nsec = slowed % 1000000000LL;
  return 0;
}
