import { screen } from '@testing-library/react';
import type { ContentImage } from '@riviere/api-client';
import { createFakeApi, OFFER, renderApp } from '../../../test-support/render-app';
import { OFFER_PICTURE_SIZES } from './offer-page';

const variants = (ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/cccccccccccc-${width}.${ext}`, width }));
const picture: ContentImage = {
  alt: 'Two plates of steak frites', width: 1600, height: 1200, color: '#6b4a2b', placeholder: 'data:image/webp;base64,AAAA',
  sources: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
};

describe('offer picture', () => {
  it('leads the offer with its picture, fetched first, in AVIF, WebP and JPEG', async () => {
    const api = createFakeApi();
    api.offers.getOfferBySlug.mockResolvedValue({ ...OFFER, picture });
    renderApp(`/offer/${OFFER.slug}`, { api });
    const heading = await screen.findByRole('heading', { level: 1, name: OFFER.title });
    const img = screen.getByRole('img', { name: 'Two plates of steak frites' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', OFFER_PICTURE_SIZES);
    expect(img).toHaveAttribute('width', '1600');
    expect([...img.closest('picture')!.querySelectorAll('source')].map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // Above the offer's title.
    expect(img.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows an offer without a picture with no empty frame', async () => {
    const { container } = renderApp(`/offer/${OFFER.slug}`);
    await screen.findByRole('heading', { level: 1, name: OFFER.title });
    expect(container.querySelector('.rk-picture')).toBeNull();
  });
});
