#!/usr/bin/env python3
"""Differential check of KeyboardDockSolver against kiwisolver and a linear-programming solver.

Reads the traces written by the Swift test `writesDifferentialTraces` (one JSON object per line:
the random calls of one sequence and our solver's result after each call), replays every call
in kiwisolver, and compares after each call:

- whether the call was rejected as unsatisfiable (ours vs kiwi);
- the objective, Σ strength × violation of the preferences, at our solution and at kiwi's.

Where the two disagree, and at the end of every sequence, the true optimum is computed with
HiGHS (through scipy.optimize.linprog): our objective must equal it, and our rejections must be
exactly the infeasible adds. A sequence in which kiwi itself is non-optimal or raises something
other than UnsatisfiableConstraint is not compared with kiwi from that call on (it is counted),
but our side is still checked against the optimum.

Usage: solver_differential.py [--expect N] TRACE.jsonl
Exits 0 when our solver matched the optimum everywhere, 1 otherwise (with the first failures),
and 1 with a message when the file holds no sequence, or fewer or more than N (default: the
environment's KBDOCK_DIFFERENTIAL_SEQUENCES, as `.ci/run` sets it).
"""

import argparse
import json
import os
import subprocess
import sys

try:
    import kiwisolver as kiwi
except ImportError:  # reported by main, after the count of sequences is checked
    kiwi = None

REQUIRED = 1001001000.0


def objective(system, values):
    """Σ strength × violation over the preferences, and how much rounding alone explains."""
    scale = max([1.0] + [abs(v) for v in values])
    total, rounding = 0.0, 0.0
    for terms, constant, relation, strength in system:
        if strength == REQUIRED:
            continue
        value = constant + sum(c * values[i] for i, c in terms)
        if relation == "==":
            violation = abs(value)
        elif relation == "<=":
            violation = max(0.0, value)
        else:
            violation = max(0.0, -value)
        total += strength * violation
        rounding += 1e-12 * strength * (abs(constant) + sum(abs(c) for _, c in terms) * scale)
    return total, rounding


def required_hold(system, values):
    scale = max([1.0] + [abs(v) for v in values])
    for terms, constant, relation, strength in system:
        if strength != REQUIRED:
            continue
        value = constant + sum(c * values[i] for i, c in terms)
        tolerance = 1e-9 * (abs(constant) + sum(abs(c) for _, c in terms) * scale) + 1e-9
        if (relation == "==" and abs(value) > tolerance) or (
            relation == "<=" and value > tolerance) or (relation == ">=" and value < -tolerance):
            return False
    return True


def optimum(system, count):
    """The minimal weighted violation by HiGHS, or None when the required rows are infeasible."""
    import numpy  # imported here: the kiwi worker processes never need them
    from scipy.optimize import linprog

    preferences = [row for row in system if row[3] != REQUIRED]
    width = count + 2 * len(preferences)
    cost = numpy.zeros(width)
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    error = count
    for terms, constant, relation, strength in system:
        row = numpy.zeros(width)
        for index, coefficient in terms:
            row[index] += coefficient
        if strength != REQUIRED:
            # a·x + c − p + m ⋈ 0 with p, m ≥ 0 charged at the strength (only the one that can
            # reduce a one-sided violation matters; the other is never worth paying for).
            row[error], row[error + 1] = -1.0, 1.0
            cost[error], cost[error + 1] = strength, strength
            error += 2
        if relation == "==":
            a_eq.append(row)
            b_eq.append(-constant)
        elif relation == "<=":
            a_ub.append(row)
            b_ub.append(-constant)
        else:
            a_ub.append(-row)
            b_ub.append(constant)
    bounds = [(None, None)] * count + [(0, None)] * (width - count)
    result = linprog(
        cost, A_ub=numpy.array(a_ub) if a_ub else None, b_ub=b_ub or None,
        A_eq=numpy.array(a_eq) if a_eq else None, b_eq=b_eq or None, bounds=bounds,
        method="highs", options={"primal_feasibility_tolerance": 1e-9,
                                 "dual_feasibility_tolerance": 1e-9})
    if result.status == 2:
        return None
    if result.status != 0:
        raise RuntimeError(f"HiGHS failed: {result.message}")
    return result.fun


def lp_tolerance(system, values, best):
    strengths = sum(row[3] for row in system if row[3] != REQUIRED)
    return 1e-7 * max(1.0, abs(best)) + 1e-8 * strengths + objective(system, values)[1]


