import { Skeleton, Typography } from '@mui/material';
import { BarChart } from './bar-chart';
import { messageChart } from './chart-data';
import { MESSAGE_DAYS, useMessageStats } from './stats-api';
import { serverMessage } from '../providers/data-provider';

/** Messages posted per day (counts only: admins do not read conversations). */
export function MessageVolumeChart() {
  const { data, isPending, error } = useMessageStats();
  if (isPending) return <Skeleton height={240} />;
  if (error)
    return (
      <Typography role="alert" color="error" variant="body2">
        The message figures could not be loaded: {serverMessage(error)}
      </Typography>
    );
  const chart = messageChart(data);
  const total = chart.series[0]?.values.reduce((sum, n) => sum + n, 0) ?? 0;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {total} messages in the last {MESSAGE_DAYS} days
      </Typography>
      <BarChart title={`Messages per day (last ${MESSAGE_DAYS} days)`} unit="messages" data={chart} />
    </>
  );
}
