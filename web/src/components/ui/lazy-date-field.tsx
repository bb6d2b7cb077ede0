import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSettledLoad } from '@/lib/use-settled-load';

// The MUI X pickers with dayjs weigh ~50 KB gzipped: they load when a date field is first pointed at or focused, or
// once the page has settled, keeping them out of the first paint of the screens that show date filters.
const loadPicker = () => import('./date-field');
const DateField = lazy(async () => ({ default: (await loadPicker()).DateField }));

type DateFieldProps = ComponentProps<typeof DateField>;

/** YYYY-MM-DD as the picker shows it (en-GB: DD/MM/YYYY). */
const shown = (value: string) =>
  /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';

/**
 * The app's DateField (components/ui/date-field.tsx), fetched on demand. Until the picker has loaded it shows a
 * read-only field of the same size, label and value; pointing at it, focusing it or pressing it loads the picker,
 * which then takes the focus. `loadAtOnce`: fetch it as soon as the field shows (a field that only appears after a
 * click, such as a selected section's details).
 */
export function LazyDateField({ loadAtOnce = false, ...props }: DateFieldProps & { loadAtOnce?: boolean }) {
  const [wanted, want] = useSettledLoad(loadAtOnce);
  /** What the placeholder was asked for, done on the picker once it is there: focus its field, or open its calendar. */
  const [handOver, setHandOver] = useState<'focus' | 'open' | null>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wanted || handOver !== 'open') return undefined;
    // The picker renders in place of the stand-in: press its calendar button once it is there.
    const frame = window.setInterval(() => {
      const button = host.current?.querySelector<HTMLElement>('button[aria-label^="Choose date"]:not([data-stand-in])');
      if (!button) return;
      window.clearInterval(frame);
      setHandOver(null);
      button.click();
    }, 30);
    const stop = window.setTimeout(() => window.clearInterval(frame), 10_000);
    return () => {
      window.clearInterval(frame);
      window.clearTimeout(stop);
    };
  }, [wanted, handOver]);

  const placeholder = (
    <TextField
      label={props.label}
      value={shown(props.value)}
      size={props.size ?? 'small'}
      helperText={props.helperText}
      disabled={props.disabled}
      onFocus={() => {
        setHandOver((current) => current ?? 'focus');
        want();
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-busy': wanted || undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={`Choose date for ${props.label}`}
                data-stand-in
                disabled={props.disabled}
                onClick={() => {
                  setHandOver('open');
                  want();
                }}
              >
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );

  return (
    <div ref={host} style={{ display: 'contents' }} onPointerEnter={() => want()} onTouchStart={() => want()}>
      {wanted ? <Suspense fallback={placeholder}>{<DateField {...props} autoFocus={handOver === 'focus'} />}</Suspense> : placeholder}
    </div>
  );
}
