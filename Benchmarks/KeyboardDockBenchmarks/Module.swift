// Benchmark workloads for `kbdock bench`; see Benchmarks/README.md.
