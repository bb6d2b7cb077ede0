import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlanView } from '@jointly/contracts';
import { limitRows, limitText, priceText } from './plan-limits';

/** The plans side by side with their limits; each other plan has a "Request" button (the current one says so). */
export function PlanCompare({
  plans,
  currentCode,
  requestedCode,
  busy,
  disabled,
  onRequest,
}: {
  plans: PlanView[];
  currentCode: string;
  requestedCode: string | null;
  busy: boolean;
  disabled: boolean;
  onRequest: (code: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(plans.length, 3)}, 1fr)` } }}>
      {plans.map((plan) => {
        const current = plan.code === currentCode;
        const requested = plan.code === requestedCode;
        return (
          <Paper
            key={plan.code}
            component="article"
            variant="outlined"
            aria-labelledby={`plan-${plan.code}`}
            sx={{
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              borderColor: current ? 'primary.main' : undefined,
              borderWidth: current ? 2 : 1,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={`plan-${plan.code}`} variant="h6" component="h3">
                {plan.name}
              </Typography>
              {current && <Chip size="small" color="primary" label="Your plan" />}
              {requested && <Chip size="small" color="secondary" label="Requested" />}
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{priceText(plan.pricePence)}</Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0, flexGrow: 1 }}>
              {limitRows(plan.limits).map(({ key, value }) => (
                <Typography component="li" key={key} variant="body2">
                  {limitText(key, value)}
                </Typography>
              ))}
            </Box>
            {!current && (
              <Button
                variant={requested ? 'outlined' : 'contained'}
                disabled={busy || disabled || requested}
                onClick={() => onRequest(plan.code)}
              >
                {requested ? 'Change requested' : `Request ${plan.name}`}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
