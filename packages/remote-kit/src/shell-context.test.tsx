import { render } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { ShellEvent } from '@riviere/mf-contract';
import { ShellContext, useAnalytics, useNotFound, usePageTitle } from './shell-context';

function Page({ title, notFound }: { title: string | null; notFound: boolean }) {
  usePageTitle(title);
  useNotFound(notFound, 'No such restaurant');
  const track = useAnalytics();
  track('page_seen', { title });
  return null;
}

describe('the shell context hooks', () => {
  it.each([
    ['a page with a title', 'Menus', false, [{ type: 'page:title', title: 'Menus' }]],
    ['a page still loading', null, false, []],
    ['a page that names nothing', null, true, [{ type: 'page:not-found', message: 'No such restaurant' }]],
  ])('%s tells the shell %p', (_name, title, notFound, expected) => {
    const events = new Subject<ShellEvent>();
    const seen: ShellEvent[] = [];
    events.subscribe((e) => seen.push(e));
    render(
      <ShellContext.Provider value={{ bus: { emit: (e) => events.next(e), events$: events }, config: { brandKey: 'b', siteName: 'S', apiBase: '' } }}>
        <Page title={title} notFound={notFound} />
      </ShellContext.Provider>,
    );
    expect(seen.filter((e) => e.type !== 'analytics')).toEqual(expected);
    expect(seen).toContainEqual({ type: 'analytics', event: 'page_seen', data: { title } });
  });

  it('refuses to run outside the provider, saying so', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Page title="x" notFound={false} />)).toThrow('useShell must be used inside <ShellContext.Provider>');
    spy.mockRestore();
  });
});
