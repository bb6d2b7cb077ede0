import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A short label shown under its child on hover and keyboard focus, styled like MUI's Tooltip but drawn with CSS
 * alone: MUI's Tooltip brings Popper.js (~11 KB gzipped) into the first paint of every screen that lists tenders.
 * For labels that repeat the child's accessible name (an icon button's aria-label), so it is hidden from assistive
 * technology. Use MUI's Tooltip where the label must stay inside the viewport next to an edge.
 */
export function CssTooltip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > .jointly-css-tooltip, &:focus-within > .jointly-css-tooltip': { opacity: 1, transform: 'translateX(-50%) scale(1)' },
      }}
    >
      {children}
      <Box
        component="span"
        aria-hidden="true"
        className="jointly-css-tooltip"
        sx={(theme) => ({
          position: 'absolute',
          top: 'calc(100% + 4px)',
          left: '50%',
          zIndex: theme.zIndex.tooltip,
          transform: 'translateX(-50%) scale(0.75)',
          transformOrigin: 'top center',
          opacity: 0,
          pointerEvents: 'none',
          transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
          whiteSpace: 'nowrap',
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: 'common.white',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          fontSize: theme.typography.pxToRem(11),
          fontWeight: theme.typography.fontWeightMedium,
          lineHeight: 1.4,
        })}
      >
        {title}
      </Box>
    </Box>
  );
}
