import { paths } from '@/config/paths';
import type { Guard } from './guards';
import type { BidsScreenName as BidsScreen } from './bids-screens';
import type { ConsortiumScreenName as ConsortiumScreen } from './consortium-screens';
import type { EligibilityScreenName as EligibilityScreen } from './eligibility-screens';
import type { TenderScreenName as TenderScreen } from './tender-screens';

/**
 * Every route of spec §2 with its guard, its layout and its screen (every screen is built). The account screens
 * (sign-up, confirmation, password reset, profiles, account, plan, team, get-started) and the screens on the tenders and
 * notifications APIs (search, tender, bookmarks, guest browsing, expert dashboard, notifications, announcements,
 * events, videos; app/tender-screens.ts) and the consortium screens (dashboard, consortium, bids, verification;
 * app/consortium-screens.ts) and the bids screens (workspaces, expert invitations, projects, partners; app/bids-screens.ts)
 * are built. /admin is the admins' sign-in and each /admin/… route opens its console screen (routes/admin/, a one-time
 * hand-off code, no second login); unknown /v3/dashboard/{name} and /v3/expert-dashboard/{name} are 'Page Not Found'.
 * Plans and billing (manage plan, the two billing routes) are built too: no route renders a placeholder.
 *
 * Guards: `guest` = only visitors who are not signed in; `auth` = signed-in users only; `open` = anyone.
 * The spec lists some routes with "no guard shown" (the dashboard sub-pages, the expert dashboard,
 * the profile-update screens). They show a user's own data, so they are guarded as `auth` here;
 * `specGuard` records what the spec said.
 */
export type Screen =
  | 'landing'
  | 'join'
  | 'login'
  | 'register'
  | 'confirm-email'
  | 'password-email'
  | 'password-code'
  | 'password-new'
  | 'consortium-signup'
  | 'provider-profile'
  | 'expert-profile'
  | 'staff-profile'
  | 'vendor-profile'
  | 'next-step'
  | 'account'
  | 'manage-plan'
  | 'billing'
  | 'my-team'
  | 'get-started'
  | TenderScreen
  | ConsortiumScreen
  | EligibilityScreen
  | BidsScreen
  | 'admin-sign-in'
  | 'partner-directory'
  | 'admin-console'
  | 'not-found'
  | 'redirect';
export type Layout = 'public' | 'dashboard';

export interface RouteEntry {
  id: string;
  path: string;
  guard: Guard;
  specGuard: 'open' | 'guest' | 'authenticated' | 'not shown';
  layout: Layout;
  screen: Screen;
  title: string;
}

const openRoute = (id: string, path: string, screen: Screen, title: string): RouteEntry => ({
  id,
  path,
  guard: 'open',
  specGuard: 'open',
  layout: 'public',
  screen,
  title,
});
const guestRoute = (id: string, path: string, screen: Screen, title: string): RouteEntry => ({
  id,
  path,
  guard: 'guest',
  specGuard: 'guest',
  layout: 'public',
  screen,
  title,
});
const authRoute = (id: string, path: string, title: string, screen: Screen): RouteEntry => ({
  id,
  path,
  guard: 'auth',
  specGuard: 'authenticated',
  layout: 'dashboard',
  screen,
  title,
});
const userRoute = (id: string, path: string, title: string, screen: Screen): RouteEntry => ({
  id,
  path,
  guard: 'auth',
  specGuard: 'not shown',
  layout: 'dashboard',
  screen,
  title,
});

