// Reading and writing the cookies the server renders from (any shop front's server and browser).
export * from '#preferences/cookies.ts';
