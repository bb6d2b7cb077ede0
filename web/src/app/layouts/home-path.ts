import { paths } from '@/config/paths';
import type { AccountKind } from '@jointly/contracts';

/**
 * Where the logo and "Dashboard" links go for an account kind. Apart from nav-items.ts so the public layout
 * (the landing page's first paint) does not carry the drawer's icons.
 */
export function homePathFor(kind: AccountKind | null): string {
  if (kind === 'expert') return paths.expertDashboard.path;
  if (kind === 'admin') return paths.adminDashboard.path;
  return paths.dashboard.path;
}