def kiwi_results(trace):
    """Replays one sequence in kiwisolver: per call, "unsatisfiable", "aborted" or the values."""
    variables = [kiwi.Variable(f"x{i}") for i in range(trace["variables"])]
    solver = kiwi.Solver()
    constraints = {}
    results = []
    for call in trace["calls"]:
        op = call["op"]
        outcome = None
        try:
            if op == "add":
                expression = sum((c * variables[int(i)] for i, c in call["terms"]),
                                 float(call["constant"]))
                relation = call["relation"]
                if relation == "==":
                    constraint = expression == 0
                elif relation == "<=":
                    constraint = expression <= 0
                else:
                    constraint = expression >= 0
                strength = call["strength"]
                constraint = constraint | (strength if strength == "required" else float(strength))
                try:
                    solver.addConstraint(constraint)
                    constraints[call["id"]] = constraint
                except kiwi.UnsatisfiableConstraint:
                    outcome = "unsatisfiable"
            elif op == "remove":
                if call["id"] in constraints:
                    solver.removeConstraint(constraints.pop(call["id"]))
            elif op == "addEdit":
                solver.addEditVariable(variables[call["var"]], float(call["strength"]))
            elif op == "suggest":
                solver.suggestValue(variables[call["var"]], float(call["value"]))
            elif op == "removeEdit":
                solver.removeEditVariable(variables[call["var"]])
            solver.updateVariables()
        except Exception:  # an internal error kiwi reports as an exception
            results.append("aborted")
            break
        results.append(outcome or [v.value() for v in variables])
    return results


def kiwi_worker(path, start):
    """Writes kiwi's results for the sequences from `start` on, one JSON line each, flushed."""
    with open(path) as lines:
        for index, line in enumerate(lines):
            if index >= start and line.strip():
                print(json.dumps(kiwi_results(json.loads(line))), flush=True)


def all_kiwi_results(path, count):
    """kiwi's results for every sequence; None for one during which kiwi killed its process.

    kiwisolver 1.5.1 can terminate the process ("Dual optimize failed" escapes as a C++
    exception), so it runs in a child process, restarted after the sequence that killed it.
    """
    results = []
    while len(results) < count:
        child = subprocess.run(
            [sys.executable, __file__, "--kiwi-worker", path, str(len(results))],
            capture_output=True, text=True)
        results += [json.loads(line) for line in child.stdout.splitlines() if line.strip()]
        if child.returncode != 0 and len(results) < count:
            results.append(None)
    return results


