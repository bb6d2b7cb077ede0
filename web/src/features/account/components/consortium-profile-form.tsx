import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { MultiSelectField } from '@/components/ui/multi-select-field';
import { toast } from '@/components/ui/toast/toast-store';
import {
  checkPhone,
  checkText,
  checkUrl,
  checkWholeNumber,
  type FieldErrors,
  fieldErrorsFrom,
  hasErrors,
  toWholeNumber,
} from '@/lib/validation';
import type { CompanyProfile, EnumsResponse, MeResponse } from '@jointly/contracts';
import { type PartnerDetailsUpdate, updatePartner } from '../api/profile';
import { changedFields, FormSection, textOrNull, Wide } from './form-helpers';

interface Values {
  description: string;
  website: string;
  phone: string;
  serviceCategories: string[];
  regions: string[];
  certifications: string[];
  annualTurnover: string;
  employees: string;
  yearsTrading: string;
}
type Key = keyof Values;
const ORDER: Key[] = [
  'description',
  'website',
  'phone',
  'serviceCategories',
  'regions',
  'certifications',
  'annualTurnover',
  'employees',
  'yearsTrading',
];

const valuesOf = (partner: CompanyProfile): Values => ({
  description: partner.description ?? '',
  website: partner.website ?? '',
  phone: partner.phone ?? '',
  serviceCategories: partner.serviceCategories ?? [],
  regions: partner.regions ?? [],
  certifications: partner.certifications ?? [],
  annualTurnover: partner.annualTurnover == null ? '' : String(partner.annualTurnover),
  employees: partner.employees == null ? '' : String(partner.employees),
  yearsTrading: partner.yearsTrading == null ? '' : String(partner.yearsTrading),
});

/** What the server takes: text trimmed (empty: null), whole numbers (empty: null). */
const payloadOf = (values: Values): Record<Key, unknown> => ({
  description: textOrNull(values.description),
  website: textOrNull(values.website),
  phone: textOrNull(values.phone),
  serviceCategories: values.serviceCategories,
  regions: values.regions,
  certifications: values.certifications,
  annualTurnover: toWholeNumber(values.annualTurnover),
  employees: toWholeNumber(values.employees),
  yearsTrading: toWholeNumber(values.yearsTrading),
});

function validate(values: Values): FieldErrors<Key> {
  return {
    description: checkText(values.description, 'The description', { max: 4000 }),
    website: values.website.trim() ? checkUrl(values.website.trim()) : undefined,
    phone: values.phone.trim() ? checkPhone(values.phone.trim()) : undefined,
    annualTurnover: checkWholeNumber(values.annualTurnover, 'Annual turnover', 100_000_000_000),
    employees: checkWholeNumber(values.employees, 'Staff', 1_000_000),
    yearsTrading: checkWholeNumber(values.yearsTrading, 'Years trading', 500),
  };
}

/** How many of the details partners look for are filled in. */
export function completeness(values: Values): { done: number; total: number } {
  const done = ORDER.filter((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
  }).length;
  return { done, total: ORDER.length };
}

/**
 * The details partners look for before they join a consortium (PATCH /partner/update/{id}, only the changed fields):
 * what the company does, where, with which certifications, at what size. They are also the facts eligibility scores
 * the company with. Disabled while offline.
 */
export function ConsortiumProfileForm({ partner, enums, offline }: { partner: CompanyProfile; enums: EnumsResponse; offline: boolean }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial, setInitial] = useState<Values>(() => valuesOf(partner));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [saving, setSaving] = useState(false);
  const progress = completeness(values);

  const set = <K extends Key>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: 'description' | 'website' | 'phone' | 'annualTurnover' | 'employees' | 'yearsTrading') => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
    disabled: saving,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = ORDER.find((key) => found[key]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const changes = changedFields(payloadOf(initial), payloadOf(values));
    if (Object.keys(changes).length === 0) {
      toast.info('There are no changes to save.');
      return;
    }
    setSaving(true);
    try {
      const saved = await updatePartner(partner.id, changes as PartnerDetailsUpdate);
      queryClient.setQueryData<MeResponse>(['account', 'me'], (me) =>
        me ? { ...me, partner: { ...(me.partner ?? {}), ...saved } as CompanyProfile } : me,
      );
      setInitial(values);
    } catch (error) {
      setErrors(fieldErrorsFrom(error) as FieldErrors<Key>);
    } finally {
      setSaving(false);
    }
  };

  const options = (list: Array<{ id: string; label: string }>) => list.map((item) => ({ value: item.id, label: item.label }));
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Consortium profile" sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography id="profile-progress" variant="body2" color="text.secondary">
          {progress.done} of {progress.total} details filled in
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(100 * progress.done) / progress.total}
          aria-labelledby="profile-progress"
          sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
        />
      </Box>
      <FormSection id="about" title="About your company" lead="What partners read first when they consider joining you.">
        <Wide>
          <TextInput {...text('description')} label="What your company does" multiline minRows={4} />
        </Wide>
        <TextInput {...text('website')} label="Website" type="url" autoComplete="url" placeholder="https://" />
        <TextInput {...text('phone')} label="Phone" type="tel" autoComplete="tel" />
      </FormSection>
      <FormSection
        id="facts"
        title="What you bring to a bid"
        lead="Partners look for these to close each other's gaps; eligibility ratings use them too."
      >
        <Wide>
          <MultiSelectField
            name="serviceCategories"
            label="Services"
            options={options(enums.serviceCategories)}
            value={values.serviceCategories}
            onChange={(next) => set('serviceCategories', next)}
            disabled={saving}
          />
        </Wide>
        <MultiSelectField
          name="regions"
          label="Regions you cover"
          options={enums.regions.map((region) => ({ value: region, label: region }))}
          value={values.regions}
          onChange={(next) => set('regions', next)}
          disabled={saving}
        />
        <MultiSelectField
          name="certifications"
          label="Certifications"
          options={options(enums.certifications)}
          value={values.certifications}
          onChange={(next) => set('certifications', next)}
          disabled={saving}
        />
        <TextInput
          {...text('annualTurnover')}
          label="Annual turnover"
          inputMode="numeric"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
        />
        <TextInput {...text('employees')} label="Staff" inputMode="numeric" />
        <TextInput {...text('yearsTrading')} label="Years trading" inputMode="numeric" />
      </FormSection>
      {offline && (
        <Alert severity="warning" role="status">
          You are offline. Your changes are kept here; save them when you are back online.
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={saving || offline}>
          {saving ? 'Saving…' : 'Save profile'}
        </Button>
      </Box>
    </Box>
  );
}
