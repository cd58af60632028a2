// A shop front's production server (Node only): Express with security headers, compression, the
// built files and React Router. Its libraries are optional peers: install express, compression,
// helmet and @react-router/express to use it.
export * from '#shop-server/shop-server.ts';
