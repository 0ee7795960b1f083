import { hostKey, stateBlockId } from './server-html';

it.each([
  ['a remote’s pages', 'mf-finder', undefined, 'mf-finder', 'remote-state-mf-finder'],
  ['a remote’s pages, named by their widget', 'mf-finder', 'app', 'mf-finder', 'remote-state-mf-finder'],
  ['a widget', 'mf-booking', 'booking-strip', 'mf-booking/booking-strip', 'remote-state-mf-booking-booking-strip'],
])('%s: host %s/%s is "%s", its state block #%s', (_what, remote, widget, key, block) => {
  expect(hostKey(remote, widget)).toBe(key);
  expect(stateBlockId(hostKey(remote, widget))).toBe(block);
});
