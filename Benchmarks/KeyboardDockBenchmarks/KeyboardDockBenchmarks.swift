// KeyboardDockBenchmarks: the workloads `kbdock bench` times (solver, layout engine, verifier
// rows, a toolbar layout) and the runner and report that time them, with the peer scripts in
// Benchmarks/peers (kiwisolver) for the ratios. It imports Foundation, `KeyboardDockSolver`,
// `KeyboardDockLayout`, `KeyboardDockCore` and `KeyboardDockSimulator`; it is no product, only
// `kbdock` and its tests use it.
