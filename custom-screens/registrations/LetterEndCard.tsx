// The accreditation letter's end day, month and year of a re-registration (spec 2 §5): when the letter
// section is shown, all three are needed before the re-registration can be approved.
import { Alert, Card, CardContent, Typography } from '@mui/material';

type Doc = Record<string, unknown>;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function letterEndMissing(accreditation: Doc | null): boolean {
  if (!accreditation?.accreditationLetterShown) return false;
  return ['letterEndDay', 'letterEndMonth', 'letterEndYear'].some((k) => accreditation[k] === null || accreditation[k] === undefined || accreditation[k] === '');
}

export function LetterEndCard({ accreditation }: { accreditation: Doc | null }) {
  const shown = Boolean(accreditation?.accreditationLetterShown);
  const day = accreditation?.letterEndDay;
  const month = typeof accreditation?.letterEndMonth === 'number' ? MONTHS[accreditation.letterEndMonth - 1] : undefined;
  const year = accreditation?.letterEndYear;
  const part = (v: unknown, name: string) => (v === null || v === undefined || v === '' ? `no ${name}` : String(v));
  return (
    <Card component="section" aria-labelledby="letter-end-title">
      <CardContent>
        <Typography id="letter-end-title" variant="h6" component="h2" gutterBottom>
          Accreditation letter
        </Typography>
        {!shown ? (
          <Typography color="text.secondary">The accreditation letter section is not shown for this publisher.</Typography>
        ) : (
          <>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              Ends {part(day, 'day')} {month ?? 'no month'} {part(year, 'year')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              Day {part(day, 'day')} · month {month ?? 'no month'} · year {part(year, 'year')}
            </Typography>
            {letterEndMissing(accreditation) && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                The letter’s end day, month or year is missing: the re-registration cannot be approved until the accreditation section gives all three.
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
