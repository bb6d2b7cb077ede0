import Box from '@mui/material/Box';

/** First focusable element: jumps keyboard users past the navigation. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
