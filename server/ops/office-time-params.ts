// The console's dates and times on the office's clock (docs/decisions.md "One clock"), worked out here
// with core/time/office-time.ts so that the console's browser code (browser-components.js) only
// shows what it is given: lists and show pages get each date and time as its text ("03/09/2026,
// 11:30 PM PDT") and each calendar day as its day ("08/01/2026"); edit forms get a date and time as
// the office's wall clock ('2026-03-09T23:30') and send it back so, and it is read as the instant it
// names in the office before the model checks it.
import type { ActionResponse } from 'adminjs';
import { isSetByServer, type ResourceDef } from '../../core/model/define.js';
import { dateTimeText, dayText, fromOfficeInput, officeInputValue } from '../../core/time/office-time.js';

type Params = Record<string, unknown>;
type Rec = { params?: Params };

const fieldsOfType = (r: ResourceDef, type: 'date' | 'datetime') => Object.entries(r.fields).filter(([, f]) => f.type === type && !f.secret).map(([name]) => name);

/** The dates and times a form edits: those the server or a workflow sets are shown, and sent back, as stored. */
const editedDateTimes = (r: ResourceDef) => Object.entries(r.fields).filter(([, f]) => f.type === 'datetime' && !f.secret && !isSetByServer(f)).map(([name]) => name);

function rewrite(rec: Rec | undefined, names: readonly string[], to: (value: unknown) => string): void {
  if (!rec?.params) return;
  for (const name of names) {
    const value = rec.params[name];
    if (value != null && value !== '') rec.params[name] = to(value) || value;
  }
}

const eachRecord = (response: ActionResponse, fn: (rec: Rec) => void) => {
  fn(response.record as Rec);
  for (const rec of (response.records as Rec[] | undefined) ?? []) fn(rec);
};

/** A list's or a show page's answer: dates and times as their text, calendar days as their day. */
export function shownInOfficeTime(r: ResourceDef): (response: ActionResponse) => ActionResponse {
  const dateTimes = fieldsOfType(r, 'datetime');
  const days = fieldsOfType(r, 'date');
  return (response) => {
    eachRecord(response, (rec) => {
      rewrite(rec, dateTimes, (v) => dateTimeText(v as string));
      rewrite(rec, days, dayText);
    });
    return response;
  };
}

/** An edit form's record: each date and time it edits as the office's wall clock. */
export function formInOfficeTime(r: ResourceDef): (response: ActionResponse) => ActionResponse {
  const names = editedDateTimes(r);
  return (response) => {
    eachRecord(response, (rec) => rewrite(rec, names, (v) => officeInputValue(v as string)));
    return response;
  };
}

/** A submitted form with each date and time it edits read as the instant the office's wall clock names. */
export function fromOfficeTimeForm(r: ResourceDef, payload: Params): Params {
  const names = editedDateTimes(r);
  const out = { ...payload };
  for (const name of names) if (typeof out[name] === 'string') out[name] = fromOfficeInput(out[name] as string);
  return out;
}
