#!/usr/bin/env python3
"""kiwisolver peer for `kbdock bench`.

Builds exactly the systems of Benchmarks/KeyboardDockBenchmarks (ChainWorkload.swift,
ToolbarWorkload.swift) with kiwisolver, in the same order, and times the same solver calls.

Usage: kiwi_peer.py NAME:REPETITIONS [NAME:REPETITIONS ...]
Prints one JSON object: {"kiwisolver": version, "workloads": {name: median seconds}}; for the
per-step workloads also "NAME:python-overhead", the seconds per step the same loop spends on two
trivial kiwi calls (the Python-to-C++ call overhead included in NAME's figure).
Exits with status 3 and {"error": ...} when kiwisolver cannot be imported.
"""

import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError as error:  # reported by the Swift side, which still prints its own figures
    print(json.dumps({"error": f"kiwisolver is not importable: {error}"}))
    sys.exit(3)

SPACING = 8.0


def chain_constraints(count, fills_equally):
    """The chain of `count` views (and, optionally, equal widths), in the Swift order."""
    container_left = kiwi.Variable("containerLeft")
    container_right = kiwi.Variable("containerRight")
    constraints = [container_left == 0]
    previous_right = container_left
    previous_width = None
    views = []
    for index in range(count):
        left = kiwi.Variable(f"left{index}")
        width = kiwi.Variable(f"width{index}")
        right = kiwi.Variable(f"right{index}")
        constraints.append(right == left + width)
        constraints.append(left >= previous_right + SPACING)
        constraints.append((left == previous_right + SPACING) | "strong")
        constraints.append(width >= 20)
        constraints.append((width == 44) | "weak")
        if fills_equally and previous_width is not None:
            constraints.append((width == previous_width) | "medium")
        previous_right = right
        previous_width = width
        views.append((left, width, right))
    constraints.append(previous_right + SPACING <= container_right)
    return container_right, constraints


def chain_suggestion(count):
    """The container right edge suggested after a build: 40 pt per view, less than 52 wanted."""
    return SPACING + count * 40.0


def chain_build(count, fills_equally):
    container_right, constraints = chain_constraints(count, fills_equally)
    start = time.perf_counter()
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.addEditVariable(container_right, "strong")
    solver.suggestValue(container_right, chain_suggestion(count))
    solver.updateVariables()
    return time.perf_counter() - start


def resize_widths(count, steps):
    """Container right edges for a resize: a triangle wave between 28 and 60 pt per view."""
    low, high = SPACING + count * 28.0, SPACING + count * 60.0
    period = 50
    values = []
    for step in range(steps):
        phase = step % (2 * period)
        fraction = phase / period if phase <= period else (2 * period - phase) / period
        values.append(low + (high - low) * fraction)
    return values


def chain_resize(count, steps=2000):
    container_right, constraints = chain_constraints(count, False)
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.addEditVariable(container_right, "strong")
    solver.suggestValue(container_right, chain_suggestion(count))
    solver.updateVariables()
    values = resize_widths(count, steps)
    start = time.perf_counter()
    for value in values:
        solver.suggestValue(container_right, value)
        solver.updateVariables()
    elapsed = (time.perf_counter() - start) / steps
    return elapsed, python_call_overhead(solver, container_right, values)


def python_call_overhead(solver, variable, values):
    """Seconds per step of the same loop making two of kiwi's cheapest calls instead.

    The per-step loops above pay for two Python-to-C++ calls a step (suggestValue and
    updateVariables) on top of kiwi's own work; hasEditVariable does a single map lookup, so
    this loop measures that interpreter and binding overhead, which a C++ caller would not pay.
    """
    check = solver.hasEditVariable
    start = time.perf_counter()
    for value in values:
        check(variable)
        check(variable)
    return (time.perf_counter() - start) / len(values)


SCREEN_WIDTH, SCREEN_HEIGHT = 390.0, 844.0
SAFE_TOP, SAFE_BOTTOM = 47.0, 34.0
KEYBOARD_HEIGHT = 336.0
FRAMES_PER_SLIDE = 30


