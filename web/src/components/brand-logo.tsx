import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '@/config/theme';

/** The Jointly wordmark, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Jointly home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: brand.white, textDecoration: 'none', fontWeight: 800, fontSize: 22 }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 30, height: 30 }}>
        <circle cx="25" cy="32" r="13" fill="none" stroke={brand.secondary} strokeWidth="6" />
        <circle cx="39" cy="32" r="13" fill="none" stroke={brand.white} strokeWidth="6" />
      </Box>
      Jointly
    </Box>
  );
}
