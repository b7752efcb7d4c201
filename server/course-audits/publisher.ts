// The online publisher a call names: it must exist and be of type online publisher; its courses are
// the self-reported ones (spec 1 §2 "Self-reported").
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { E, type PublisherRow } from './model.js';

export async function loadPublisher(em: EntityManager, institutionId: number): Promise<PublisherRow> {
  const row = await em.findOne<PublisherRow>(E.institutions, { id: institutionId });
  if (!row || row.institutionTypeId !== INSTITUTION_TYPE.onlinePublisher) throw notFound(`There is no online publisher ${institutionId}.`);
  return row;
}

export async function loadYear(em: EntityManager, academicYearId: number): Promise<{ id: number; name: string }> {
  const row = await em.findOne<{ id: number; name: string }>(E.academicYears, { id: academicYearId });
  if (!row) throw notFound(`There is no academic year ${academicYearId}.`);
  return row;
}
