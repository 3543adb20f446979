// Preloaded into a CLI process (NODE_OPTIONS=--require …): on exit it prints the process's peak
// resident memory to stderr, for tests that bound what a run may cost (doctor-hostile.test.ts).
process.on('exit', () => {
  process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
