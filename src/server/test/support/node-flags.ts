// The V8 flag every Node process of a test run that opens PGlite starts with: Vitest's workers, the global set-up
// (set at run time, before it compiles the WASM), and the servers and command-line tools the tests start.
//
// PGlite is a WebAssembly build of PostgreSQL. V8 first compiles a WASM function with its baseline compiler
// (Liftoff), then recompiles the ones that run often with its optimising compiler (TurboFan) on background threads.
// Starting PostgreSQL runs enough of it that a start pays for hundreds of such recompilations, and a test process
// starts many databases and runs each briefly: on the 2-core test machine an in-memory cluster's start took 4.9
// CPU-s with them and 2.8 without, a start from the run's template 2.4 and 1.5, while 8,000 small queries cost
// the same either way and the heaviest API files (thousands of requests each) no more CPU (decision 0036).
// The server that `npm start` runs keeps V8's defaults: it starts once and runs for days.
export const BASELINE_WASM_ONLY = '--liftoff-only';
