/**
 * What the component tests share to serve a page through a stubbed fetch. SLOW is a test's own limit and WAIT one
 * findBy…/waitFor's: an antd page on a loaded CI machine renders in seconds, not the runner's default 5 s / 1 s.
 */
export const SLOW = { timeout: 30_000 };
export const WAIT = { timeout: 10_000 };

/** A JSON answer as the server sends it (the envelope is the caller's: `{ code, msg, data }`). */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
