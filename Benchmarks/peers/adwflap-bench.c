/* AdwFlap frame-cost benchmark: the peer side of `make bench-peers`.
 *
 * Opens an 800x600 window whose AdwFlap (fold policy "always") holds a 200-row list, then opens
 * and closes the flap N times with adw_flap_set_reveal_flap() from a frame-clock tick callback,
 * letting libadwaita's own spring animate each reveal. It prints one line,
 *     frames F cpu_s S cpu_per_frame_us U
 * where F counts frames in which the flap moved (its reveal progress changed) and S is the
 * process CPU time (user + system, getrusage) from the first reveal to the end of the last.
 * drawer-gallery --bench-cycles N prints the same line for DrawerKit's navigation drawer.
 *
 * The widgets mirror the gallery's navigation demo (Sources/DrawerGallery/Demos/NavigationDemo.swift)
 * so both sides draw the same thing: a 280 px wide flap with a "Mail" title over a 200-row list
 * (rows padded 10px 16px), over a canvas with a title, a wrapped label, a button and a toggle.
 * A second line, "spring damping_ratio D mass M stiffness K", names the flap's spring.
 */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

typedef struct {
  AdwFlap *flap;
  int cycles_wanted;
  int transitions_done; /* each open or close is one transition; a cycle is two */
  int warmup_frames;
  gboolean started;
  double last_progress;
  long moved_frames;
  double cpu_start;
  GtkWindow *window;
} Bench;

static double process_cpu_seconds(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
  Bench *bench = data;
  (void)widget;
  (void)clock;
  if (bench->warmup_frames > 0) { /* let the window map and lay out first */
    bench->warmup_frames--;
    return G_SOURCE_CONTINUE;
  }
  double progress = adw_flap_get_reveal_progress(bench->flap);
  if (!bench->started) {
    bench->started = TRUE;
    bench->cpu_start = process_cpu_seconds();
    bench->last_progress = progress;
    adw_flap_set_reveal_flap(bench->flap, TRUE);
    return G_SOURCE_CONTINUE;
  }
  if (progress != bench->last_progress) {
    bench->moved_frames++;
    bench->last_progress = progress;
    return G_SOURCE_CONTINUE;
  }
  gboolean revealed = adw_flap_get_reveal_flap(bench->flap);
  double target = revealed ? 1.0 : 0.0;
  if (progress != target)
    return G_SOURCE_CONTINUE; /* the animation has not started moving yet */
  bench->transitions_done++;
  if (bench->transitions_done >= 2 * bench->cycles_wanted) {
    double cpu = process_cpu_seconds() - bench->cpu_start;
    long frames = bench->moved_frames > 0 ? bench->moved_frames : 1;
    printf("frames %ld cpu_s %.6f cpu_per_frame_us %.2f\n", bench->moved_frames, cpu, cpu / frames * 1e6);
    AdwSpringParams *spring = adw_flap_get_reveal_params(bench->flap);
    printf("spring damping_ratio %g mass %g stiffness %g\n", adw_spring_params_get_damping_ratio(spring),
           adw_spring_params_get_mass(spring), adw_spring_params_get_stiffness(spring));
    fflush(stdout);
    gtk_window_destroy(bench->window);
    return G_SOURCE_REMOVE;
  }
  adw_flap_set_reveal_flap(bench->flap, !revealed);
  return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *app, gpointer data) {
  Bench *bench = data;
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
  bench->window = GTK_WINDOW(window);

  GtkWidget *flap = adw_flap_new();
  adw_flap_set_fold_policy(ADW_FLAP(flap), ADW_FLAP_FOLD_POLICY_ALWAYS);
  adw_flap_set_reveal_flap(ADW_FLAP(flap), FALSE);
  bench->flap = ADW_FLAP(flap);

  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css,
      ".bench-canvas { background: #e9eef6; }\n"
      ".bench-title { font-size: 20px; font-weight: bold; }\n"
      ".bench-row { padding: 10px 16px; }\n"
      ".bench-list { background: transparent; }\n"
      ".bench-flap { background: #ffffff; }\n", -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  GtkWidget *list = gtk_list_box_new();
  gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class(list, "bench-list");
  for (int row = 0; row < 200; row++) {
    char text[32];
    snprintf(text, sizeof text, "Folder %d", row + 1);
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_widget_add_css_class(label, "bench-row");
    gtk_list_box_append(GTK_LIST_BOX(list), label);
  }
  GtkWidget *scroller = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
  gtk_widget_set_vexpand(scroller, TRUE);
  GtkWidget *title = gtk_label_new("Mail");
  gtk_label_set_xalign(GTK_LABEL(title), 0);
  gtk_widget_add_css_class(title, "bench-title");
  gtk_widget_set_margin_top(title, 12);
  gtk_widget_set_margin_bottom(title, 12);
  gtk_widget_set_margin_start(title, 12);
  gtk_widget_set_margin_end(title, 12);
  GtkWidget *panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append(GTK_BOX(panel), title);
  gtk_box_append(GTK_BOX(panel), scroller);
  gtk_widget_set_size_request(panel, 280, -1); /* the navigation demo's "open" detent */
  gtk_widget_add_css_class(panel, "bench-flap");
  adw_flap_set_flap(ADW_FLAP(flap), panel);

  GtkWidget *canvas = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top(canvas, 16);
  gtk_widget_set_margin_bottom(canvas, 16);
  gtk_widget_set_margin_start(canvas, 16);
  gtk_widget_set_margin_end(canvas, 16);
  GtkWidget *heading = gtk_label_new("Inbox");
  gtk_label_set_xalign(GTK_LABEL(heading), 0);
  gtk_widget_add_css_class(heading, "bench-title");
  GtkWidget *hint = gtk_label_new("Swipe from the leading edge to open the menu.");
  gtk_label_set_xalign(GTK_LABEL(hint), 0);
  gtk_label_set_wrap(GTK_LABEL(hint), TRUE);
  gtk_box_append(GTK_BOX(canvas), heading);
  gtk_box_append(GTK_BOX(canvas), hint);
  gtk_box_append(GTK_BOX(canvas), gtk_button_new_with_label("Open menu"));
  gtk_box_append(GTK_BOX(canvas), gtk_toggle_button_new_with_label("Right-to-left"));
  GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class(page, "bench-canvas");
  gtk_box_append(GTK_BOX(page), canvas);
  adw_flap_set_content(ADW_FLAP(flap), page);

  gtk_window_set_child(GTK_WINDOW(window), flap);
  gtk_widget_add_tick_callback(flap, on_tick, bench, NULL);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  Bench bench = {.cycles_wanted = 20, .warmup_frames = 10};
  for (int i = 1; i + 1 < argc; i++)
    if (g_str_equal(argv[i], "--bench-cycles")) bench.cycles_wanted = atoi(argv[i + 1]);
  if (bench.cycles_wanted < 1) bench.cycles_wanted = 1;
  adw_init();
  AdwApplication *app = adw_application_new("org.drawerkit.AdwFlapBench", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), &bench);
  char *plain_argv[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(app), 1, plain_argv);
  g_object_unref(app);
  return status;
}
