// College-preparatory electives (area G) and career technical education courses, each CTE course on
// a real sector and pathway of seeds/data/cte-sectors-pathways.csv. CTE courses count in the area
// their content meets: a sports medicine course is a D science, a graphic design course an F art.
import { course, type CourseTemplate } from './template.js';

const UPPER = [11, 12], G10_12 = [10, 11, 12];

const ELECTIVES: CourseTemplate[] = [
  course('G', 35, 'Psychology', 'Research Methods|Biological Bases of Behavior|Sensation and Perception|Learning|Memory and Cognition|Development Across the Lifespan|Personality|Psychological Disorders', { grades: UPPER, length: 'semester' }),
  course('G', 35, 'AP Psychology', 'Biological Bases of Behavior|Cognition|Development and Learning|Social Psychology and Personality|Mental and Physical Health', { grades: G10_12 }),
  course('G', 35, 'Economics', 'Fundamental Economic Concepts|Markets and Prices|Macroeconomics|Money and Banking|Government and the Economy|International Economics', { grades: [12], length: 'semester', kind: 'core' }),
  course('G', 35, 'AP Macroeconomics', 'Basic Economic Concepts|Economic Indicators and the Business Cycle|National Income and Price Determination|Financial Sector|Long-Run Consequences of Stabilization Policies|Open Economy', { grades: [12], length: 'semester' }),
  course('G', 35, 'Sociology', 'The Sociological Perspective|Culture and Socialization|Groups and Institutions|Social Inequality|Deviance and Social Control|Social Change', { grades: UPPER, length: 'semester' }),
  course('G', 36, 'Creative Writing', 'The Writer’s Notebook|Short Fiction|Poetry|Creative Nonfiction|Writing for Performance|Publication Portfolio', { grades: G10_12 }),
  course('G', 36, 'Speech and Debate', 'Foundations of Argument|Research and Evidence|Parliamentary Debate|Original Oratory|Lincoln–Douglas Debate|Tournament Preparation', { grades: [9, 10, 11, 12] }),
  course('G', 41, 'AP Seminar', 'Team Project and Presentation|Individual Research-Based Essay|Individual Multimedia Presentation|End-of-Course Exam Preparation', { grades: G10_12 }),
  course('G', 41, 'AP Research', 'Research Question and Literature Review|Research Methods|Data Collection|Academic Paper|Presentation and Oral Defense', { grades: [12], req: ['AP Seminar'] }),
  course('G', 37, 'Personal Finance', 'Budgeting|Banking and Credit|Taxes and Paychecks|Saving and Investing|Insurance and Risk|Financing College', { grades: UPPER, length: 'semester', req: ['Algebra 1'], cte: ['Business and Finance', 'Financial Services'] }),
  course('G', 35, 'Dual Enrollment: Introduction to Psychology (PSYC 1)', 'Psychology as a Science|Brain and Behavior|Learning and Memory|Motivation and Emotion|Social Psychology|Psychological Disorders and Therapy', { grades: UPPER, length: 'semester', honors: 'dual' }),
  course('G', 35, 'Dual Enrollment: Introduction to Sociology (SOC 1)', 'Sociological Imagination|Culture|Socialization|Stratification|Race and Ethnicity|Social Movements', { grades: UPPER, length: 'semester', honors: 'dual' }),
];

const cte = (industry: string, pathway: string): [string, string] => [industry, pathway];
const HEALTH = 'Health Science and Medical Technology';
const AGRICULTURE = 'Agriculture and Natural Resources';
const ARTS_MEDIA = 'Arts, Media, and Entertainment';
const ENGINEERING = 'Engineering and Architecture';
const ICT = 'Information and Communication Technologies';
const HOSPITALITY = 'Hospitality, Tourism, and Recreation';
const EDUCATION = 'Education, Child Development, and Family Services';
const PUBLIC = 'Public Services';

