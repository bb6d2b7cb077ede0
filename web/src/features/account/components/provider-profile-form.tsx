import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { MultiSelectField } from '@/components/ui/multi-select-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import {
  checkPhone,
  checkPostcode,
  checkText,
  checkUrl,
  checkWholeNumber,
  type FieldErrors,
  fieldErrorsFrom,
  hasErrors,
  toWholeNumber,
} from '@/lib/validation';
import type { CompanyProfile, EnumsResponse, MeResponse } from '@jointly/contracts';
import { createBusinessInfo } from '../api/business-info';
import { type CompanyUpdate, updateProfile } from '../api/profile';
import { changedFields, FormSection, textOrNull, Wide } from './form-helpers';

type TextKey =
  | 'companyName'
  | 'registrationNumber'
  | 'phone'
  | 'website'
  | 'address'
  | 'postcode'
  | 'description'
  | 'sector'
  | 'companySize'
  | 'annualTurnover'
  | 'employees'
  | 'yearsTrading';
type ListKey = 'regions' | 'serviceCategories' | 'certifications';
type Values = Record<TextKey, string> & Record<ListKey, string[]>;

/** The facts eligibility scores against; saving a change to any of them also records them (POST /business-info/create). */
const ELIGIBILITY_FACTS = ['annualTurnover', 'employees', 'yearsTrading', 'regions', 'serviceCategories', 'certifications'] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function valuesOf(partner: CompanyProfile | null): Values {
  return {
    companyName: text(partner?.companyName),
    registrationNumber: text(partner?.registrationNumber),
    phone: text(partner?.phone),
    website: text(partner?.website),
    address: text(partner?.address),
    postcode: text(partner?.postcode),
    description: text(partner?.description),
    sector: text(partner?.sector),
    companySize: text(partner?.companySize),
    annualTurnover: text(partner?.annualTurnover),
    employees: text(partner?.employees),
    yearsTrading: text(partner?.yearsTrading),
    regions: partner?.regions ?? [],
    serviceCategories: partner?.serviceCategories ?? [],
    certifications: partner?.certifications ?? [],
  };
}

/** The form's values as PATCH /account/update-profile takes them: cleared fields null, numbers as numbers. */
function payloadOf(values: Values): Required<CompanyUpdate> {
  return {
    companyName: values.companyName.trim(),
    registrationNumber: textOrNull(values.registrationNumber),
    phone: textOrNull(values.phone),
    website: textOrNull(values.website),
    address: textOrNull(values.address),
    postcode: textOrNull(values.postcode)?.toUpperCase() ?? null,
    description: textOrNull(values.description),
    sector: textOrNull(values.sector),
    companySize: textOrNull(values.companySize),
    regions: values.regions,
    serviceCategories: values.serviceCategories,
    certifications: values.certifications,
    annualTurnover: toWholeNumber(values.annualTurnover),
    employees: toWholeNumber(values.employees),
    yearsTrading: toWholeNumber(values.yearsTrading),
  };
}

function validate(values: Values): FieldErrors<TextKey> {
  return {
    companyName: checkText(values.companyName, 'Company name', { min: 2, max: 200, required: true }),
    registrationNumber: checkText(values.registrationNumber, 'Registration number', { max: 40 }),
    phone: checkPhone(values.phone),
    website: checkUrl(values.website),
    address: checkText(values.address, 'Address', { max: 300 }),
    postcode: checkPostcode(values.postcode),
    description: checkText(values.description, 'Description', { max: 4000 }),
    annualTurnover: checkWholeNumber(values.annualTurnover, 'Annual turnover', 100_000_000_000),
    employees: checkWholeNumber(values.employees, 'Employees', 1_000_000),
    yearsTrading: checkWholeNumber(values.yearsTrading, 'Years trading', 500),
  };
}

const ORDER: TextKey[] = [
  'companyName',
  'registrationNumber',
  'sector',
  'companySize',
  'description',
  'phone',
  'website',
  'address',
  'postcode',
  'annualTurnover',
  'employees',
  'yearsTrading',
];

/**
 * The provider's company profile (PATCH /account/update-profile with the changed fields). Spec §4/§8: the
 * answer is merged into the stored partner and 'Provider profile updated successfully!' is shown.
 */
