// Course titles of subject areas A–F as California high schools name them, with the discipline
// (seeds/lookups/curriculum.ts), honors type, grades, units and prerequisites of each. G electives
// and CTE courses are in electives.ts.
import { course, type CourseTemplate } from './template.js';
import { loteLevel } from '../lookups/curriculum.js';

const G9 = [9], G10 = [10], G11 = [11], G12 = [12];
const LOWER = [9, 10], MIDDLE = [10, 11], UPPER = [11, 12], G10_12 = [10, 11, 12];

const HISTORY: CourseTemplate[] = [
  course('A', 1, 'World History', 'The Rise of Democratic Ideas|The Industrial Revolution|Imperialism and Colonialism|World War I and Its Consequences|Totalitarianism and World War II|Nationalism in the Contemporary World', { grades: G10, kind: 'core' }),
  course('A', 1, 'Honors World History', 'Enlightenment and Revolution|Industrialization and Its Critics|The Age of Empire|Total War and Its Aftermath|Decolonization and the Cold War|A Global Century', { grades: G10, honors: 'school', rec: ['English 9 with a grade of B or better'] }),
  course('A', 1, 'AP World History: Modern', 'The Global Tapestry|Networks of Exchange|Land-Based Empires|Transoceanic Interconnections|Revolutions|Consequences of Industrialization|Global Conflict|Cold War and Decolonization|Globalization', { grades: MIDDLE }),
  course('A', 1, 'AP European History', 'Renaissance and Exploration|Age of Reformation|Absolutism and Constitutionalism|Scientific, Philosophical, and Political Developments|Conflict, Crisis, and Reaction in the Late 18th Century|Industrialization and Its Effects|20th-Century Global Conflicts|Cold War and Contemporary Europe', { grades: UPPER }),
  course('A', 2, 'U.S. History', 'Foundations of American Democracy|Industrialization and the Progressive Era|The United States as a World Power|The 1920s and the Great Depression|World War II on the Home Front and Abroad|The Cold War|Civil Rights and Social Movements|Contemporary America', { grades: G11, kind: 'core' }),
  course('A', 2, 'AP United States History', 'Period 1: 1491–1607|Period 2: 1607–1754|Period 3: 1754–1800|Period 4: 1800–1848|Period 5: 1844–1877|Period 6: 1865–1898|Period 7: 1890–1945|Period 8: 1945–1980|Period 9: 1980–Present', { grades: G11, rec: ['World History'] }),
  course('A', 2, 'IB History of the Americas HL', 'Independence Movements in the Americas|Nation Building and Challenges|The United States Civil War|The Great Depression in the Americas|The Cold War and the Americas|Civil Rights and Social Movements in the Americas|Historical Investigation', { grades: UPPER, length: 'twoYears' }),
  course('A', 3, 'American Government', 'Principles of American Democracy|The Constitution and Federalism|Congress|The Presidency and the Executive Branch|The Courts and Civil Liberties|Elections and Civic Participation', { grades: G12, length: 'semester', kind: 'core' }),
  course('A', 3, 'AP United States Government and Politics', 'Foundations of American Democracy|Interactions Among Branches of Government|Civil Liberties and Civil Rights|American Political Ideologies and Beliefs|Political Participation', { grades: G12, length: 'semester' }),
  course('A', 2, 'U.S. History and Government', 'Founding Documents|Expansion and Reform|Civil War and Reconstruction|Industrial America|The Modern Presidency|Rights and Responsibilities of Citizens', { grades: UPPER }),
  course('A', 1, 'Ethnic Studies', 'Identity and Community|Systems of Power|Native American and Indigenous Peoples|African American Experiences|Chicanx and Latinx Experiences|Asian American and Pacific Islander Experiences|Community Action Project', { grades: G9, kind: 'core' }),
  course('A', 1, 'Ethnic Studies: Chicanx and Latinx Studies', 'Roots and Identity|Conquest and Resistance|Migration and Labor|The Chicano Movement|Art, Music, and Culture|Community Research Project', { grades: LOWER, length: 'semester' }),
  course('A', 1, 'Ethnic Studies: Asian American Studies', 'Immigration and Exclusion|Japanese American Incarceration|Southeast Asian Refugee Experiences|Asian American Movement|Media Representation|Oral History Project', { grades: LOWER, length: 'semester' }),
  course('A', 1, 'Humanities: World History and Literature', 'Ancient Foundations|Faith and Empire|Renaissance and Reformation|Revolutions in Thought|Modern Worlds|Voices of the Contemporary World', { grades: MIDDLE, length: 'twoYears', second: ['B', 6] }),
];

