import { screen } from '@testing-library/react';
import type { ContentImage } from '@riviere/api-client';
import { A_LA_CARTE, KIDS } from '../../../test-support/menus';
import { createFakeApi, renderApp } from '../../../test-support/render-app';
import { MENU_CARD_SIZES } from './menu-list-page';
import { MENU_HEADER_SIZES } from './menu-view';

const variants = (hash: string, ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/${hash}-${width}.${ext}`, width }));
const picture = (hash: string, alt: string): ContentImage => ({
  alt, width: 1600, height: 1200, color: '#6b4a2b', placeholder: 'data:image/webp;base64,AAAA',
  sources: { avif: variants(hash, 'avif'), webp: variants(hash, 'webp'), jpeg: variants(hash, 'jpg') },
});

const pictured = () =>
  createFakeApi([
    { ...A_LA_CARTE, picture: picture('aaaaaaaaaaaa', 'Steak frites on a zinc table') },
    { ...KIDS, picture: picture('bbbbbbbbbbbb', 'A small plate with a petit steak') },
  ]);

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => [source.type, source.getAttribute('srcset')?.split(', ').length]);

describe('menu pictures', () => {
  it('shows each menu\'s picture on the list, lazily, in AVIF, WebP and JPEG at every width', async () => {
    renderApp('/our-menu', pictured());
    await screen.findByRole('heading', { level: 2, name: 'À la carte' });
    const steak = screen.getByRole('img', { name: 'Steak frites on a zinc table' });
    const kids = screen.getByRole('img', { name: 'A small plate with a petit steak' });
    for (const img of [steak, kids]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('sizes', MENU_CARD_SIZES);
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '1200');
      expect(sourcesOf(img)).toEqual([['image/avif', 3], ['image/webp', 3]]);
    }
    expect(steak).toHaveAttribute('srcset', expect.stringContaining('/media/aaaaaaaaaaaa-960.jpg 960w'));
    // Each picture belongs to its own menu.
    expect(steak.closest('article')).toHaveAccessibleName('À la carte');
    expect(kids.closest('article')).toHaveAccessibleName('Petits');
  });

  it('leads a menu\'s page with its picture, the page\'s largest paint, fetched first', async () => {
    renderApp('/our-menu/a-la-carte', pictured());
    await screen.findByRole('heading', { level: 1, name: 'À la carte' });
    const img = screen.getByRole('img', { name: 'Steak frites on a zinc table' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', MENU_HEADER_SIZES);
    expect(img.closest('header')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows a menu without a picture as before, with no empty frame', async () => {
    const { container } = renderApp('/our-menu/kids');
    await screen.findByRole('heading', { level: 1, name: 'Petits' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.rk-picture')).toBeNull();
  });
});
