// Typed course materials of a demo course year (spec 1 §3 materials): a primary textbook with an
// ISBN-13, literary texts read in their entirety for English, primary documents for history, lab
// manuals for science, websites, periodicals and media. Textbook titles and authors are invented;
// literary works, documents and websites are real ones schools list.
import { demoIsbn } from './isbn.js';
import { Random } from './random.js';
import type { AreaCode, CourseTemplate } from './template.js';
import { DISCIPLINE } from '../lookups/curriculum.js';
import type { MaterialFields } from '../../core/contract/course-content.js';

export type MaterialSuffix = 'textbook' | 'literarytext' | 'manual' | 'periodical' | 'scholarlyarticle' | 'website' | 'primarydocument' | 'multimedia' | 'other';

export interface MaterialSeed extends MaterialFields {
  type: MaterialSuffix;
}

/** Publishers with the digits that follow 978 in their ISBNs (group and publisher prefix). */
const PUBLISHERS = {
  pearson: ['Pearson', '013'],
  mcgraw: ['McGraw Hill', '007'],
  hmh: ['Houghton Mifflin Harcourt', '0544'],
  cengage: ['Cengage Learning', '1337'],
  bedford: ['Bedford, Freeman & Worth', '1319'],
  norton: ['W. W. Norton & Company', '0393'],
  savvas: ['Savvas Learning Company', '1418'],
  vista: ['Vista Higher Learning', '1543'],
  chengTsui: ['Cheng & Tsui', '1622'],
  oxford: ['Oxford University Press', '0198'],
  goodheart: ['Goodheart-Willcox', '1635'],
  davis: ['Davis Publications', '1615'],
  halLeonard: ['Hal Leonard', '1495'],
  dawnSign: ['DawnSignPress', '1581'],
} as const;
type PublisherKey = keyof typeof PUBLISHERS;

type Book = [title: string, author: string, publisher: PublisherKey, edition: string, year: string];

/**
 * Primary textbooks by shelf: a discipline id (seeds/lookups/curriculum.ts), or a finer shelf where one
 * real discipline holds courses that read different books (shelfOf); {n} is the course's level.
 */
