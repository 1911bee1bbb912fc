// npm run bench: benchmarks against a production build. The suite is built in
// issue 7 (listing, event page, registration rush, big campus, live fan-out, pages,
// memory); until then this prints what exists.
import os from 'node:os';

console.log(`Quad benchmarks — ${os.cpus().length} cores, Node ${process.version}`);
console.log('No benchmarks yet.');
