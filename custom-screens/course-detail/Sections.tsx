// Sections A to E of the course detail (spec 1 §2, §3): A basic info, B description, C materials,
// D offerings, E tags and notes. Each shows the stored course year and offers its own edits.
import { Box, Button, Chip, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCourseLookups, nameById } from '../review/use-course-lookups.js';
import { MaterialList } from '../review/MaterialList.js';
import type { Material } from '../../core/contract/review.js';
import type { CourseDetail, InternalNote, Offering } from '../../core/contract/course-detail.js';
import { DetailSection, Facts } from './DetailSection.js';
import { archivedByLabel, deliveryTypeLabel, requisiteLabel, transcriptCodesLabel } from './offering-words.js';
import { MATH_CATEGORY_4, WET_LAB } from './basic-info-form.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { useCourseApi } from './use-course-api.js';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export function BasicInfoSection({ detail, canEdit, onEdit, onRubric }: { detail: CourseDetail; canEdit: boolean; onEdit: () => void; onRubric: () => void }) {
  const lookups = useCourseLookups();
  const b = detail.basicInfo;
  const grades = (['isGrade9', 'isGrade10', 'isGrade11', 'isGrade12'] as const).filter((g) => b[g]).map((g) => g.replace('isGrade', '') + 'th');
  const disciplines = b.disciplines.map((d) => {
    const area = lookups.subjectAreas.find((a) => a.id === d.subjectAreaId);
    const parts = [area ? `${area.code} ${area.name}` : `Subject area ${d.subjectAreaId}`, nameById(lookups.disciplines, d.disciplineId), nameById(lookups.languages, d.languageId), d.otherLanguage];
    return parts.filter(Boolean).join(' · ');
  });
  const items: [string, React.ReactNode][] = [
    ['Title', b.title],
    ['Course length', nameById(lookups.courseLengths, b.courseLengthId) ?? 'Not set'],
    ['Subject area and discipline', disciplines.length ? disciplines.join('; ') : 'Not set'],
    ['Grades', grades.length ? grades.join(', ') : 'None'],
    ['Honors type', nameById(lookups.honorsTypes, b.honorsTypeId) ?? 'None'],
    ['CTE course', b.isCte ? `Yes – ${nameById(lookups.cteIndustries, b.cteIndustryId) ?? 'no industry sector'}${b.ctePathwayId ? `, ${nameById(lookups.ctePathways, b.ctePathwayId) ?? ''}` : ''}` : 'No'],
  ];
  if (detail.formQuestions.shown.includes(WET_LAB)) items.push(['Requires wet-lab activity', yesNo(b.requiresWetLabActivity)]);
  if (detail.formQuestions.shown.includes(MATH_CATEGORY_4)) items.push(['Mathematics category 4', yesNo(b.IsMathCategory4)]);
  items.push(['Rubric', detail.rubric.rubricId ? `${detail.rubric.value ?? ''} – ${detail.rubric.name ?? ''}` : 'None']);
  return (
    <DetailSection
      id="section-a"
      title="A. Basic info"
      actions={
        canEdit && (
          <>
            <Button variant="outlined" size="small" onClick={onEdit}>
              Edit basic info
            </Button>
            <Button variant="outlined" size="small" onClick={onRubric}>
              Change rubric
            </Button>
          </>
        )
      }
    >
      <Facts items={items} />
    </DetailSection>
  );
}

