import type { SectionLimit } from '@jointly/contracts';
import { countText, plainText } from '@jointly/contracts';
export { countText, plainText };

/** "120 / 500 words", and whether the text is past its limit. */
export function limitLabel(body: string, limit: SectionLimit | null): { label: string; over: boolean } | null {
  if (!limit) return null;
  const count = countText(body, limit.unit);
  return { label: `${count} / ${limit.max} ${limit.unit}`, over: count > limit.max };
}

/** "12 days 3 hours left", "5 hours 20 minutes left", or "Closed" — the countdown to a closing date. */
export function countdown(closingDate: string, now: number): string {
  const ms = new Date(closingDate).getTime() - now;
  if (!Number.isFinite(ms)) return '';
  if (ms <= 0) return 'Closed';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return `${plural(days, 'day')} ${plural(hours, 'hour')} left`;
  if (hours > 0) return `${plural(hours, 'hour')} ${plural(mins, 'minute')} left`;
  return `${plural(mins, 'minute')} left`;
}
