import { Migration } from '@mikro-orm/migrations';

// The indexes of soft-delete tables carry the deleted flag (INCLUDE), so a list's "not deleted"
// filter and its capped count are answered from the index (server/db/entity-builder.ts btreeIndexOf).
// Written by hand: MikroORM compares such an index by name and would not see the change.
// [table, index, key columns, included flag column]
const INDEXES: [string, string, string, string][] = [
  ['feedback_category', 'feedback_category_name_idx', 'name', 'is_deleted'],
  ['feedback_statement', 'feedback_statement_section_id_idx', 'section_id', 'is_deleted'],
  ['feedback_statement', 'feedback_statement_review_statement_type_id_idx', 'review_statement_type_id', 'is_deleted'],
  ['feedback_statement', 'feedback_statement_subject_area_id_idx', 'subject_area_id', 'is_deleted'],
  ['feedback_statement', 'feedback_statement_category_id_idx', 'category_id', 'is_deleted'],
  ['institution', 'institution_name_idx', 'name', 'is_deleted'],
  ['institution', 'institution_institution_type_id_idx', 'institution_type_id', 'is_deleted'],
  ['institution', 'institution_county_id_idx', 'county_id', 'is_deleted'],
  ['institution', 'institution_district_id_idx', 'district_id', 'is_deleted'],
  ['institution', 'institution_is_active_idx', 'is_active', 'is_deleted'],
  ['institution', 'institution_is_charter_school_idx', 'is_charter_school', 'is_deleted'],
  ['institution', 'institution_is_high_school_idx', 'is_high_school', 'is_deleted'],
  ['institution', 'institution_open_date_idx', 'open_date', 'is_deleted'],
  ['institution', 'institution_is_removed_from_public_list_idx', 'is_removed_from_public_list', 'is_deleted'],
  ['institution', 'institution_cds_code_idx', 'cds_code', 'is_deleted'],
  ['institution', 'institution_atp_code_idx', 'atp_code', 'is_deleted'],
  ['institution', 'institution_street_city_idx', 'street_city', 'is_deleted'],
  ['institution', 'institution_county_id_cds_code_idx', 'county_id, cds_code', 'is_deleted'],
  ['registration_attachment', 'registration_attachment_uploaded_on_idx', 'uploaded_on', 'is_removed'],
  ['registration_attachment', 'registration_attachment_registration_id_idx', 'registration_id', 'is_removed'],
  ['registration_attachment', 'registration_attachment_attachment_type_id_idx', 'attachment_type_id', 'is_removed'],
  ['registration', 'registration_submitted_on_idx', 'submitted_on', 'is_deleted'],
  ['registration', 'registration_registration_status_id_idx', 'registration_status_id', 'is_deleted'],
  ['registration', 'registration_registration_type_id_idx', 'registration_type_id', 'is_deleted'],
  ['registration', 'registration_county_id_idx', 'county_id', 'is_deleted'],
  ['registration', 'registration_decided_on_idx', 'decided_on', 'is_deleted'],
  ['rubric', 'rubric_value_idx', 'value', 'is_deleted'],
  ['tag', 'tag_is_deprecated_idx', 'is_deprecated', 'is_deleted'],
];

const keyList = (columns: string) => columns.split(', ').map((c) => `"${c}"`).join(', ');

export class Migration20261127110000_SoftDeleteCoveringIndexes extends Migration {

  override async up(): Promise<void> {
    for (const [table, index, columns, flag] of INDEXES) {
      this.addSql(`drop index if exists "${index}";`);
      this.addSql(`create index "${index}" on "${table}" (${keyList(columns)}) include ("${flag}");`);
    }
  }

  override async down(): Promise<void> {
    for (const [table, index, columns] of INDEXES) {
      this.addSql(`drop index if exists "${index}";`);
      this.addSql(`create index "${index}" on "${table}" (${keyList(columns)});`);
    }
  }

}