const TEXTBOOKS: Record<number | string, Book[]> = {
  1: [['Modern World History: Connections Across Cultures', 'Reyes, Daniel; Whitmore, Ann', 'hmh', '2nd edition', '2019'], ['World History and Geography: The Modern Era', 'Castellanos, Irene; Holt, Brian', 'mcgraw', '1st edition', '2018']],
  2: [['The American Journey: A History of the United States', 'Brennan, Thomas; Lindqvist, Karen', 'pearson', '3rd edition', '2020'], ['United States History: Themes and Evidence', 'Harrington, Paul; Soto, Elena', 'bedford', '2nd edition', '2021']],
  3: [['American Government: Institutions and Participation', 'Gallagher, Ruth; Singh, Arjun', 'mcgraw', '4th edition', '2020']],
  'history-and-civics': [['Democracy in America: History and Civics', 'Pruitt, Lawrence', 'savvas', '1st edition', '2019']],
  'ethnic-studies': [['Ethnic Studies: Histories of Identity and Resistance', 'Delgado, Rosa; Nakamura, Kenji', 'cengage', '1st edition', '2022']],
  6: [['Literary Perspectives: An Anthology for Grade {grade}', 'Marshall, Claire; Obi, Chidi', 'savvas', '2nd edition', '2020']],
  'rhetoric': [['The Language of Argument: Reading and Writing Rhetorically', 'Palmer, Ruth; Hollis, James', 'bedford', '5th edition', '2021']],
  'literature': [['Reading Literature Closely: Poetry, Fiction, Drama', 'Kessler, Anne', 'norton', '3rd edition', '2019']],
  9: [['English Pathways: Academic Language Development', 'Ortega, Lucia; Fischer, Mark', 'cengage', '1st edition', '2020']],
  'journalism': [['Scholastic Journalism for the Digital Age', 'Hartley, Joan', 'mcgraw', '2nd edition', '2018']],
  11: [['Algebra 1: Reasoning with Functions', 'Kaplan, Steven; Morales, Irene', 'mcgraw', '2nd edition', '2019']],
  12: [['Geometry: Proof, Transformations, and Measurement', 'Whitaker, Lynn', 'hmh', '1st edition', '2018']],
  13: [['Algebra 2: Functions and Modeling', 'Iverson, Carl; Bautista, Rosa', 'savvas', '2nd edition', '2020']],
  'integrated-math': [['Integrated Mathematics {n}', 'Carlisle, Amy; Duarte, Luis', 'mcgraw', '1st edition', '2018']],
  15: [['Precalculus with Trigonometry', 'Hartman, Neil', 'cengage', '6th edition', '2020'], ['Calculus: Early Transcendentals for the AP Course', 'Lowell, Grace; Ibarra, Tomas', 'pearson', '3rd edition', '2021']],
  46: [['Precalculus with Trigonometry', 'Hartman, Neil', 'cengage', '6th edition', '2020']],
  44: [['Calculus: Early Transcendentals for the AP Course', 'Lowell, Grace; Ibarra, Tomas', 'pearson', '3rd edition', '2021']],
  16: [['Statistics in Action: Data, Chance, and Inference', 'Fairbanks, Helen', 'bedford', '4th edition', '2022']],
  17: [['Biology: Life on Earth and the Living Environment', 'Sandoval, Teresa; Frank, Oliver', 'savvas', '2nd edition', '2019'], ['Human Anatomy and Physiology: Structure and Function', 'Lindgren, Paula', 'pearson', '5th edition', '2020']],
  18: [['Chemistry: Atoms, Reactions, and the Earth System', 'Park, Helen; Ruiz, Manuel', 'hmh', '1st edition', '2019']],
  19: [['Physics: Models and Motion', 'Stone, Richard', 'pearson', '3rd edition', '2018']],
  20: [['Earth Science: Systems and Change', 'Hollister, Mark', 'mcgraw', '2nd edition', '2019']],
  21: [['Environmental Science: Systems and Solutions', 'Bishop, Laura', 'bedford', '3rd edition', '2021'], ['Forensic Science: Evidence and Investigation', 'Grant, Darnell', 'cengage', '2nd edition', '2020']],
  22: [['Java Programming: Objects First', 'Winslow, Erik', 'pearson', '4th edition', '2019']],
  23: [['Engineering Design: Process and Practice', 'Coleman, Ray; Esposito, Gina', 'goodheart', '2nd edition', '2020']],
  24: [['Applied Science: From the Lab to the Workplace', 'Mendez, Ana', 'goodheart', '1st edition', '2021']],
  'modern-language': [['Conexiones {n}: Lengua y cultura', 'Herrera, Lucía; Blake, Thomas', 'vista', '3rd edition', '2020']],
  'latin': [['Via Latina {n}', 'Crane, Thomas', 'oxford', '2nd edition', '2017']],
  'asl': [['Signing Together: ASL {n}', 'Moore, Ellen', 'dawnSign', '2nd edition', '2019']],
  'heritage': [['Mi idioma, mi cultura {n}', 'Gutiérrez, Rocío', 'vista', '1st edition', '2021']],
  29: [['Dance Composition and Performance', 'Ellison, Marcy', 'oxford', '1st edition', '2018']],
  30: [['Ensemble Foundations: Musicianship for Secondary Ensembles', 'Pierce, Robert', 'halLeonard', '2nd edition', '2017']],
  31: [['Acting and Theatre Craft', 'Bell, Josephine', 'mcgraw', '3rd edition', '2019']],
  32: [['Exploring Visual Art: Media, Method, and Meaning', 'Rhodes, Anita', 'davis', '2nd edition', '2020']],
  'media-arts': [['Media Arts: Image, Sound, and Story', 'Kwan, Jeffrey', 'davis', '1st edition', '2021']],
  35: [['Psychology: Mind, Brain, and Behavior', 'Hayes, Jordan', 'bedford', '3rd edition', '2020'], ['Economics: Principles and Choices', 'Bauer, Frank', 'mcgraw', '2nd edition', '2019']],
  36: [['The Writer’s Craft: Creative and Rhetorical Writing', 'Sutton, Maya', 'norton', '2nd edition', '2019']],
  37: [['Personal Finance: Money Skills for Life', 'Lambert, Nora', 'goodheart', '3rd edition', '2021']],
  41: [['Research and Argument: An Interdisciplinary Reader', 'Quinn, Harold', 'bedford', '2nd edition', '2020']],
  'computer-science': [['Computer Science Principles: The Big Ideas', 'Ferreira, Lucas', 'pearson', '1st edition', '2020']],
  'cte': [['{title}: Principles and Practice', 'Simmons, Carla; Yates, Derek', 'goodheart', '2nd edition', '2021']],
};