def replay(trace, kiwi_steps, report):
    count = trace["variables"]
    if len(trace["calls"]) != len(trace["results"]):
        report["failures"].append(f"seed {trace['seed']}: {len(trace['calls'])} calls but "
                                  f"{len(trace['results'])} results")
        return
    rows = {}
    edits = {}  # variable -> [strength, suggestion]
    kiwi_live = kiwi_steps is not None
    if not kiwi_live:
        report["kiwi_aborted"] += 1
    for step, (call, result) in enumerate(zip(trace["calls"], trace["results"])):
        op = call["op"]
        pending = None
        if op == "add":
            strength = REQUIRED if call["strength"] == "required" else float(call["strength"])
            terms = [(int(i), float(c)) for i, c in call["terms"]]
            pending = (terms, float(call["constant"]), call["relation"], strength)
        kiwi_rejected = False
        kiwi_values = None
        if kiwi_live:
            outcome = kiwi_steps[step] if step < len(kiwi_steps) else "aborted"
            if outcome == "aborted":
                report["kiwi_aborted"] += 1
                kiwi_live = False
            elif outcome == "unsatisfiable":
                kiwi_rejected = True
            else:
                kiwi_values = outcome
        # Our side of the bookkeeping.
        ours_rejected = "error" in result
        if op == "add" and not ours_rejected:
            rows[call["id"]] = pending
        elif op == "remove":
            rows.pop(call["id"], None)
        elif op == "addEdit":
            edits[call["var"]] = [float(call["strength"]), 0.0]
        elif op == "suggest":
            edits[call["var"]][1] = float(call["value"])
        elif op == "removeEdit":
            edits.pop(call["var"], None)
        system = list(rows.values()) + [
            ([(v, 1.0)], -suggestion, "==", strength) for v, (strength, suggestion) in edits.items()
        ]
        report["steps"] += 1
        last = step == len(trace["calls"]) - 1
        if ours_rejected:
            if kiwi_live and not kiwi_rejected:
                # kiwi accepted what we rejected; the check below shows who is right, and the
                # two systems differ from now on.
                report["kiwi_disagrees"] += 1
                report["kiwi_wrong"] += 1
                kiwi_live = False
            if optimum(system + [pending], count) is not None:
                report["failures"].append(f"seed {trace['seed']} step {step}: rejected a "
                                          "satisfiable constraint")
            continue
        values = result["values"]
        if not required_hold(system, values):
            report["failures"].append(f"seed {trace['seed']} step {step}: a required constraint "
                                      "does not hold")
            continue
        ours, rounding = objective(system, values)
        compare_lp = last
        if kiwi_live:
            if kiwi_rejected:
                report["kiwi_disagrees"] += 1
                compare_lp = True
            else:
                theirs, theirs_rounding = objective(system, kiwi_values)
                if abs(ours - theirs) > 1e-9 * max(1.0, ours) + rounding + theirs_rounding + 1e-9:
                    compare_lp = True
                    report["kiwi_disagrees"] += 1
        if compare_lp:
            best = optimum(system, count)
            report["lp_checks"] += 1
            if best is None:
                report["failures"].append(f"seed {trace['seed']} step {step}: accepted an "
                                          "infeasible system")
            elif abs(ours - best) > lp_tolerance(system, values, best):
                report["failures"].append(f"seed {trace['seed']} step {step}: objective {ours}, "
                                          f"optimum {best}")
            elif kiwi_live and not last:
                # We are optimal and kiwi is not (or rejected a satisfiable constraint).
                report["kiwi_wrong"] += 1
                kiwi_live = False


def expected_count(given):
    if given is not None:
        return given
    value = os.environ.get("KBDOCK_DIFFERENTIAL_SEQUENCES")
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        sys.exit(f"solver_differential: KBDOCK_DIFFERENTIAL_SEQUENCES={value!r} is not a whole "
                 "number")


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trace", help="the JSON-lines file writesDifferentialTraces wrote")
    parser.add_argument("--expect", type=int, metavar="N", help="how many sequences were asked "
                        "for (default: KBDOCK_DIFFERENTIAL_SEQUENCES)")
    options = parser.parse_args(arguments)
    path, wanted = options.trace, expected_count(options.expect)
    report = {"sequences": 0, "steps": 0, "lp_checks": 0, "kiwi_disagrees": 0, "kiwi_wrong": 0,
              "kiwi_aborted": 0, "failures": []}
    with open(path) as lines:
        traces = [json.loads(line) for line in lines if line.strip()]
    if not traces:
        print(f"solver_differential: {path} holds no sequences (did the Swift test "
              "writesDifferentialTraces run? a renamed test or a --filter that matches nothing "
              "writes none)", file=sys.stderr)
        return 1
    if wanted is not None and len(traces) != wanted:
        print(f"solver_differential: {path} holds {len(traces)} sequences, {wanted} were asked "
              "for", file=sys.stderr)
        return 1
    if kiwi is None:
        print("solver_differential: needs the Python package kiwisolver (1.5.1), and scipy",
              file=sys.stderr)
        return 1
    for trace, kiwi_steps in zip(traces, all_kiwi_results(path, len(traces))):
        replay(trace, kiwi_steps, report)
        report["sequences"] += 1
    print(f"differential: {report['sequences']} sequences, {report['steps']} calls, "
          f"kiwisolver {kiwi.__version__}; {report['lp_checks']} optimum checks by HiGHS; kiwi "
          f"disagreed at {report['kiwi_disagrees']} calls, was non-optimal in "
          f"{report['kiwi_wrong']} sequences and aborted in {report['kiwi_aborted']} (not "
          f"compared further); {len(report['failures'])} failures of ours")
    for failure in report["failures"][:10]:
        print("  " + failure)
    if report["steps"] == 0:
        print("solver_differential: the sequences hold no calls; nothing was compared",
              file=sys.stderr)
        return 1
    return 1 if report["failures"] else 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--kiwi-worker":
        kiwi_worker(sys.argv[2], int(sys.argv[3]))
        sys.exit(0)
    sys.exit(main(sys.argv[1:]))