const ENGLISH: CourseTemplate[] = [
  course('B', 6, 'English 9', 'Narrative Reading and Writing|The Short Story|Poetry and Voice|Drama: Romeo and Juliet|Argument and Rhetoric|The Novel: Coming of Age', { grades: G9, kind: 'core' }),
  course('B', 6, 'English 10', 'World Literature|Argument Writing|Shakespearean Tragedy|Research and Synthesis|The Modern Novel', { grades: G10, kind: 'core', req: ['English 9'] }),
  course('B', 6, 'Honors English 10', 'The Hero’s Journey|Rhetoric and Persuasion|Shakespearean Tragedy|Literature of Witness|Independent Reading Seminar', { grades: G10, honors: 'school', req: ['English 9'] }),
  course('B', 6, 'American Literature', 'Early American Voices|Romanticism and Transcendentalism|Realism and Regionalism|The Harlem Renaissance|Modernism|Contemporary American Voices', { grades: G11, kind: 'core', req: ['English 10'] }),
  course('B', 6, 'English 11', 'The American Dream|Rhetoric of Protest|Literary Nonfiction|The Great Gatsby|Research Writing', { grades: G11, req: ['English 10'] }),
  course('B', 6, 'AP English Language and Composition', 'Rhetorical Situation|Claims and Evidence|Reasoning and Organization|Style|Synthesis Essay|Argument Essay', { grades: G11, rec: ['English 10 with a grade of B or better'] }),
  course('B', 6, 'AP English Literature and Composition', 'Short Fiction|Poetry|Longer Fiction and Drama|Literary Argument', { grades: G12, rec: ['English 11 or AP English Language and Composition'] }),
  course('B', 6, 'Expository Reading and Writing', 'What’s Next? Thinking About Your Future|Language, Gender, and Culture|Juvenile Justice|The Value of Life|Racial Profiling|1984|Into the Wild', { grades: G12, kind: 'core', req: ['English 11'] }),
  course('B', 6, 'British Literature', 'Anglo-Saxon and Medieval Literature|The Renaissance|The Enlightenment|Romanticism|The Victorian Age|Modern British Literature', { grades: G12, req: ['English 11'] }),
  course('B', 9, 'English Language Development 3', 'Academic Conversations|Reading Informational Texts|Narrative Writing|Argumentative Writing|Research Presentation', { grades: [9, 10, 11, 12] }),
  course('B', 6, 'Journalism', 'News Values and Ethics|Interviewing and Reporting|News Writing|Feature Writing|Opinion and Editorial Writing|Publishing the School Newspaper', { grades: G10_12, rec: ['English 9'] }),
  course('B', 6, 'IB English A: Literature HL', 'Readers, Writers and Texts|Time and Space|Intertextuality: Connecting Texts|Individual Oral|Literary Essay', { grades: UPPER, length: 'twoYears' }),
];

