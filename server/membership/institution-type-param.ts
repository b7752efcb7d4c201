// Reads the {type} of GET /api/position/{type}: an institution type id or the spec's type name
// (school, schoolDistrict, program, regional occupational program, onlinePublisher …).
import { INSTITUTION_TYPE } from '../../resources/_enums.js';

const BY_NAME: Record<string, number> = {
  school: INSTITUTION_TYPE.school,
  onlineschool: INSTITUTION_TYPE.onlineSchool,
  program: INSTITUTION_TYPE.program,
  onlinepublisher: INSTITUTION_TYPE.onlinePublisher,
  publisher: INSTITUTION_TYPE.onlinePublisher,
  district: INSTITUTION_TYPE.district,
  schooldistrict: INSTITUTION_TYPE.district,
  schoolnetwork: INSTITUTION_TYPE.schoolNetwork,
  network: INSTITUTION_TYPE.schoolNetwork,
  rop: INSTITUTION_TYPE.rop,
  regionaloccupationalprogram: INSTITUTION_TYPE.rop,
  regionaloccupationalcenterprogram: INSTITUTION_TYPE.rop,
  extendedlearningprogram: INSTITUTION_TYPE.extendedLearning,
  elp: INSTITUTION_TYPE.extendedLearning,
};

/** The institution type id, or undefined when the parameter names no type. A district form opened
 *  for a school network (isSchoolNetwork) asks for network positions. */
export function institutionTypeFromParam(type: string, isSchoolNetwork = false): number | undefined {
  const id = /^\d+$/.test(type) ? Number(type) : BY_NAME[type.toLowerCase().replace(/[^a-z]/g, '')];
  if (id === undefined || !Object.values(INSTITUTION_TYPE).includes(id as never)) return undefined;
  return isSchoolNetwork && id === INSTITUTION_TYPE.district ? INSTITUTION_TYPE.schoolNetwork : id;
}
