import type { ReactNode } from 'react';
import type { AdminUserRecord } from '@jointly/contracts';
import { Alert, Typography } from '@mui/material';
import {
  DateField,
  NumberField,
  ReferenceManyField,
  SelectField,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';

const AVAILABILITY_CHOICES = [
  { id: 'available', name: 'Available' },
  { id: 'limited', name: 'Limited' },
  { id: 'unavailable', name: 'Unavailable' },
];

const Note = ({ children }: { children: ReactNode }) => <Typography variant="body2">{children}</Typography>;

const money = { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 } as const;

/** The first (only) criteria record of the account, with loading, error and empty states. */
function FirstCriteria({ render }: { render: (criteria: RaRecord) => ReactNode }) {
  const { data, isPending, error } = useListContext();
  if (isPending) return <Note>Loading criteria…</Note>;
  if (error) return <Alert severity="error">Could not load the criteria: {error instanceof Error ? error.message : String(error)}</Alert>;
  if (!data?.length) return <Note>No criteria entered yet.</Note>;
  return <>{render(data[0])}</>;
}

const providerCriteria = (criteria: RaRecord) => (
  <SimpleShowLayout record={criteria} sx={{ p: 0 }}>
    <TextArrayField source="serviceCategories" label="Service categories" emptyText="—" />
    <TextArrayField source="regions" emptyText="—" />
    <NumberField source="annualTurnover" label="Annual turnover" options={money} emptyText="—" />
    <NumberField source="yearsTrading" label="Years trading" emptyText="—" />
    <NumberField source="staffCount" label="Staff" emptyText="—" />
    <TextArrayField source="certifications" emptyText="—" />
    <NumberField source="insuranceLevel" label="Insurance cover" options={money} emptyText="—" />
    <DateField locales="en-GB" source="updatedAt" label="Criteria last changed" showTime />
  </SimpleShowLayout>
);

const expertCriteria = (criteria: RaRecord) => (
  <SimpleShowLayout record={criteria} sx={{ p: 0 }}>
    <TextField source="headline" emptyText="—" />
    <TextArrayField source="expertise" emptyText="—" />
    <TextArrayField source="sectors" emptyText="—" />
    <TextArrayField source="regions" emptyText="—" />
    <NumberField source="yearsExperience" label="Years of experience" emptyText="—" />
    <NumberField source="dayRate" label="Day rate" options={money} emptyText="—" />
    <SelectField source="availability" choices={AVAILABILITY_CHOICES} emptyText="—" />
    <TextField source="bio" emptyText="—" />
    <DateField locales="en-GB" source="updatedAt" label="Criteria last changed" showTime />
  </SimpleShowLayout>
);

/**
 * The eligibility facts of an account (eligibility service): a provider's user criteria, an expert's expert criteria.
 * Staff and admins have none.
 */
export function CriteriaSummary(_: { label?: false }) {
  const account = useRecordContext<AdminUserRecord>();
  if (!account) return null;
  const reference = account.accountType === 'provider' ? 'user-criteria' : account.accountType === 'expert' ? 'expert-criteria' : undefined;
  if (!reference) return <Note>Staff and admin accounts have no eligibility criteria.</Note>;
  return (
    <ReferenceManyField reference={reference} target="accountId" perPage={1} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <FirstCriteria render={reference === 'user-criteria' ? providerCriteria : expertCriteria} />
    </ReferenceManyField>
  );
}
