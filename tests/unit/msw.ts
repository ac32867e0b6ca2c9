import { setupServer } from 'msw/node';

/** One msw server for every unit test; each test adds its own handlers with server.use(). */
export const server = setupServer();