const MATHEMATICS: CourseTemplate[] = [
  course('C', 11, 'Algebra 1', 'Expressions and Equations|Linear Functions|Systems of Equations|Exponential Functions|Polynomials and Factoring|Quadratic Functions|Data and Statistics', { grades: G9, kind: 'core' }),
  course('C', 12, 'Geometry', 'Foundations of Geometry|Transformations and Congruence|Similarity|Right Triangles and Trigonometry|Circles|Area and Volume|Probability', { grades: LOWER, kind: 'core', req: ['Algebra 1'] }),
  course('C', 13, 'Algebra 2', 'Functions and Their Graphs|Polynomial Functions|Rational Functions|Exponential and Logarithmic Functions|Trigonometric Functions|Sequences and Series|Statistics and Inference', { grades: MIDDLE, kind: 'core', req: ['Geometry'] }),
  course('C', 14, 'Integrated Math I', 'Relationships Between Quantities|Linear and Exponential Relationships|Reasoning with Equations|Descriptive Statistics|Congruence and Constructions|Connecting Algebra and Geometry', { grades: G9 }),
  course('C', 45, 'Integrated Math II', 'Extending the Number System|Quadratic Functions and Modeling|Similarity and Right Triangle Trigonometry|Circles with and without Coordinates|Probability', { grades: G10, req: ['Integrated Math I'] }),
  course('C', 13, 'Integrated Math III', 'Inferences and Conclusions from Data|Polynomial, Rational, and Radical Relationships|Trigonometry of General Triangles|Mathematical Modeling', { grades: G11, req: ['Integrated Math II'] }),
  course('C', 46, 'Precalculus', 'Functions|Polynomial and Rational Functions|Exponential and Logarithmic Functions|Trigonometry|Analytic Trigonometry|Vectors and Polar Coordinates|Limits', { grades: UPPER, req: ['Algebra 2'] }),
  course('C', 46, 'Honors Precalculus', 'Functions and Transformations|Polynomial and Rational Functions|Exponential and Logarithmic Models|Trigonometric Functions and Identities|Conic Sections|Sequences, Series, and Limits', { grades: UPPER, honors: 'uc', req: ['Algebra 2 with a grade of B or better'] }),
  course('C', 44, 'AP Calculus AB', 'Limits and Continuity|Differentiation: Definition and Fundamental Properties|Composite, Implicit, and Inverse Functions|Contextual Applications of Differentiation|Analytical Applications of Differentiation|Integration and Accumulation of Change|Differential Equations|Applications of Integration', { grades: UPPER, req: ['Precalculus'] }),
  course('C', 44, 'AP Calculus BC', 'Limits and Continuity|Differentiation|Applications of Differentiation|Integration and Accumulation of Change|Differential Equations|Applications of Integration|Parametric Equations, Polar Coordinates, and Vector-Valued Functions|Infinite Sequences and Series', { grades: G12, req: ['Precalculus'], rec: ['AP Calculus AB'] }),
  course('C', 16, 'Statistics', 'Exploring Data|Modeling Distributions|Describing Relationships|Designing Studies|Probability|Sampling Distributions|Inference for Proportions|Inference for Means', { grades: UPPER, req: ['Algebra 2'], mathCategory4: true }),
  course('C', 16, 'AP Statistics', 'Exploring One-Variable Data|Exploring Two-Variable Data|Collecting Data|Probability, Random Variables, and Probability Distributions|Sampling Distributions|Inference for Categorical Data|Inference for Quantitative Data|Inference for Regression', { grades: UPPER, req: ['Algebra 2'], mathCategory4: true }),
  course('C', 56, 'Introduction to Data Science', 'Data and Society|Exploring Data with Code|Visualizing Data|Modeling Relationships|Prediction and Machine Learning Basics|Final Data Project', { grades: UPPER, req: ['Algebra 2 or Integrated Math III'], mathCategory4: true, firstAcademicYearId: 29 }),
  course('C', 15, 'IB Mathematics: Analysis and Approaches SL', 'Number and Algebra|Functions|Geometry and Trigonometry|Statistics and Probability|Calculus|Mathematical Exploration', { grades: UPPER, req: ['Algebra 2'], mathCategory4: true }),
];

