// KeyboardDockLayout: describing a keyboard-driven layout once and checking it in every keyboard
// configuration. It owns `Anchors/` (items, anchors, constraints and priorities, as Auto Layout
// names them), `Engine/` (the layout engine that turns them into solver constraints), `Guide/`
// (the model of UIKit's keyboard layout guide: docked, floating and split keyboards, tracked
// constraints), `LayoutFile/` (the JSON layout file `kbdock verify` reads, with a strict parser
// of its own) and `Verifier/` (every keyboard configuration, and its report). It imports
// Foundation, `KeyboardDockSolver` for the arithmetic and `KeyboardDockCore` for the keyboard's
// geometry values; never UIKit (`KeyboardDockUIKit` realises a layout on UIKit's own guide).
