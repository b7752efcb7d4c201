// The submission's course materials on the review screen (spec 3 §7 "Revision and materials"):
//   POST   /api/admin/review/{submissionId}/materials/{suffix}   add a material of the kind the suffix
//          names (textbook, literarytext, manual, periodical, scholarlyarticle, website,
//          primarydocument, multimedia, other); with `id` (or courseMaterialId) in the body, edit that
//          material instead. Body: the material; isPrimary / readInEntirety take 1/0 or true/false.
//          The answer is the material as stored, with its id.
//   DELETE /api/admin/review/{submissionId}/materials/coursematerial/{id}
// Only when the submission's materials flag allows it (submission-content.ts) and through the
// submission's current review (review-write.ts). A new course's materials are its course year's and
// change in place. A revision never touches the catalogue copy: an added material is a row on the
// submission listed in modifications.courseMaterial.added; removing a catalogue material lists it in
// .removed; editing one removes it and adds the edited copy.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError, badRequest, notFound, type ModelState } from '../../http/errors.js';
import { validateBody } from '../../crud/validate.js';
import { toInt4 } from '../../crud/field-values.js';
import courseMaterials from '../../../resources/course-materials.js';
import materialTypes from '../../../resources/material-types.js';
import { pathId } from './params.js';
import { writeSubmission } from './review-write.js';
import { flagSchema } from './body-schemas.js';
import { materialSuffixes } from '../../courses/shapes.js';
import { courseYearOf, isNewCourse, materialJson, materialsEditable, modificationsOf, type Modifications } from './submission-content.js';
import { SCREEN_WRITE, SUBMISSION_ID, source } from './route-names.js';
import type { CourseYearRow, MaterialRow, SubmissionRow } from './rows.js';

export const MATERIALS_LOCKED_MESSAGE = 'The course materials of this submission cannot be edited: only a new course, or a revision that changes its materials, can be.';

/** Set by the call itself: the owner from the submission, the type from the path. */
const SERVER_SET = ['courseYearId', 'courseSubmissionId', 'materialTypeId'] as const;
const FLAGS = ['isPrimary', 'readInEntirety'] as const;

interface MaterialInput {
  editId?: number;
  values: Record<string, unknown>;
}

/** The body as material values: the id to edit split off, the flags read as booleans, the rest checked by the model. */
function materialInput(body: unknown): MaterialInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object: the material.');
  const { id, courseMaterialId, ...rest } = body as Record<string, unknown>;
  const errors: ModelState = {};
  const rawId = id ?? courseMaterialId;
  const editId = rawId === undefined || rawId === null || rawId === '' ? undefined : toInt4(rawId);
  if (editId === undefined && rawId !== undefined && rawId !== null && rawId !== '') errors.id = ['The material id must be a whole number.'];
  for (const key of SERVER_SET) if (Object.hasOwn(rest, key)) errors[key] = ['Set by the call: leave it out of the body.'];
  for (const key of FLAGS) {
    if (!Object.hasOwn(rest, key)) continue;
    const flag = flagSchema.safeParse(rest[key]);
    if (flag.success) rest[key] = flag.data;
    else errors[key] = ['Choose yes or no (true/false or 1/0).'];
  }
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
  // checked as an update (only what was sent): the owner and the type, which the model requires, come from the call
  const values = validateBody(courseMaterials, rest, 'update');
  if (editId !== undefined) return { editId, values };
  if (values.title == null) throw badRequest('Please correct the highlighted fields.', { title: ['Required.'] });
  return { values: { isPrimary: false, readInEntirety: false, ...values } };
}

async function materialTypeOf(em: EntityManager, req: Request): Promise<{ id: number; suffix: string }> {
  const suffix = String(req.params.suffix ?? '').toLowerCase();
  const type = await em.findOne<{ id: number; suffix: string }>(materialTypes.entity, { suffix });
  if (!type) {
    const known = [...(await materialSuffixes(em)).values()];
    throw badRequest(`Unknown material kind "${suffix.slice(0, 40)}": use one of ${known.join(', ')}.`);
  }
  return type;
}

function refuseUnlessEditable(submission: SubmissionRow): void {
  if (!materialsEditable(submission)) throw new HttpError(403, MATERIALS_LOCKED_MESSAGE);
}

function saveModifications(submission: SubmissionRow, m: Modifications): void {
  const unique = (ids: number[]) => [...new Set(ids)];
  submission.modifications = { ...((submission.modifications as object) ?? {}), basic: m.basic, courseMaterial: { added: unique(m.courseMaterial.added), removed: unique(m.courseMaterial.removed) } };
}

