import type { ReactElement } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { ListSubheader } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import GroupsIcon from '@mui/icons-material/Groups';
import MailIcon from '@mui/icons-material/Mail';
import GavelIcon from '@mui/icons-material/Gavel';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import EventIcon from '@mui/icons-material/Event';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import CampaignIcon from '@mui/icons-material/Campaign';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import OutboxIcon from '@mui/icons-material/Outbox';
import InputIcon from '@mui/icons-material/Input';
import ReportIcon from '@mui/icons-material/Report';
import HistoryIcon from '@mui/icons-material/History';
import ForumIcon from '@mui/icons-material/Forum';
import { MESSAGE_MODERATION_PATH } from '../messages';
import { TENDERS_WITHOUT_LINK_PATH } from '../tenders';

const partnersOf = (verification: string) => `/partners?filter=${encodeURIComponent(JSON.stringify({ verification }))}`;

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
}

/** The menu's groups (People, Tenders, Content, Ops, Audit log); headings show while the sidebar is open. */
export const MENU_GROUPS: Array<{ heading: string; entries: Entry[] }> = [
  {
    heading: 'People',
    entries: [
      { to: '/users', label: 'Users', icon: <PeopleIcon /> },
      { to: partnersOf('requested'), label: 'Partners waiting', icon: <HourglassIcon /> },
      { to: partnersOf('verified'), label: 'Verified partners', icon: <VerifiedIcon /> },
      { to: '/consortiums', label: 'Consortiums', icon: <GroupsIcon /> },
    ],
  },
  {
    heading: 'Tenders',
    entries: [
      { to: '/tenders', label: 'Tenders', icon: <GavelIcon /> },
      { to: TENDERS_WITHOUT_LINK_PATH, label: 'Without a link', icon: <LinkOffIcon /> },
      { to: '/tender-feeds', label: 'Feeds and imports', icon: <RssFeedIcon /> },
    ],
  },
  {
    heading: 'Content',
    entries: [
      { to: '/events', label: 'Events', icon: <EventIcon /> },
      { to: '/videos', label: 'Videos', icon: <VideoLibraryIcon /> },
      { to: '/announcements', label: 'Announcements', icon: <CampaignIcon /> },
      { to: MESSAGE_MODERATION_PATH, label: 'Messages', icon: <ForumIcon /> },
    ],
  },
  {
    heading: 'Ops',
    entries: [
      { to: '/service-health', label: 'Health', icon: <MonitorHeartIcon /> },
      { to: '/outboxes', label: 'Outboxes', icon: <OutboxIcon /> },
      { to: '/consumers', label: 'Consumers', icon: <InputIcon /> },
      { to: '/dead-letters', label: 'Dead letters', icon: <ReportIcon /> },
      { to: '/mail', label: 'Mail log', icon: <MailIcon /> },
    ],
  },
  { heading: 'Audit', entries: [{ to: '/audit-log', label: 'Audit log', icon: <HistoryIcon /> }] },
];

export function ConsoleMenu() {
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map((group) => [
        open ? (
          <ListSubheader
            key={`h-${group.heading}`}
            component="div"
            disableSticky
            sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}
          >
            {group.heading}
          </ListSubheader>
        ) : null,
        ...group.entries.map((entry) => <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />),
      ])}
    </Menu>
  );
}
