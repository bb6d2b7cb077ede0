import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '@/lib/analytics';

/** Feeds every navigation to analytics, which applies the consent rules. */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.trackPage(pathname);
  }, [pathname]);
  return null;
}
