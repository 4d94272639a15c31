// KeyboardDockSimulator: runs the app side against the simulated iOS and measures it. It owns
// `Scenarios/` (the scenario formats 1 and 2, the built-in scenarios, a run's timeline and the
// simulated app's state), `Strategies/` (each docking technique as an app writes it),
// `Keyboard/` (the boundary where the simulated iOS hands the app notifications, KVO values and
// guide frames, and the virtual clock), `Metrics/` (every bar against the simulated iOS's truth
// at every display frame; keyboard traces), `Calibration/` (the simulated iOS against a
// recorded trace, fact by fact), `Devices/` and `Report/` (the table, JSON and the HTML report).
// It imports Foundation, `KeyboardDockCore`, `KeyboardDockComposer`, `KeyboardDockLayout` and
// `KeyboardDockSimulatedIOS` (re-exported by `SimulatedIOSBoundary.swift`); never
// ArgumentParser, which only `kbdock` imports.
