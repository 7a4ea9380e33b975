// The mock backend in Node (Vitest): the same handlers as the browser worker.
import { setupServer } from 'msw/node';
import { setTabSync } from './db-internals';
import { handlerList } from './handlers';

// No tabs in Node: there the library's sync only posts a clone of every write to a BroadcastChannel,
// thousands per test as each test reseeds (about halves resetDb's time when off).
setTabSync(false);

export const server = setupServer(...handlerList);
