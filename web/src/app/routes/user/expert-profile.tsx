import { CPV_DIVISION_OPTIONS } from '@/features/eligibility/lib/cpv-divisions';
import { ExpertCriteriaSection } from '@/features/experts/components/expert-criteria-section';
import { accountKindOf } from '@/lib/auth';
import { PersonProfileScreen } from './person-profile-screen';

/** /v3/user/update-expert-profile: the person's details, then the expert's listing (expert criteria). */
export default function ExpertProfilePage() {
  return (
    <PersonProfileScreen
      variant="expert"
      extra={(me, enums) =>
        accountKindOf(me.user) === 'expert' ? (
          <ExpertCriteriaSection accountId={me.user.id} sectorOptions={CPV_DIVISION_OPTIONS} regions={enums.regions} />
        ) : null
      }
    />
  );
}
