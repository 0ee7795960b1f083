import { lastPinned, pinChanges } from '../src/release-file.mjs';

const a = 'a'.repeat(64);
const b = 'b'.repeat(64);
const pin = (server, remoteEntry = a) => ({ manifest: '/remotes/mf-menus/1.0.0/mf-manifest.json', server: server && { entry: 'server/remote-server.js', sha256: server }, remoteEntry: { file: 'remoteEntry.js', sha256: remoteEntry } });

describe('the pin a version was live with', () => {
  it.each([
    ['the same files', pin(a), pin(a), []],
    ['another server entry', pin(a), pin(b), [`server entry sha256 ${'b'.repeat(12)}…, was ${'a'.repeat(12)}…`]],
    ['a server entry where there was none', pin(null), pin(b), [`server entry sha256 ${'b'.repeat(12)}…, was none`]],
    ['no server entry where there was one', pin(a), pin(null), [`server entry sha256 none, was ${'a'.repeat(12)}…`]],
    ['another remote entry', pin(a, a), pin(a, b), [`remote entry sha256 ${'b'.repeat(12)}…, was ${'a'.repeat(12)}…`]],
    ['a pin from before remote entries were pinned', { ...pin(a), remoteEntry: undefined }, pin(a, b), []],
  ])('%s: %j', (_case, before, now, changes) => {
    expect(pinChanges(before, now)).toEqual(changes);
  });

  it('is the last one the log recorded for that version (none from before pins)', () => {
    const log = [
      { at: '1', remote: 'mf-menus', to: '1.0.0' },
      { at: '2', remote: 'mf-menus', to: '1.0.0', pin: pin(a) },
      { at: '3', remote: 'mf-finder', to: '1.0.0', pin: pin(b) },
      { at: '4', remote: 'mf-menus', to: '1.1.0', pin: pin(b) },
    ];
    expect(lastPinned(log, 'mf-menus', '1.0.0')).toEqual({ at: '2', pin: pin(a) });
    expect(lastPinned(log.slice(0, 1), 'mf-menus', '1.0.0')).toBeNull();
  });
});
