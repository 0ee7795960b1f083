import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentImage, Tile } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { TILE_SIZES, TileView } from './tile-view';

const variants = (hash: string, ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/${hash}-${width}.${ext}`, width }));
const picture = (hash: string, alt: string): ContentImage => ({
  alt, width: 1600, height: 800, color: '#5b3823', placeholder: 'data:image/webp;base64,AAAA',
  sources: { avif: variants(hash, 'avif'), webp: variants(hash, 'webp'), jpeg: variants(hash, 'jpg') },
});

const hero: Tile = { tileId: 'tile-home-1', key: 'hero', heading: 'Bienvenue', body: 'Steak frites', width: 'full', picture: picture('aaaaaaaaaaaa', 'A dining room at evening') };
const promo: Tile = { tileId: 'tile-home-2', key: 'promo', heading: 'Two mains', width: 'half', picture: picture('bbbbbbbbbbbb', 'Two plates of steak frites') };
const video: Tile = {
  tileId: 'tile-home-4', key: 'video', heading: 'From our kitchen', width: 'full', videoDesktop: '/k.mp4', imageAlt: 'The pass', picture: picture('cccccccccccc', 'Moules frites at the pass'),
};

describe('TileView pictures', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts the hero\'s picture behind its heading, fetched first when it is the page\'s first tile', () => {
    renderWithShell(<TileView tile={hero} headingLevel={1} priority />);
    const img = screen.getByRole('img', { name: 'A dining room at evening' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('sizes', TILE_SIZES.full);
    expect(img.closest('section')).toHaveClass('sh-hero');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeInTheDocument();
  });

  it('shows a tile\'s picture above its text, lazily, sized for half the page', () => {
    renderWithShell(<TileView tile={promo} headingLevel={2} />);
    const img = screen.getByRole('img', { name: 'Two plates of steak frites' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', TILE_SIZES.half);
    expect(img.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining('bbbbbbbbbbbb-1600.avif 1600w'));
  });

  it('leads a video tile with its picture; the video plays when the visitor asks', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.play(this);
      return Promise.resolve();
    });
    renderWithShell(<TileView tile={video} headingLevel={2} />);
    const img = screen.getByRole('img', { name: 'Moules frites at the pass' });
    expect(img).toHaveAttribute('loading', 'lazy');
    const player = img.closest('.tile__media')?.querySelector('video');
    expect(player).toHaveClass('sh-media__video');
    expect(player).not.toHaveClass('sh-media__video--playing');
    expect(play).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(player).toHaveClass('sh-media__video--playing'));
  });

  it('shows no picture for a tile without one', () => {
    renderWithShell(<TileView tile={{ tileId: 't', key: 'text', heading: 'Allergies' }} headingLevel={2} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
