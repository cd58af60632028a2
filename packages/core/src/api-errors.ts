// The error list of a failed API call (`{ value, status }`), and its texts: for every screen.
export * from '#api-errors/api-errors.ts';
