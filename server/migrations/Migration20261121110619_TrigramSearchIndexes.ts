import { Migration } from '@mikro-orm/migrations';

export class Migration20261121110619_TrigramSearchIndexes extends Migration {

  override async up(): Promise<void> {
    // trigram indexes need the extension (PGlite loads it as a contrib module; PostgreSQL 13+ trusts it)
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create index "academic_year_name_trgm_idx" on "academic_year" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "accrediting_organization_name_trgm_idx" on "accrediting_organization" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "accrediting_organization_abbreviation_trgm_idx" on "accrediting_organization" using gin ("abbreviation" gin_trgm_ops);`);

    this.addSql(`create index "county_name_trgm_idx" on "county" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "course_length_name_trgm_idx" on "course_length" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "cte_industry_name_trgm_idx" on "cte_industry" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "cte_pathway_name_trgm_idx" on "cte_pathway" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "district_management_type_name_trgm_idx" on "district_management_type" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "feedback_category_name_trgm_idx" on "feedback_category" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "general_content_title_trgm_idx" on "general_content" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "general_content_key_trgm_idx" on "general_content" using gin ("key" gin_trgm_ops);`);

    this.addSql(`create index "honors_type_name_trgm_idx" on "honors_type" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "language_name_trgm_idx" on "language" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "notification_template_title_trgm_idx" on "notification_template" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "notification_template_message_title_template_trgm_idx" on "notification_template" using gin ("message_title_template" gin_trgm_ops);`);
    this.addSql(`create index "notification_template_key_trgm_idx" on "notification_template" using gin ("key" gin_trgm_ops);`);

    this.addSql(`create index "role_name_trgm_idx" on "role" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "role_description_trgm_idx" on "role" using gin ("description" gin_trgm_ops);`);

    this.addSql(`create index "position_name_trgm_idx" on "position" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "rubric_name_trgm_idx" on "rubric" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "rule_set_name_trgm_idx" on "rule_set" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "rule_set_title_trgm_idx" on "rule_set" using gin ("title" gin_trgm_ops);`);

    this.addSql(`create index "rule_set_version_comment_trgm_idx" on "rule_set_version" using gin ("comment" gin_trgm_ops);`);
    this.addSql(`create index "rule_set_version_author_name_trgm_idx" on "rule_set_version" using gin ("author_name" gin_trgm_ops);`);

    this.addSql(`create index "rule_evaluation_context_trgm_idx" on "rule_evaluation" using gin ("context" gin_trgm_ops);`);
    this.addSql(`create index "rule_evaluation_user_name_trgm_idx" on "rule_evaluation" using gin ("user_name" gin_trgm_ops);`);

    this.addSql(`create index "school_type_name_trgm_idx" on "school_type" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "school_type_cde_code_trgm_idx" on "school_type" using gin ("cde_code" gin_trgm_ops);`);

    this.addSql(`create index "institution_name_trgm_idx" on "institution" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "institution_cds_code_trgm_idx" on "institution" using gin ("cds_code" gin_trgm_ops);`);
    this.addSql(`create index "institution_street_city_trgm_idx" on "institution" using gin ("street_city" gin_trgm_ops);`);
    this.addSql(`create index "institution_atp_code_trgm_idx" on "institution" using gin ("atp_code" gin_trgm_ops);`);

    this.addSql(`create index "subject_area_code_trgm_idx" on "subject_area" using gin ("code" gin_trgm_ops);`);
    this.addSql(`create index "subject_area_name_trgm_idx" on "subject_area" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "feedback_statement_statement_trgm_idx" on "feedback_statement" using gin ("statement" gin_trgm_ops);`);

    this.addSql(`create index "discipline_name_trgm_idx" on "discipline" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "tag_name_trgm_idx" on "tag" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "university_campus_name_trgm_idx" on "university_campus" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "university_campus_short_name_trgm_idx" on "university_campus" using gin ("short_name" gin_trgm_ops);`);

    this.addSql(`create index "app_user_username_trgm_idx" on "app_user" using gin ("username" gin_trgm_ops);`);
    this.addSql(`create index "app_user_email_trgm_idx" on "app_user" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "app_user_first_name_trgm_idx" on "app_user" using gin ("first_name" gin_trgm_ops);`);
    this.addSql(`create index "app_user_last_name_trgm_idx" on "app_user" using gin ("last_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "academic_year_name_trgm_idx";`);

    this.addSql(`drop index "accrediting_organization_name_trgm_idx";`);
    this.addSql(`drop index "accrediting_organization_abbreviation_trgm_idx";`);

    this.addSql(`drop index "app_user_username_trgm_idx";`);
    this.addSql(`drop index "app_user_email_trgm_idx";`);
    this.addSql(`drop index "app_user_first_name_trgm_idx";`);
    this.addSql(`drop index "app_user_last_name_trgm_idx";`);

    this.addSql(`drop index "county_name_trgm_idx";`);

    this.addSql(`drop index "course_length_name_trgm_idx";`);

    this.addSql(`drop index "cte_industry_name_trgm_idx";`);

    this.addSql(`drop index "cte_pathway_name_trgm_idx";`);

    this.addSql(`drop index "discipline_name_trgm_idx";`);

    this.addSql(`drop index "district_management_type_name_trgm_idx";`);

    this.addSql(`drop index "feedback_category_name_trgm_idx";`);

    this.addSql(`drop index "feedback_statement_statement_trgm_idx";`);

    this.addSql(`drop index "general_content_title_trgm_idx";`);
    this.addSql(`drop index "general_content_key_trgm_idx";`);

    this.addSql(`drop index "honors_type_name_trgm_idx";`);

    this.addSql(`drop index "institution_name_trgm_idx";`);
    this.addSql(`drop index "institution_cds_code_trgm_idx";`);
    this.addSql(`drop index "institution_street_city_trgm_idx";`);
    this.addSql(`drop index "institution_atp_code_trgm_idx";`);

    this.addSql(`drop index "language_name_trgm_idx";`);

    this.addSql(`drop index "notification_template_title_trgm_idx";`);
    this.addSql(`drop index "notification_template_message_title_template_trgm_idx";`);
    this.addSql(`drop index "notification_template_key_trgm_idx";`);

    this.addSql(`drop index "position_name_trgm_idx";`);

    this.addSql(`drop index "role_name_trgm_idx";`);
    this.addSql(`drop index "role_description_trgm_idx";`);

    this.addSql(`drop index "rubric_name_trgm_idx";`);

    this.addSql(`drop index "rule_evaluation_context_trgm_idx";`);
    this.addSql(`drop index "rule_evaluation_user_name_trgm_idx";`);

    this.addSql(`drop index "rule_set_name_trgm_idx";`);
    this.addSql(`drop index "rule_set_title_trgm_idx";`);

    this.addSql(`drop index "rule_set_version_comment_trgm_idx";`);
    this.addSql(`drop index "rule_set_version_author_name_trgm_idx";`);

    this.addSql(`drop index "school_type_name_trgm_idx";`);
    this.addSql(`drop index "school_type_cde_code_trgm_idx";`);

    this.addSql(`drop index "subject_area_code_trgm_idx";`);
    this.addSql(`drop index "subject_area_name_trgm_idx";`);

    this.addSql(`drop index "tag_name_trgm_idx";`);

    this.addSql(`drop index "university_campus_name_trgm_idx";`);
    this.addSql(`drop index "university_campus_short_name_trgm_idx";`);
  }

}
