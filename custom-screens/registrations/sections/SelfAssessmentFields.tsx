// The online publisher's self-assessment: when it was completed and each question's answer (yes, no,
// partly) with its comment.
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { SelfAssessmentAnswer } from '../../../core/contract/registrations.js';
import { formatCalendarDay } from '../words.js';

type Doc = Record<string, unknown>;
const ANSWERS = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
  { id: 'partly', name: 'Partly' },
];
const answers = (doc: Doc | null): SelfAssessmentAnswer[] => (Array.isArray(doc?.answers) ? (doc!.answers as SelfAssessmentAnswer[]) : []);
const answerName = (a: string | null) => ANSWERS.find((x) => x.id === a)?.name ?? '—';

export function SelfAssessmentView({ doc }: { doc: Doc | null }) {
  if (!doc) return <Typography color="text.secondary">Not filled in.</Typography>;
  const list = answers(doc);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Completed on {formatCalendarDay(doc.completedOn)}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }} aria-label="Self-assessment answers">
        {list.map((a) => (
          <Box component="li" key={a.questionId} sx={{ mb: 1 }}>
            <Typography variant="body2">{a.question}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {answerName(a.answer)}
              {a.comment ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {' '}
                  — {a.comment}
                </Typography>
              ) : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function SelfAssessmentEdit({ doc, onChange, errors }: { doc: Doc; onChange: (d: Doc) => void; errors: Record<string, string> }) {
  const list = answers(doc);
  const put = (i: number, change: Partial<SelfAssessmentAnswer>) => onChange({ ...doc, answers: list.map((a, j) => (j === i ? { ...a, ...change } : a)) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id="self-assessment-completedOn"
        type="date"
        size="small"
        label="Completed on"
        value={typeof doc.completedOn === 'string' ? doc.completedOn.slice(0, 10) : ''}
        onChange={(e) => onChange({ ...doc, completedOn: e.target.value || null })}
        error={Boolean(errors.completedOn)}
        helperText={errors.completedOn}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />
      {list.map((a, i) => (
        <Box key={a.questionId} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
            {i + 1}. {a.question}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
            <TextField select size="small" label="Answer" value={a.answer ?? ''} onChange={(e) => put(i, { answer: e.target.value as SelfAssessmentAnswer['answer'] })} error={Boolean(errors[`answers[${i}].answer`])} helperText={errors[`answers[${i}].answer`]}>
              {ANSWERS.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" label="Comment" value={a.comment ?? ''} onChange={(e) => put(i, { comment: e.target.value || null })} error={Boolean(errors[`answers[${i}].comment`])} helperText={errors[`answers[${i}].comment`]} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
