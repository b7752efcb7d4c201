// Who may be copied from as an adoption (spec 1 §5 "Copy as adoption is offered for programs"):
// programs, and online publishers, whose courses are programs' courses too (the course-form rules'
// "online publisher program"). An adoption is a new course of the school that points at the original
// (adoptedFromCourseId).
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import type { InstitutionRow } from './model.js';

const ADOPTABLE = new Set<number>([INSTITUTION_TYPE.program, INSTITUTION_TYPE.onlinePublisher]);

export const mayBeAdopted = (owner: InstitutionRow) => ADOPTABLE.has(owner.institutionTypeId);

export const NOT_ADOPTABLE = 'Only a program\'s or an online publisher\'s courses can be copied as adoptions.';