/** A material of this submission: its course year's, or one it proposes. Anything else is not found here. */
async function materialOfSubmission(tx: EntityManager, submission: SubmissionRow, year: CourseYearRow, id: number): Promise<MaterialRow> {
  const row = await tx.findOne<MaterialRow>(courseMaterials.entity, { id, $or: [{ courseYearId: year.id }, { courseSubmissionId: submission.id }] });
  if (!row) throw notFound(`Submission ${submission.id} has no course material ${id}.`);
  return row;
}

/** The fields of a material that a copy carries over. */
const COPIED_FIELDS = ['materialTypeId', 'title', 'author', 'publisher', 'edition', 'publicationDate', 'isbn', 'url', 'details', 'isPrimary', 'readInEntirety'] as const;
const materialValues = (m: MaterialRow) => Object.fromEntries(COPIED_FIELDS.map((f) => [f, m[f]]));

async function addOrEdit(tx: EntityManager, submission: SubmissionRow, typeId: number, input: MaterialInput): Promise<{ row: MaterialRow; added: boolean }> {
  const year = await courseYearOf(tx, submission);
  const newCourse = isNewCourse(submission);
  const mods = modificationsOf(submission);
  const values = { ...input.values, materialTypeId: typeId };
  if (input.editId === undefined) {
    const owner = newCourse ? { courseYearId: year.id, courseSubmissionId: null } : { courseYearId: null, courseSubmissionId: submission.id };
    const row = tx.create<MaterialRow>(courseMaterials.entity, { ...values, ...owner } as never);
    await tx.flush();
    if (!newCourse) saveModifications(submission, { ...mods, courseMaterial: { ...mods.courseMaterial, added: [...mods.courseMaterial.added, row.id] } });
    return { row, added: !newCourse };
  }
  const row = await materialOfSubmission(tx, submission, year, input.editId);
  if (newCourse || row.courseSubmissionId === submission.id) {
    Object.assign(row, values);
    return { row, added: row.courseSubmissionId === submission.id };
  }
  // a revision edits a catalogue material by proposing an edited copy in its place
  if (mods.courseMaterial.removed.includes(row.id)) throw badRequest('This material is already removed by the submission; add a new one instead.', { id: ['Removed by the submission.'] });
  const copy = tx.create<MaterialRow>(courseMaterials.entity, { ...materialValues(row), ...values, courseYearId: null, courseSubmissionId: submission.id } as never);
  await tx.flush();
  saveModifications(submission, { ...mods, courseMaterial: { added: [...mods.courseMaterial.added, copy.id], removed: [...mods.courseMaterial.removed, row.id] } });
  return { row: copy, added: true };
}

async function removeMaterial(tx: EntityManager, submission: SubmissionRow, id: number): Promise<void> {
  const year = await courseYearOf(tx, submission);
  const row = await materialOfSubmission(tx, submission, year, id);
  const mods = modificationsOf(submission);
  if (isNewCourse(submission) || row.courseSubmissionId === submission.id) {
    tx.remove(row);
    if (row.courseSubmissionId === submission.id) saveModifications(submission, { ...mods, courseMaterial: { ...mods.courseMaterial, added: mods.courseMaterial.added.filter((a) => a !== id) } });
    return;
  }
  saveModifications(submission, { ...mods, courseMaterial: { ...mods.courseMaterial, removed: [...mods.courseMaterial.removed, id] } });
}

export function registerMaterialRoutes(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${SUBMISSION_ID}/materials/:suffix`,
    ability: SCREEN_WRITE,
    source: source('materials.ts'),
    handler: async ({ req, em, user }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      const input = materialInput(req.body);
      const type = await materialTypeOf(em, req);
      const { row, added } = await writeSubmission(em, submissionId, user, async (tx, { submission }) => {
        refuseUnlessEditable(submission);
        return addOrEdit(tx, submission, type.id, input);
      });
      return materialJson(row, await materialSuffixes(em), { isAdded: added });
    },
  });

  routes.add({
    method: 'DELETE',
    path: `/api/admin/review/${SUBMISSION_ID}/materials/coursematerial/:materialId(\\d+)`,
    ability: SCREEN_WRITE,
    source: source('materials.ts'),
    handler: async ({ req, em, user }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      const materialId = pathId(req, 'materialId', 'material id');
      await writeSubmission(em, submissionId, user, async (tx, { submission }) => {
        refuseUnlessEditable(submission);
        await removeMaterial(tx, submission, materialId);
      });
      return undefined;
    },
  });
}
