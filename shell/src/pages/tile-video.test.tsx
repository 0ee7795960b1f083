import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TileVideo } from './tile-video';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

function reducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList);
}

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.play(this);
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.pause(this);
  });
});
afterEach(() => jest.restoreAllMocks());

const video = <TileVideo mobile="/m.mp4" desktop="/d.mp4" label="A chef plating moules frites" />;

describe('a tile video', () => {
  it('is not started by the HTML: the page starts it once it runs', () => {
    expect(renderToString(video)).not.toMatch(/autoplay/i);
  });

  it('plays once the page runs, and the visitor can pause and play it again', async () => {
    reducedMotion(false);
    render(video);
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('stays still for a visitor who asks for reduced motion, until they play it', async () => {
    reducedMotion(true);
    render(video);
    expect(play).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('offers Play again when the browser refuses to play', async () => {
    reducedMotion(false);
    play.mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    render(video);
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
