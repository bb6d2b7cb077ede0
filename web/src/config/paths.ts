/**
 * Every route of spec §2, as `{ path, getHref }`. Components link with `paths.x.getHref(...)`; the router
 * (app/route-catalogue.ts) declares each one with its guard.
 */
const fixed = (path: string) => ({ path, getHref: () => path });
const withId = (path: string) => ({
  path,
  getHref: (id: string | number) => path.replace(':id', encodeURIComponent(String(id))),
});
const withName = (path: string) => ({
  path,
  getHref: (name: string) => path.replace(':name', encodeURIComponent(name)),
});

export const paths = {
  // Open or guest routes
  home: fixed('/'),
  guest: fixed('/guest'),
  guestTender: withId('/guest/:id'),
  expertConnect: fixed('/expert-connect'),
  expertConnectProfile: withId('/expert-connect/:id'),
  consortiumSignup: fixed('/consortium/signup'),
  join: fixed('/v3/join'),
  login: {
    path: '/v3/login',
    /** `next` is where the visitor was going; the app returns there after login. */
    getHref: (next?: string | null) => (next ? `/v3/login?next=${encodeURIComponent(next)}` : '/v3/login'),
  },
  register: {
    path: '/v3/register',
    getHref: (type?: 'provider' | 'expert' | 'staff') => (type ? `/v3/register?type=${type}` : '/v3/register'),
  },
  confirmEmail: fixed('/v3/confirmEmail'),
  passwordEmail: fixed('/password/email'),
  passwordEmailOtp: fixed('/password/emailOTP'),
  passwordNew: fixed('/password/newPassword'),
  adminLogin: fixed('/admin'),

  // Authenticated routes
  tender: withId('/tender/:id'),
  account: fixed('/account'),
  accountManagePlan: fixed('/account/manage-plan'),
  userNextStep: fixed('/user/next-step'),
  userUpdateProfile: fixed('/user/update-profile'),
  v3UserNextStep: fixed('/v3/user/next-step'),
  dashboard: fixed('/v3/dashboard'),
  dashboardExpertFinder: fixed('/v3/dashboard/expert-finder'),
  dashboardTenders: fixed('/v3/dashboard/tenders'),
  expertDashboard: fixed('/v3/expert-dashboard'),
  expertDashboardTenders: fixed('/v3/expert-dashboard/tenders'),
  consortium: withId('/consortium/:id'),
  consortiumBids: fixed('/consortium/bids'),
  consortiumMessages: fixed('/consortium/messages'),
  consortiumDashboard: fixed('/consortium/dashboard'),
  consortiumVerification: fixed('/consortium/verification'),
  consortiumCompleteProfile: fixed('/consortium/complete-profile'),
  adminTenders: fixed('/admin/tenders'),
  adminAddEvent: fixed('/admin/add-event'),
  adminAllUsers: fixed('/admin/all-users'),
  adminDashboard: fixed('/admin/dashboard'),
  adminConsortiums: fixed('/admin/consortiums'),

  // Routes whose guard the spec does not show (signed-in areas; guarded as authenticated)
  /** Also /v3/dashboard/bookmarks, /notifications, /events and /videos (declared in the route catalogue). */
  dashboardSection: withName('/v3/dashboard/:name'),
  dashboardBilling: fixed('/v3/dashboard/billing'),
  dashboardMyTeam: fixed('/v3/dashboard/my-team'),
  /** The partner directory (a known /v3/dashboard/{name}; GET /partner/search and /partner/all). */
  dashboardPartners: fixed('/v3/dashboard/partners'),
  dashboardGetStarted: fixed('/v3/dashboard/get-started'),
  dashboardAnnouncements: fixed('/v3/dashboard/announcements'),
  dashboardMyWorkspace: fixed('/v3/dashboard/my-workspace'),
  dashboardWorkspace: withId('/v3/dashboard/my-workspace/:id'),
  expertDashboardSection: withName('/v3/expert-dashboard/:name'),
  expertDashboardBilling: fixed('/v3/expert-dashboard/billing'),
  expertDashboardMessage: fixed('/v3/expert-dashboard/message'),
  expertDashboardMyTeam: fixed('/v3/expert-dashboard/my-team'),
  expertDashboardGetStarted: fixed('/v3/expert-dashboard/get-started'),
  expertDashboardMyWorkspace: fixed('/v3/expert-dashboard/my-workspace'),
  expertDashboardAnnouncements: fixed('/v3/expert-dashboard/announcements'),
  expertDashboardExpertFinder: fixed('/v3/expert-dashboard/expert-finder'),
  expertDashboardTender: withId('/v3/expert-dashboard/tenders/:id'),
  expertProject: withId('/v3/expert-dashboard/my-projects/:id'),
  expertProjectPartners: fixed('/v3/expert-dashboard/my-projects/partners'),
  expertProjectInvitations: fixed('/v3/expert-dashboard/my-projects/invitations'),
  v3UserUpdateProfile: fixed('/v3/user/update-profile'),
  v3UserUpdateStaffProfile: fixed('/v3/user/update-staff-profile'),
  v3UserUpdateExpertProfile: fixed('/v3/user/update-expert-profile'),
  v3UserUpdateVendorProfile: fixed('/v3/user/update-vendor-profile'),
  /** Target after a contact message is sent; forwards to the right place. */
  legacyDashboard: fixed('/dashboard'),
} as const;

export type PathId = keyof typeof paths;
