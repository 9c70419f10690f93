// What `npm run bench` says of the machine beside its Lighthouse figures: Lighthouse calibrates its
// CPU slowdown from benchmarkIndex, a loop of string and array work that allocates no new memory,
// so it does not see what a page load does a lot of: taking fresh memory, one page fault per 4 KB
// page (V8's heaps growing, the DOM, decoded images, raster tiles). On a virtual machine whose
// hypervisor handles every guest page fault, a fault can cost ten or more microseconds against
// well under one on a typical host, and a page load then takes far longer than benchmarkIndex says:
// one build of this project scored 99 at 4x in one session and 76-81 in the next, on a machine
// whose page faults cost 14 us, at about the same benchmarkIndex.

/** Microseconds one page fault costs here: touching fresh pages, less touching the same pages again. */
function pageFaultMicros(megabytes = 128) {
  const memory = new Uint8Array(new ArrayBuffer(megabytes * 1024 * 1024));
  const touchEveryPage = () => {
    const started = performance.now();
    for (let i = 0; i < memory.length; i += 4096) memory[i] += 1;
    return performance.now() - started;
  };
  const fresh = touchEveryPage();
  const mapped = touchEveryPage();
  return ((fresh - mapped) * 1000) / (memory.length / 4096);
}

/** The median of a few measurements: one can land on a busy moment. */
export function medianPageFaultMicros(runs = 3) {
  const values = Array.from({ length: runs }, () => pageFaultMicros()).sort((a, b) => a - b);
  return values[Math.floor(runs / 2)];
}
