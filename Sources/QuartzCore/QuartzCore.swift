// QuartzCore on Linux: the hosted Core Animation clock and display link under Apple's module
// name, for the adapter sources' `import QuartzCore`. It declares nothing of its own.
#if os(Linux)
  @_exported import KeyboardDockHostedQuartzCore
#endif
