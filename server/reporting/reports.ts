// The dashboard's reports, in the order the screen shows them. docs/reporting.md.
import { analystThroughput } from './analyst-throughput.js';
import { approvalBySubjectArea } from './approval-by-subject-area.js';
import { approvalBySubmissionType } from './approval-by-submission-type.js';
import { institutionsByCounty } from './institutions-by-county.js';
import { registrationsByStatus } from './registrations-by-status.js';
import type { ReportDefinition } from './report.js';
import { reviewTurnaround } from './review-turnaround.js';
import { submissionsByStatus } from './submissions-by-status.js';

export const REPORTS: readonly ReportDefinition[] = [submissionsByStatus, approvalBySubjectArea, approvalBySubmissionType, reviewTurnaround, analystThroughput, institutionsByCounty, registrationsByStatus];

export const reportByKey = (key: string): ReportDefinition | undefined => REPORTS.find((r) => r.key === key.toLowerCase());
