// The generated forms' and filters' date inputs, on the office's clock (core/time/office-time.ts):
// a calendar day stays the day stored, whatever the browser's zone; a date and time is typed and shown
// as the office's wall clock, saved as the instant it names, and says which zone it is in.
import { DateInput, DateTimeInput, type DateInputProps, type DateTimeInputProps } from 'react-admin';
import { OFFICE_ZONE_NAME, fromOfficeInput, officeInputValue, toDay } from '../../core/time/office-time.js';

const dayInputValue = (value: unknown) => (value == null || value === '' ? '' : (toDay(value) ?? String(value)));

/** A calendar day ('YYYY-MM-DD'), never moved by the browser's zone. */
export const CalendarDayInput = (props: DateInputProps) => <DateInput format={dayInputValue} {...props} />;

/** A date and time in office time; the helper text names the zone after the field's own help. */
export function OfficeDateTimeInput({ helperText, ...props }: DateTimeInputProps) {
  const zone = typeof helperText === 'string' && helperText ? `${helperText} (${OFFICE_ZONE_NAME})` : OFFICE_ZONE_NAME;
  return <DateTimeInput format={officeInputValue} parse={fromOfficeInput} helperText={helperText === false ? false : zone} {...props} />;
}
