import { PersonProfileScreen } from './person-profile-screen';

/** /v3/user/update-staff-profile. */
export default function StaffProfilePage() {
  return <PersonProfileScreen variant="staff" />;
}
