// Course materials of a course year (spec 1 §7; the nine types of spec 1 §3 share one table):
// POST coursematerial/{courseId}/{academicYearId}/{type suffix} adds one, or changes the one whose id
// the body names; DELETE coursematerial/{courseId}/{academicYearId}/{id} removes one. GET
// /api/admin/course/{courseId}/materials reads the root course's list (spec 3 §7).
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import { badRequest, notFound } from '../http/errors.js';
import { assertVersion, lockRow, splitVersion } from '../crud/row-version.js';
import { SOURCE } from './access.js';
import { READ_COURSES, WRITE_COURSES } from '../../core/courses/abilities.js';
import { optionalFlag, optionalId, parseSpecBody, pathId, requiredText, text, yearQuery } from './params.js';
import { loadCourseYear } from './load.js';
import { E, R, type MaterialRow } from './model.js';
import { courseWrite } from './write.js';
import { materialJson, materialSuffixes, materialsJson } from './shapes.js';
import { rootCourseYear } from './description.js';

const WEB_ADDRESS = /^https?:\/\/\S+$|^[\w.-]+\.[a-z]{2,}\S*$/i;

const materialBody = z.strictObject({
  // present: change that material of this course year; absent: add one
  id: optionalId('a material of this course year'),
  courseMaterialId: optionalId('a material of this course year'),
  // the form may send the type back; the path's suffix is what counts
  type: z.unknown().optional(),
  materialTypeId: z.unknown().optional(),
  title: requiredText(500),
  author: text(300),
  publisher: text(300),
  edition: text(100),
  publicationDate: text(40),
  isbn: text(20),
  url: text(1000).refine((u) => u == null || WEB_ADDRESS.test(u), { error: 'Enter a valid web address.' }),
  details: text(20000),
  isPrimary: optionalFlag(),
  readInEntirety: optionalFlag(),
});

export function registerMaterialRoutes(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/coursematerial/:courseId(\\d+)/:academicYearId(\\d+)/:suffix',
    ability: WRITE_COURSES,
    source: `${SOURCE}/materials.ts`,
    handler: async ({ req, res, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const suffix = req.params.suffix.toLowerCase();
      const suffixOf = await materialSuffixes(em);
      const materialTypeId = [...suffixOf].find(([, s]) => s === suffix)?.[0];
      if (materialTypeId === undefined) throw notFound(`There is no material type "${req.params.suffix}"; use one of: ${[...suffixOf.values()].join(', ')}.`);
      const { body, expected } = splitVersion(req.body);
      const input = parseSpecBody(materialBody, body);
      if (input.id != null && input.courseMaterialId != null && input.id !== input.courseMaterialId) throw badRequest('Please correct the highlighted fields.', { courseMaterialId: ['id and courseMaterialId name different materials: send one.'] });
      if (suffix === 'website' && !input.url) throw badRequest('Please correct the highlighted fields.', { url: ['Enter the address of the website.'] });
      const materialId = input.id ?? input.courseMaterialId ?? undefined;
      const courseYear = await loadCourseYear(em, courseId, academicYearId);
      const { id: _id, courseMaterialId: _cm, type: _t, materialTypeId: _mt, ...fields } = input;
      const values = { ...fields, materialTypeId };
      const material = await courseWrite(em, user, async (tx) => {
        if (materialId === undefined) {
          const created = tx.create<MaterialRow>(E.courseMaterials, { courseYearId: courseYear.id, courseSubmissionId: null, ...values } as never);
          return { answer: created, history: [{ courseId, academicYearId, action: `Material "${values.title}" added` }] };
        }
        const existing = await tx.findOne<MaterialRow>(E.courseMaterials, { id: materialId, courseYearId: courseYear.id });
        if (!existing) throw notFound(`Material ${materialId} is not a material of course ${courseId} in academic year ${academicYearId}.`);
        await lockRow(tx, R.courseMaterials, existing.id);
        await tx.refresh(existing);
        assertVersion(existing, expected);
        Object.assign(existing, values);
        return { answer: existing, history: [{ courseId, academicYearId, action: `Material "${values.title}" updated` }] };
      });
      if (materialId === undefined) res.status(201);
      return materialJson(material, suffixOf);
    },
  });

  routes.add({
    method: 'DELETE',
    path: '/api/admin/course/coursematerial/:courseId(\\d+)/:academicYearId(\\d+)/:id(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/materials.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const id = pathId(req, 'id');
      const courseYear = await loadCourseYear(em, courseId, academicYearId);
      await courseWrite(em, user, async (tx) => {
        const material = await tx.findOne<MaterialRow>(E.courseMaterials, { id, courseYearId: courseYear.id });
        if (!material) throw notFound(`Material ${id} is not a material of course ${courseId} in academic year ${academicYearId}.`);
        tx.remove(material);
        return { answer: undefined, history: [{ courseId, academicYearId, action: `Material "${material.title}" removed` }] };
      });
      return materialsJson(em.fork({ clear: true }), courseYear.id);
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/admin/course/:courseId(\\d+)/materials',
    ability: READ_COURSES,
    source: `${SOURCE}/materials.ts`,
    handler: async ({ req, em }) => {
      const year = await rootCourseYear(em, pathId(req, 'courseId'), yearQuery(req));
      return { courseId: year.courseId, academicYearId: year.academicYearId, ...(await materialsJson(em, year.id)) };
    },
  });
}
