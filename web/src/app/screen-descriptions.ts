/** What each screen that is not built yet will do, by route id (shown on its coming-soon page). */
export interface ScreenDescription {
  summary: string;
  /** The calls of spec §7 the finished screen will make. */
  calls?: string[];
}

export const screenDescriptions: Record<string, ScreenDescription> = {
  'admin-login': {
    summary: 'Admins sign in separately. Approving partners, editing tenders and managing users happen in the admin console.',
    calls: ['POST /admin/login'],
  },
  'legacy-dashboard': {
    summary: 'Forwards to your dashboard when signed in, else to the home page.',
  },
  'consortium-messages': {
    summary: 'Conversations with the other members of your consortiums.',
  },
  'consortium-complete-profile': {
    summary: 'Add the company details partners look for before they join your consortium.',
    calls: ['PATCH /partner/update/{id}'],
  },
  'admin-tenders': {
    summary: 'Edit tenders and find those without a link. Admins do this in the admin console.',
    calls: ['PATCH /tender/update/{id}', 'GET /tender/no-links'],
  },
  'admin-add-event': {
    summary: 'Publish an event (webinar, briefing, meet-the-buyer day) to users.',
    calls: ['POST /events/add'],
  },
  'admin-all-users': {
    summary: 'List every account on the platform.',
    calls: ['GET /admin/all-users'],
  },
  'admin-dashboard': {
    summary: 'Platform activity at a glance. The admin console is the home for admin work.',
    calls: ['GET /tender/tender-aggregate'],
  },
  'admin-consortiums': {
    summary: 'Approve companies as consortium partners.',
    calls: ['GET /partner/unverified', 'PATCH /partner/approve/{id}'],
  },
  'dashboard-billing': {
    summary: 'Your invoices, payment method and plan.',
  },
  'dashboard-section': {
    summary: 'A section of your dashboard.',
  },
  'expert-dashboard-billing': {
    summary: 'Your invoices, payment method and plan.',
  },
  'expert-dashboard-message': {
    summary: 'Conversations with the providers who invited you to bid.',
  },
  'expert-dashboard-section': {
    summary: 'A section of your expert dashboard.',
  },
};
