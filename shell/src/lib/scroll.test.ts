import { hashTargetId, scrollOffset, scrollTopFor } from './scroll';

describe('hash scrolling', () => {
  it.each([
    [375, 70, 58],
    [575, 70, 58],
    [576, 70, 85],
    [1280, 58, 73],
  ])('a %i px wide viewport with a %i px header scrolls targets %i px below the top', (width, header, expected) => {
    expect(scrollOffset(width, header)).toBe(expected);
  });

  it.each([
    [400, 1000, 73, 1327],
    [-200, 1000, 73, 727],
    [10, 0, 73, 0],
  ])('an element at %i px in the viewport, scrolled %i, offset %i → %i', (top, scroll, offset, expected) => {
    expect(scrollTopFor(top, scroll, offset)).toBe(expected);
  });

  it.each([
    ['#mains', 'mains'],
    ['#caf%C3%A9', 'café'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['', null],
    ['#', null],
  ])('hash %p names %p', (hash, expected) => {
    expect(hashTargetId(hash)).toBe(expected);
  });
});
