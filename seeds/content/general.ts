// General content blocks shown by the public site and the back office, looked up by key.

export const GENERAL_CONTENTS = [
  {
    key: 'admin-login-notice',
    title: 'Staff sign-in notice',
    body: '<p>This back office is for University of California staff only. Institution users sign in on the public course management portal.</p>',
  },
  {
    key: 'dashboard-welcome',
    title: 'Dashboard welcome',
    body: '<p>Welcome back. Your queues show the batches assigned to you; use <strong>Take next</strong> to pull new submissions.</p>',
  },
  {
    key: 'submission-deadline-banner',
    title: 'Submission deadline banner',
    body: '<p>The course submission period is open. Check the submission cycle dates for this year\'s deadline; later submissions are reviewed for the following year.</p>',
  },
  {
    key: 'review-guidelines',
    title: 'Course review guidelines',
    body: '<h2>Reviewing a course</h2><p>Read the course description, units and assessments against the A–G subject area criteria before choosing a rubric value. Tick feedback statements for every section that needs revision.</p>',
  },
  {
    key: 'ag-subject-requirements',
    title: 'A–G subject requirements',
    body: '<ul><li>A History/Social Science: 2 years</li><li>B English: 4 years</li><li>C Mathematics: 3 years (4 recommended)</li><li>D Science: 2 years (3 recommended)</li><li>E Language Other than English: 2 years (3 recommended)</li><li>F Visual &amp; Performing Arts: 1 year</li><li>G College-Preparatory Elective: 1 year</li></ul>',
  },
  {
    key: 'honors-course-policy',
    title: 'Honors course policy',
    body: '<p>UC-certified honors courses must be at least one year long, open to 11th and 12th graders and include a comprehensive final examination.</p>',
  },
  {
    key: 'online-publisher-policy',
    title: 'Online publisher courses',
    body: '<p>Courses of online publishers are approved once and adopted by schools. Self-reported publisher courses may be selected for audit at any time.</p>',
  },
  {
    key: 'registration-help',
    title: 'Institution registration help',
    body: '<p>New schools register with their CDS or ATP code. Schools whose district is not listed choose <em>Other</em>; a district must be created before approval.</p>',
  },
  {
    key: 'accreditation-help',
    title: 'Accreditation requirements',
    body: '<p>Non-public schools must hold current accreditation. An expired accreditation from a body other than WASC needs an explanation.</p>',
  },
  {
    key: 'data-science-policy',
    title: 'Data science courses',
    body: '<p>Data Science courses may be submitted in subject area C from the 2025-26 academic year.</p>',
  },
  {
    key: 'contact-us',
    title: 'Contact the A–G course management team',
    body: '<p>Questions about a review? Write to the course management team and include the course title and institution name.</p>',
  },
  {
    key: 'site-footer',
    title: 'Site footer',
    body: '<p>University of California — Office of the President, A–G Course Management.</p>',
    isPublished: false,
  },
].map((c) => ({ isPublished: true, ...c }));