def toolbar_constraints():
    """The toolbar system of ToolbarWorkload.swift, constraint for constraint."""
    v = kiwi.Variable
    keyboard = v("keyboardHeight")
    top, bottom, left, right, height = v("top"), v("bottom"), v("left"), v("right"), v("height")
    center_x, center_y = v("centerX"), v("centerY")
    content_top, content_bottom, content_height = v("contentTop"), v("contentBottom"), v("contentHeight")
    cs = [
        left == 0,
        right == SCREEN_WIDTH,
        bottom == top + height,
        height == 44,
        center_x == (left + right) / 2,
        center_y == (top + bottom) / 2,
        top >= 0,
        bottom <= SCREEN_HEIGHT - keyboard,
        (bottom == SCREEN_HEIGHT - keyboard) | "strong",
        bottom <= SCREEN_HEIGHT - SAFE_BOTTOM,
        (bottom == SCREEN_HEIGHT - SAFE_BOTTOM) | "medium",
        content_top == SAFE_TOP,
        content_bottom == top,
        content_height == content_bottom - content_top,
        content_height >= 100,
    ]
    previous_right = left
    first_width = None
    for index in range(5):
        b_left, b_right, b_width = v(f"b{index}.left"), v(f"b{index}.right"), v(f"b{index}.width")
        b_top, b_bottom = v(f"b{index}.top"), v(f"b{index}.bottom")
        b_center_x, b_center_y = v(f"b{index}.centerX"), v(f"b{index}.centerY")
        cs += [
            b_right == b_left + b_width,
            b_bottom == b_top + 36,
            b_top == top + 4,
            b_left == previous_right + SPACING,
            b_width >= 44,
            (b_width == 60) | "weak",
            b_center_x == (b_left + b_right) / 2,
            b_center_y == (b_top + b_bottom) / 2,
        ]
        if first_width is None:
            first_width = b_width
        else:
            cs.append(b_width == first_width)
        previous_right = b_right
    cs.append(previous_right + SPACING == right)
    return keyboard, cs


def eased_keyboard_heights(frames):
    """Keyboard heights of an eased (smoothstep) 0 -> 336 -> 0 slide, FRAMES_PER_SLIDE a leg."""
    values = []
    for frame in range(frames):
        phase = frame % (2 * FRAMES_PER_SLIDE)
        if phase <= FRAMES_PER_SLIDE:
            p = phase / FRAMES_PER_SLIDE
        else:
            p = (2 * FRAMES_PER_SLIDE - phase) / FRAMES_PER_SLIDE
        values.append(KEYBOARD_HEIGHT * p * p * (3 - 2 * p))
    return values


def toolbar_frame(frames=10_000):
    keyboard, constraints = toolbar_constraints()
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.addEditVariable(keyboard, "strong")
    values = eased_keyboard_heights(frames)
    start = time.perf_counter()
    for value in values:
        solver.suggestValue(keyboard, value)
        solver.updateVariables()
    elapsed = (time.perf_counter() - start) / frames
    return elapsed, python_call_overhead(solver, keyboard, values)


WORKLOADS = {
    "toolbar-frame": toolbar_frame,
    "chain-10-build": lambda: chain_build(10, False),
    "chain-100-build": lambda: chain_build(100, False),
    "chain-1000-build": lambda: chain_build(1000, False),
    "chain-100-resize": lambda: chain_resize(100),
    "fill-equally-10-build": lambda: chain_build(10, True),
    "fill-equally-50-build": lambda: chain_build(50, True),
    "fill-equally-100-build": lambda: chain_build(100, True),
}


def main(arguments):
    results = {}
    for argument in arguments:
        name, _, repetitions = argument.partition(":")
        if name not in WORKLOADS:
            print(json.dumps({"error": f"unknown workload {name!r}; known: {sorted(WORKLOADS)}"}))
            return 2
        run = WORKLOADS[name]
        samples = [run() for _ in range(max(1, int(repetitions or 1)))]
        if isinstance(samples[0], tuple):
            results[name] = statistics.median(sample[0] for sample in samples)
            results[name + ":python-overhead"] = statistics.median(sample[1] for sample in samples)
        else:
            results[name] = statistics.median(samples)
    print(json.dumps({"kiwisolver": kiwi.__version__, "workloads": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
