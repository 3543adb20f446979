// Cookie sync's code (its own chunk), for the first stream request (setup/stream-url-for.ts).
// Apart from ./vendors.ts, so the engine's chunk and the integrations' share no chunk for it.
export const loadCookieSync = () => import('../cookie-sync/cookie-sync');
