// The mock backend in Node (Vitest): the same handlers as the browser worker.
import { setupServer } from 'msw/node';
import { handlerList } from './handlers';

export const server = setupServer(...handlerList);
