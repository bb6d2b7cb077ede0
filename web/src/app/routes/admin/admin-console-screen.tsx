import { useMatches } from 'react-router-dom';
import { isAdminRouteId } from '@/features/admin/console-handoff';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import type { ScreenHandle } from '../../route-catalogue';
import { AdminsOnly } from './admins-only';
import { OpeningConsole } from './opening-console';

/**
 * /admin/tenders, /admin/add-event, /admin/all-users, /admin/dashboard and /admin/consortiums: each opens the matching
 * console screen, the admin's session handed over without a second login. A visitor was sent to /admin?next=… by the
 * route's loader; a signed-in non-admin sees "Admins only".
 */
export default function AdminConsoleScreen() {
  const matches = useMatches();
  const id = (matches[matches.length - 1]?.handle as ScreenHandle | undefined)?.id;
  const user = useAuthStore((s) => s.user);
  if (accountKindOf(user) !== 'admin' || !isAdminRouteId(id)) return <AdminsOnly />;
  return <OpeningConsole route={id} />;
}
