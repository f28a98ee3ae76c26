/**
 * How many specs run at a time, each on a server of its own (global-setup.ts starts one per worker): two on the
 * 2-core CI machine, where a spec alone leaves a core idle while the browser waits on the server. One when the
 * specs go to a single server that is already running (E2E_BASE_URL). E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = process.env.E2E_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS) || 2);
