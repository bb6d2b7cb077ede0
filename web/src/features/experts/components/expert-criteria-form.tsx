import type { ExpertAvailability, ExpertCriteriaView } from '@jointly/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { MultiSelectField, type Option } from '@/components/ui/multi-select-field';
import { checkText, checkWholeNumber, type FieldErrors, fieldErrorsFrom, hasErrors, toWholeNumber } from '@/lib/validation';
import { type ExpertCriteriaInput, useSaveExpertCriteria } from '../api/experts';
import { AVAILABILITY_LABELS } from '../lib/expert-labels';

/** Skills providers search for most; any other tag can be typed. */
const SUGGESTED_EXPERTISE = [
  'bid writing',
  'bid management',
  'CQC compliance',
  'social value',
  'pricing and cost modelling',
  'safeguarding',
  'mobilisation planning',
  'quality assurance',
  'information governance',
  'commissioning',
];

interface Props {
  criteria: ExpertCriteriaView | null;
  sectorOptions: Option[];
  regions: string[];
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The expert's directory entry: POST /expert-criteria/create the first time ('Expert criteria created successfully!'),
 * PATCH /expert-criteria/update/{id} afterwards ('Expert criteria updated successfully!').
 */
export function ExpertCriteriaForm({ criteria, sectorOptions, regions }: Props) {
  const save = useSaveExpertCriteria();
  const [headline, setHeadline] = useState(criteria?.headline ?? '');
  const [bio, setBio] = useState(criteria?.bio ?? '');
  const [expertise, setExpertise] = useState<string[]>(criteria?.expertise ?? []);
  const [sectors, setSectors] = useState<string[]>(criteria?.sectors ?? []);
  const [chosenRegions, setChosenRegions] = useState<string[]>(criteria?.regions ?? []);
  const [availability, setAvailability] = useState<ExpertAvailability>(criteria?.availability ?? 'available');
  const [yearsExperience, setYearsExperience] = useState(numberText(criteria?.yearsExperience));
  const [dayRate, setDayRate] = useState(numberText(criteria?.dayRate));
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      headline: checkText(headline, 'Headline', { max: 200 }),
      bio: checkText(bio, 'About you', { max: 5000 }),
      yearsExperience: checkWholeNumber(yearsExperience, 'Years of experience', 80),
      dayRate: checkWholeNumber(dayRate, 'Day rate', 100_000),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    const input: ExpertCriteriaInput = {
      headline: headline.trim() || null,
      bio: bio.trim() || null,
      expertise,
      sectors,
      regions: chosenRegions,
      availability,
      yearsExperience: toWholeNumber(yearsExperience),
      dayRate: toWholeNumber(dayRate),
    };
    try {
      await save.mutateAsync({ id: criteria?.id ?? null, input });
    } catch (error) {
      setErrors(fieldErrorsFrom(error));
    }
  };

  return (
    <Paper component="section" aria-labelledby="expert-criteria-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="expert-criteria-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your expert listing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Providers find and invite you by these details: what you do, the sectors and regions you cover and when you are free.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Expert criteria" sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          name="headline"
          label="Headline"
          value={headline}
          onChange={(event) => setHeadline(event.target.value)}
          error={Boolean(errors.headline)}
          helperText={errors.headline ?? 'One line, e.g. “Social care bid writer, 12 years”.'}
        />
        <MultiSelectField
          label="Expertise"
          name="expertise"
          freeSolo
          options={SUGGESTED_EXPERTISE.map((tag) => ({ value: tag, label: tag }))}
          value={expertise}
          onChange={setExpertise}
          error={errors.expertise}
          helperText="Pick or type your skills and press Enter."
        />
        <MultiSelectField
          label="Sectors (CPV divisions)"
          name="sectors"
          options={sectorOptions}
          value={sectors}
          onChange={setSectors}
          error={errors.sectors}
        />
        <MultiSelectField
          label="Regions"
          name="regions"
          options={regions.map((region) => ({ value: region, label: region }))}
          value={chosenRegions}
          onChange={setChosenRegions}
          error={errors.regions}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            select
            name="availability"
            label="Availability"
            value={availability}
            onChange={(event) => setAvailability(event.target.value as ExpertAvailability)}
          >
            {(Object.keys(AVAILABILITY_LABELS) as ExpertAvailability[]).map((value) => (
              <MenuItem key={value} value={value}>
                {AVAILABILITY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="yearsExperience"
            label="Years of experience"
            value={yearsExperience}
            onChange={(event) => setYearsExperience(event.target.value)}
            error={Boolean(errors.yearsExperience)}
            helperText={errors.yearsExperience}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            name="dayRate"
            label="Day rate"
            value={dayRate}
            onChange={(event) => setDayRate(event.target.value)}
            error={Boolean(errors.dayRate)}
            helperText={errors.dayRate ?? 'Whole pounds per day.'}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            }}
          />
        </Box>
        <TextField
          name="bio"
          label="About you"
          multiline
          minRows={3}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          error={Boolean(errors.bio)}
          helperText={errors.bio}
        />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: { xs: '100%', sm: 220 } }}>
            {criteria ? 'Save your listing' : 'Create your listing'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
