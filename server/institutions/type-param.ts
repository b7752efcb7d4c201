// The institution type of a path segment: the spec's names (district, schoolnetwork, rop, school,
// program, onlinePublisher …) or a type id, where a network type is its type id plus 100 (spec 2 §9).
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';
import { NETWORK_TYPE_OFFSET } from '../../resources/_institution-values.js';
import { badRequest } from '../http/errors.js';

const BY_NAME: Record<string, number> = {
  school: T.school,
  onlineschool: T.onlineSchool,
  program: T.program,
  onlinepublisher: T.onlinePublisher,
  publisher: T.onlinePublisher,
  district: T.district,
  schooldistrict: T.district,
  schoolnetwork: T.schoolNetwork,
  network: T.schoolNetwork,
  rop: T.rop,
  regionaloccupationalprogram: T.rop,
  extendedlearningprogram: T.extendedLearning,
  elp: T.extendedLearning,
};

const TYPE_IDS = Object.values(T) as number[];

/** The type id named by `raw`, or a 400 naming the parameter. */
export function institutionType(name: string, raw: string): number {
  const digits = /^\d{1,4}$/.test(raw) ? Number(raw) : undefined;
  // a district type id offset by 100 is the same form for a school network
  const id = digits !== undefined ? (digits === T.district + NETWORK_TYPE_OFFSET ? T.schoolNetwork : digits) : BY_NAME[raw.toLowerCase().replace(/[^a-z]/g, '')];
  if (id === undefined || !TYPE_IDS.includes(id)) {
    const message = `Unknown institution type "${raw}": use ${Object.keys(BY_NAME).join(', ')} or a type id (${TYPE_IDS.join(', ')}; ${T.district + NETWORK_TYPE_OFFSET} for a school network).`;
    throw badRequest(message, { [name]: [message] });
  }
  return id;
}

/** The types a search word finds: a school search also finds online schools. */
export const SEARCH_TYPES: Record<string, number[]> = {
  district: [T.district],
  schoolnetwork: [T.schoolNetwork],
  rop: [T.rop],
  school: [T.school, T.onlineSchool],
};
