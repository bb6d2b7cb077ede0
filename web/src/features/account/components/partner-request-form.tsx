import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MultiSelectField } from '@/components/ui/multi-select-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDate } from '@/lib/format';
import { checkText, checkUrl, type FieldErrors, fieldErrorsFrom, hasErrors } from '@/lib/validation';
import type { CompanyProfile, EnumsResponse, MeResponse } from '@jointly/contracts';
import { type PartnerRequestInput, requestPartnership } from '../api/partner-request';
import { changedFields, FormSection, textOrNull, Wide } from './form-helpers';

type TextKey = 'companyName' | 'registrationNumber' | 'website' | 'sector' | 'motivation';
type ListKey = 'regions' | 'serviceCategories';
type Values = Record<TextKey, string> & Record<ListKey, string[]>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A signed-in provider asks for its company to become a consortium partner (POST /partner/request). The
 * company fields are optional and prefilled; an admin approves the request.
 */
export function PartnerRequestForm({ partner, enums }: { partner: CompanyProfile | null; enums: EnumsResponse }) {
  const queryClient = useQueryClient();
  const initial: Values = {
    companyName: text(partner?.companyName),
    registrationNumber: text(partner?.registrationNumber),
    website: text(partner?.website),
    sector: text(partner?.sector),
    motivation: '',
    regions: partner?.regions ?? [],
    serviceCategories: partner?.serviceCategories ?? [],
  };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<TextKey | ListKey>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<CompanyProfile | null>(null);

  const status = sent?.verification ?? partner?.verification ?? 'unverified';
  if (status === 'verified') {
    return (
      <Alert severity="success">
        {partner?.companyName ?? 'Your company'} is an approved consortium partner. You can create and lead consortiums.
      </Alert>
    );
  }
  if (status === 'requested') {
    const when = sent?.requestedAt ?? partner?.requestedAt;
    return (
      <Alert severity="info">
        Your request to become a consortium partner{when ? ` (sent ${formatDate(when as string)})` : ''} is with the Jointly team. We email
        you when it is approved.
      </Alert>
    );
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });

  const payloadOf = (from: Values) => ({
    companyName: from.companyName.trim(),
    registrationNumber: textOrNull(from.registrationNumber),
    website: textOrNull(from.website),
    sector: textOrNull(from.sector),
    regions: from.regions,
    serviceCategories: from.serviceCategories,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors<TextKey> = {
      companyName: checkText(values.companyName, 'Company name', { min: 2, max: 200, required: true }),
      registrationNumber: checkText(values.registrationNumber, 'Registration number', { max: 40 }),
      website: checkUrl(values.website),
      motivation: checkText(values.motivation, 'Why you want to lead consortiums', { max: 2000 }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      const motivation = values.motivation.trim();
      const input: PartnerRequestInput = {
        ...changedFields(payloadOf(initial), payloadOf(values)),
        ...(motivation ? { motivation } : {}),
      };
      const { partner: updated, message } = await requestPartnership(input);
      toast.success(message);
      setSent(updated);
      queryClient.setQueryData<MeResponse>(['account', 'me'], (me) =>
        me ? { ...me, partner: { ...(me.partner ?? {}), ...updated } } : me,
      );
    } catch (error) {
      setErrors(fieldErrorsFrom(error) as FieldErrors<TextKey | ListKey>);
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Apply to lead consortiums" sx={{ display: 'grid', gap: 3 }}>
      <FormSection title="Your company" lead="We prefilled what we know. Changes here also update your company profile.">
        <Wide>
          <TextField {...field('companyName')} label="Company name" required autoComplete="organization" />
        </Wide>
        <TextField {...field('registrationNumber')} label="Company registration number" />
        <TextField {...field('website')} label="Website" type="url" placeholder="https://" />
        <TextField {...field('sector')} select label="Sector">
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {enums.sectors.map((sector) => (
            <MenuItem key={sector} value={sector}>
              {sector}
            </MenuItem>
          ))}
        </TextField>
        <Wide>
          <MultiSelectField
            label="Service categories"
            name="serviceCategories"
            options={enums.serviceCategories.map((category) => ({ value: category.id, label: category.label }))}
            value={values.serviceCategories}
            onChange={(next) => set('serviceCategories', next)}
            error={errors.serviceCategories}
          />
        </Wide>
        <Wide>
          <MultiSelectField
            label="Regions you work in"
            name="regions"
            options={enums.regions.map((region) => ({ value: region, label: region }))}
            value={values.regions}
            onChange={(next) => set('regions', next)}
            error={errors.regions}
          />
        </Wide>
      </FormSection>
      <FormSection title="Your request">
        <Wide>
          <TextField
            {...field('motivation')}
            label="Why you want to lead consortiums"
            multiline
            minRows={3}
            helperText={errors.motivation ?? 'Optional. The kinds of contracts you want to bid for with partners.'}
          />
        </Wide>
      </FormSection>
      <Box>
        <Button type="submit" variant="contained" size="large" loading={sending} sx={{ minWidth: { xs: '100%', sm: 240 } }}>
          Send request
        </Button>
      </Box>
    </Box>
  );
}
