// dist/server/start.js: the server's entry. react-dom/server (the cookie banner and the popup overlay the
// server draws) picks its build when it is first imported, so the environment is set before the server
// is: its production build, unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production';
await import('./start.ts');
export {};