type Text = [title: string, author: string, publisher: string, year: string];

/** Literary texts English teachers list, by the grade that usually reads them. */
const LITERARY_TEXTS: Record<number, Text[]> = {
  9: [['Romeo and Juliet', 'Shakespeare, William', 'Folger Shakespeare Library', '2004'], ['The House on Mango Street', 'Cisneros, Sandra', 'Vintage Contemporaries', '1991'], ['Of Mice and Men', 'Steinbeck, John', 'Penguin Books', '1993'], ['Fahrenheit 451', 'Bradbury, Ray', 'Simon & Schuster', '2012']],
  10: [['Things Fall Apart', 'Achebe, Chinua', 'Anchor Books', '1994'], ['Macbeth', 'Shakespeare, William', 'Folger Shakespeare Library', '2003'], ['Night', 'Wiesel, Elie', 'Hill and Wang', '2006'], ['Persepolis', 'Satrapi, Marjane', 'Pantheon', '2004']],
  11: [['The Great Gatsby', 'Fitzgerald, F. Scott', 'Scribner', '2004'], ['Their Eyes Were Watching God', 'Hurston, Zora Neale', 'Harper Perennial', '2006'], ['The Crucible', 'Miller, Arthur', 'Penguin Classics', '2003'], ['A Raisin in the Sun', 'Hansberry, Lorraine', 'Vintage', '2004'], ['Farewell to Manzanar', 'Houston, Jeanne Wakatsuki; Houston, James D.', 'Houghton Mifflin Harcourt', '2002'], ['The Things They Carried', 'O’Brien, Tim', 'Mariner Books', '2009']],
  12: [['Frankenstein', 'Shelley, Mary', 'Penguin Classics', '2003'], ['Hamlet', 'Shakespeare, William', 'Folger Shakespeare Library', '2012'], ['1984', 'Orwell, George', 'Signet Classics', '1961'], ['Beloved', 'Morrison, Toni', 'Vintage', '2004'], ['Into the Wild', 'Krakauer, Jon', 'Anchor Books', '1997'], ['The Namesake', 'Lahiri, Jhumpa', 'Mariner Books', '2004']],
};

type Source = [title: string, author: string, publisher: string, year: string, url: string];

const PRIMARY_DOCUMENTS: Source[] = [
  ['The Declaration of Independence', 'Jefferson, Thomas, et al.', 'National Archives', '1776', 'https://www.archives.gov/founding-docs/declaration-transcript'],
  ['The Constitution of the United States', 'Constitutional Convention', 'National Archives', '1787', 'https://www.archives.gov/founding-docs/constitution-transcript'],
  ['Executive Order 9066', 'Roosevelt, Franklin D.', 'National Archives', '1942', 'https://www.archives.gov/milestone-documents/executive-order-9066'],
  ['Treaty of Guadalupe Hidalgo', 'United States; Mexico', 'National Archives', '1848', 'https://www.archives.gov/milestone-documents/treaty-of-guadalupe-hidalgo'],
  ['Letter from Birmingham Jail', 'King, Martin Luther, Jr.', 'The Martin Luther King, Jr. Research and Education Institute', '1963', 'https://kinginstitute.stanford.edu/letter-birmingham-jail'],
  ['Universal Declaration of Human Rights', 'United Nations General Assembly', 'United Nations', '1948', 'https://www.un.org/en/about-us/universal-declaration-of-human-rights'],
];

