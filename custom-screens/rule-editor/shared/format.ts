// Times as staff read them all day: short, the year only when it is not this one, in office time.
import { shortDateTimeText } from '../../../core/time/office-time.js';

export const shortTime = (iso: string | null | undefined): string => shortDateTimeText(iso);

export const versionLabel = (version: number) => `Version ${version}`;
