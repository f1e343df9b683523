/* A diagnostic for docs/PERFORMANCE.md, not part of any build: an LD_PRELOAD shim that keeps
 * one shared-memory image alive for the life of a GTK 4.8 program drawing with the X11 cairo
 * renderer.
 *
 * cairo's X11 backend destroys a MIT-SHM pool as soon as it is empty, so a program that draws one
 * frame at a time maps, zeroes and faults in a fresh segment for every frame. Holding one image
 * (KEEP_POOL pixels square, e.g. 724 = 2 MB, whose pool is large enough for an 800x600 frame)
 * keeps the pool, and each frame reuses its pages. Preloaded into both programs of
 * scripts/bench-peers.sh it shows what each side costs without that shared kernel work:
 *
 *   gcc -O2 -shared -fPIC -o .build-peers/keeppool.so Benchmarks/peers/keeppool.c -ldl
 *   KEEP_POOL=724 LD_PRELOAD=$PWD/.build-peers/keeppool.so GSK_RENDERER=cairo xvfb-run -a \
 *     .build-peers/adwflap-bench --bench-cycles 20
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

typedef struct _cairo_surface cairo_surface_t;

static cairo_surface_t *kept;

cairo_surface_t *cairo_xlib_surface_create(void *display, unsigned long drawable, void *visual, int width,
                                           int height) {
  static cairo_surface_t *(*real)(void *, unsigned long, void *, int, int);
  static cairo_surface_t *(*similar_image)(cairo_surface_t *, int, int, int);
  if (!real) {
    real = (cairo_surface_t * (*)(void *, unsigned long, void *, int, int)) dlsym(RTLD_NEXT, "cairo_xlib_surface_create");
    similar_image = (cairo_surface_t * (*)(cairo_surface_t *, int, int, int)) dlsym(RTLD_NEXT, "cairo_surface_create_similar_image");
  }
  cairo_surface_t *surface = real(display, drawable, visual, width, height);
  const char *side = getenv("KEEP_POOL");
  if (!kept && side && atoi(side) > 0)
    kept = similar_image(surface, 0 /* CAIRO_FORMAT_ARGB32 */, atoi(side), atoi(side)); /* never freed */
  return surface;
}
