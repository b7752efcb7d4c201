import { Migration } from '@mikro-orm/migrations';

export class Migration20261121105506_ReferenceIndexesAndRestrict extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "position" drop constraint "position_approval_role_id_foreign";`);

    this.addSql(`alter table "rule_set" drop constraint "rule_set_active_version_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_county_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_district_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_district_management_type_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_school_type_id_foreign";`);

    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_category_id_foreign";`);
    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_subject_area_id_foreign";`);

    this.addSql(`alter table "discipline" drop constraint "discipline_first_academic_year_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_position_id_foreign";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_role_id_foreign";`);

    this.addSql(`create index "cte_pathway_cte_industry_id_idx" on "cte_pathway" ("cte_industry_id");`);

    this.addSql(`alter table "position" add constraint "position_approval_role_id_foreign" foreign key ("approval_role_id") references "role" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "position_approval_role_id_idx" on "position" ("approval_role_id");`);

    this.addSql(`alter table "rule_set" add constraint "rule_set_active_version_id_foreign" foreign key ("active_version_id") references "rule_set_version" ("id") on update cascade on delete restrict;`);

    this.addSql(`create index "rule_set_version_rule_set_id_idx" on "rule_set_version" ("rule_set_id");`);

    this.addSql(`create index "rule_evaluation_rule_set_id_idx" on "rule_evaluation" ("rule_set_id");`);

    this.addSql(`alter table "institution" add constraint "institution_county_id_foreign" foreign key ("county_id") references "county" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_district_id_foreign" foreign key ("district_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_district_management_type_id_foreign" foreign key ("district_management_type_id") references "district_management_type" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_school_type_id_foreign" foreign key ("school_type_id") references "school_type" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "institution_county_id_idx" on "institution" ("county_id");`);
    this.addSql(`create index "institution_district_id_idx" on "institution" ("district_id");`);

    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_category_id_foreign" foreign key ("category_id") references "feedback_category" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_subject_area_id_foreign" foreign key ("subject_area_id") references "subject_area" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "feedback_statement_subject_area_id_idx" on "feedback_statement" ("subject_area_id");`);
    this.addSql(`create index "feedback_statement_category_id_idx" on "feedback_statement" ("category_id");`);

    this.addSql(`alter table "discipline" add constraint "discipline_first_academic_year_id_foreign" foreign key ("first_academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "discipline_subject_area_id_idx" on "discipline" ("subject_area_id");`);

    this.addSql(`alter table "app_user" add constraint "app_user_position_id_foreign" foreign key ("position_id") references "position" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "app_user" add constraint "app_user_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "app_user_role_id_idx" on "app_user" ("role_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop constraint "app_user_role_id_foreign";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_position_id_foreign";`);

    this.addSql(`alter table "discipline" drop constraint "discipline_first_academic_year_id_foreign";`);

    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_subject_area_id_foreign";`);
    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_category_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_district_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_county_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_school_type_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_district_management_type_id_foreign";`);

    this.addSql(`alter table "position" drop constraint "position_approval_role_id_foreign";`);

    this.addSql(`alter table "rule_set" drop constraint "rule_set_active_version_id_foreign";`);

    this.addSql(`drop index "app_user_role_id_idx";`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_position_id_foreign" foreign key ("position_id") references "position" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "cte_pathway_cte_industry_id_idx";`);

    this.addSql(`drop index "discipline_subject_area_id_idx";`);

    this.addSql(`alter table "discipline" add constraint "discipline_first_academic_year_id_foreign" foreign key ("first_academic_year_id") references "academic_year" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "feedback_statement_subject_area_id_idx";`);
    this.addSql(`drop index "feedback_statement_category_id_idx";`);

    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_subject_area_id_foreign" foreign key ("subject_area_id") references "subject_area" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_category_id_foreign" foreign key ("category_id") references "feedback_category" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "institution_county_id_idx";`);
    this.addSql(`drop index "institution_district_id_idx";`);

    this.addSql(`alter table "institution" add constraint "institution_district_id_foreign" foreign key ("district_id") references "institution" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_county_id_foreign" foreign key ("county_id") references "county" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_school_type_id_foreign" foreign key ("school_type_id") references "school_type" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_district_management_type_id_foreign" foreign key ("district_management_type_id") references "district_management_type" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "position_approval_role_id_idx";`);

    this.addSql(`alter table "position" add constraint "position_approval_role_id_foreign" foreign key ("approval_role_id") references "role" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "rule_evaluation_rule_set_id_idx";`);

    this.addSql(`alter table "rule_set" add constraint "rule_set_active_version_id_foreign" foreign key ("active_version_id") references "rule_set_version" ("id") on update cascade on delete set null;`);

    this.addSql(`drop index "rule_set_version_rule_set_id_idx";`);
  }

}
