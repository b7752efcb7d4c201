// Feedback statements (spec 3 §2–§3): the revision feedback offered for the course's subject area,
// by section of the submission form, and the approval feedback (type 2, section -1), each ticked with
// notes for the institution, which can reuse a wording of the analyst's earlier notes in the section
// (PreviousNotesMenu). Both lists are the statements of the course's subject area and of every area
// (statements?subjectAreaId, statements/type/2?subjectAreaId). The feedback letter's templates open
// each part, read as the letter (LetterTemplate). A ticked statement that is no longer offered
// (removed from the content since) stays listed so it can be unticked.
import { Alert, Box, Checkbox, FormControlLabel, LinearProgress, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useGetOne } from 'react-admin';
import { LetterTemplate, type LetterValues } from '../_shared/LetterTemplate.js';
import { REVIEW_SECTIONS, reviewSectionTitle } from '../../resources/_enums.js';
import { SectionCard } from './SectionCard.js';
import { errorMessage } from './review-errors.js';
import { useReviewWorkspace } from './review-context.js';
import { useStatementEdits } from './review-edits.js';
import { feedbackSubjectAreaId, useFeedbackStatements, useFeedbackTemplate } from './use-review-lookups.js';
import { PreviousNotesMenu, withPicked } from './PreviousNotesMenu.js';
import type { FeedbackStatement, TickedStatement } from '../../core/contract/review.js';
import { APPROVAL_FEEDBACK_SECTION, APPROVAL_FEEDBACK_TYPE, REVISION_FEEDBACK_TYPE } from '../../core/spec-constants.js';

export const FEEDBACK_SECTION_ID = 'review-feedback';

/** What the letter's placeholders read on this review; the recipient is known only when it is sent. */
function useLetterValues(enabled: boolean): LetterValues {
  const { model } = useReviewWorkspace();
  const year = useGetOne<{ id: number; name: string }>('academic-years', { id: model.academicYearId }, { enabled, staleTime: 5 * 60_000 });
  return { courseTitle: model.basicInfo.title, academicYear: year.data?.name };
}

/** The feedback letter's opening for a statement type, as the institution will read it. */
function TemplateLine({ typeId, name }: { typeId: 1 | 2; name: string }) {
  const template = useFeedbackTemplate(typeId);
  const values = useLetterValues(Boolean(template));
  if (!template) return null;
  return (
    <Box role="group" aria-label={`Letter opening: ${name}`} sx={{ mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}>
      <Typography variant="caption" component="div">
        Letter opening
      </Typography>
      <LetterTemplate html={template.template} values={values} />
    </Box>
  );
}

/** The words of a statement offered on the screen, by its id. */
type StatementText = (reviewStatementId: number) => string | undefined;

interface StatementRowProps {
  statement: Pick<FeedbackStatement, 'reviewStatementId' | 'section' | 'statement' | 'categoryName'>;
  ticked: TickedStatement | undefined;
  readOnly: boolean;
  statementText: StatementText;
}

function StatementRow({ statement, ticked, readOnly, statementText }: StatementRowProps) {
  const { toggle, setNotes } = useStatementEdits();
  const notesBox = useRef<HTMLTextAreaElement | null>(null);
  const short = statement.statement.length > 60 ? `${statement.statement.slice(0, 60)}…` : statement.statement;
  const reuse = (picked: string) => {
    const notes = withPicked(ticked?.notes ?? null, picked);
    setNotes(statement.reviewStatementId, notes);
    // after the menu has closed: the analyst goes on in the box, at the end of the note
    requestAnimationFrame(() => {
      notesBox.current?.focus();
      notesBox.current?.setSelectionRange(notes.length, notes.length);
    });
  };
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={<Checkbox checked={Boolean(ticked)} onChange={(e) => toggle(statement, e.target.checked)} disabled={readOnly} sx={{ pt: 0.5 }} />}
        label={
          <Box sx={{ pt: 0.75 }}>
            <Typography variant="body2">{statement.statement}</Typography>
            {statement.categoryName && (
              <Typography variant="caption" color="text.secondary">
                {statement.categoryName}
              </Typography>
            )}
          </Box>
        }
      />
      {ticked && (
        <TextField
          label="Notes"
          size="small"
          fullWidth
          multiline
          minRows={1}
          value={ticked.notes ?? ''}
          onChange={(e) => setNotes(statement.reviewStatementId, e.target.value)}
          disabled={readOnly}
          inputRef={notesBox}
          slotProps={{ htmlInput: { 'aria-label': `Notes on “${short}”`, maxLength: 4000 } }}
          sx={{ ml: 4, mb: 1, width: 'calc(100% - 32px)' }}
        />
      )}
      {ticked && !readOnly && (
        <PreviousNotesMenu
          reviewStatementId={statement.reviewStatementId}
          section={statement.section}
          current={ticked.notes}
          statementLabel={short}
          statementText={statementText}
          onPick={reuse}
        />
      )}
    </Box>
  );
}