const CTE: CourseTemplate[] = [
  course('G', 41, 'Introduction to Health Science', 'Health Care Systems|Medical Ethics and Law|Medical Terminology|Infection Control|Vital Signs|First Aid and CPR|Health Careers Exploration', { cte: cte(HEALTH, 'Patient Care') }),
  course('G', 41, 'Medical Terminology', 'Word Parts and Roots|Body Organization|Musculoskeletal Terms|Cardiovascular Terms|Medical Records and Documentation', { length: 'semester', cte: cte(HEALTH, 'Healthcare Administrative Services') }),
  course('D', 24, 'Sports Medicine', 'Injury Prevention|Anatomy of Athletic Injuries|Assessment and Evaluation|Taping and Bracing|Rehabilitation|Nutrition and Performance', { grades: G10_12, req: ['Biology'], cte: cte(HEALTH, 'Patient Care'), lab: true }),
  course('D', 24, 'Biotechnology', 'Laboratory Safety and Measurement|DNA Structure and Extraction|Protein Analysis|Genetic Engineering|Bioethics|Careers in Biotechnology', { grades: G10_12, req: ['Biology'], cte: cte(HEALTH, 'Biotechnology'), lab: true }),
  course('G', 41, 'Mental Health Careers', 'Foundations of Mental Health|Stress and Coping|Mental Health Across the Lifespan|Crisis Intervention|Stigma and Advocacy|Careers in Behavioral Health', { grades: UPPER, cte: cte(HEALTH, 'Mental and Behavioral Health') }),
  course('D', 17, 'Agriculture Biology', 'Agricultural Ecosystems|Cells and Cell Processes|Animal Genetics and Breeding|Plant Science|Animal Nutrition|FFA and Supervised Agricultural Experience', { grades: [9, 10], cte: cte(AGRICULTURE, 'Animal Science'), lab: true }),
  course('G', 41, 'Agricultural Economics', 'Economic Principles in Agriculture|Agribusiness Management|Marketing Agricultural Products|Agricultural Finance and Credit|Farm Records and Analysis', { grades: UPPER, cte: cte(AGRICULTURE, 'Agricultural Business') }),
  course('D', 24, 'Plant and Soil Science', 'Soil Formation and Properties|Plant Anatomy|Plant Nutrition|Irrigation and Water Management|Integrated Pest Management|Crop Production in the Central Valley', { grades: G10_12, cte: cte(AGRICULTURE, 'Plant and Soil Science'), lab: true }),
  course('F', 32, 'Floral Design', 'Elements and Principles of Floral Design|Flower and Foliage Identification|Arrangement Styles|Cultural Traditions in Floral Art|Event Design Portfolio', { cte: cte(AGRICULTURE, 'Ornamental Horticulture') }),
  course('F', 32, 'Graphic Design 1', 'Design Fundamentals|Typography|Digital Imaging|Logo and Brand Design|Layout and Publication|Portfolio', { cte: cte(ARTS_MEDIA, 'Design, Visual, and Media Arts') }),
  course('F', 32, 'Digital Photography', 'Camera Operation|Composition|Lighting|Digital Editing|History of Photography|Photo Essay and Exhibition', { cte: cte(ARTS_MEDIA, 'Design, Visual, and Media Arts') }),
  course('F', 32, 'Video Production', 'Storytelling and Scriptwriting|Camera and Lighting|Audio Production|Editing|Broadcast Journalism|Short Film Festival', { grades: G10_12, cte: cte(ARTS_MEDIA, 'Production and Managerial Arts') }),
  course('F', 32, 'Fashion Design 1', 'Fashion History|Elements of Design|Textiles|Pattern Making and Construction|Fashion Illustration|Collection Portfolio', { cte: cte('Fashion and Interior Design', 'Fashion Design and Merchandising') }),
  course('F', 32, 'Interior Design', 'Elements and Principles of Design|Space Planning|Color and Lighting|Materials and Furnishings|Residential Design Project', { grades: G10_12, cte: cte('Fashion and Interior Design', 'Interior Design, Furnishings, and Maintenance') }),
  course('D', 23, 'Principles of Engineering', 'Energy and Power|Materials and Structures|Control Systems|Statistics and Kinematics|Engineering Design Challenge', { grades: G10_12, req: ['Algebra 1'], cte: cte(ENGINEERING, 'Engineering Design'), lab: true }),
  course('G', 41, 'Introduction to Engineering Design', 'Design Process|Sketching and Visualization|Measurement and Statistics|3-D Modeling|Reverse Engineering|Design Team Project', { grades: [9, 10], cte: cte(ENGINEERING, 'Engineering Design') }),
  course('G', 41, 'Architectural Design', 'History of Architecture|Drafting and Sketching|Site Planning|Residential Design|Sustainable Building|Computer-Aided Design', { grades: G10_12, cte: cte(ENGINEERING, 'Architectural Design') }),
  course('D', 23, 'Robotics Engineering', 'Mechanical Design|Sensors and Feedback|Programming Robots|Electrical Systems|Competition Robot Build', { grades: G10_12, req: ['Algebra 1'], cte: cte(ENGINEERING, 'Engineering Technology'), lab: true }),
  course('G', 37, 'Computer Science Principles', 'Creative Development|Data|Algorithms and Programming|Computer Systems and Networks|Impact of Computing', { cte: cte(ICT, 'Software and Systems Development') }),
  course('G', 37, 'AP Computer Science Principles', 'Creative Development|Data|Algorithms and Programming|Computer Systems and Networks|Impact of Computing|Create Performance Task', { grades: G10_12, cte: cte(ICT, 'Software and Systems Development') }),
  course('G', 37, 'Cybersecurity Fundamentals', 'Threats and Vulnerabilities|Networking Basics|Cryptography|Secure Systems|Incident Response|Ethics and Law', { grades: G10_12, cte: cte(ICT, 'Networking') }),
  course('G', 37, 'Game Design and Development', 'Game Design Principles|Storyboarding|Programming Game Mechanics|Art and Animation|Playtesting|Publishing a Game', { grades: G10_12, cte: cte(ICT, 'Games and Simulation') }),
  course('G', 41, 'Culinary Arts', 'Kitchen Safety and Sanitation|Knife Skills|Cooking Methods|Baking and Pastry|Menu Planning|Restaurant Operations', { cte: cte(HOSPITALITY, 'Food Service and Hospitality') }),
  course('D', 24, 'Food Science and Nutrition', 'Chemistry of Food|Carbohydrates, Fats, and Proteins|Food Microbiology|Food Preservation|Nutrition and Health|Product Development', { grades: G10_12, cte: cte(HOSPITALITY, 'Food Science, Dietetics, and Nutrition'), lab: true }),
  course('G', 41, 'Hospitality and Tourism Management', 'The Hospitality Industry|Lodging Operations|Travel and Tourism|Event Planning|Customer Service|Marketing Hospitality', { grades: UPPER, cte: cte(HOSPITALITY, 'Hospitality, Tourism, and Recreation') }),
  course('G', 41, 'Child Development', 'Prenatal Development|Infancy|Early Childhood|Play and Learning|Guidance and Discipline|Careers with Children', { grades: G10_12, cte: cte(EDUCATION, 'Child Development') }),
  course('G', 41, 'Careers in Education', 'The Teaching Profession|How Students Learn|Lesson Planning|Classroom Observation|Student Teaching Practicum', { grades: UPPER, cte: cte(EDUCATION, 'Education') }),
  course('G', 41, 'Business Management', 'Business Organization|Management Functions|Human Resources|Operations|Business Plan Project', { grades: G10_12, cte: cte('Business and Finance', 'Business Management') }),
  course('G', 41, 'Entrepreneurship', 'The Entrepreneurial Mindset|Market Research|Business Models|Financing a Venture|Pitching to Investors', { grades: G10_12, length: 'semester', cte: cte('Marketing, Sales, and Service', 'Entrepreneurship/Self-Employment') }),
  course('G', 41, 'Marketing', 'Marketing Concepts|Consumer Behavior|Product and Pricing|Promotion and Social Media|Marketing Plan', { grades: G10_12, length: 'semester', cte: cte('Marketing, Sales, and Service', 'Marketing') }),
  course('G', 35, 'Criminal Justice', 'Foundations of Criminal Justice|Criminal Law|Policing|The Courts|Corrections|Juvenile Justice', { grades: G10_12, cte: cte(PUBLIC, 'Public Safety') }),
  course('G', 35, 'Law and Society', 'Sources of Law|Constitutional Rights|Criminal Procedure|Civil Law|Mock Trial', { grades: UPPER, cte: cte(PUBLIC, 'Legal Practices') }),
  course('G', 41, 'Fire Science', 'Fire Behavior|Fire Service History and Organization|Emergency Medical Response|Fire Prevention|Wildland Firefighting', { grades: UPPER, cte: cte(PUBLIC, 'Emergency Response') }),
  course('D', 21, 'Environmental Science and Sustainability', 'Ecosystems and Biodiversity|Water Resources|Energy and Climate|Air Quality|Sustainable Agriculture|Community Sustainability Project', { grades: G10_12, cte: cte('Energy, Environment, and Utilities', 'Environmental Resources'), lab: true }),
  course('G', 41, 'Energy and Power Technology', 'Electricity Fundamentals|Renewable Energy Systems|Solar Installation|Power Distribution|Energy Efficiency Audits', { grades: UPPER, cte: cte('Energy, Environment, and Utilities', 'Energy and Power Technology') }),
  course('G', 41, 'Construction Technology', 'Construction Safety|Blueprint Reading|Framing|Electrical and Plumbing Basics|Finish Carpentry|Estimating', { grades: G10_12, cte: cte('Building and Construction Trades', 'Residential and Commercial Construction') }),
  course('G', 41, 'Woodworking and Product Design', 'Shop Safety|Wood Properties|Joinery|Furniture Design|Finishing|Design Portfolio', { cte: cte('Building and Construction Trades', 'Cabinetry, Millwork, and Woodworking') }),
  course('G', 41, 'Welding and Fabrication', 'Welding Safety|Oxy-Fuel Cutting|Shielded Metal Arc Welding|Gas Metal Arc Welding|Metal Fabrication Project', { grades: G10_12, cte: cte('Manufacturing and Product Development', 'Welding and Materials Joining') }),
  course('G', 41, 'Automotive Technology', 'Shop Safety and Tools|Engine Fundamentals|Electrical Systems|Brakes and Suspension|Diagnostics', { grades: G10_12, cte: cte('Transportation', 'Systems Diagnostics, Service, and Repair') }),
];

export const ELECTIVE_TEMPLATES: readonly CourseTemplate[] = [...ELECTIVES, ...CTE];
