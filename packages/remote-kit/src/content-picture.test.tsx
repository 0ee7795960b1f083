import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ContentImage } from '@riviere/api-client';
import { ContentPicture } from './content-picture';

const variants = (ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/0123456789ab-${width}.${ext}`, width }));
const image: ContentImage = {
  alt: 'A brasserie dining room at evening',
  width: 1600,
  height: 800,
  color: '#5b3823',
  placeholder: 'data:image/webp;base64,UklGRkAAAABXRUJQ',
  sources: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
};

describe('ContentPicture', () => {
  it('offers AVIF, then WebP, then a JPEG img, each at every width, with the sizes given', () => {
    const { container } = render(<ContentPicture image={image} sizes="100vw" />);
    const [avif, webp] = [...container.querySelectorAll('source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', '/media/0123456789ab-480.avif 480w, /media/0123456789ab-960.avif 960w, /media/0123456789ab-1600.avif 1600w');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute('srcset', '/media/0123456789ab-480.webp 480w, /media/0123456789ab-960.webp 960w, /media/0123456789ab-1600.webp 1600w');
    for (const source of [avif, webp]) expect(source).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/media/0123456789ab-960.jpg');
    expect(img).toHaveAttribute('srcset', '/media/0123456789ab-480.jpg 480w, /media/0123456789ab-960.jpg 960w, /media/0123456789ab-1600.jpg 1600w');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('keeps its place before it loads: the img has the image\'s width and height', () => {
    const { getByRole } = render(<ContentPicture image={image} sizes="100vw" />);
    const img = getByRole('img', { name: 'A brasserie dining room at evening' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '800');
  });

  it('waits until it nears the screen, unless it is the page\'s hero', () => {
    const lazy = render(<ContentPicture image={image} sizes="50vw" />).container.querySelector('img');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('fetchpriority', 'auto');
    expect(lazy).toHaveAttribute('decoding', 'async');
    const hero = render(<ContentPicture image={image} sizes="100vw" priority />).container.querySelector('img');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows its colour and blurred preview behind it, hidden from assistive technology', () => {
    const { container } = render(<ContentPicture image={image} sizes="100vw" />);
    const placeholder = container.querySelector('svg.rk-picture__placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.querySelector('rect')).toHaveAttribute('fill', '#5b3823');
    expect(placeholder?.querySelector('image')).toHaveAttribute('href', image.placeholder);
  });

  it('renders on the server without a style attribute (the CSP forbids them)', () => {
    const html = renderToString(<ContentPicture image={image} sizes="100vw" priority className="hero" />);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html.startsWith('<span class="rk-picture hero">')).toBe(true);
  });

  it('takes another alt text when its text already says it all', () => {
    const { container } = render(<ContentPicture image={image} sizes="100vw" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
