// App code imports one module: this adapter brings DrawerCore's public types with it (detents,
// configuration, style, events, the engine), so `import DrawerSwiftUI`, `import DrawerUIKit` or
// `import DrawerGTK` alone is enough to name a detent. What only the adapters need in DrawerCore
// is `package` and stays out of sight.
@_exported import DrawerCore
