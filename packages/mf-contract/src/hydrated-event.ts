/**
 * Sent on a remote's element (a plain `Event`) once its hydrated tree has committed: the shell
 * then hands over what the visitor did in the server's HTML meanwhile (see pre-hydration.ts).
 */
export const REMOTE_HYDRATED_EVENT = 'remote:hydrated';
