import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { BillingProfileView } from '@jointly/contracts';
import { LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { EMAIL_PATTERN } from '@/lib/validation';
import { billingProfileQuery, saveBillingProfile, type BillingProfileInput } from '../api/billing';
import { LoadError } from './billing-states';

const VAT_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
const blank: BillingProfileInput = { contactName: null, contactEmail: null, address: null, vatNumber: null };

type Errors = Partial<Record<keyof BillingProfileInput, string>>;

function check(input: Record<keyof BillingProfileInput, string>): Errors {
  const errors: Errors = {};
  if (input.contactEmail && !EMAIL_PATTERN.test(input.contactEmail))
    errors.contactEmail = 'Enter an e-mail address, e.g. accounts@company.co.uk';
  const vat = input.vatNumber.replace(/\s+/g, '').toUpperCase();
  if (vat && !VAT_PATTERN.test(vat)) errors.vatNumber = 'Enter the VAT number with its country prefix, e.g. GB123456789';
  if (input.contactName.length > 120) errors.contactName = 'At most 120 characters';
  if (input.address.length > 500) errors.address = 'At most 500 characters';
  return errors;
}

/**
 * The billing contact, e-mail, address and VAT number (GET/PUT /billing/profile). Invoices copy them when issued;
 * reminders go to the e-mail. Staff see them read-only (the server refuses their changes too).
 */
export function BillingProfileForm({ online, readOnly }: { online: boolean; readOnly: boolean }) {
  const profile = useQuery(billingProfileQuery());
  if (profile.isPending) return <LoadingState label="Loading your billing details…" />;
  if (profile.isError)
    return <LoadError what="Your billing details" error={profile.error} online={online} onRetry={() => void profile.refetch()} />;
  return <ProfileFields key={profile.data.updatedAt ?? 'new'} profile={profile.data} online={online} readOnly={readOnly} />;
}

function ProfileFields({ profile, online, readOnly }: { profile: BillingProfileView; online: boolean; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const initial = () => ({
    contactName: profile.contactName ?? '',
    contactEmail: profile.contactEmail ?? '',
    address: profile.address ?? '',
    vatNumber: profile.vatNumber ?? '',
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof BillingProfileInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={readOnly}
      fullWidth
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = { ...blank };
    for (const key of Object.keys(values) as Array<keyof BillingProfileInput>) input[key] = values[key].trim() || null;
    setSaving(true);
    try {
      const saved = await saveBillingProfile(input);
      queryClient.setQueryData(billingProfileQuery().queryKey, saved);
      toast.success('Your billing details have been saved.');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" aria-label="Billing details" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2}>
        {readOnly && <Typography color="text.secondary">Only your company's owner can change these details.</Typography>}
        {field('contactName', 'Billing contact name', { autoComplete: 'name' })}
        {field('contactEmail', 'Billing e-mail (invoices and reminders)', { type: 'email', autoComplete: 'email' })}
        {field('address', 'Billing address', { multiline: true, minRows: 3, autoComplete: 'street-address' })}
        {field('vatNumber', 'VAT number', { placeholder: 'GB123456789' })}
        {!readOnly && (
          <Box>
            <Button type="submit" variant="contained" disabled={saving || !online}>
              {saving ? 'Saving…' : 'Save billing details'}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