const SCIENCE: CourseTemplate[] = [
  course('D', 17, 'Biology', 'Ecology and Ecosystems|Cells and Cell Processes|Genetics and Heredity|Evolution and Natural Selection|Human Body Systems', { grades: LOWER, kind: 'core', lab: true }),
  course('D', 17, 'Biology of the Living Earth', 'Ecosystem Interactions and Energy|Photosynthesis and Respiration|Evidence of Common Ancestry|Inheritance of Traits|Structure, Function, and Growth|Ecosystem Stability and Climate Change', { grades: LOWER, lab: true }),
  course('D', 18, 'Chemistry', 'Matter and Measurement|Atomic Structure|The Periodic Table|Chemical Bonding|Stoichiometry|Gases|Solutions|Acids and Bases|Thermochemistry', { grades: MIDDLE, kind: 'core', req: ['Algebra 1'], coreq: ['Geometry'], lab: true }),
  course('D', 18, 'Chemistry in the Earth System', 'Combustion|Heat and Energy in the Earth System|Atoms, Elements, and Molecules|Chemical Reactions|Chemistry of Climate Change|Ocean Acidification', { grades: MIDDLE, req: ['Algebra 1'], lab: true }),
  course('D', 18, 'Honors Chemistry', 'Measurement and Uncertainty|Quantum Model of the Atom|Bonding and Molecular Geometry|Reaction Stoichiometry|Kinetics and Equilibrium|Acid–Base Equilibria|Electrochemistry', { grades: UPPER, honors: 'uc', req: ['Algebra 2 or concurrent enrollment'], rec: ['Biology'], lab: true }),
  course('D', 19, 'Physics', 'Kinematics|Newton’s Laws|Work and Energy|Momentum|Waves and Sound|Electricity and Magnetism|Light and Optics', { grades: UPPER, req: ['Algebra 2'], lab: true }),
  course('D', 19, 'Physics of the Universe', 'Forces and Motion|Forces at a Distance|Energy Conversion|Nuclear Processes|Waves and Electromagnetic Radiation|Stars and the Origins of the Universe', { grades: UPPER, kind: 'core', req: ['Algebra 1'], lab: true }),
  course('D', 19, 'AP Physics 1', 'Kinematics|Force and Translational Dynamics|Work, Energy, and Power|Linear Momentum|Torque and Rotational Dynamics|Energy and Momentum of Rotating Systems|Oscillations|Fluids', { grades: UPPER, req: ['Geometry'], coreq: ['Algebra 2'], lab: true }),
  course('D', 17, 'AP Biology', 'Chemistry of Life|Cell Structure and Function|Cellular Energetics|Cell Communication and Cell Cycle|Heredity|Gene Expression and Regulation|Natural Selection|Ecology', { grades: UPPER, req: ['Biology', 'Chemistry'], lab: true }),
  course('D', 18, 'AP Chemistry', 'Atomic Structure and Properties|Molecular and Ionic Compound Structure|Intermolecular Forces|Chemical Reactions|Kinetics|Thermodynamics|Equilibrium|Acids and Bases|Applications of Thermodynamics', { grades: UPPER, req: ['Chemistry', 'Algebra 2'], lab: true }),
  course('D', 21, 'AP Environmental Science', 'The Living World: Ecosystems|The Living World: Biodiversity|Populations|Earth Systems and Resources|Land and Water Use|Energy Resources and Consumption|Atmospheric Pollution|Aquatic and Terrestrial Pollution|Global Change', { grades: UPPER, req: ['Biology'], lab: true }),
  course('D', 20, 'Earth and Space Science', 'Earth’s Place in the Universe|Plate Tectonics|Rocks and Minerals|Weather and Climate|Water and Earth’s Surface|Human Impacts on Earth Systems', { grades: G9, lab: true }),
  course('D', 17, 'Marine Biology', 'Ocean Habitats|Marine Invertebrates|Fish and Marine Vertebrates|Marine Mammals|Coastal Ecology of California|Conservation and Fisheries', { grades: UPPER, req: ['Biology'], lab: true }),
  course('D', 17, 'Anatomy and Physiology', 'Organization of the Body|Skeletal and Muscular Systems|Nervous System|Cardiovascular and Respiratory Systems|Digestive and Urinary Systems|Reproduction and Development', { grades: UPPER, req: ['Biology'], rec: ['Chemistry'], lab: true }),
  course('D', 21, 'Forensic Science', 'Crime Scene Investigation|Fingerprints and Trace Evidence|Forensic Chemistry|DNA Analysis|Forensic Anthropology|Mock Trial Case Study', { grades: UPPER, req: ['Biology'], lab: true }),
  course('D', 22, 'AP Computer Science A', 'Primitive Types|Using Objects|Boolean Expressions and if Statements|Iteration|Writing Classes|Arrays|ArrayList|2D Arrays|Inheritance|Recursion', { grades: G10_12, req: ['Algebra 1'] }),
  course('D', 17, 'IB Biology HL', 'Unity and Diversity|Form and Function|Interaction and Interdependence|Continuity and Change|Internal Assessment Investigation', { grades: UPPER, length: 'twoYears', req: ['Biology', 'Chemistry'], lab: true }),
];

