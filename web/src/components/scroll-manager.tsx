import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: on navigation scroll to the top, or to the hash target when the URL names one. */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();

  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash, key]);

  return null;
}
