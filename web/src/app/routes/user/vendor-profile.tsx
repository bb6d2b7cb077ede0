import { PersonProfileScreen } from './person-profile-screen';

/** /v3/user/update-vendor-profile. */
export default function VendorProfilePage() {
  return <PersonProfileScreen variant="vendor" />;
}
