// Course-year search documents with a realistic skew, from a seed: many schools of very different
// sizes and a few online publishers with large catalogues; most courses in English (B), Mathematics
// (C) and electives (G); a long tail of disciplines, title variants and tags; most years approved,
// the newest still in review or not submitted. Used by the engine tests (20,000) and bench:search (1,000,000).
import { INSTITUTION_TYPE } from '../resources/_enums.js';
import type { SubmissionStatus } from '../resources/_rows.js';
import { cteRows } from '../seeds/lookups/cte.js';
import { COUNTIES } from '../seeds/lookups/places.js';
import { ELECTIVE_TEMPLATES } from '../seeds/courses/electives.js';
import { Random } from '../seeds/courses/random.js';
import type { CourseTemplate } from '../seeds/courses/template.js';
import { ACADEMIC_TEMPLATES } from '../seeds/courses/titles.js';
import type { SearchDocument, StatusGroup } from '../core/contract/course-search.js';

interface Institution {
  id: number;
  name: string;
  typeId: number;
  /** schools of a district */
  schools: Institution[];
}

const AREA_WEIGHTS: Record<string, number> = { A: 9, B: 22, C: 20, D: 10, E: 6, F: 6, G: 27 };
const TEMPLATES: readonly CourseTemplate[] = [...ACADEMIC_TEMPLATES, ...ELECTIVE_TEMPLATES];
const TITLE_VARIANTS = [' CP', ' (P)', ' A/B', ' 1-2', ' Honors', ' - Online', ' Accelerated', ' Block', ' (Bilingual)', ' Seminar', ' Lab', ' Intensive'];
const LOCAL_WORDS = ['Pathways', 'Foundations', 'Topics in', 'Applied', 'Studies in', 'Explorations in', 'Advanced', 'Senior', 'Integrated', 'Modern', 'Global', 'Community'];
const SCHOOL_WORDS = ['High School', 'High', 'Academy', 'Charter School', 'Preparatory', 'Early College High', 'Senior High', 'Continuation High', 'Magnet High', 'Union High'];
const PLACE_WORDS = ['Lincoln', 'Washington', 'Roosevelt', 'Valley', 'Mesa', 'Harbor', 'Oak Grove', 'Sierra', 'Pacific', 'Mission', 'Vista', 'Canyon', 'Riverside', 'Hillcrest', 'Redwood', 'Bayview', 'Sunset', 'Cesar Chavez', 'Del Mar', 'El Camino'];
const PUBLISHERS = ['Apex Learning', 'Edgenuity', 'Odysseyware', 'K12 Online', 'Florida Virtual', 'BYU Independent Study', 'Edmentum', 'Acellus', 'Pearson Connexus', 'Stride', 'Calvert', 'Compass Learning'];
const SUBMITTED_STATUSES: SubmissionStatus[] = ['inQueue', 'inReview', 'inReview', 'inReview', 'secondReview', 'hold'];
const FIRST_YEAR_ID = 20; // 2016-17
const LAST_YEAR_ID = 30; // 2026-27

export interface GeneratedCorpus {
  docs: SearchDocument[];
  analystIds: number[];
  institutionIds: number[];
}

