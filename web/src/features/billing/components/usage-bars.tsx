import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PLAN_LIMIT_KEYS, type PlanLimitKey, type PlanLimits, type PlanUsage } from '@jointly/contracts';
import { limitName } from './plan-limits';

/** What a limit counts, where its name alone does not say. */
const LIMIT_NOTES: Partial<Record<PlanLimitKey, string>> = {
  storageMb: "Your company's documents and message attachments together, in MB.",
};

/**
 * One bar per limit: used of allowed (full and red at the limit), "Unlimited" without a bar, and "not counted yet"
 * for limits no service reports usage for.
 */
export function UsageBars({ limits, usage }: { limits: PlanLimits; usage: PlanUsage[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label="Usage of your plan">
      {PLAN_LIMIT_KEYS.map((key) => {
        const max = limits[key];
        const used = usage.find((u) => u.limit === key)?.used;
        const id = `usage-${key}`;
        const note = LIMIT_NOTES[key];
        const percent = used === undefined || max === null ? 0 : max === 0 ? 100 : Math.min(100, Math.round((used / max) * 100));
        const full = used !== undefined && max !== null && used >= max;
        return (
          <Box component="li" key={key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
              <Typography id={id} component="span">
                {limitName(key)}
              </Typography>
              <Typography component="span" color={full ? 'error' : 'text.secondary'} sx={{ fontWeight: full ? 700 : 400 }}>
                {max === null
                  ? used === undefined
                    ? 'Unlimited'
                    : `${used} · unlimited`
                  : used === undefined
                    ? `Up to ${max} (usage not counted here yet)`
                    : `${used} of ${max}${full ? ' · limit reached' : ''}`}
              </Typography>
            </Box>
            {note && (
              <Typography id={`${id}-note`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {note}
              </Typography>
            )}
            {max !== null && used !== undefined && (
              <LinearProgress
                variant="determinate"
                value={percent}
                color={full ? 'error' : 'primary'}
                aria-labelledby={id}
                aria-describedby={note ? `${id}-note` : undefined}
                aria-valuetext={`${used} of ${max}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
