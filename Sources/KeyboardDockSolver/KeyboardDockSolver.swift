// KeyboardDockSolver: a Cassowary incremental linear-constraint solver (Badros, Borning and
// Stuckey, 2001, in the shape of nucleic/kiwi). It owns variables, linear expressions,
// constraints with strengths, and the simplex tableau that keeps them solved as constraints are
// added, removed and edited: `Variable`, `Expression`, `Constraint`, `Strength`, `Solver` (its
// `+Simplex`, `+Tableau`, `+Removal`, `+Recovery`, `+Conflict`, `+Diagnosis` and `+Invariants`
// files are the solver's parts) and `SolverError`. It imports nothing, not even Foundation:
// the standard library only, so `KeyboardDockLayout` and anyone else can build on it anywhere.
