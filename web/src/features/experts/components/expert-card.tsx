import type { ExpertAvailability } from '@jointly/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import { AVAILABILITY_COLOURS, AVAILABILITY_LABELS } from '../lib/expert-labels';

/** What a card shows: a ranked match (score, reasons) or a plain directory entry. */
export interface ExpertCardData {
  accountId: string;
  headline: string | null;
  expertise: string[];
  sectors: string[];
  regions: string[];
  yearsExperience: number | null;
  dayRate: number | null;
  availability: ExpertAvailability;
  score?: number;
  reasons?: string[];
}

function ChipRow({
  label,
  values,
  describe = (value) => value,
}: {
  label: string;
  values: string[];
  describe?: (value: string) => string;
}) {
  if (values.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}:
      </Typography>
      {values.map((value) => (
        <Chip key={value} size="small" label={describe(value)} />
      ))}
    </Box>
  );
}

/** One expert: headline (links to the profile), expertise, sectors, regions, day rate, availability, score and reasons. */
export function ExpertCard({
  expert,
  profileHref,
  sectorLabel,
  actions,
}: {
  expert: ExpertCardData;
  profileHref: string;
  sectorLabel?: (code: string) => string;
  actions?: ReactNode;
}) {
  const title = expert.headline || 'Expert';
  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1.25, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={profileHref} variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {title}
        </Link>
        {expert.score !== undefined && (
          <Chip color="primary" label={`Score ${expert.score}`} aria-label={`Match score ${expert.score} out of 100`} />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          variant="outlined"
          color={AVAILABILITY_COLOURS[expert.availability]}
          label={AVAILABILITY_LABELS[expert.availability]}
        />
        <Typography variant="body2">{expert.dayRate !== null ? `${formatMoney(expert.dayRate)} a day` : 'Day rate on request'}</Typography>
        {expert.yearsExperience !== null && <Typography variant="body2">{expert.yearsExperience} years’ experience</Typography>}
      </Box>
      <ChipRow label="Expertise" values={expert.expertise} />
      <ChipRow label="Sectors" values={expert.sectors} describe={sectorLabel} />
      <ChipRow label="Regions" values={expert.regions} />
      {expert.reasons && expert.reasons.length > 0 && (
        <Box component="ul" aria-label="Why this expert" sx={{ pl: 2.5, my: 0 }}>
          {expert.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>{actions}</Box>}
    </Paper>
  );
}
