import { FormGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Validator } from '../../domain/validators';
import { DAY_INPUT_FORMAT } from './dayInputFormat';
import { useFormField } from './fieldError';

/** Activity dates are written YYYY/MM/DD hh:mm a (spec 01 §5). */
export const DATE_TIME_FORMAT = 'yyyy/MM/dd hh:mm a';

export type DateFieldProps = {
  name: string;
  label: string;
  validate?: Validator;
  placeholder?: string;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  /**
   * With a minute time picker (12-hour clock), written YYYY/MM/DD hh:mm a: the field then holds
   * the instant as ISO text with the local offset. Without it the field holds the day, YYYY-MM-DD,
   * shown as people read it (15 Sep 2026).
   */
  withTime?: boolean;
  /** What a typed date outside minDate..maxDate is told, in the field and under it (not 'Out of range'). */
  outOfRange?: (date: Date) => string;
};

/** A Blueprint DateInput bound to a react-final-form field holding a day or an instant (or null). */
export function DateField({
  name,
  label,
  validate,
  placeholder,
  minDate,
  maxDate,
  disabled,
  withTime = false,
  outOfRange,
}: DateFieldProps) {
  const id = useId();
  const field = useFormField<string | null>(name, validate);
  const { input } = field;
  // A typed date out of range leaves the field empty: its own message stands instead of 'Required'.
  const [rangeError, setRangeError] = useState<string | null>(null);
  const error = rangeError ?? field.error;
  const intent = rangeError ? 'danger' : field.intent;
  const value = typeof input.value === 'string' && input.value !== '' ? input.value : null;
  const openRef = useRef(false);
  // Escape closes the calendar only, not the dialog around the field (events bubble through portals);
  // Enter in the input takes the typed date and does not submit the form around the field.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && openRef.current) event.stopPropagation();
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.id === id) {
      event.preventDefault();
    }
  };
  const handleChange = (next: string | null) => {
    setRangeError(null);
    if (withTime) input.onChange(next);
    else input.onChange(next ? next.slice(0, 10) : null);
  };
  const timeProps = withTime
    ? {
        timePrecision: 'minute' as const,
        showTimezoneSelect: false,
        timePickerProps: { useAmPm: true, showArrowButtons: true },
        closeOnSelection: false,
      }
    : {};
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps Escape and Enter inside the field */}
      <div onKeyDown={handleKeyDown}>
        <DateInput
          value={value}
          onChange={handleChange}
          {...(withTime ? { dateFnsFormat: DATE_TIME_FORMAT } : DAY_INPUT_FORMAT)}
          locale={enUS}
          placeholder={placeholder ?? (withTime ? 'YYYY/MM/DD hh:mm a' : DAY_INPUT_FORMAT.placeholder)}
          disabled={disabled}
          fill
          highlightCurrentDay
          showActionsBar
          {...timeProps}
          {...(outOfRange && rangeError ? { outOfRangeMessage: rangeError } : {})}
          onError={(date) => {
            if (outOfRange && !Number.isNaN(date.getTime())) setRangeError(outOfRange(date));
          }}
          {...(minDate ? { minDate } : {})}
          {...(maxDate ? { maxDate } : {})}
          popoverProps={{
            placement: 'bottom-start',
            onOpening: () => {
              openRef.current = true;
            },
            // The field counts as visited when the calendar starts to close (a click elsewhere, the
            // submit button's included), not after the animation, which a fast submit and the form's
            // restart could precede: the fresh form would then say 'Required'.
            onClosing: () => {
              openRef.current = false;
              input.onBlur();
            },
          }}
          inputProps={{
            id,
            name,
            intent,
            size: 'large',
            onBlur: () => input.onBlur(),
            onFocus: () => input.onFocus(),
            'aria-invalid': error ? true : undefined,
          }}
        />
      </div>
    </FormGroup>
  );
}
