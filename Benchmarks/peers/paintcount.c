/* Counts what a GTK 4.8 program asks of cairo and the X server while it runs, for
 * `scripts/paint-count.sh` (docs/PERFORMANCE.md): an LD_PRELOAD shim, no change to either program.
 *
 * - Paint surfaces: GTK's X11 cairo context allocates one image surface per rendered frame, as
 *   large as the frame's damaged area (gdk_surface_create_similar_surface → cairo_image_surface_create),
 *   so the sizes of the large images are the sizes of the frames GTK drew. Images of fewer
 *   than 64×64 pixels (textures, glyph caches) are counted apart.
 * - Layout passes: on X11 each window layout pass asks the toplevel its size, which reads the
 *   monitor's geometry (XGetGeometry); the calls count those passes (and a few at start-up).
 *
 * At exit it prints to standard error:
 *   paint-count full F partial P partial_pixels A small S xgetgeometry G
 * where "full" are images of at least 95 % of the largest one seen (the whole window) and A is
 * the pixels of the partial ones together (what the frames drawn over part of the window cost
 * grows with).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct _cairo_surface cairo_surface_t;

#define MAX_SIZES 65536
static long widths[MAX_SIZES], heights[MAX_SIZES];
static long count, small, geometry_calls;

static void report(void) {
  long largest = 0, full = 0, partial = 0, partial_pixels = 0;
  for (long i = 0; i < count; i++)
    if (widths[i] * heights[i] > largest) largest = widths[i] * heights[i];
  for (long i = 0; i < count; i++) {
    if (widths[i] * heights[i] * 100 >= largest * 95) full++;
    else {
      partial++;
      partial_pixels += widths[i] * heights[i];
    }
  }
  fprintf(stderr, "paint-count full %ld partial %ld partial_pixels %ld small %ld xgetgeometry %ld\n", full, partial,
          partial_pixels, small, geometry_calls);
}

static void ensure_report(void) {
  static int registered;
  if (!registered) {
    registered = 1;
    atexit(report);
  }
}

cairo_surface_t *cairo_image_surface_create(int format, int width, int height) {
  static cairo_surface_t *(*real)(int, int, int);
  if (!real) real = (cairo_surface_t * (*)(int, int, int)) dlsym(RTLD_NEXT, "cairo_image_surface_create");
  ensure_report();
  if ((long)width * height >= 64 * 64 && count < MAX_SIZES) {
    widths[count] = width;
    heights[count] = height;
    count++;
  } else {
    small++;
  }
  return real(format, width, height);
}

int XGetGeometry(void *display, unsigned long drawable, unsigned long *root, int *x, int *y, unsigned *width,
                 unsigned *height, unsigned *border, unsigned *depth) {
  static int (*real)(void *, unsigned long, unsigned long *, int *, int *, unsigned *, unsigned *, unsigned *,
                     unsigned *);
  if (!real)
    real = (int (*)(void *, unsigned long, unsigned long *, int *, int *, unsigned *, unsigned *, unsigned *,
                    unsigned *))dlsym(RTLD_NEXT, "XGetGeometry");
  ensure_report();
  geometry_calls++;
  return real(display, drawable, root, x, y, width, height, border, depth);
}
