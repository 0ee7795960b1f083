import { render, screen } from '@testing-library/react';
import { CookieBanner } from './cookie-banner';

/** Puts an element at a place in the viewport (jsdom lays nothing out). */
function placeAt(element: Element, top: number, height: number) {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + height, height } as DOMRect);
}

describe('CookieBanner: what has focus stays in sight', () => {
  beforeEach(() => jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a control under the banner scrolls up just clear of it', 'button', 520, 44, 80],
    ['a control above the banner stays where it is', 'button', 200, 44, null],
    ['what is taller than the room above the banner (the page content) does not lurch the page', 'main', 100, 1900, null],
  ])('%s', (_case, tag, top, height, scrolledBy) => {
    const target = document.body.appendChild(document.createElement(tag));
    target.tabIndex = -1;
    render(<CookieBanner open onDecide={() => undefined} />);
    placeAt(screen.getByRole('region', { name: 'Cookies on this site' }), 500, 300);
    placeAt(target, top, height);
    target.focus();
    if (scrolledBy === null) expect(window.scrollBy).not.toHaveBeenCalled();
    else expect(window.scrollBy).toHaveBeenCalledWith({ top: scrolledBy });
    target.remove();
  });
});
