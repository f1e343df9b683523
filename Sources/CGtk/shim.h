// CGtk: imports GTK 4 (and the cairo, GLib, GObject, GDK and GSK it brings) into Swift.
//
// Swift cannot import C macros that expand to casts or calls (G_CALLBACK, g_signal_connect,
// TRUE), nor call variadic functions (g_object_set). The small static inline helpers below
// stand in for exactly the ones DrawerGTK uses; everything else is imported from GTK directly.
// Keep them tiny: logic belongs in Swift.
#ifndef DRAWERKIT_CGTK_SHIM_H
#define DRAWERKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <cairo.h>
#include <malloc.h>

// MARK: - Signal connection, one typed entry point per handler shape
//
// Each typedef is the exact C signature GLib calls for a signal, user data last. The helper
// casts it with G_CALLBACK and connects it with g_signal_connect_data, so Swift never has to
// bit-cast function pointers.

/// (instance, user_data): "clicked", "value-changed", "activate", "scroll-begin", ...
typedef void (*CGtkVoidHandler)(gpointer instance, gpointer user_data);
/// (instance, user_data) -> gboolean: "close-request", ...
typedef gboolean (*CGtkBoolHandler)(gpointer instance, gpointer user_data);
/// (instance, GParamSpec*, user_data): "notify::<property>".
typedef void (*CGtkNotifyHandler)(gpointer instance, GParamSpec *pspec, gpointer user_data);
/// (instance, double, double, user_data): GtkGestureDrag "drag-begin/update/end", "decelerate", "swipe".
typedef void (*CGtkPointHandler)(gpointer instance, gdouble x, gdouble y, gpointer user_data);
/// (instance, double, double, user_data) -> gboolean: GtkEventControllerScroll "scroll".
typedef gboolean (*CGtkScrollHandler)(gpointer instance, gdouble dx, gdouble dy, gpointer user_data);
/// (instance, keyval, keycode, state, user_data) -> gboolean: GtkEventControllerKey "key-pressed".
typedef gboolean (*CGtkKeyHandler)(gpointer instance, guint keyval, guint keycode,
                                   GdkModifierType state, gpointer user_data);
/// (overlay, widget, GdkRectangle*, user_data) -> gboolean: GtkOverlay "get-child-position".
typedef gboolean (*CGtkChildPositionHandler)(gpointer overlay, GtkWidget *widget,
                                             GdkRectangle *allocation, gpointer user_data);
/// (action, GVariant *parameter, user_data): GSimpleAction "activate".
typedef void (*CGtkActionHandler)(gpointer action, GVariant *parameter, gpointer user_data);
/// (instance, GdkEventSequence*, user_data): GtkGesture "cancel".
typedef void (*CGtkSequenceHandler)(gpointer instance, GdkEventSequence *sequence, gpointer user_data);
/// (instance, n_press, x, y, user_data): GtkGestureClick "pressed" / "released".
typedef void (*CGtkPressHandler)(gpointer instance, gint n_press, gdouble x, gdouble y,
                                 gpointer user_data);

#define CGTK_DEFINE_CONNECT(NAME, TYPE)                                                    \
    static inline gulong NAME(gpointer instance, const char *signal, TYPE handler,          \
                              gpointer data, GClosureNotify destroy, gboolean after) {      \
        return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy,  \
                                     after ? G_CONNECT_AFTER : (GConnectFlags)0);           \
    }

CGTK_DEFINE_CONNECT(cgtk_connect_void, CGtkVoidHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_bool, CGtkBoolHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_notify, CGtkNotifyHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_point, CGtkPointHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_scroll, CGtkScrollHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_key, CGtkKeyHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_child_position, CGtkChildPositionHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_press, CGtkPressHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_action, CGtkActionHandler)
CGTK_DEFINE_CONNECT(cgtk_connect_sequence, CGtkSequenceHandler)

#undef CGTK_DEFINE_CONNECT

// MARK: - Variadic g_object_set, one property at a time

static inline void cgtk_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_int(gpointer object, const char *property, gint value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_double(gpointer object, const char *property, gdouble value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

// MARK: - Version-dependent API (keeps Swift free of deprecation warnings on newer GTK)

/// Loads CSS text into a provider: gtk_css_provider_load_from_string on GTK >= 4.12,
/// gtk_css_provider_load_from_data before (deprecated in 4.12).
static inline void cgtk_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// Adds a style provider for the default display; returns FALSE when there is no display.
static inline gboolean cgtk_add_provider_for_default_display(GtkStyleProvider *provider,
                                                              guint priority) {
    GdkDisplay *display = gdk_display_get_default();
    if (display == NULL) return FALSE;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_add_provider_for_display(display, provider, priority);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return TRUE;
}

/// Removes a style provider from the default display.
static inline void cgtk_remove_provider_for_default_display(GtkStyleProvider *provider) {
    GdkDisplay *display = gdk_display_get_default();
    if (display == NULL) return;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_remove_provider_for_display(display, provider);
    G_GNUC_END_IGNORE_DEPRECATIONS
}


// MARK: - Accessibility (gtk_accessible_update_property is variadic)

/// Sets GTK_ACCESSIBLE_PROPERTY_LABEL.
static inline void cgtk_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
/// Sets GTK_ACCESSIBLE_PROPERTY_DESCRIPTION.
static inline void cgtk_accessible_set_description(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
/// Sets GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT.
static inline void cgtk_accessible_set_value_text(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// A GtkBox with a given accessible role ("accessible-role" is construct-only).
static inline GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL));
}

// MARK: - Constants that are macros Swift cannot import

/// GTK_STYLE_PROVIDER_PRIORITY_APPLICATION.
static inline guint cgtk_style_priority_application(void) {
    return GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
}

/// GDK_CURRENT_TIME.
static inline guint32 cgtk_current_time(void) { return GDK_CURRENT_TIME; }

// MARK: - The C library's allocator

/// Returns the free pages of glibc's heaps to the system (malloc_trim(0), which Swift's Glibc
/// module does not import); 1 if any memory was released, 0 if none or off glibc.
/// See DrawerIdleHeapRelease.
static inline int cgtk_release_free_heap_pages(void) {
#ifdef __GLIBC__
    return malloc_trim(0);
#else
    return 0;
#endif
}

/// Bytes of the main heap's and other arenas' blocks in use (mallinfo2's uordblks) and free
/// (fordblks): the live data and the room between it, which resident memory cannot tell apart.
/// Both 0 off glibc. For the storm's memory figures (issue 26).
static inline void cgtk_heap_usage(size_t *inUse, size_t *free) {
#ifdef __GLIBC__
    struct mallinfo2 info = mallinfo2();
    *inUse = info.uordblks;
    *free = info.fordblks;
#else
    *inUse = 0;
    *free = 0;
#endif
}

/// Bytes of the blocks glibc mapped on their own (mallinfo2's hblkhd: blocks above the mmap
/// threshold). Not counted in cgtk_heap_usage's in-use figure, and the threshold moves: glibc
/// raises it to the size of each large block freed, so the same live image is mapped early in a
/// run and on the heap later. Their sum is what the process holds (issue 36). 0 off glibc.
static inline size_t cgtk_heap_mapped(void) {
#ifdef __GLIBC__
    return mallinfo2().hblkhd;
#else
    return 0;
#endif
}

#endif