/** A modern or classical language in levels 1–4, with the units typical of each level. */
const LEVEL_UNITS = [
  'Greetings and Introductions|Family and Friends|School Life|Food and Celebrations|Home and Community|Daily Routines',
  'Travel and Transportation|Health and Wellness|Childhood Memories|Shopping and Fashion|Cities and Communities|The Environment',
  'Identity and Heritage|Literature and Film|Global Challenges|Work and Careers|Science and Technology',
  'Families and Communities|Personal and Public Identities|Beauty and Aesthetics|Contemporary Life|Global Challenges|Independent Research Presentation',
];
/** A language's courses of levels 1 to `count`, each in its LOTE level discipline. */
function levels(name: string, count: number, o: { language?: string } = {}): CourseTemplate[] {
  return Array.from({ length: count }, (_, i) =>
    course('E', loteLevel(i + 1), `${name} ${i + 1}`, LEVEL_UNITS[i], {
      language: o.language ?? name,
      kind: 'language',
      req: i === 0 ? [] : [`${name} ${i}`],
    }),
  );
}

const LANGUAGES: CourseTemplate[] = [
  ...levels('Spanish', 4),
  course('E', 28, 'AP Spanish Language and Culture', 'Families and Communities|Personal and Public Identities|Beauty and Aesthetics|Science and Technology|Contemporary Life|Global Challenges', { language: 'Spanish', grades: UPPER, req: ['Spanish 3'] }),
  course('E', 25, 'Spanish for Heritage Speakers 1', 'Language and Identity|Reading Literature of the Spanish-speaking World|Formal Writing and Orthography|Oral Presentations|Community and Culture', { language: 'Spanish', kind: 'language' }),
  course('E', 26, 'Spanish for Heritage Speakers 2', 'Latin American Short Fiction|Poetry and Song|Journalism in Spanish|Formal Registers and Accents|Research in the Community', { language: 'Spanish', kind: 'language', req: ['Spanish for Heritage Speakers 1'] }),
  ...levels('French', 3),
  course('E', 28, 'AP French Language and Culture', 'Families and Communities|Personal and Public Identities|Beauty and Aesthetics|Science and Technology|Contemporary Life|Global Challenges', { language: 'French', grades: UPPER, req: ['French 3'] }),
  ...levels('Mandarin', 3),
  course('E', 28, 'AP Chinese Language and Culture', 'Families in Different Societies|The Influence of Language and Culture on Identity|Influences of Beauty and Art|How Science and Technology Affect Our Lives|Factors That Impact the Quality of Life|Environmental, Political, and Societal Challenges', { language: 'Mandarin', grades: UPPER, req: ['Mandarin 3'] }),
  ...levels('Japanese', 2),
  ...levels('Vietnamese', 2),
  ...levels('Korean', 1),
  ...levels('Punjabi', 1),
  course('E', 25, 'Hmong for Heritage Speakers 1', 'Hmong Alphabet and Sounds|Family and Clan|Oral Traditions and Folktales|Hmong History and Migration|New Year Celebrations|Writing Personal Narratives', { language: 'Hmong', kind: 'language' }),
  ...levels('American Sign Language', 2),
  ...levels('Latin', 2),
];

