// Transcript codes of an offering (spec 1 §3: abbreviation, code, isDeleted): the short title a
// school's student information system prints on transcripts and its local course number.
import type { Random } from './random.js';

const SHORT: Record<string, string> = {
  ADVANCED: 'ADV', ALGEBRA: 'ALG', AMERICAN: 'AM', ANATOMY: 'ANAT', AGRICULTURE: 'AG', AGRICULTURAL: 'AG', ARCHITECTURAL: 'ARCH',
  BIOLOGY: 'BIO', BIOTECHNOLOGY: 'BIOTECH', BUSINESS: 'BUS', CALCULUS: 'CALC', CHEMISTRY: 'CHEM', COMPOSITION: 'COMP',
  COMPUTER: 'COMP', CONSTRUCTION: 'CONST', CULINARY: 'CULN', DEVELOPMENT: 'DEV', DESIGN: 'DES', DIGITAL: 'DIG', ECONOMICS: 'ECON',
  ENGINEERING: 'ENGR', ENGLISH: 'ENG', ENVIRONMENTAL: 'ENV', ETHNIC: 'ETH', EUROPEAN: 'EURO', EXPOSITORY: 'EXPOS',
  FOUNDATIONS: 'FND', GEOMETRY: 'GEOM', HEALTH: 'HLTH', GOVERNMENT: 'GOVT', HERITAGE: 'HER', HISTORY: 'HIST', HONORS: 'H', INTEGRATED: 'INT',
  INTRODUCTION: 'INTRO', LANGUAGE: 'LANG', LITERATURE: 'LIT', MANAGEMENT: 'MGMT', MATHEMATICS: 'MATH', MATH: 'MATH',
  MEDICAL: 'MED', PHOTOGRAPHY: 'PHOTO', PHYSICS: 'PHYS', PHYSIOLOGY: 'PHYS', PRECALCULUS: 'PRECALC', PRINCIPLES: 'PRIN',
  PRODUCTION: 'PROD', PSYCHOLOGY: 'PSYCH', SCIENCE: 'SCI', SCIENCES: 'SCI', SOCIOLOGY: 'SOC', SPANISH: 'SPAN', SPEAKERS: 'SPK',
  STATISTICS: 'STATS', STUDIES: 'STDS', TECHNOLOGY: 'TECH', THEATRE: 'THTR', UNITED: 'US', STATES: '', WORLD: 'WLD',
  FRENCH: 'FREN', MANDARIN: 'MAND', JAPANESE: 'JAPN', VIETNAMESE: 'VIET', KOREAN: 'KOR', LATIN: 'LAT', PUNJABI: 'PUNJ',
  SIGN: 'SIGN', CHINESE: 'CHIN', CERAMICS: 'CER', ORCHESTRA: 'ORCH', CONCERT: 'CONC', SYMPHONIC: 'SYMPH', ENSEMBLE: 'ENS',
};
const SKIP = new Set(['AND', 'OF', 'THE', 'IN', 'FOR', 'TO', 'A', 'AN', 'DUAL', 'ENROLLMENT']);

/** "AP United States History" → "AP US HIST"; at most 16 characters, as transcripts print them. */
export function transcriptAbbreviation(title: string): string {
  const words = title
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !SKIP.has(w))
    .map((w) => SHORT[w] ?? (w.length > 5 ? w.slice(0, 4) : w))
    .filter(Boolean);
  return words.join(' ').slice(0, 16).trim();
}

export interface TranscriptCode {
  abbreviation: string;
  code: string;
  isDeleted: boolean;
}

/**
 * The codes of one offering: one code, or an A and B code for the two semesters of a year-long
 * course; now and then an older code the school retired, kept as deleted.
 */
export function transcriptCodes(random: Random, title: string, baseCode: number, yearLong: boolean): TranscriptCode[] {
  const abbreviation = transcriptAbbreviation(title);
  const codes: TranscriptCode[] =
    yearLong && random.chance(0.3)
      ? [
          { abbreviation: `${abbreviation} A`.slice(0, 16), code: String(baseCode), isDeleted: false },
          { abbreviation: `${abbreviation} B`.slice(0, 16), code: String(baseCode + 1), isDeleted: false },
        ]
      : [{ abbreviation, code: String(baseCode), isDeleted: false }];
  if (random.chance(0.08)) codes.push({ abbreviation, code: String(baseCode + 500), isDeleted: true });
  return codes;
}
