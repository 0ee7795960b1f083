import { decide } from '../lib/consent';
import { createTagManager } from './tag-manager';

beforeEach(() => {
  jest.useFakeTimers();
  delete window.dataLayer;
});
afterEach(() => jest.useRealTimers());

const commands = () => (window.dataLayer ?? []).filter((entry) => !('event' in (entry as object))).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => (window.dataLayer ?? []).filter((entry) => 'event' in (entry as object));

describe('the tag manager behind consent', () => {
  it('starts the data layer with consent mode denying ad and analytics storage, and nothing else', () => {
    createTagManager({ containerId: 'GTM-TEST', loadScript: jest.fn() });
    expect(commands()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    expect(events()).toEqual([]);
  });

  it('never loads the script and drops queued events when the visitor rejects', () => {
    const loadScript = jest.fn();
    const tags = createTagManager({ containerId: 'GTM-TEST', loadScript });
    tags.track('booking_unavailable', { storeId: 101 });
    tags.applyConsent(decide('rejected'));
    tags.track('page_view');
    jest.advanceTimersByTime(10_000);
    expect(loadScript).not.toHaveBeenCalled();
    expect(events()).toEqual([]);
  });

  it('loads the script 1000 ms after the visitor accepts, and only then, with the events that waited', () => {
    const loadScript = jest.fn();
    const tags = createTagManager({ containerId: 'GTM-TEST', loadScript });
    tags.track('booking_unavailable', { storeId: 101 });
    jest.advanceTimersByTime(5000);
    expect(loadScript).not.toHaveBeenCalled();

    tags.applyConsent(decide('accepted'));
    expect(commands()).toContainEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
    expect(events()).toEqual([{ event: 'booking_unavailable', storeId: 101 }]);
    jest.advanceTimersByTime(999);
    expect(loadScript).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
    tags.track('page_view');
    expect(events()).toContainEqual({ event: 'page_view' });
  });

  it('loads nothing without a container id, whatever the consent', () => {
    const loadScript = jest.fn();
    createTagManager({ loadScript }).applyConsent(decide('accepted'));
    jest.advanceTimersByTime(5000);
    expect(loadScript).not.toHaveBeenCalled();
  });
});
