import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import type { TenderListItem } from '@jointly/contracts';
import { formatTenderValue, statusColour, statusLabel } from '../lib/labels';
import { HighlightedText } from './highlighted-text';

interface TenderResultCardProps {
  tender: TenderListItem;
  href: string;
  /** Buttons beside the title (bookmark, remove…). */
  actions?: ReactNode;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One tender in a result list: highlighted title and snippet, buyer, value, closing date, category and status. */
export function TenderResultCard({ tender, href, actions }: TenderResultCardProps) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-labelledby={`tender-${tender.id}-title`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={statusLabel(tender.status)} color={statusColour(tender.status)} variant="outlined" />
            {tender.category && <Chip size="small" label={tender.category} variant="outlined" sx={{ maxWidth: '100%' }} />}
          </Stack>
          <Typography id={`tender-${tender.id}-title`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }}>
            <Link component={RouterLink} to={href} color="inherit" underline="hover">
              <HighlightedText html={tender.titleHighlight || tender.title} />
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {tender.buyerName || 'Buyer not stated'}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {tender.snippet && (
        <Typography
          variant="body2"
          sx={{
            mb: 1.5,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <HighlightedText html={tender.snippet} />
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}>
        <Fact term="Value">{formatTenderValue(tender.value, tender.currency)}</Fact>
        <Fact term="Closing date">{tender.closingDate ? formatDate(tender.closingDate) : 'Not stated'}</Fact>
        <Fact term="Published">{formatDate(tender.publishedDate)}</Fact>
        <Fact term="Region">{tender.regions.length ? tender.regions.join(', ') : 'Not stated'}</Fact>
      </Box>
    </Paper>
  );
}
