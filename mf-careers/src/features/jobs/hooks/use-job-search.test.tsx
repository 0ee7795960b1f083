import { useState, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Router } from 'react-router-dom';
import { createNavigator } from '@riviere/mf-contract';
import { useJobSearch } from './use-job-search';

/**
 * The remote's router as the shell drives it: a navigation is only asked for, and the location
 * comes back when the shell hands it back (`arrive`), in the order asked.
 */
function shellRouter(initial: string) {
  const asked: string[] = [];
  let setSearch: (search: string) => void = () => {};
  const navigator = createNavigator((to) => {
    asked.push(new URL(to, 'http://site.test').search);
  });
  function Shell({ children }: { children: ReactNode }) {
    const [search, set] = useState(initial);
    setSearch = set;
    return (
      <Router location={{ pathname: '/careers/job-search', search }} navigator={navigator}>
        {children}
      </Router>
    );
  }
  return { Shell, asked, arrive: (search: string) => act(() => setSearch(search)) };
}

describe('useJobSearch', () => {
  it('keeps every change made before the locations of earlier ones come back: none is lost', () => {
    const { Shell, asked, arrive } = shellRouter('');
    const { result } = renderHook(() => useJobSearch(), { wrapper: Shell });

    act(() => result.current.update({ titleGroup: 'foh support' }));
    act(() => result.current.update({ within: 20 }));
    expect(result.current.search).toMatchObject({ titleGroup: 'foh support', within: 20 });

    // The first change's location comes back while the second's is on its way: the second stays.
    void arrive(asked[0]!);
    expect(result.current.search).toMatchObject({ titleGroup: 'foh support', within: 20 });
    act(() => result.current.update({ location: 'SW1A 1AA' }));
    expect(asked.at(-1)).toBe('?group=foh-support&within=20&location=SW1A+1AA');

    void arrive(asked[1]!);
    void arrive(asked[2]!);
    expect(result.current.search).toMatchObject({ titleGroup: 'foh support', within: 20, location: 'SW1A 1AA' });
  });

  it('shows a location the visitor reached another way once the latest change has come back', () => {
    const { Shell, asked, arrive } = shellRouter('');
    const { result } = renderHook(() => useJobSearch(), { wrapper: Shell });
    act(() => result.current.update({ within: 20 }));
    void arrive(asked[0]!);

    void arrive('?group=bar');
    expect(result.current.search).toMatchObject({ titleGroup: 'Bar', within: 100 });
  });
});
