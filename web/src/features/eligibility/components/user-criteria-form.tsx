import type { UserCriteriaView } from '@jointly/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { MultiSelectField, type Option } from '@/components/ui/multi-select-field';
import { checkWholeNumber, type FieldErrors, fieldErrorsFrom, hasErrors, toWholeNumber } from '@/lib/validation';
import { type UserCriteriaInput, useSaveUserCriteria } from '../api/eligibility';
import { CPV_DIVISION_OPTIONS, cpvLabel, isCpvCode } from '../lib/cpv-divisions';

/** Certifications the tenders ask for most; any other name can be typed. */
export const SUGGESTED_CERTIFICATIONS = [
  'CQC registration',
  'ISO 9001',
  'ISO 14001',
  'ISO 27001',
  'Cyber Essentials',
  'Cyber Essentials Plus',
  'Ofsted registration',
  'NHS Data Security and Protection Toolkit',
  'Living Wage employer',
];

const NUMBERS = [
  {
    key: 'annualTurnover',
    label: 'Annual turnover',
    max: 1_000_000_000_000,
    money: true,
    help: 'Whole pounds, from your latest accounts.',
  },
  { key: 'yearsTrading', label: 'Years trading', max: 500, money: false, help: undefined },
  { key: 'staffCount', label: 'Staff', max: 10_000_000, money: false, help: 'Employees who could deliver the contract.' },
  {
    key: 'insuranceLevel',
    label: 'Insurance cover',
    max: 1_000_000_000_000,
    money: true,
    help: 'Your highest cover (e.g. public liability) in pounds.',
  },
] as const;
type NumberKey = (typeof NUMBERS)[number]['key'];
type ListKey = 'serviceCategories' | 'regions' | 'certifications';

interface Props {
  criteria: UserCriteriaView | null;
  regions: string[];
  /** Service categories the app already knows ({ label, cpv codes }), offered as CPV codes with their labels. */
  serviceCategories: Array<{ label: string; cpv?: string[] }>;
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The provider's eligibility criteria (the eligibility service's user criteria): loaded with
 * GET /user-criteria/search?account[0]={me}, saved with POST /user-criteria/add (toasts the server's message).
 */
export function UserCriteriaForm({ criteria, regions, serviceCategories }: Props) {
  const save = useSaveUserCriteria();
  const [lists, setLists] = useState<Record<ListKey, string[]>>({
    serviceCategories: criteria?.serviceCategories ?? [],
    regions: criteria?.regions ?? [],
    certifications: criteria?.certifications ?? [],
  });
  const [numbers, setNumbers] = useState<Record<NumberKey, string>>({
    annualTurnover: numberText(criteria?.annualTurnover),
    yearsTrading: numberText(criteria?.yearsTrading),
    staffCount: numberText(criteria?.staffCount),
    insuranceLevel: numberText(criteria?.insuranceLevel),
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const known: Record<string, string> = {};
  for (const category of serviceCategories) for (const code of category.cpv ?? []) known[code] ??= category.label;
  const categoryOptions: Option[] = [
    ...CPV_DIVISION_OPTIONS,
    ...Object.keys(known)
      .sort()
      .map((code) => ({ value: code, label: cpvLabel(code, known) })),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const badCode = lists.serviceCategories.find((code) => !isCpvCode(code.replace(/-\d$/, '')));
    if (badCode) found.serviceCategories = `“${badCode}” is not a CPV code: use 2 to 8 digits, e.g. 85 or 85311000`;
    for (const { key, label, max } of NUMBERS) found[key] = checkWholeNumber(numbers[key], label, max);
    setErrors(found);
    if (hasErrors(found)) return;
    const input: UserCriteriaInput = { ...lists };
    for (const { key } of NUMBERS) input[key] = toWholeNumber(numbers[key]);
    try {
      await save.mutateAsync(input);
    } catch (error) {
      setErrors(fieldErrorsFrom(error));
    }
  };

  return (
    <Paper component="section" aria-labelledby="eligibility-criteria-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="eligibility-criteria-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Eligibility criteria
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every open tender is rated against these facts. Add what you can: a missing fact counts as not met.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Eligibility criteria" sx={{ display: 'grid', gap: 2.5 }}>
        <MultiSelectField
          label="Service categories (CPV)"
          name="serviceCategories"
          freeSolo
          options={categoryOptions}
          value={lists.serviceCategories}
          onChange={(next) => setLists((current) => ({ ...current, serviceCategories: next }))}
          error={errors.serviceCategories}
          helperText="CPV divisions (e.g. 85) or codes (e.g. 85311000); type a code and press Enter."
        />
        <MultiSelectField
          label="Regions"
          name="regions"
          options={regions.map((region) => ({ value: region, label: region }))}
          value={lists.regions}
          onChange={(next) => setLists((current) => ({ ...current, regions: next }))}
          error={errors.regions}
          helperText="UK regions you can deliver in."
        />
        <MultiSelectField
          label="Certifications"
          name="certifications"
          freeSolo
          options={SUGGESTED_CERTIFICATIONS.map((name) => ({ value: name, label: name }))}
          value={lists.certifications}
          onChange={(next) => setLists((current) => ({ ...current, certifications: next }))}
          error={errors.certifications}
          helperText="Pick or type the registrations and standards you hold."
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {NUMBERS.map(({ key, label, money, help }) => (
            <TextInput
              key={key}
              name={key}
              label={label}
              value={numbers[key]}
              onChange={(event) => setNumbers((current) => ({ ...current, [key]: event.target.value }))}
              error={Boolean(errors[key])}
              helperText={errors[key] ?? help}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: money ? { startAdornment: <InputAdornment position="start">£</InputAdornment> } : undefined,
              }}
            />
          ))}
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: { xs: '100%', sm: 220 } }}>
            Save eligibility criteria
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