export function ProviderProfileForm({
  partner,
  enums,
  onSaved,
}: {
  partner: CompanyProfile | null;
  enums: EnumsResponse;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial, setInitial] = useState<Values>(() => valuesOf(partner));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<TextKey | ListKey>>({});
  const [saving, setSaving] = useState(false);
  const [factsProblem, setFactsProblem] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: Boolean(errors[key]),
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = ORDER.find((key) => found[key]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const next = payloadOf(values);
    const changes = changedFields(payloadOf(initial), next);
    if (Object.keys(changes).length === 0) {
      toast.info('There are no changes to save.');
      return;
    }
    setSaving(true);
    setFactsProblem(null);
    try {
      const saved = await updateProfile(changes);
      // The answer is the truth: merged into the cached account as into the stored partner (no refetch).
      queryClient.setQueryData<MeResponse>(['account', 'me'], (me) =>
        me ? { ...me, partner: { ...(me.partner ?? {}), ...saved } as CompanyProfile } : me,
      );
      setInitial(values);
      if (ELIGIBILITY_FACTS.some((key) => key in changes)) {
        const facts = Object.fromEntries(ELIGIBILITY_FACTS.map((key) => [key, next[key]]).filter(([, value]) => value !== null));
        // Its own failure must not hide the profile's success toast, so it is reported on the page.
        await createBusinessInfo(facts).catch((error: unknown) =>
          setFactsProblem(error instanceof ApiError ? error.message : 'Your business facts could not be recorded.'),
        );
      }
      await queryClient.invalidateQueries({ queryKey: ['business-info'] });
      onSaved?.();
    } catch (error) {
      setErrors(fieldErrorsFrom(error) as FieldErrors<TextKey | ListKey>);
    } finally {
      setSaving(false);
    }
  };

  const sizes = enums.companySizes ?? [];
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Company profile" sx={{ display: 'grid', gap: 3 }}>
      <FormSection id="company" title="Your company">
        <Wide>
          <TextField {...field('companyName')} label="Company name" required autoComplete="organization" helperText={errors.companyName} />
        </Wide>
        <TextField
          {...field('registrationNumber')}
          label="Company registration number"
          helperText={errors.registrationNumber ?? 'Companies House or charity number, if you have one.'}
        />
        <TextField {...field('sector')} select label="Sector" helperText={errors.sector}>
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {enums.sectors.map((sector) => (
            <MenuItem key={sector} value={sector}>
              {sector}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('companySize')} select label="Company size" helperText={errors.companySize}>
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {sizes.map((size) => (
            <MenuItem key={size.id} value={size.id}>
              {size.label}
            </MenuItem>
          ))}
        </TextField>
        <Wide>
          <TextField
            {...field('description')}
            label="What your company does"
            multiline
            minRows={3}
            helperText={errors.description ?? 'A few sentences partners and buyers will read. Up to 4,000 characters.'}
          />
        </Wide>
      </FormSection>

      <FormSection id="contact" title="Contact details">
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" helperText={errors.phone} />
        <TextField {...field('website')} label="Website" type="url" autoComplete="url" placeholder="https://" helperText={errors.website} />
        <Wide>
          <TextField
            {...field('address')}
            label="Address"
            autoComplete="street-address"
            multiline
            minRows={2}
            helperText={errors.address}
          />
        </Wide>
        <TextField {...field('postcode')} label="Postcode" autoComplete="postal-code" helperText={errors.postcode} />
      </FormSection>

      <FormSection
        id="eligibility-facts"
        title="Services, regions and credentials"
        lead="Tenders are rated against these facts. Saving changes to them also records them as your business information."
      >
        <Wide>
          <MultiSelectField
            label="Service categories"
            name="serviceCategories"
            options={enums.serviceCategories.map((category) => ({ value: category.id, label: category.label }))}
            value={values.serviceCategories}
            onChange={(next) => set('serviceCategories', next)}
            error={errors.serviceCategories}
            helperText="The services you deliver; each maps to procurement (CPV) codes."
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
        <Wide>
          <MultiSelectField
            label="Certifications and insurance"
            name="certifications"
            options={enums.certifications.map((certification) => ({ value: certification.id, label: certification.label }))}
            value={values.certifications}
            onChange={(next) => set('certifications', next)}
            error={errors.certifications}
          />
        </Wide>
        <TextField
          {...field('annualTurnover')}
          label="Annual turnover"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
          helperText={errors.annualTurnover ?? 'Whole pounds, from your latest accounts.'}
        />
        <TextField
          {...field('employees')}
          label="Employees"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={errors.employees}
        />
        <TextField
          {...field('yearsTrading')}
          label="Years trading"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={errors.yearsTrading}
        />
      </FormSection>

      {factsProblem && (
        <Alert severity="warning">Your profile was saved, but your business facts could not be recorded: {factsProblem}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={saving} sx={{ minWidth: { xs: '100%', sm: 200 } }}>
          Save company profile
        </Button>
      </Box>
    </Box>
  );
}
