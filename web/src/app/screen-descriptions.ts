/** What each screen that is not built yet will do, by route id (shown on its coming-soon page). */
export interface ScreenDescription {
  summary: string;
  /** The calls of spec §7 the finished screen will make. */
  calls?: string[];
}

export const screenDescriptions: Record<string, ScreenDescription> = {
  'home': {
    summary: 'What Jointly does and who it is for.',
  },
  'guest': {
    summary: 'Search open public-sector tenders without an account, with filters for value, region and closing date.',
    calls: ['GET /tender/search', 'GET /tenders/filter-search', 'GET /tenders/value-search'],
  },
  'guest-tender': {
    summary: 'The public details of one tender: buyer, value, closing date and documents, with a prompt to join to check eligibility.',
    calls: ['GET /tender/view/{id}'],
  },
  'expert-connect': {
    summary: 'Find bid writers and sector experts who can strengthen a tender response, and invite them to bid with you.',
    calls: ['GET /expert-criteria/search'],
  },
  'expert-connect-profile': {
    summary: 'One expert’s experience, sectors and availability, with a way to invite them to a bid.',
    calls: ['GET /expert-criteria/search', 'POST /bids/create'],
  },
  'consortium-signup': {
    summary: 'Apply for your company to lead consortiums: tell us about the business so an admin can approve it as a partner.',
    calls: ['POST /partner/request', 'POST /business-info/create'],
  },
  'join': {
    summary: 'Choose how you want to use Jointly: as a Provider, an Expert or Staff.',
  },
  'login': {
    summary: 'Sign in to your Jointly account.',
  },
  'register': {
    summary: 'Sign up as a Provider, an Expert or Staff. We then email you a code to confirm your address.',
    calls: ['POST /account/register', 'POST /expert/register', 'POST /staff/register'],
  },
  'confirm-email': {
    summary: 'Enter the code we emailed you. Once confirmed you are signed in and asked to complete your profile.',
    calls: ['POST /account/verify-and-auth', 'POST /expert/verify-and-auth', 'POST /staff/verify-and-auth'],
  },
  'password-email': {
    summary: 'Enter your email address and we will send you a one-time code to reset your password.',
    calls: ['POST /account/send-otp/{email}'],
  },
  'password-email-otp': {
    summary: 'Type the one-time code from the email to prove it is you.',
    calls: ['POST /account/verify-otp'],
  },
  'password-new': {
    summary: 'Set a new password for your account, then log in with it.',
    calls: ['POST /account/reset-password'],
  },
  'admin-login': {
    summary: 'Admins sign in separately. Approving partners, editing tenders and managing users happen in the admin console.',
    calls: ['POST /admin/login'],
  },
  'legacy-dashboard': {
    summary: 'Forwards to your dashboard when signed in, else to the home page.',
  },
  'tender': {
    summary: 'Everything about one tender, your eligibility rating against its criteria, bookmarking, and the experts and partners who could bid with you.',
    calls: ['GET /tender/view/{id}', 'GET /tender-criteria/search', 'GET /tender-criteria/check-status', 'PATCH /account/add-bookmark'],
  },
  'account': {
    summary: 'Your profile, company details, password and saved tenders.',
    calls: ['PATCH /account/update-profile', 'POST /account/update-password', 'GET /account/get-bookmark'],
  },
  'account-manage-plan': {
    summary: 'See your current plan and billing period, and change or cancel it.',
  },
  'user-next-step': {
    summary: 'A short checklist of what to do next to get the most out of Jointly.',
  },
  'user-update-profile': {
    summary: 'Tell us about your organisation so we can match you with the right tenders.',
    calls: ['PATCH /account/update-profile', 'POST /user-criteria/add'],
  },
  'v3-user-next-step': {
    summary: 'A short checklist of what to do next to get the most out of Jointly.',
  },
  'dashboard': {
    summary: 'Your tenders grouped by eligibility band (90–100, 80–89, 70–79, 60–69, below 60), recent notifications and your consortiums at a glance.',
    calls: ['GET /user-eligibility-result/provider-dashboard', 'GET /user-eligibility-result/{id}', 'POST /tender/fetch-multiple'],
  },
  'dashboard-expert-finder': {
    summary: 'Find experts who meet a tender’s criteria and invite them to bid with you.',
    calls: ['GET /expert-criteria/eligibility-experts/{id}', 'GET /expert-criteria/tender-based-experts/{id}', 'POST /bids/create'],
  },
  'dashboard-tenders': {
    summary: 'Search and filter tenders by keyword, value and closing date; bookmark the ones you want to follow.',
    calls: ['GET /tender/search', 'GET /tenders/filter-search', 'GET /tenders/value-search'],
  },
  'expert-dashboard': {
    summary: 'Your invitations to bid, projects in progress and bid statistics.',
    calls: ['GET /bids/expert/{id}/statistics', 'GET /bids/search'],
  },
  'expert-dashboard-tenders': {
    summary: 'Tenders that match your expertise.',
    calls: ['GET /tender/search'],
  },
  'consortium': {
    summary: 'One consortium: its members, the requests it has received, and the bids it is working on.',
    calls: ['GET /consortium/view/{id}', 'GET /consortium-bid/search', 'GET /consortium-request/search'],
  },
  'consortium-bids': {
    summary: 'The bids your consortiums are preparing together.',
    calls: ['GET /consortium-bid/search', 'POST /consortium-bid/create'],
  },
  'consortium-messages': {
    summary: 'Conversations with the other members of your consortiums.',
  },
  'consortium-dashboard': {
    summary: 'Create consortiums, see matching companies and the companies that have indicated interest.',
    calls: ['POST /consortium/create', 'GET /consortium/user-consortium/{id}', 'GET /consortium/matching-partners/{id}'],
  },
  'consortium-verification': {
    summary: 'Where your request to lead consortiums stands, and what the admins still need from you.',
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
  'dashboard-my-team': {
    summary: 'Invite colleagues to your company account and manage what they can do.',
  },
  'dashboard-get-started': {
    summary: 'Set up your company profile and eligibility criteria so Jointly can rate tenders for you.',
    calls: ['POST /user-criteria/add', 'GET /user-criteria/search'],
  },
  'dashboard-announcements': {
    summary: 'News from the Jointly team, ten to a page.',
    calls: ['GET /announcement/search'],
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
  'expert-dashboard-my-team': {
    summary: 'The people you work with on bids.',
  },
  'expert-dashboard-get-started': {
    summary: 'Describe your expertise so providers can find you.',
    calls: ['POST /expert-criteria/create', 'PATCH /expert-criteria/update/{id}'],
  },
  'expert-dashboard-my-workspace': {
    summary: 'The bid workspaces you have been invited to.',
    calls: ['GET /workspace/search'],
  },
  'expert-dashboard-announcements': {
    summary: 'News from the Jointly team, ten to a page.',
    calls: ['GET /announcement/search'],
  },
  'expert-dashboard-expert-finder': {
    summary: 'Find other experts to team up with.',
    calls: ['GET /expert-criteria/search'],
  },
  'expert-dashboard-tender': {
    summary: 'One tender, seen from an expert’s side: what the buyer wants and who has invited you.',
    calls: ['GET /tender/view/{id}'],
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
  'v3-user-update-profile': {
    summary: 'Your organisation, services, regions and turnover — what eligibility is checked against.',
    calls: ['PATCH /account/update-profile', 'POST /user-criteria/add'],
  },
  'v3-user-update-staff-profile': {
    summary: 'Your role and the organisation you work for.',
    calls: ['PATCH /account/update/{id}'],
  },
  'v3-user-update-expert-profile': {
    summary: 'Your expertise, sectors and availability, so providers can find and invite you.',
    calls: ['POST /expert-criteria/create', 'PATCH /expert-criteria/update/{id}'],
  },
  'v3-user-update-vendor-profile': {
    summary: 'The services your company supplies to other bidders.',
    calls: ['PATCH /account/update-profile'],
  },
  'dashboard-workspace': {
    summary: 'Write a bid together: sections, owners and deadlines.',
    calls: ['GET /workspace/search?id[0]={id}', 'PATCH /workspace/update/{id}'],
  },
};