const WEBSITES: Record<AreaCode, Source[]> = {
  A: [['DocsTeach', 'National Archives', 'National Archives', '2024', 'https://www.docsteach.org'], ['Reading Like a Historian', 'Stanford History Education Group', 'Digital Inquiry Group', '2023', 'https://www.inquirygroup.org/history-lessons']],
  B: [['Poetry Foundation', 'Poetry Foundation', 'Poetry Foundation', '2024', 'https://www.poetryfoundation.org'], ['Purdue Online Writing Lab', 'Purdue University', 'Purdue University', '2024', 'https://owl.purdue.edu']],
  C: [['Desmos Graphing Calculator', 'Desmos Studio', 'Desmos Studio', '2024', 'https://www.desmos.com/calculator'], ['Khan Academy', 'Khan Academy', 'Khan Academy', '2024', 'https://www.khanacademy.org/math']],
  D: [['PhET Interactive Simulations', 'University of Colorado Boulder', 'University of Colorado Boulder', '2024', 'https://phet.colorado.edu'], ['OpenStax Biology 2e', 'Clark, Mary Ann; Douglas, Matthew; Choi, Jung', 'OpenStax', '2018', 'https://openstax.org/details/books/biology-2e']],
  E: [['Conjuguemos', 'Conjuguemos', 'Conjuguemos', '2024', 'https://conjuguemos.com'], ['Lifeprint ASL University', 'Vicars, William', 'Lifeprint', '2024', 'https://www.lifeprint.com']],
  F: [['Google Arts & Culture', 'Google Cultural Institute', 'Google', '2024', 'https://artsandculture.google.com'], ['musictheory.net', 'Jones, Ricci Adams', 'musictheory.net', '2024', 'https://www.musictheory.net']],
  G: [['Next Gen Personal Finance', 'Next Gen Personal Finance', 'NGPF', '2024', 'https://www.ngpf.org'], ['Code.org CS Principles', 'Code.org', 'Code.org', '2024', 'https://code.org/educate/csp']],
};

const PERIODICALS: Source[] = [
  ['Scientific American', 'Various authors', 'Springer Nature', 'Monthly', 'https://www.scientificamerican.com'],
  ['The New York Times Upfront', 'Various authors', 'Scholastic', 'Biweekly', 'https://upfront.scholastic.com'],
  ['Science News', 'Various authors', 'Society for Science', 'Monthly', 'https://www.sciencenews.org'],
];

const MULTIMEDIA: Source[] = [
  ['Crash Course', 'Green, John; Green, Hank', 'Complexly', '2024', 'https://thecrashcourse.com'],
  ['PBS LearningMedia', 'PBS', 'PBS', '2024', 'https://www.pbslearningmedia.org'],
];

/** A stable seed from a text, so one book has one ISBN wherever it is listed. */
function textSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const material = (type: MaterialSuffix, title: string, o: Partial<MaterialSeed> = {}): MaterialSeed => ({
  type,
  title,
  author: null,
  publisher: null,
  edition: null,
  publicationDate: null,
  isbn: null,
  url: null,
  details: null,
  isPrimary: false,
  readInEntirety: false,
  ...o,
});

/** Finer shelves within a discipline, by the course's title (the first that matches). */
const TITLE_SHELVES: [pattern: RegExp, shelf: string][] = [
  [/^Ethnic Studies/, 'ethnic-studies'],
  [/History and Government/, 'history-and-civics'],
  [/Journalism/, 'journalism'],
  [/Literature/, 'literature'],
  [/Composition$|^Expository/, 'rhetoric'],
  [/^Integrated Math/, 'integrated-math'],
  [/Computer Science|Cybersecurity|Game Design/, 'computer-science'],
  [/Graphic Design|Video Production|Film and Media/, 'media-arts'],
];

