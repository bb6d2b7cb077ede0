import type SvgIcon from '@mui/material/SvgIcon';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import AnnouncementIcon from '@mui/icons-material/CampaignOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import RocketIcon from '@mui/icons-material/RocketLaunchOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import { paths } from '@/config/paths';
import type { AccountKind } from '@jointly/contracts';

export interface NavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Match only this exact path (dashboard home), not its sub-pages. */
  end?: boolean;
}

const provider: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.path, icon: DashboardIcon, end: true },
  { label: 'Tenders', to: paths.dashboardTenders.path, icon: ManageSearchIcon },
  { label: 'Your eligibility', to: paths.dashboardSection.getHref('eligibility'), icon: InsightsIcon },
  { label: 'Bookmarks', to: paths.dashboardSection.getHref('bookmarks'), icon: BookmarksIcon },
  { label: 'Notifications', to: paths.dashboardSection.getHref('notifications'), icon: NotificationsIcon },
  { label: 'Consortiums', to: paths.consortiumDashboard.path, icon: HandshakeIcon },
  { label: 'Consortium bids', to: paths.consortiumBids.path, icon: DescriptionIcon },
  { label: 'Partner directory', to: paths.dashboardPartners.path, icon: BusinessIcon },
  { label: 'Messages', to: paths.consortiumMessages.path, icon: MailIcon },
  { label: 'Expert finder', to: paths.dashboardExpertFinder.path, icon: PersonSearchIcon },
  { label: 'My workspace', to: paths.dashboardMyWorkspace.path, icon: WorkspacesIcon },
  { label: 'Announcements', to: paths.dashboardAnnouncements.path, icon: AnnouncementIcon },
  { label: 'Events', to: paths.dashboardSection.getHref('events'), icon: EventIcon },
  { label: 'Videos', to: paths.dashboardSection.getHref('videos'), icon: VideoIcon },
  { label: 'My team', to: paths.dashboardMyTeam.path, icon: PeopleIcon },
  { label: 'Billing', to: paths.dashboardBilling.path, icon: PaymentsIcon },
  { label: 'Get started', to: paths.dashboardGetStarted.path, icon: RocketIcon },
];

const expert: NavItem[] = [
  { label: 'Dashboard', to: paths.expertDashboard.path, icon: DashboardIcon, end: true },
  { label: 'Tenders', to: paths.expertDashboardTenders.path, icon: ManageSearchIcon },
  { label: 'Bookmarks', to: paths.expertDashboardSection.getHref('bookmarks'), icon: BookmarksIcon },
  { label: 'Notifications', to: paths.expertDashboardSection.getHref('notifications'), icon: NotificationsIcon },
  { label: 'Invitations', to: paths.expertProjectInvitations.path, icon: MailIcon },
  { label: 'Project partners', to: paths.expertProjectPartners.path, icon: GroupsIcon },
  { label: 'Messages', to: paths.expertDashboardMessage.path, icon: MailIcon },
  { label: 'Expert finder', to: paths.expertDashboardExpertFinder.path, icon: PersonSearchIcon },
  { label: 'My workspace', to: paths.expertDashboardMyWorkspace.path, icon: WorkspacesIcon },
  { label: 'Announcements', to: paths.expertDashboardAnnouncements.path, icon: AnnouncementIcon },
  { label: 'Events', to: paths.expertDashboardSection.getHref('events'), icon: EventIcon },
  { label: 'Videos', to: paths.expertDashboardSection.getHref('videos'), icon: VideoIcon },
  { label: 'My team', to: paths.expertDashboardMyTeam.path, icon: PeopleIcon },
  { label: 'Billing', to: paths.expertDashboardBilling.path, icon: PaymentsIcon },
  { label: 'Get started', to: paths.expertDashboardGetStarted.path, icon: RocketIcon },
];

const admin: NavItem[] = [
  { label: 'Admin dashboard', to: paths.adminDashboard.path, icon: DashboardIcon },
  { label: 'Tenders', to: paths.adminTenders.path, icon: ManageSearchIcon },
  { label: 'Consortiums', to: paths.adminConsortiums.path, icon: HandshakeIcon },
  { label: 'All users', to: paths.adminAllUsers.path, icon: PeopleIcon },
  { label: 'Add an event', to: paths.adminAddEvent.path, icon: EventIcon },
];

/** The drawer's items for an account kind (staff work alongside providers). */
export function navItemsFor(kind: AccountKind | null): NavItem[] {
  if (kind === 'expert') return expert;
  if (kind === 'admin') return admin;
  return provider;
}
