// A course's content as the course detail and the review screen both carry it (the course year's
// description, its requisites and units; resources/_rows.ts CourseYearRow).

export interface Requisite {
  value: string;
  isRequired: boolean;
}

export interface Unit {
  title: string;
  description: string | null;
}

/** What a course material says of itself: the course year's materials, a revision's, the seeds'. */
export interface MaterialFields {
  title: string;
  author: string | null;
  publisher: string | null;
  edition: string | null;
  publicationDate: string | null;
  isbn: string | null;
  url: string | null;
  details: string | null;
  isPrimary: boolean;
  readInEntirety: boolean;
}

/** The course description with its requisites and units. */
export interface CourseDescription {
  courseDescription: string | null;
  prerequisites: Requisite[];
  corequisites: Requisite[];
  units: Unit[];
}
