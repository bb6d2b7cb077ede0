import { Menu } from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import MailIcon from '@mui/icons-material/Mail';

const partnersOf = (verification: string) => `/partners?filter=${encodeURIComponent(JSON.stringify({ verification }))}`;

export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/users" primaryText="Users" leftIcon={<PeopleIcon />} />
      <Menu.Item to={partnersOf('requested')} primaryText="Partners waiting" leftIcon={<HourglassIcon />} />
      <Menu.Item to={partnersOf('verified')} primaryText="Verified partners" leftIcon={<VerifiedIcon />} />
      <Menu.Item to="/mail" primaryText="Mail log" leftIcon={<MailIcon />} />
    </Menu>
  );
}
