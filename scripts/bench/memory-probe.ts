// Runs the embedded server (PGlite, production settings) in this process, so the bench can read
// process.memoryUsage() beside RSS: V8's heap, and external memory (PGlite's WebAssembly memory).
// Prints one JSON line per `sample` message on stdin; stops on `stop`. Used by memory.bench.mjs.
import { createInterface } from 'node:readline';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

const config = loadConfig();
const server = await startServer(config);
const mb = (n: number) => Math.round(n / 1048576);
const sample = () => {
  const m = process.memoryUsage();
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    arrayBuffersMb: mb(m.arrayBuffers),
    externalMb: mb(m.external),
  };
};
console.log(JSON.stringify({ url: server.url }));
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stop') break;
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify(sample()));
}
await server.close();
process.exit(0);
