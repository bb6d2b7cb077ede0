import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { WorkspaceStatus } from '@jointly/contracts';
import { activeStepOf, nextStatusMoves, WORKSPACE_STATUS_LABELS, WORKSPACE_STEPS } from '../lib/workspace-status';

export function WorkspaceStatusChip({ status }: { status: WorkspaceStatus }) {
  const colour = status === 'submitted' ? 'success' : status === 'in-review' ? 'info' : 'default';
  return <Chip size="small" variant="outlined" color={colour} label={WORKSPACE_STATUS_LABELS[status]} />;
}

/** Draft → In review → Submitted as a stepper, with the moves allowed from the current status (archive, restore). */
export function WorkspaceStatusStepper({
  status,
  busy,
  onMove,
}: {
  status: WorkspaceStatus;
  busy: boolean;
  onMove: (to: WorkspaceStatus) => void;
}) {
  const active = activeStepOf(status);
  return (
    <>
      <Stepper activeStep={active === -1 ? -1 : active} alternativeLabel aria-label="Workspace status" sx={{ mb: 2 }}>
        {WORKSPACE_STEPS.map((step, index) => (
          <Step key={step} completed={active > index || status === 'submitted'}>
            <StepLabel>{WORKSPACE_STATUS_LABELS[step]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {status === 'archived' && <WorkspaceStatusChip status={status} />}
        {nextStatusMoves(status).map((move) => (
          <Button
            key={move.to}
            size="small"
            variant={move.to === 'archived' ? 'outlined' : 'contained'}
            color={move.to === 'archived' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => onMove(move.to)}
          >
            {move.label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
