import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type FocusEvent, type KeyboardEvent, forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useSettledLoad } from '@/lib/use-settled-load';
import type { SelectFieldProps } from './select-field';

type SelectModule = typeof import('./select-field');

/** MUI's Select with its Menu, Popover and Modal (~16 KB gzipped), one chunk for every list field that waits for it. */
export const selectChunk: { load: () => Promise<SelectModule>; module: SelectModule | null } = {
  load: () => import('./select-field'),
  module: null,
};

/** Keys that open MUI's Select from its closed field. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface StandInProps {
  className?: string;
  labelId: string;
  text: string;
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
  /** OutlinedInput's own handlers (its focused outline). */
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The closed select as MUI draws it (the same classes and the rules of MUI's SelectSelect and its icon): a combobox
 * showing the chosen option. Passed to OutlinedInput as its input component, the way MUI's Select is.
 */
const StandIn = forwardRef<HTMLDivElement, StandInProps>(function StandIn(
  { className, labelId, text, onOpen, onFocusChange, onFocus, onBlur },
  ref,
) {
  return (
    <>
      <div
        ref={ref}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelId}
        className={`MuiSelect-select MuiSelect-outlined ${className ?? ''}`}
        onMouseDown={(event) => {
          if (event.button === 0) onOpen();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (OPENING_KEYS.has(event.key)) {
            event.preventDefault();
            onOpen();
          }
        }}
        onFocus={(event) => {
          onFocus?.(event);
          onFocusChange(true);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          onFocusChange(false);
        }}
        style={{
          height: 'auto',
          minHeight: '1.4375em',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          paddingRight: 32,
          cursor: 'pointer',
          userSelect: 'none',
        }}
      >
        {text}
      </div>
      <ArrowDropDownIcon
        className="MuiSelect-icon MuiSelect-iconOutlined"
        sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' }}
      />
    </>
  );
});

/**
 * A list field (SelectField, components/ui/select-field.tsx) whose MUI Select is fetched after the first paint: once
 * the page has settled, or as soon as the field is pressed, focused or opened from the keyboard. Until then the closed
 * field stands in, drawn the same; pressing it (or Enter, Space, the arrows) opens the list as soon as it is loaded,
 * and a focused stand-in hands its focus to the real field. If the chunk cannot be fetched the stand-in stays and
 * pressing it again retries.
 */
export function LazySelectField(props: Omit<SelectFieldProps, 'autoFocus' | 'defaultOpen'>) {
  const { label, value, options, size = 'small', sx } = props;
  const [wanted, want] = useSettledLoad();
  const [select, setSelect] = useState<SelectModule | null>(() => selectChunk.module);
  const [attempt, setAttempt] = useState(0);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const labelId = `${useId()}-label`;

  useEffect(() => {
    if (!wanted || select) return undefined;
    let live = true;
    selectChunk.load().then(
      (loaded) => {
        selectChunk.module = loaded;
        if (live) setSelect(loaded);
      },
      () => undefined, // the stand-in stays; pressing it again retries
    );
    return () => {
      live = false;
    };
  }, [wanted, select, attempt]);

  if (select) return <select.SelectField {...props} autoFocus={focused.current} defaultOpen={openOnLoad} />;

  const text = options.find((option) => option.value === value)?.label ?? '';
  return (
    <FormControl size={size} sx={sx} variant="outlined" className="MuiTextField-root">
      <InputLabel id={labelId} shrink={text !== ''}>
        {label}
      </InputLabel>
      <OutlinedInput
        label={label}
        notched={text !== ''}
        value={text}
        inputComponent={StandIn as never}
        inputProps={{
          labelId,
          text,
          onOpen: () => {
            setOpenOnLoad(true);
            want();
            setAttempt((n) => n + 1);
          },
          onFocusChange: (now: boolean) => {
            focused.current = now;
            if (now) want();
          },
        }}
      />
    </FormControl>
  );
}