function StatementGroup({
  title,
  statements,
  ticked,
  readOnly,
  statementText,
}: {
  title: string;
  statements: StatementRowProps['statement'][];
  ticked: Map<number, TickedStatement>;
  readOnly: boolean;
  statementText: StatementText;
}) {
  if (statements.length === 0) return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {statements.map((s) => (
          <StatementRow key={s.reviewStatementId} statement={s} ticked={ticked.get(s.reviewStatementId)} readOnly={readOnly} statementText={statementText} />
        ))}
      </Box>
    </Box>
  );
}

export function FeedbackSection() {
  const { model, readOnly } = useReviewWorkspace();
  const { revision, approval, isPending, error } = useFeedbackStatements(feedbackSubjectAreaId(model));
  const ticked = new Map(model.statements.map((s) => [s.reviewStatementId, s]));
  const words = new Map([...(revision ?? []), ...(approval ?? [])].map((s) => [s.reviewStatementId, s.statement]));
  const offered = new Set(words.keys());
  const statementText: StatementText = (id) => words.get(id);
  const notOffered = model.statements
    .filter((s) => !offered.has(s.reviewStatementId))
    .map((s) => ({ reviewStatementId: s.reviewStatementId, section: s.section, statement: `Statement ${s.reviewStatementId} (no longer offered)`, categoryName: null }));
  const inSection = (section: string, list: StatementRowProps['statement'][]) => list.filter((s) => s.section === section);
  const count = model.statements.length;

  return (
    <SectionCard id={FEEDBACK_SECTION_ID} title={count ? `Feedback statements (${count} ticked)` : 'Feedback statements'}>
      {isPending && <LinearProgress aria-label="Loading the feedback statements" />}
      {error && <Alert severity="error">{errorMessage(error, 'The feedback statements could not be loaded.')}</Alert>}
      {revision && (
        <>
          <Typography variant="subtitle1" component="h3">
            Revision feedback
          </Typography>
          <TemplateLine typeId={REVISION_FEEDBACK_TYPE} name="revision feedback" />
          {REVIEW_SECTIONS.filter((s) => s.id !== APPROVAL_FEEDBACK_SECTION).map((section) => (
            <StatementGroup
              key={section.id}
              title={reviewSectionTitle(section.id)}
              statements={[...inSection(section.id, revision), ...inSection(section.id, notOffered)]}
              ticked={ticked}
              readOnly={readOnly}
              statementText={statementText}
            />
          ))}
        </>
      )}
      {approval && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            Approval feedback
          </Typography>
          <TemplateLine typeId={APPROVAL_FEEDBACK_TYPE} name="approval feedback" />
          <StatementGroup
            title={reviewSectionTitle(APPROVAL_FEEDBACK_SECTION)}
            statements={[...approval, ...inSection(APPROVAL_FEEDBACK_SECTION, notOffered)]}
            ticked={ticked}
            readOnly={readOnly}
            statementText={statementText}
          />
        </>
      )}
    </SectionCard>
  );
}
