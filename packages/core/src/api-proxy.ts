// A shop front's `/api` and `/media` proxy to the API, for a React Router resource route (fetch
// only: Node, Deno, workers).
export * from '#api-proxy/api-proxy.ts';
