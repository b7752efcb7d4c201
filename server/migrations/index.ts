// Every committed migration, in order. `npm run migration:create` writes a new file and appends it here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127110000_SoftDeleteCoveringIndexes } from './Migration20261127110000_SoftDeleteCoveringIndexes.js';
import { Migration20261127034419_InstitutionRoleRank } from './Migration20261127034419_InstitutionRoleRank.js';
import { Migration20261127030852_MailOutbox } from './Migration20261127030852_MailOutbox.js';
import { Migration20261127030402_CyclePhaseSearch } from './Migration20261127030402_CyclePhaseSearch.js';
import { Migration20261127023005_AdminHub } from './Migration20261127023005_AdminHub.js';
import { Migration20261127022818_Impersonation } from './Migration20261127022818_Impersonation.js';
import { Migration20261127022804_Cycles } from './Migration20261127022804_Cycles.js';
import { Migration20261127022435_Registrations } from './Migration20261127022435_Registrations.js';
import { Migration20261126225842_UserMembership } from './Migration20261126225842_UserMembership.js';
import { Migration20261126225830_InstitutionClosure } from './Migration20261126225830_InstitutionClosure.js';
import { Migration20261126225825_UserInstitution } from './Migration20261126225825_UserInstitution.js';
import { Migration20261126225821_CourseAudits } from './Migration20261126225821_CourseAudits.js';
import { Migration20261126204108_AccreditationExplanationSearch } from './Migration20261126204108_AccreditationExplanationSearch.js';
import { Migration20261126192843_InstitutionDetails } from './Migration20261126192843_InstitutionDetails.js';
import { Migration20261126192917_Accreditation } from './Migration20261126192917_Accreditation.js';
import { Migration20261125163130_SearchChanges } from './Migration20261125163130_SearchChanges.js';
import { Migration20261125125858_InstitutionCountyCdsCodeIndex } from './Migration20261125125858_InstitutionCountyCdsCodeIndex.js';
import { Migration20261125121136_CoursesAndReview } from './Migration20261125121136_CoursesAndReview.js';
import { Migration20261123192223_ListSortIndexes } from './Migration20261123192223_ListSortIndexes.js';
import { Migration20261123181000_RowVersionsAndUniqueConstraints } from './Migration20261123181000_RowVersionsAndUniqueConstraints.js';
import { Migration20261123180000_AuthRateLimit } from './Migration20261123180000_AuthRateLimit.js';
import { Migration20261121110619_TrigramSearchIndexes } from './Migration20261121110619_TrigramSearchIndexes.js';
import { Migration20261121105506_ReferenceIndexesAndRestrict } from './Migration20261121105506_ReferenceIndexesAndRestrict.js';
import { Migration20261121105102_RuleSets } from './Migration20261121105102_RuleSets.js';
import { Migration20261121100843_Initial } from './Migration20261121100843_Initial.js';

export const migrationsList: MigrationObject[] = [{ name: 'Migration20261121100843_Initial', class: Migration20261121100843_Initial }, { name: 'Migration20261121105102_RuleSets', class: Migration20261121105102_RuleSets }, { name: 'Migration20261121105506_ReferenceIndexesAndRestrict', class: Migration20261121105506_ReferenceIndexesAndRestrict }, { name: 'Migration20261121110619_TrigramSearchIndexes', class: Migration20261121110619_TrigramSearchIndexes }, { name: 'Migration20261123180000_AuthRateLimit', class: Migration20261123180000_AuthRateLimit }, { name: 'Migration20261123181000_RowVersionsAndUniqueConstraints', class: Migration20261123181000_RowVersionsAndUniqueConstraints }, { name: 'Migration20261123192223_ListSortIndexes', class: Migration20261123192223_ListSortIndexes }, { name: 'Migration20261125121136_CoursesAndReview', class: Migration20261125121136_CoursesAndReview }, { name: 'Migration20261125125858_InstitutionCountyCdsCodeIndex', class: Migration20261125125858_InstitutionCountyCdsCodeIndex }, { name: 'Migration20261125163130_SearchChanges', class: Migration20261125163130_SearchChanges }, { name: 'Migration20261126192917_Accreditation', class: Migration20261126192917_Accreditation }, { name: 'Migration20261126192843_InstitutionDetails', class: Migration20261126192843_InstitutionDetails }, { name: 'Migration20261126204108_AccreditationExplanationSearch', class: Migration20261126204108_AccreditationExplanationSearch }, { name: 'Migration20261126225821_CourseAudits', class: Migration20261126225821_CourseAudits }, { name: 'Migration20261126225825_UserInstitution', class: Migration20261126225825_UserInstitution }, { name: 'Migration20261126225830_InstitutionClosure', class: Migration20261126225830_InstitutionClosure }, { name: 'Migration20261126225842_UserMembership', class: Migration20261126225842_UserMembership }, { name: 'Migration20261127022435_Registrations', class: Migration20261127022435_Registrations }, { name: 'Migration20261127022804_Cycles', class: Migration20261127022804_Cycles }, { name: 'Migration20261127022818_Impersonation', class: Migration20261127022818_Impersonation }, { name: 'Migration20261127023005_AdminHub', class: Migration20261127023005_AdminHub }, { name: 'Migration20261127030402_CyclePhaseSearch', class: Migration20261127030402_CyclePhaseSearch }, { name: 'Migration20261127030852_MailOutbox', class: Migration20261127030852_MailOutbox }, { name: 'Migration20261127034419_InstitutionRoleRank', class: Migration20261127034419_InstitutionRoleRank }, { name: 'Migration20261127110000_SoftDeleteCoveringIndexes', class: Migration20261127110000_SoftDeleteCoveringIndexes }];