function Requisites({ title, items }: { title: string; items: CourseDetail['description']['prerequisites'] }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((p, i) => (
            <ListItem key={i} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <span>{p.value}</span>
              <Chip size="small" label={requisiteLabel(p.isRequired)} variant={p.isRequired ? 'filled' : 'outlined'} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function DescriptionSection({ detail, canEdit, onEdit }: { detail: CourseDetail; canEdit: boolean; onEdit: () => void }) {
  const d = detail.description;
  return (
    <DetailSection id="section-b" title="B. Description" actions={canEdit && <Button variant="outlined" size="small" onClick={onEdit}>Edit description</Button>}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {d.courseDescription || 'No course description.'}
        </Typography>
        <Requisites title="Prerequisites" items={d.prerequisites} />
        <Requisites title="Corequisites" items={d.corequisites} />
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Units
          </Typography>
          {d.units.length === 0 && <Typography variant="body2">None</Typography>}
          {d.units.map((u, i) => (
            <Box key={i} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i + 1}. {u.title}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {u.description}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </DetailSection>
  );
}

export function MaterialsSection({ detail, canEdit, onAdd, onEdit, onRemove }: { detail: CourseDetail; canEdit: boolean; onAdd: () => void; onEdit: (m: Material) => void; onRemove: (m: Material) => void }) {
  const materials = detail.materials.courseMaterials as unknown as Material[];
  return (
    <DetailSection id="section-c" title="C. Course materials" actions={canEdit && <Button variant="outlined" size="small" onClick={onAdd}>Add material</Button>}>
      <MaterialList
        materials={materials}
        actions={
          canEdit
            ? (m) => (
                <>
                  <Button size="small" onClick={() => onEdit(m)} aria-label={`Edit material ${m.title}`}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => onRemove(m)} aria-label={`Remove material ${m.title}`}>
                    Remove
                  </Button>
                </>
              )
            : undefined
        }
      />
    </DetailSection>
  );
}

function OfferingRow({ o, canEdit, onUpdate, onPermission }: { o: Offering; canEdit: boolean; onUpdate: (o: Offering) => void; onPermission: (o: Offering) => void }) {
  const status = o.isArchived ? `Archived ${archivedByLabel(o.courseOfferingArchivedTypeId)}`.trim() : 'Active';
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{o.institutionName}</Typography>
        <Chip size="small" label={status} color={o.isArchived ? 'error' : 'success'} variant="outlined" />
        <Box sx={{ flex: 1 }} />
        {canEdit && o.isArchived && (
          <Button size="small" onClick={() => onPermission(o)} aria-label={`Change whether the course may be activated at ${o.institutionName ?? ''}`}>
            Activation
          </Button>
        )}
        {canEdit && (
          <Button size="small" onClick={() => onUpdate(o)} aria-label={`Update the offering at ${o.institutionName ?? ''}`}>
            Update
          </Button>
        )}
      </Box>
      <Facts
        items={[
          ['Delivery type', deliveryTypeLabel(o)],
          ['Transcript codes', transcriptCodesLabel(o)],
          ...(o.isArchived && o.allowActivation === false ? ([['May be activated', `No – ${o.reasonToNotAllowActivation ?? ''}`]] as [string, string][]) : []),
          ...(o.ucciAuthorizationNumber ? ([['Authorization number', o.ucciAuthorizationNumber]] as [string, string][]) : []),
        ]}
      />
    </Box>
  );
}

export interface OfferingsSectionProps {
  detail: CourseDetail;
  canEdit: boolean;
  onAdd: () => void;
  onUpdate: (o: Offering) => void;
  onArchive: () => void;
  onActivate: () => void;
  /** change whether an archived offering may be activated again */
  onPermission: (o: Offering) => void;
}

export function OfferingsSection({ detail, canEdit, onAdd, onUpdate, onArchive, onActivate, onPermission }: OfferingsSectionProps) {
  const all = [...detail.basicInfo.courseOfferings, ...detail.basicInfo.districtAssociatedSchools];
  // a course is offered by its own institution (a district course also by the district's schools)
  const mayAddSchool = detail.isDistrictCourse || !detail.basicInfo.courseOfferings.some((o) => o.institutionId === detail.institution.id);
  const anyActive = all.some((o) => !o.isArchived);
  const anyArchived = all.some((o) => o.isArchived);
  return (
    <DetailSection
      id="section-d"
      title="D. Offerings"
      actions={
        canEdit && (
          <>
            {mayAddSchool && (
              <Button variant="outlined" size="small" onClick={onAdd}>
                Add school
              </Button>
            )}
            {anyActive && (
              <Button variant="outlined" size="small" color="error" onClick={onArchive}>
                Remove or archive course
              </Button>
            )}
            {anyArchived && (
              <Button variant="outlined" size="small" onClick={onActivate}>
                Activate course
              </Button>
            )}
          </>
        )
      }
    >
      {all.length === 0 ? (
        <Typography variant="body2">No school offers this course in this year.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {all.map((o) => (
            <OfferingRow key={o.courseOfferingId} o={o} canEdit={canEdit} onUpdate={onUpdate} onPermission={onPermission} />
          ))}
        </Box>
      )}
    </DetailSection>
  );
}

/** Spec 1 §5: a note needs text. */
export const EMPTY_NOTE = 'Enter the note.';

export function TagsNotesSection({ detail, canEdit, onTags, onNotes }: { detail: CourseDetail; canEdit: boolean; onTags: () => void; onNotes: (notes: InternalNote[]) => void }) {
  const api = useCourseApi();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const add = async () => {
    if (!note.trim()) {
      setProblem(EMPTY_NOTE);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      onNotes(await api.addNote(detail.courseId, note));
      setNote('');
    } catch (err) {
      setProblem(serverFieldErrors(err)?.note ?? errorMessage(err, 'The note could not be added.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <DetailSection id="section-e" title="E. Tags and notes" actions={canEdit && <Button variant="outlined" size="small" onClick={onTags}>Manage tags</Button>}>
      <Stack spacing={2}>
        {detail.tags.length === 0 ? (
          <Typography variant="body2">No tags.</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Tags" role="list">
            {detail.tags.map((t) => (
              <Chip role="listitem" key={t.courseTagId} label={`${t.name ?? t.tagId}${t.isDeleted ? ' (deleted)' : t.isDeprecated ? ' (deprecated)' : ''}`} />
            ))}
          </Box>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Internal notes
        </Typography>
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              id="note-text"
              label="New note"
              multiline
              minRows={2}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setProblem(null);
              }}
              error={Boolean(problem)}
              helperText={problem ?? undefined}
              sx={{ flex: '1 1 16rem' }}
            />
            <Button variant="contained" onClick={add} disabled={saving}>
              Add note
            </Button>
          </Box>
        )}
        {detail.internalNotes.length === 0 && <Typography variant="body2">No notes.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {detail.internalNotes.map((n) => (
            <Box component="li" key={n.courseSubmissionReviewNoteId} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.note}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[n.userName, dateTimeText(n.createdOn)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </DetailSection>
  );
}
