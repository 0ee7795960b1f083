import { screen, waitFor } from '@testing-library/react';
import { describeMountContract } from '@riviere/remote-kit/testing';
import { apiClientFor } from './shared/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, TEST_CONFIG } from './test-support/fake-api';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: jest.fn() }));

jest.mocked(apiClientFor).mockReturnValue(createFakeApi() as unknown as ReturnType<typeof apiClientFor>);

describeMountContract(
  {
    remote: 'mf-booking',
    module: { mount, contractVersion },
    config: TEST_CONFIG,
    apiClientFor,
    // The strip is #booking-area, whose first control starts the booking.
    mounts: {
      path: '/',
      widget: 'booking-strip',
      async shows(element) {
        const area = element.querySelector('section#booking-area');
        expect(area).toHaveAccessibleName('Book a table');
        await waitFor(() => expect(area!.querySelector('[data-booking-start]')).toBe(screen.getByLabelText('Restaurant')));
        expect(element.querySelectorAll('[data-booking-start]')).toHaveLength(1);
      },
    },
    unknownWidget: { path: '/', widget: 'no-such-widget' },
  },
  ({ props, mount: mountRemote }) => {
    it('a strip on a restaurant page is its booking row: that restaurant’s, the date first', async () => {
      mountRemote(props('/restaurants/london/greenwich', { widget: 'booking-strip', params: { restaurant: 'london/greenwich' } }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Find a table' })).toBeEnabled());
      expect(screen.getByLabelText('Date')).toHaveAttribute('data-booking-start');
      expect(screen.queryByLabelText('Restaurant')).not.toBeInTheDocument();
    });
  },
);