/** Picks an index with probability proportional to its weight (cumulative weights given). */
function weighted(random: Random, cumulative: number[]): number {
  const x = random.next() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function cumulate(weights: number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}

/** Zipf-like weights: the k-th item weighs 1 / k^s. */
const zipf = (n: number, s: number) => cumulate(Array.from({ length: n }, (_, k) => 1 / Math.pow(k + 1, s)));

function institutions(random: Random, docCount: number) {
  let nextId = 1;
  const make = (name: string, typeId: number): Institution => ({ id: nextId++, name, typeId, schools: [] });
  const place = () => (random.chance(0.5) ? random.pick(PLACE_WORDS) : random.pick(COUNTIES).name);
  const schoolCount = Math.max(12, Math.round(docCount / 120));
  const schools = Array.from({ length: schoolCount }, () =>
    make(`${place()} ${random.pick(SCHOOL_WORDS)}`, random.chance(0.94) ? INSTITUTION_TYPE.school : INSTITUTION_TYPE.onlineSchool),
  );
  const districts = Array.from({ length: Math.max(2, Math.round(schoolCount / 25)) }, () => make(`${random.pick(COUNTIES).name} ${random.pick(['Unified', 'Union High', 'Joint Unified'])} School District`, INSTITUTION_TYPE.district));
  for (const school of schools) if (random.chance(0.6)) random.pick(districts).schools.push(school);
  const programs = Array.from({ length: Math.max(2, Math.round(schoolCount / 150)) }, (_, i) => make(`${place()} ${random.pick(['Learning Program', 'Independent Study Program', 'Extended Learning'])} ${i + 1}`, random.chance(0.8) ? INSTITUTION_TYPE.program : INSTITUTION_TYPE.extendedLearning));
  const publishers = PUBLISHERS.slice(0, Math.max(2, Math.min(PUBLISHERS.length, Math.round(docCount / 50_000)))).map((n) => make(n, INSTITUTION_TYPE.onlinePublisher));
  const rops = Array.from({ length: Math.max(1, Math.round(schoolCount / 400)) }, () => make(`${random.pick(COUNTIES).name} Regional Occupational Program`, INSTITUTION_TYPE.rop));
  return { schools, districts, programs, publishers, rops };
}

function abbreviation(title: string): string {
  const words = title.replace(/[^A-Za-z0-9 ]/g, '').split(' ').filter(Boolean);
  return words.map((w) => (/^\d/.test(w) ? w : w.slice(0, words.length > 2 ? 3 : 4).toUpperCase())).join(' ');
}

export function generateDocuments(count: number, seed = 20_261_208): GeneratedCorpus {
  const random = new Random(seed);
  const inst = institutions(random, count);
  const owners = [
    { list: inst.schools, share: 70, skew: zipf(inst.schools.length, 0.8) },
    { list: inst.districts, share: 9, skew: zipf(inst.districts.length, 0.6) },
    { list: inst.publishers, share: 12, skew: zipf(inst.publishers.length, 1.1) },
    { list: inst.programs, share: 6, skew: zipf(inst.programs.length, 0.8) },
    { list: inst.rops, share: 3, skew: zipf(inst.rops.length, 0.5) },
  ];
  const ownerShares = cumulate(owners.map((o) => o.share));
  const areaCodes = Object.keys(AREA_WEIGHTS);
  const areaShares = cumulate(areaCodes.map((a) => AREA_WEIGHTS[a]));
  const byArea = new Map(areaCodes.map((a) => [a, TEMPLATES.filter((t) => t.area === a)]));
  const cteIds = new Map(cteRows().industries.map((i) => [i.name, i.id]));
  const analystIds = Array.from({ length: Math.max(6, Math.min(60, Math.round(count / 20_000))) }, (_, i) => 1001 + i);
  const analystSkew = zipf(analystIds.length, 0.5);
  const tagCount = Math.max(12, Math.min(120, Math.round(count / 8_000)));
  const tagSkew = zipf(tagCount, 1.2);
  const docs: SearchDocument[] = [];
  let courseYearId = 0;
  let courseId = 0;
  while (docs.length < count) {
    courseId++;
    const ownerGroup = owners[weighted(random, ownerShares)];
    const owner = ownerGroup.list[weighted(random, ownerGroup.skew)];
    const area = areaCodes[weighted(random, areaShares)];
    const template = random.pick(byArea.get(area)!);
    const title = random.chance(0.06)
      ? `${random.pick(LOCAL_WORDS)} ${template.title} ${random.int(1, 400)}`
      : random.chance(0.25)
        ? template.title + random.pick(TITLE_VARIANTS)
        : template.title;
    const recordId = `C${String(courseId).padStart(6, '0')}`;
    const tagIds = random.chance(0.7) ? [] : [...new Set(Array.from({ length: random.int(1, 3) }, () => weighted(random, tagSkew) + 1))];
    const rubricId = random.chance(0.4) ? random.int(1, 6) : null;
    const schools = owner.typeId === INSTITUTION_TYPE.district && owner.schools.length ? random.sample(owner.schools, random.int(1, Math.min(6, owner.schools.length))) : [];
    const abbrev = abbreviation(title);
    const firstYear = random.int(FIRST_YEAR_ID, LAST_YEAR_ID);
    const years = Math.min(LAST_YEAR_ID - firstYear + 1, random.int(1, 4));
    for (let y = 0; y < years && docs.length < count; y++) {
      const academicYearId = firstYear + y;
      courseYearId += random.chance(0.02) ? 2 : 1; // an occasional gap, as after deletions
      const newest = academicYearId >= LAST_YEAR_ID - 1;
      const roll = random.next();
      const statusGroup: StatusGroup = newest
        ? roll < 0.3 ? 'approved' : roll < 0.35 ? 'notApproved' : roll < 0.7 ? 'submitted' : 'notSubmitted'
        : roll < 0.72 ? 'approved' : roll < 0.8 ? 'notApproved' : roll < 0.84 ? 'submitted' : 'notSubmitted';
      const submitted = statusGroup !== 'notSubmitted';
      const status: SubmissionStatus | null = !submitted ? null : statusGroup === 'submitted' ? random.pick(SUBMITTED_STATUSES) : statusGroup;
      const analyst = () => analystIds[weighted(random, analystSkew)];
      const assignedAnalystId = status && status !== 'inQueue' ? analyst() : null;
      const analysts = assignedAnalystId ? [assignedAnalystId] : [];
      const isSecondReview = status === 'secondReview' || (submitted && status !== 'inQueue' && random.chance(0.08));
      if (isSecondReview) analysts.push(analyst());
      // submitted in the months before the academic year starts (1 July of 1996 + id), a few long before
      const yearStart = Date.UTC(1996 + academicYearId, 6, 1);
      const submittedOn = submitted ? new Date(yearStart - (random.chance(0.01) ? 1500 : random.int(1, 330)) * 86_400_000 + random.int(0, 86_399_999)) : null;
      docs.push({
        courseYearId,
        courseId,
        recordId,
        title,
        academicYearId,
        institutionId: owner.id,
        institutionName: owner.name,
        institutionTypeId: owner.typeId,
        offeringInstitutions: schools.map((s) => ({ institutionId: s.id, name: s.name })),
        transcriptAbbreviations: [abbrev],
        transcriptCodes: [String(random.int(1000, 99_999)), ...(random.chance(0.15) ? [String(random.int(100_000, 999_999))] : [])],
        statusGroup,
        courseSubmissionId: submitted ? courseYearId * 2 : null,
        submissionStatus: status,
        submissionTypeId: submitted ? [1, 1, 1, 1, 1, 2, 2, 2, 3, 4][random.int(0, 9)] : null,
        submittedOn,
        assignedAnalystId,
        analystIds: [...new Set(analysts)],
        isSecondReview,
        rubricId,
        tagIds,
        auditType: submitted && random.chance(0.03) ? 'courseAudit' : null,
        isSelfReported: owner.typeId === INSTITUTION_TYPE.onlinePublisher,
        honorsTypeId: template.honorsTypeId,
        grades: [...template.grades],
        cteIndustryId: template.cte ? (cteIds.get(template.cte.industry) ?? null) : null,
        disciplineIds: template.second ? [template.disciplineId, template.second.disciplineId] : [template.disciplineId],
        subjectAreaIds: template.second && template.second.subjectAreaId !== template.subjectAreaId ? [template.subjectAreaId, template.second.subjectAreaId] : [template.subjectAreaId],
        languageIds: template.languageId ? [template.languageId] : [],
        isMathCategory4: template.isMathCategory4,
      });
    }
  }
  const institutionIds = [...inst.schools, ...inst.districts, ...inst.programs, ...inst.publishers, ...inst.rops].map((i) => i.id);
  return { docs, analystIds, institutionIds };
}
