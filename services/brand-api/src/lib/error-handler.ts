// One error handler for the brand API and the site server; app.ts registers it from here.
export { registerErrorHandling } from '@riviere/server-kit';
