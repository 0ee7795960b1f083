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
    it('a strip on a restaurant page starts with that restaurant chosen', async () => {
      mountRemote(props('/restaurants/london/greenwich', { widget: 'booking-strip', params: { restaurant: 'london/greenwich' } }));
      expect(await screen.findByText('Maison Rivière Greenwich')).toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit select a restaurant' })).toHaveAttribute('data-booking-start');
    });
  },
);
