import { PersonProfileScreen } from './person-profile-screen';

/** /v3/user/update-expert-profile. */
export default function ExpertProfilePage() {
  return <PersonProfileScreen variant="expert" />;
}
