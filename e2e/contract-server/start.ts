// `npm run contract-server`: the contract server on CONTRACT_PORT (8080 by default, the port README's
// "Real backend" section proxies to). CONTRACT_QUIET=1 drops the line per /api request (CI).
import { createContractServer } from './server.ts';

const port = Number(process.env.CONTRACT_PORT ?? 8080);
const server = createContractServer({ quiet: process.env.CONTRACT_QUIET === '1' });

server.on('error', (error) => {
  console.error(`Contract server could not listen on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, () => {
  console.log(`Contract server listening on http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