/** Where a course's textbook is found: a language course by its language, a CTE elective on its own shelf. */
function shelfOf(t: CourseTemplate): number | string {
  if (t.area === 'E') {
    if (t.title.includes('Heritage')) return 'heritage';
    if (t.title.startsWith('Latin')) return 'latin';
    if (t.title.startsWith('American Sign Language')) return 'asl';
    return 'modern-language';
  }
  const byTitle = TITLE_SHELVES.find(([pattern]) => pattern.test(t.title))?.[1];
  if (byTitle) return byTitle;
  return t.cte && t.area === 'G' ? 'cte' : t.disciplineId;
}

function textbook(t: CourseTemplate, level: number): MaterialSeed | null {
  const books = TEXTBOOKS[shelfOf(t)];
  if (!books) return null;
  const [title, author, publisher, edition, year] = books[textSeed(t.title) % books.length];
  const [publisherName, prefix] = PUBLISHERS[publisher];
  const filled = title.replace('{n}', String(level)).replace('{grade}', String(t.grades[0])).replace('{title}', t.title);
  return material('textbook', filled, { author, publisher: publisherName, edition, publicationDate: year, isbn: demoIsbn(new Random(textSeed(filled)), prefix), isPrimary: true });
}

const source = (type: MaterialSuffix, [title, author, publisher, year, url]: Source, details: string, isPrimary = false) =>
  material(type, title, { author, publisher, publicationDate: year, url, details, isPrimary });

/** The course's level: "Spanish 3" → 3, otherwise 1. */
const levelOf = (title: string) => Number(/ (\d)$/.exec(title)?.[1] ?? 1);

/** The catalogue materials of one course year: 1–5 of them, the first primary. */
export function materialsFor(random: Random, t: CourseTemplate, ownerName: string): MaterialSeed[] {
  const list: MaterialSeed[] = [];
  const book = textbook(t, levelOf(t.title));
  if (book) list.push(book);
  if (t.area === 'B' && t.disciplineId !== DISCIPLINE.englishLearners) {
    const grade = Math.max(9, Math.min(12, t.grades[0]));
    for (const [title, author, publisher, year] of random.sample(LITERARY_TEXTS[grade], random.int(2, 3)))
      list.push(material('literarytext', title, { author, publisher, publicationDate: year, readInEntirety: true, isbn: demoIsbn(new Random(textSeed(title)), '014') }));
  }
  if (t.area === 'A' && random.chance(0.7))
    list.push(source('primarydocument', random.pick(PRIMARY_DOCUMENTS), 'Read in full and analyzed in a document-based writing assignment.'));
  if (t.isLab && random.chance(0.6))
    list.push(material('manual', `${t.title} Laboratory Manual`, { author: `${ownerName} Science Department`, publisher: ownerName, publicationDate: String(random.int(2018, 2024)), details: 'Procedures, safety rules and data tables for every lab activity of the course.' }));
  if (random.chance(0.55)) list.push(source('website', random.pick(WEBSITES[t.area]), 'Used weekly for practice and for independent research.', !book && list.length === 0));
  if (random.chance(0.12)) list.push(source('periodical', random.pick(PERIODICALS), 'Current articles read and discussed once a unit.'));
  if (random.chance(0.1)) list.push(source('multimedia', random.pick(MULTIMEDIA), 'Short videos assigned before class discussions.'));
  if (t.area === 'C' && random.chance(0.3))
    list.push(material('other', 'Graphing calculator (TI-84 Plus CE or equivalent)', { details: 'Students use a graphing calculator on classwork and assessments; the school lends one to every student who needs it.' }));
  if (list.length > 0 && !list.some((m) => m.isPrimary)) list[0] = { ...list[0], isPrimary: true };
  return list;
}

/** A material a revision proposes to add: a newer edition or an extra resource. */
export function proposedAddition(random: Random, t: CourseTemplate): MaterialSeed {
  if (random.chance(0.5)) return source('website', random.pick(WEBSITES[t.area]), 'Added for the revised units: practice sets and research.');
  const [title, author, publisher, year, url] = random.pick(MULTIMEDIA);
  return material('multimedia', title, { author, publisher, publicationDate: year, url, details: 'Added for the revised units: short videos before each lab or seminar.' });
}
