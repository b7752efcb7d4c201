// The description section of a demo course year: an overview paragraph and one description per
// unit, written the way schools describe their courses in each subject area (spec 1 §3 description).
import type { Random } from './random.js';
import type { AreaCode, CourseTemplate } from './template.js';
import { HONORS, LENGTH } from './template.js';

const OVERVIEW: Record<AreaCode, string> = {
  A: 'Students read primary and secondary sources, weigh historical interpretations and write evidence-based arguments about the people, ideas and events that shaped the period.',
  B: 'Students read full-length works and informational texts closely, discuss them in seminar and write frequently, taking analytical essays through several drafts.',
  C: 'Students build conceptual understanding and procedural fluency, model real situations mathematically and explain their reasoning in writing and in discussion.',
  D: 'Students plan and carry out laboratory investigations, analyze and interpret data, and construct scientific explanations grounded in evidence.',
  E: 'Students communicate in the language from the first week, developing listening, speaking, reading and writing through authentic materials and cultural study.',
  F: 'Students create, perform, respond to and connect with works of art, building technical skill alongside the history and cultural context of the discipline.',
  G: 'Students apply the reading, writing, quantitative and analytical skills of the A–F subject areas to a focused field of study.',
};

const UNIT_PATTERNS: Record<AreaCode, readonly string[]> = {
  A: [
    'Students analyze primary sources on {unit}, compare historians’ interpretations and write an evidence-based essay.',
    'Through document-based questions and a structured academic controversy, students examine {unit} and its lasting effects.',
    'Students research {unit} in small groups, present their findings and complete a timed argumentative essay.',
  ],
  B: [
    'Students read and annotate texts on {unit}, participate in Socratic seminars and write a multi-draft analytical essay.',
    'In {unit}, students study the author’s craft and structure, keep a reading journal and present a literary argument.',
    'Students write a research-based argument connected to {unit}, citing at least four sources.',
  ],
  C: [
    'Students explore {unit} through problem sets and a modeling task with real data, and explain their solutions in writing.',
    'In {unit}, students connect graphs, tables and equations, use technology to test conjectures and complete a unit assessment.',
    'Students work in groups on rich tasks about {unit} and present their reasoning to the class.',
  ],
  D: [
    'Students investigate {unit} in hands-on laboratory activities, record data in lab notebooks and write a formal lab report.',
    'In {unit}, students design an experiment, collect and analyze data and argue from evidence in a written conclusion.',
    'Students model {unit} with simulations and lab work, then evaluate competing explanations in a class discussion.',
  ],
  E: [
    'Students use the language to communicate about {unit} in conversations, short readings and a presentation.',
    'In {unit}, students read authentic texts, compare cultural practices and write a short composition.',
    'Students practice the vocabulary and structures of {unit} through interpersonal tasks and an oral assessment.',
  ],
  F: [
    'Students study {unit}, create original work that applies it and reflect on their process in an artist statement.',
    'In {unit}, students rehearse and refine their work, critique peers’ work and connect it to its historical context.',
    'Students research artists connected to {unit} and present a piece of their own for critique.',
  ],
  G: [
    'Students study {unit} through readings and case studies and complete a written analysis.',
    'In {unit}, students apply the concepts in a project, present to the class and reflect on their learning in writing.',
    'Students research {unit}, collect and interpret evidence and defend their conclusions in a presentation.',
  ],
};

const GRADE_WORDS = (grades: readonly number[]) =>
  grades.length === 1 ? `grade ${grades[0]}` : grades.length === 4 ? 'grades 9–12' : `grades ${grades[0]}–${grades[grades.length - 1]}`;

const LENGTH_WORDS: Record<number, string> = { [LENGTH.semester]: 'one-semester', [LENGTH.year]: 'year-long', [LENGTH.twoYears]: 'two-year' };

function honorsSentence(t: CourseTemplate): string {
  switch (t.honorsTypeId) {
    case HONORS.ap:
      return ' The course follows the College Board course framework and prepares students for the AP Exam.';
    case HONORS.ib:
      return ' The course follows the IB Diploma Programme subject guide, including its internal assessment.';
    case HONORS.uc:
      return ' As an honors course it asks for more independent reading, research and writing than the standard course, with a comprehensive final examination.';
    case HONORS.dual:
      return ' Taught in partnership with the local community college, it earns college credit and follows the college’s course outline of record.';
    default:
      return '';
  }
}

export function courseDescription(t: CourseTemplate): string {
  const cte = t.cte ? ` The course is part of the ${t.cte.pathway} pathway of the ${t.cte.industry} sector and includes industry certification preparation and work-based learning.` : '';
  return `${t.title} is a ${LENGTH_WORDS[t.courseLengthId] ?? 'year-long'} course for students in ${GRADE_WORDS(t.grades)}. ${OVERVIEW[t.area]}${honorsSentence(t)}${cte}`;
}

export function unitDescriptions(random: Random, t: CourseTemplate): { title: string; description: string }[] {
  return t.units.map((title) => ({ title, description: random.pick(UNIT_PATTERNS[t.area]).replace('{unit}', title) }));
}
