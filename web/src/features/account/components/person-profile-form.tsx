import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '@/components/ui/text-input';
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
import type { AccountView, EnumsResponse, MeResponse } from '@jointly/contracts';
import { type PersonUpdate, updateAccount } from '../api/profile';
import { changedFields, FormSection, textOrNull, Wide } from './form-helpers';

export type PersonVariant = 'expert' | 'staff' | 'vendor';

type TextKey = 'name' | 'jobTitle' | 'phone' | 'bio' | 'linkedinUrl' | 'yearsExperience' | 'dailyRate' | 'department';
type ListKey = 'expertise' | 'sectors' | 'regions' | 'vendorCategories';
type Key = TextKey | ListKey;
type Values = Record<TextKey, string> & Record<ListKey, string[]>;

/** Which person fields each variant of the update-profile screen asks for (all go to PATCH /account/update/{id}). */
const FIELDS: Record<PersonVariant, Key[]> = {
  expert: ['name', 'jobTitle', 'phone', 'linkedinUrl', 'bio', 'expertise', 'sectors', 'regions', 'yearsExperience', 'dailyRate'],
  staff: ['name', 'jobTitle', 'department', 'phone', 'linkedinUrl', 'bio', 'sectors'],
  vendor: ['name', 'jobTitle', 'phone', 'bio', 'vendorCategories', 'regions'],
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function valuesOf(user: AccountView): Values {
  const profile = user.profile ?? {};
  return {
    name: text(user.name),
    jobTitle: text(profile.jobTitle),
    phone: text(profile.phone),
    bio: text(profile.bio),
    linkedinUrl: text(profile.linkedinUrl),
    yearsExperience: text(profile.yearsExperience),
    dailyRate: text(profile.dailyRate),
    department: text(profile.department),
    expertise: profile.expertise ?? [],
    sectors: profile.sectors ?? [],
    regions: profile.regions ?? [],
    vendorCategories: profile.vendorCategories ?? [],
  };
}

function payloadOf(values: Values, keys: Key[]): PersonUpdate {
  const all: Required<PersonUpdate> = {
    name: values.name.trim(),
    jobTitle: textOrNull(values.jobTitle),
    phone: textOrNull(values.phone),
    bio: textOrNull(values.bio),
    linkedinUrl: textOrNull(values.linkedinUrl),
    yearsExperience: toWholeNumber(values.yearsExperience),
    dailyRate: toWholeNumber(values.dailyRate),
    department: textOrNull(values.department),
    expertise: values.expertise,
    sectors: values.sectors,
    regions: values.regions,
    vendorCategories: values.vendorCategories,
  };
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as PersonUpdate;
}

function validate(values: Values, keys: Key[]): FieldErrors<Key> {
  const all: FieldErrors<Key> = {
    name: checkText(values.name, 'Your full name', { min: 2, max: 120, required: true }),
    jobTitle: checkText(values.jobTitle, 'Job title', { max: 120 }),
    phone: checkPhone(values.phone),
    bio: checkText(values.bio, 'About you', { max: 2000 }),
    linkedinUrl: checkUrl(values.linkedinUrl),
    yearsExperience: checkWholeNumber(values.yearsExperience, 'Years of experience', 70),
    dailyRate: checkWholeNumber(values.dailyRate, 'Day rate', 100_000),
    department: checkText(values.department, 'Department', { max: 120 }),
    expertise:
      values.expertise.length > 30
        ? 'Choose up to 30 areas'
        : values.expertise.some((item) => item.length > 80)
          ? 'Each area must be 80 characters or fewer'
          : undefined,
    vendorCategories: values.vendorCategories.length > 30 ? 'Choose up to 30 categories' : undefined,
  };
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as FieldErrors<Key>;
}

/**
 * The person's own details for the expert, staff and vendor variants of the update-profile screen
 * (PATCH /account/update/{id}); the toast is the server's message.
 */
export function PersonProfileForm({
  user,
  enums,
  variant,
  onSaved,
}: {
  user: AccountView;
  enums: EnumsResponse;
  variant: PersonVariant;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const keys = FIELDS[variant];
  const shows = (key: Key) => keys.includes(key);
  const [initial, setInitial] = useState<Values>(() => valuesOf(user));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, keys);
    setErrors(found);
    if (hasErrors(found)) {
      const first = keys.find((key) => found[key]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const changes = changedFields(payloadOf(initial, keys) as Record<string, unknown>, payloadOf(values, keys) as Record<string, unknown>);
    if (Object.keys(changes).length === 0) {
      toast.info('There are no changes to save.');
      return;
    }
    setSaving(true);
    try {
      const { user: saved, message } = await updateAccount(user.id, changes as PersonUpdate);
      toast.success(message);
      queryClient.setQueryData<MeResponse>(['account', 'me'], (me) => (me ? { ...me, user: saved } : me));
      setInitial(values);
      onSaved?.();
    } catch (error) {
      setErrors(fieldErrorsFrom(error) as FieldErrors<Key>);
    } finally {
      setSaving(false);
    }
  };

  const regionOptions = enums.regions.map((region) => ({ value: region, label: region }));
  const sectorOptions = enums.sectors.map((sector) => ({ value: sector, label: sector }));
  const categorySuggestions = enums.serviceCategories.map((category) => ({ value: category.label, label: category.label }));

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your profile" sx={{ display: 'grid', gap: 3 }}>
      <FormSection id="about-you" title="About you">
        <TextInput {...field('name')} label="Your full name" required autoComplete="name" />
        {shows('jobTitle') && <TextInput {...field('jobTitle')} label="Job title" autoComplete="organization-title" />}
        {shows('department') && <TextInput {...field('department')} label="Department or team" />}
        {shows('phone') && <TextInput {...field('phone')} label="Phone" type="tel" autoComplete="tel" />}
        {shows('linkedinUrl') && (
          <TextInput {...field('linkedinUrl')} label="LinkedIn profile" type="url" placeholder="https://www.linkedin.com/in/…" />
        )}
        {shows('bio') && (
          <Wide>
            <TextInput
              {...field('bio')}
              label={variant === 'expert' ? 'Your experience' : 'About you'}
              multiline
              minRows={3}
              helperText={
                errors.bio ?? (variant === 'expert' ? 'The bids you have written or supported, and what you are best at.' : undefined)
              }
            />
          </Wide>
        )}
      </FormSection>

      {(shows('expertise') || shows('sectors') || shows('regions') || shows('vendorCategories')) && (
        <FormSection
          id="what-you-do"
          title={variant === 'vendor' ? 'What you supply' : 'Where you can help'}
          lead={variant === 'expert' ? 'Providers find experts by these; the more precise, the better the matches.' : undefined}
        >
          {shows('expertise') && (
            <Wide>
              <MultiSelectField
                label="Areas of expertise"
                name="expertise"
                freeSolo
                options={[]}
                value={values.expertise}
                onChange={(next) => set('expertise', next)}
                error={errors.expertise}
                helperText="For example: bid writing, social value, mobilisation plans. Press Enter after each."
              />
            </Wide>
          )}
          {shows('vendorCategories') && (
            <Wide>
              <MultiSelectField
                label="Categories you supply"
                name="vendorCategories"
                freeSolo
                options={categorySuggestions}
                value={values.vendorCategories}
                onChange={(next) => set('vendorCategories', next)}
                error={errors.vendorCategories}
                helperText="Choose from the list or type your own and press Enter."
              />
            </Wide>
          )}
          {shows('sectors') && (
            <Wide>
              <MultiSelectField
                label="Sectors"
                name="sectors"
                options={sectorOptions}
                value={values.sectors}
                onChange={(next) => set('sectors', next)}
                error={errors.sectors}
              />
            </Wide>
          )}
          {shows('regions') && (
            <Wide>
              <MultiSelectField
                label="Regions"
                name="regions"
                options={regionOptions}
                value={values.regions}
                onChange={(next) => set('regions', next)}
                error={errors.regions}
              />
            </Wide>
          )}
          {shows('yearsExperience') && (
            <TextInput {...field('yearsExperience')} label="Years of experience" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          )}
          {shows('dailyRate') && (
            <TextInput
              {...field('dailyRate')}
              label="Day rate"
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              }}
              helperText={errors.dailyRate ?? 'Optional. Whole pounds per day.'}
            />
          )}
        </FormSection>
      )}

      <Box>
        <Button type="submit" variant="contained" size="large" loading={saving} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          Save profile
        </Button>
      </Box>
    </Box>
  );
}
