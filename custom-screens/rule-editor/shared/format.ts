// Times as staff read them all day: date and time, short.
export function shortTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const versionLabel = (version: number) => `Version ${version}`;