const ARTS: CourseTemplate[] = [
  course('F', 32, 'Art 1', 'Elements of Art|Principles of Design|Drawing from Observation|Color Theory and Painting|Printmaking|Sculpture and Three-Dimensional Form|Portfolio and Exhibition', { kind: 'arts' }),
  course('F', 32, 'Drawing and Painting', 'Contour and Gesture|Value and Form|Perspective|Watercolor|Acrylic Painting|Personal Series', { kind: 'arts', rec: ['Art 1'] }),
  course('F', 32, 'Ceramics 1', 'Clay Properties and Safety|Pinch and Coil Construction|Slab Building|Wheel Throwing|Surface Decoration and Glazing|Ceramics in World Cultures', { kind: 'arts' }),
  course('F', 32, 'AP Drawing', 'Sustained Investigation: Inquiry|Practice, Experimentation, and Revision|Materials and Processes|Selected Works|Written Evidence of Thinking', { grades: UPPER, rec: ['Drawing and Painting'] }),
  course('F', 32, 'AP 2-D Art and Design', 'Design Principles|Sustained Investigation|Photography and Digital Media|Selected Works|Portfolio Review', { grades: UPPER, rec: ['Art 1'] }),
  course('F', 32, 'AP Art History', 'Global Prehistory|Ancient Mediterranean|Early Europe and Colonial Americas|Later Europe and Americas|Indigenous Americas|Africa|West and Central Asia|South, East, and Southeast Asia|The Pacific|Global Contemporary', { grades: G10_12 }),
  course('F', 30, 'Concert Band', 'Tone Production and Technique|Music Literacy|Ensemble Performance|Music History and Repertoire|Concert Preparation and Reflection', { kind: 'arts' }),
  course('F', 30, 'Symphonic Band', 'Advanced Technique|Sight-Reading|Chamber Ensembles|Festival Repertoire|Conducting and Score Study', { kind: 'arts', req: ['Concert Band or audition'] }),
  course('F', 30, 'Orchestra', 'String Technique|Music Theory for Strings|Baroque and Classical Repertoire|Romantic and Modern Repertoire|Performance and Critique', { kind: 'arts' }),
  course('F', 30, 'Concert Choir', 'Vocal Technique and Health|Sight-Singing|Choral Repertoire Across Cultures|Diction and Languages|Performance and Adjudication', { kind: 'arts' }),
  course('F', 30, 'Jazz Ensemble', 'Swing Style and Articulation|Blues Forms|Improvisation|Jazz History|Big Band Repertoire', { kind: 'arts', req: ['Concert Band or audition'] }),
  course('F', 30, 'Mariachi 1', 'History of Mariachi|Instrument Technique|Sones and Rancheras|Vocal Style|Performance', { kind: 'arts' }),
  course('F', 30, 'Guitar 1', 'Parts of the Guitar and Tuning|Open Chords|Reading Notation and Tablature|Strumming and Fingerpicking|Songwriting|Ensemble Performance', { kind: 'arts' }),
  course('F', 30, 'AP Music Theory', 'Pitch, Rhythm, and Meter|Music Fundamentals|Harmony and Voice Leading|Cadences and Phrases|Modulation|Aural Skills and Sight-Singing', { grades: G10_12, rec: ['One year of a music ensemble'] }),
  course('F', 31, 'Theatre Arts 1', 'Theatre History|Acting Fundamentals|Voice and Movement|Improvisation|Scene Study|Technical Theatre|Performance', { kind: 'arts' }),
  course('F', 31, 'Advanced Theatre', 'Character Analysis|Classical Acting|Directing|Playwriting|Production Season', { kind: 'arts', grades: G10_12, req: ['Theatre Arts 1'] }),
  course('F', 29, 'Dance 1', 'Dance Elements|Modern Dance Technique|Dance Across Cultures|Choreography|Performance and Critique', { kind: 'arts' }),
  course('F', 32, 'Film and Media Studies', 'Film Language|Genre and Storytelling|Documentary|Editing and Sound|Film and Society|Short Film Project', { kind: 'arts', grades: G10_12 }),
];

export const ACADEMIC_TEMPLATES: readonly CourseTemplate[] = [...HISTORY, ...ENGLISH, ...MATHEMATICS, ...SCIENCE, ...LANGUAGES, ...ARTS];
