import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canonicalPath, type SiteRouteMatch } from '../../server/src/routes/route-table';

/**
 * A path spelt otherwise than the site spells it ('/FAQS') shows the same page the site server
 * would (the router matches regardless of case, content pages by their lower-case id), and once
 * it shows, the address bar takes the canonical path, query and hash kept. The server answers
 * such a path with a 301; this is for links inside the site and pages it could not check.
 */
export function useCanonicalUrl(match: SiteRouteMatch | null): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const canonical = match ? canonicalPath(match) : null;
  useEffect(() => {
    if (canonical) navigate({ pathname: canonical, search, hash }, { replace: true });
  }, [canonical, search, hash, navigate]);
}
