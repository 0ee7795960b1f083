import { screen, waitFor, within } from '@testing-library/react';
import { JOB_MESSAGES, SEARCH_MESSAGES } from '@riviere/api-client';
import { createFakeApi, renderApp } from '../../../test-support/render-app';

const shownJobs = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('JobSearchPage (/careers/job-search)', () => {
  it('lists every job of the site with its category image, type and location', async () => {
    const { api, bus } = renderApp('/careers/job-search');
    expect(screen.getByRole('heading', { level: 1, name: 'Job search' })).toBeInTheDocument();
    await waitFor(() => expect(shownJobs()).toEqual(['Head Chef', 'Host', 'Food Runner', 'General Manager', 'Café Team Member']));
    expect(api.getJobs).toHaveBeenCalledWith('test-site');
    expect(screen.getByText('5 jobs found')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Host' });
    expect(within(card).getByText('Part time')).toBeInTheDocument();
    expect(within(card).getByText('Maison Rivière Victoria')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/jobs/front-of-house.svg');
    expect(within(card).getByRole('link', { name: 'Host' })).toHaveAttribute('href', '/careers/job-search/MR-2');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Job search' }));
  });

  it('filters by part time and a title group within 20 miles of a postcode, in the URL, nearest first', async () => {
    const view = renderApp('/careers/job-search');
    await screen.findByText('5 jobs found');
    await view.user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Title group' }), 'Front of house support');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Maximum distance' }), 'Within 20 miles');
    await view.user.type(screen.getByRole('searchbox', { name: 'Postcode or town' }), 'SW1A 1AA{Enter}');

    expect(await screen.findByText('2 jobs found near SW1A 1AA')).toBeInTheDocument();
    expect(shownJobs()).toEqual(['Host', 'Food Runner']);
    expect(screen.getByRole('article', { name: 'Host' })).toHaveTextContent('0 miles away');
    expect(view.location().search).toBe('?type=part-time&group=foh-support&within=20&location=SW1A+1AA');
    expect(view.navigate).toHaveBeenLastCalledWith(expect.any(String), { replace: true });
    expect(within(screen.getByRole('article', { name: 'Host' })).getByRole('link')).toHaveAttribute(
      'href',
      '/careers/job-search/MR-2?type=part-time&group=foh-support&within=20&location=SW1A+1AA',
    );
  });

  it('restores a shared search from the URL', async () => {
    renderApp('/careers/job-search?type=full-time&within=50&location=Bath');
    expect(await screen.findByText('2 jobs found near Bath')).toBeInTheDocument();
    expect(shownJobs()).toEqual(['Head Chef', 'General Manager']);
    expect(screen.getByRole('checkbox', { name: 'Part time' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('Bath');
  });

  it('says when a place cannot be found and keeps what was typed', async () => {
    const view = renderApp('/careers/job-search');
    await screen.findByText('5 jobs found');
    await view.user.type(screen.getByRole('searchbox', { name: 'Postcode or town' }), 'Atlantis{Enter}');
    expect(await screen.findByText(SEARCH_MESSAGES.LOCATION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('Atlantis');
  });

  it.each([
    ['refused', (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError), JOB_MESSAGES.LOCATION_DENIED, null],
    ['given', (ok: PositionCallback) => ok({ coords: { latitude: 51.5074, longitude: -0.1278 } } as GeolocationPosition), '2 jobs found near your location', ['Host', 'Food Runner']],
  ])('uses the browser location when it is %s', async (_case, getCurrentPosition, message, jobs) => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: jest.fn(getCurrentPosition) } });
    const view = renderApp('/careers/job-search?type=part-time&within=50');
    await screen.findByText('3 jobs found');
    await view.user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.location().search).toBe('?type=part-time&within=50&near=me');
    if (jobs) expect(shownJobs()).toEqual(jobs);
  });

  it('offers to try again when the jobs cannot be loaded', async () => {
    const api = createFakeApi();
    api.getJobs.mockRejectedValueOnce(new Error('offline'));
    const view = renderApp('/careers/job-search', api);
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 jobs found')).toBeInTheDocument();
  });

  it('says so when no type is chosen', async () => {
    renderApp('/careers/job-search?type=');
    expect(await screen.findByText('Choose full time, part time or both to see jobs.')).toBeInTheDocument();
  });
});

describe('JobSearchPage: asking for the same place again', () => {
  it('asks the browser again when location services are switched on after a refusal', async () => {
    const getCurrentPosition = jest
      .fn()
      .mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, message: 'denied' } as GeolocationPositionError))
      .mockImplementationOnce((ok: PositionCallback) => ok({ coords: { latitude: 51.38, longitude: -2.36 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const view = renderApp('/careers/job-search');
    await screen.findByText('5 jobs found');
    await view.user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(JOB_MESSAGES.LOCATION_DENIED)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('4 jobs found near your location')).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
