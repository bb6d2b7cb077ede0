/** What each screen that is not built yet will do, by route id (shown on its coming-soon page). */
export interface ScreenDescription {
  summary: string;
  /** The calls of spec §7 the finished screen will make. */
  calls?: string[];
}

export const screenDescriptions: Record<string, ScreenDescription> = {
  'expert-connect': {
    summary:
      'Find bid writers and sector experts who can strengthen a tender response, and invite them to bid with you. It is built on the experts’ criteria of the eligibility service, which arrives in a later release.',
    calls: ['GET /expert-criteria/search'],
  },
  'expert-connect-profile': {
    summary: 'One expert’s experience, sectors and availability, with a way to invite them to a bid.',
    calls: ['GET /expert-criteria/search', 'POST /bids/create'],
  },
  'admin-login': {
    summary: 'Admins sign in separately. Approving partners, editing tenders and managing users happen in the admin console.',
    calls: ['POST /admin/login'],
  },
  'legacy-dashboard': {
    summary: 'Forwards to your dashboard when signed in, else to the home page.',
  },
  'dashboard-expert-finder': {
    summary: 'Find experts who meet a tender’s criteria and invite them to bid with you.',
    calls: ['GET /expert-criteria/eligibility-experts/{id}', 'GET /expert-criteria/tender-based-experts/{id}', 'POST /bids/create'],
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
  'dashboard-my-workspace': {
    summary: 'Your writing workspaces, one per bid, shared with partners and experts.',
    calls: ['GET /workspace/search', 'POST /workspace/create'],
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
  'expert-dashboard-my-workspace': {
    summary: 'The bid workspaces you have been invited to.',
    calls: ['GET /workspace/search'],
  },
  'expert-dashboard-expert-finder': {
    summary: 'Find other experts to team up with.',
    calls: ['GET /expert-criteria/search'],
  },
  'expert-project': {
    summary: 'One bid you are working on: partners, workspace and deadlines.',
  },
  'expert-project-partners': {
    summary: 'The providers you are bidding with.',
  },
  'expert-project-invitations': {
    summary: 'Invitations to bid: accept or decline them.',
    calls: ['GET /bids/search', 'PATCH /bids/respond-to-invitation/{id}'],
  },
  'expert-dashboard-section': {
    summary: 'A section of your expert dashboard.',
  },
  'dashboard-workspace': {
    summary: 'Write a bid together: sections, owners and deadlines.',
    calls: ['GET /workspace/search?id[0]={id}', 'PATCH /workspace/update/{id}'],
  },
};