export const routeCatalogue: RouteEntry[] = [
  // ---- open or guest ---------------------------------------------------------------------------
  openRoute('home', paths.home.path, 'landing', 'Tender discovery and joint bidding'),
  openRoute('guest', paths.guest.path, 'tenders:guest-search', 'Browse tenders as a guest'),
  openRoute('guest-tender', paths.guestTender.path, 'tenders:guest-tender', 'Tender details (guest view)'),
  openRoute('expert-connect', paths.expertConnect.path, 'eligibility:expert-connect', 'Expert Connect'),
  openRoute('expert-connect-profile', paths.expertConnectProfile.path, 'eligibility:expert-profile', 'Expert profile'),
  openRoute('consortium-signup', paths.consortiumSignup.path, 'consortium-signup', 'Lead consortiums'),
  openRoute('join', paths.join.path, 'join', 'Join Jointly'),
  guestRoute('login', paths.login.path, 'login', 'Log in'),
  guestRoute('register', paths.register.path, 'register', 'Create your account'),
  guestRoute('confirm-email', paths.confirmEmail.path, 'confirm-email', 'Confirm your email'),
  guestRoute('password-email', paths.passwordEmail.path, 'password-email', 'Reset your password'),
  guestRoute('password-email-otp', paths.passwordEmailOtp.path, 'password-code', 'Enter your reset code'),
  guestRoute('password-new', paths.passwordNew.path, 'password-new', 'Choose a new password'),
  openRoute('admin-login', paths.adminLogin.path, 'admin-sign-in', 'Admin sign-in'),
  { ...openRoute('legacy-dashboard', paths.legacyDashboard.path, 'redirect', 'Dashboard'), specGuard: 'not shown' },

  // ---- authenticated -----------------------------------------------------------------------------
  authRoute('tender', paths.tender.path, 'Tender details', 'tenders:tender'),
  authRoute('account', paths.account.path, 'Your account', 'account'),
  authRoute('account-manage-plan', paths.accountManagePlan.path, 'Manage your plan', 'manage-plan'),
  authRoute('user-next-step', paths.userNextStep.path, 'Next steps', 'next-step'),
  authRoute('user-update-profile', paths.userUpdateProfile.path, 'Your company profile', 'provider-profile'),
  authRoute('v3-user-next-step', paths.v3UserNextStep.path, 'Next steps', 'next-step'),
  authRoute('dashboard', paths.dashboard.path, 'Dashboard', 'tenders:tender-search'),
  authRoute('dashboard-expert-finder', paths.dashboardExpertFinder.path, 'Expert finder', 'eligibility:expert-finder'),
  authRoute('dashboard-tenders', paths.dashboardTenders.path, 'Tenders', 'tenders:tender-search'),
  authRoute('expert-dashboard', paths.expertDashboard.path, 'Expert dashboard', 'tenders:expert-dashboard'),
  authRoute('expert-dashboard-tenders', paths.expertDashboardTenders.path, 'Tenders', 'tenders:tender-search'),
  authRoute('consortium', paths.consortium.path, 'Consortium', 'consortiums:consortium'),
  authRoute('consortium-bids', paths.consortiumBids.path, 'Consortium bids', 'consortiums:bids'),
  authRoute('consortium-messages', paths.consortiumMessages.path, 'Consortium messages', 'consortiums:messages'),
  authRoute('consortium-dashboard', paths.consortiumDashboard.path, 'Consortiums', 'consortiums:dashboard'),
  authRoute('consortium-verification', paths.consortiumVerification.path, 'Consortium verification', 'consortiums:verification'),
  authRoute(
    'consortium-complete-profile',
    paths.consortiumCompleteProfile.path,
    'Complete your consortium profile',
    'consortiums:complete-profile',
  ),
  authRoute('admin-tenders', paths.adminTenders.path, 'Admin: tenders', 'admin-console'),
  authRoute('admin-add-event', paths.adminAddEvent.path, 'Admin: add an event', 'admin-console'),
  authRoute('admin-all-users', paths.adminAllUsers.path, 'Admin: all users', 'admin-console'),
  authRoute('admin-dashboard', paths.adminDashboard.path, 'Admin dashboard', 'admin-console'),
  authRoute('admin-consortiums', paths.adminConsortiums.path, 'Admin: consortiums', 'admin-console'),

  // ---- guard not shown in the spec (signed-in areas) ----------------------------------------------
  userRoute('dashboard-billing', paths.dashboardBilling.path, 'Billing', 'billing'),
  userRoute('dashboard-my-team', paths.dashboardMyTeam.path, 'My team', 'my-team'),
  userRoute('dashboard-partners', paths.dashboardPartners.path, 'Partner directory', 'partner-directory'),
  userRoute('dashboard-get-started', paths.dashboardGetStarted.path, 'Get started', 'get-started'),
  userRoute('dashboard-announcements', paths.dashboardAnnouncements.path, 'Announcements', 'tenders:announcements'),
  userRoute('dashboard-eligibility', paths.dashboardSection.getHref('eligibility'), 'Your eligibility', 'eligibility:overview'),
  userRoute('dashboard-my-workspace', paths.dashboardMyWorkspace.path, 'My workspace', 'bids:my-workspaces'),
  userRoute('dashboard-workspace', paths.dashboardWorkspace.path, 'Workspace', 'bids:workspace'),
  userRoute('dashboard-section', paths.dashboardSection.path, 'Page Not Found', 'not-found'),
  userRoute('expert-dashboard-billing', paths.expertDashboardBilling.path, 'Billing', 'billing'),
  userRoute('expert-dashboard-message', paths.expertDashboardMessage.path, 'Messages', 'consortiums:messages'),
  userRoute('expert-dashboard-my-team', paths.expertDashboardMyTeam.path, 'My team', 'my-team'),
  userRoute('expert-dashboard-get-started', paths.expertDashboardGetStarted.path, 'Get started', 'get-started'),
  userRoute('expert-dashboard-my-workspace', paths.expertDashboardMyWorkspace.path, 'My workspace', 'bids:expert-workspaces'),
  userRoute('expert-dashboard-announcements', paths.expertDashboardAnnouncements.path, 'Announcements', 'tenders:announcements'),
  userRoute('expert-dashboard-expert-finder', paths.expertDashboardExpertFinder.path, 'Expert finder', 'eligibility:expert-finder'),
  userRoute('expert-dashboard-tender', paths.expertDashboardTender.path, 'Tender details', 'tenders:tender'),
  userRoute('expert-project', paths.expertProject.path, 'Project', 'bids:expert-project'),
  userRoute('expert-project-partners', paths.expertProjectPartners.path, 'Project partners', 'bids:expert-partners'),
  userRoute('expert-project-invitations', paths.expertProjectInvitations.path, 'Invitations', 'bids:expert-invitations'),
  userRoute('expert-dashboard-section', paths.expertDashboardSection.path, 'Page Not Found', 'not-found'),
  // Bookmarks, notifications, events and videos, in the provider and the expert dashboards.
  ...(['bookmarks', 'notifications', 'events', 'videos'] as const).flatMap((name) =>
    (['dashboard', 'expert-dashboard'] as const).map((area) =>
      userRoute(`${area}-${name}`, `/v3/${area}/${name}`, name.charAt(0).toUpperCase() + name.slice(1), `tenders:${name}`),
    ),
  ),
  userRoute('v3-user-update-profile', paths.v3UserUpdateProfile.path, 'Your company profile', 'provider-profile'),
  userRoute('v3-user-update-staff-profile', paths.v3UserUpdateStaffProfile.path, 'Your staff profile', 'staff-profile'),
  userRoute('v3-user-update-expert-profile', paths.v3UserUpdateExpertProfile.path, 'Your expert profile', 'expert-profile'),
  userRoute('v3-user-update-vendor-profile', paths.v3UserUpdateVendorProfile.path, 'Your vendor profile', 'vendor-profile'),
];

/** What each route carries in its `handle` (read with useMatches). */
export interface ScreenHandle {
  id: string;
  title: string;
  guard: Guard;
  layout: Layout;
}
