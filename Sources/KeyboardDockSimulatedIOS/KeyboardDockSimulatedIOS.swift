// KeyboardDockSimulatedIOS: the simulated iOS that every strategy is measured against. It owns
// `Devices/` (screens, safe areas, windows and scenes), `Keyboard/` (the system keyboard: its
// modes, notifications posted as raw `userInfo`, drags, iPad keyboards), `CoreAnimation/`
// (spring and Bézier timing, additive animations), `RunLoop/` (display link, the order of a
// notification and its KVO callback), `Profiles/` (one `IOSProfile` of quirks per iOS version,
// each citing its public source) and `Truth/` (where the keyboard really is, what it covers,
// where a correct bar belongs). It imports Foundation (and CoreGraphics where it exists) and
// nothing else: it shares no code with Core, Layout or the adapters, so what it measures is not
// true by construction.
