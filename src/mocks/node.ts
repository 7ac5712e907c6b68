import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Vitest: `server.listen()` in beforeAll, `server.close()` in afterAll. */
export const server = setupServer(...handlers);
