import { Migration } from '@mikro-orm/migrations';

export class Migration20261121100843_Initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "academic_year" ("id" int not null, "name" varchar(20) not null, "start_date" date not null, "end_date" date not null, constraint "academic_year_pkey" primary key ("id"));`);
    this.addSql(`alter table "academic_year" add constraint "academic_year_name_unique" unique ("name");`);

    this.addSql(`create table "accrediting_organization" ("id" int not null, "name" varchar(200) not null, "abbreviation" varchar(20) null, "is_regional" boolean not null default false, constraint "accrediting_organization_pkey" primary key ("id"));`);
    this.addSql(`alter table "accrediting_organization" add constraint "accrediting_organization_name_unique" unique ("name");`);
    this.addSql(`create index "accrediting_organization_is_regional_idx" on "accrediting_organization" ("is_regional");`);

    this.addSql(`create table "audit_entry" ("id" serial primary key, "entity" varchar(100) not null, "entity_id" varchar(100) not null, "audit_type" varchar(1) not null, "user_id" int null, "user_name" varchar(200) not null, "created_at" timestamptz not null, "changes" jsonb not null, "via" varchar(20) not null default 'api');`);
    this.addSql(`create index "audit_entry_entity_idx" on "audit_entry" ("entity", "entity_id");`);
    this.addSql(`create index "audit_entry_user_idx" on "audit_entry" ("user_id", "created_at");`);

    this.addSql(`create table "county" ("id" int not null, "name" varchar(50) not null, constraint "county_pkey" primary key ("id"));`);
    this.addSql(`alter table "county" add constraint "county_name_unique" unique ("name");`);

    this.addSql(`create table "course_length" ("id" int not null, "name" varchar(50) not null, "is_two_year" boolean not null default false, constraint "course_length_pkey" primary key ("id"));`);
    this.addSql(`alter table "course_length" add constraint "course_length_name_unique" unique ("name");`);

    this.addSql(`create table "cte_industry" ("id" int not null, "name" varchar(100) not null, constraint "cte_industry_pkey" primary key ("id"));`);
    this.addSql(`alter table "cte_industry" add constraint "cte_industry_name_unique" unique ("name");`);

    this.addSql(`create table "cte_pathway" ("id" int not null, "name" varchar(150) not null, "cte_industry_id" int not null, constraint "cte_pathway_pkey" primary key ("id"));`);

    this.addSql(`create table "district_management_type" ("id" int not null, "name" varchar(100) not null, constraint "district_management_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "district_management_type" add constraint "district_management_type_name_unique" unique ("name");`);

    this.addSql(`create table "feedback_category" ("id" serial primary key, "name" varchar(100) not null, "is_deleted" boolean not null default false);`);
    this.addSql(`create index "feedback_category_name_idx" on "feedback_category" ("name");`);
    this.addSql(`create index "feedback_category_is_deleted_idx" on "feedback_category" ("is_deleted");`);

    this.addSql(`create table "feedback_template" ("id" int not null, "review_statement_type_id" int not null, "template" text not null, constraint "feedback_template_pkey" primary key ("id"));`);
    this.addSql(`alter table "feedback_template" add constraint "feedback_template_review_statement_type_id_unique" unique ("review_statement_type_id");`);

    this.addSql(`create table "general_content" ("id" serial primary key, "key" varchar(100) not null, "title" varchar(200) not null, "body" text null, "is_published" boolean not null default true);`);
    this.addSql(`alter table "general_content" add constraint "general_content_key_unique" unique ("key");`);
    this.addSql(`create index "general_content_title_idx" on "general_content" ("title");`);
    this.addSql(`create index "general_content_is_published_idx" on "general_content" ("is_published");`);

    this.addSql(`create table "honors_type" ("id" int not null, "name" varchar(100) not null, constraint "honors_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "honors_type" add constraint "honors_type_name_unique" unique ("name");`);

    this.addSql(`create table "language" ("id" int not null, "name" varchar(100) not null, "is_classical" boolean not null default false, constraint "language_pkey" primary key ("id"));`);
    this.addSql(`alter table "language" add constraint "language_name_unique" unique ("name");`);

    this.addSql(`create table "notification_template" ("id" int not null, "key" varchar(100) null, "title" varchar(200) not null, "message_title_template" varchar(300) not null, "message_template" text not null, "collection_template" text null, constraint "notification_template_pkey" primary key ("id"));`);
    this.addSql(`alter table "notification_template" add constraint "notification_template_key_unique" unique ("key");`);
    this.addSql(`create index "notification_template_title_idx" on "notification_template" ("title");`);

    this.addSql(`create table "password_reset" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_reset_pkey" primary key ("id"));`);
    this.addSql(`create index "password_reset_user_id_index" on "password_reset" ("user_id");`);

    this.addSql(`create table "review_settings" ("id" int not null, "min_approval_value" int not null default 2, "take_next_course_count" int not null default 10, "express_review_enabled" boolean not null default true, constraint "review_settings_pkey" primary key ("id"));`);

    this.addSql(`create table "role" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "abilities" jsonb null);`);
    this.addSql(`alter table "role" add constraint "role_name_unique" unique ("name");`);

    this.addSql(`create table "position" ("id" int not null, "name" varchar(100) not null, "institution_type" int not null, "approval_role_id" int null, constraint "position_pkey" primary key ("id"));`);
    this.addSql(`create index "position_institution_type_idx" on "position" ("institution_type");`);

    this.addSql(`create table "rubric" ("id" serial primary key, "name" varchar(100) not null, "value" int not null, "is_deleted" boolean not null default false);`);
    this.addSql(`create index "rubric_value_idx" on "rubric" ("value");`);
    this.addSql(`create index "rubric_is_deleted_idx" on "rubric" ("is_deleted");`);

    this.addSql(`create table "school_type" ("id" int not null, "name" varchar(100) not null, "cde_code" varchar(10) null, constraint "school_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "school_type" add constraint "school_type_name_unique" unique ("name");`);

    this.addSql(`create table "institution" ("id" serial primary key, "name" varchar(200) not null, "institution_type_id" int not null, "is_traditional" boolean not null default false, "is_charter_school" boolean not null default false, "is_dependent_charter" boolean not null default false, "is_independent_study" boolean not null default false, "is_online_school" boolean not null default false, "cds_code" varchar(14) null, "atp_code" varchar(6) null, "district_id" int null, "county_id" int null, "school_type_id" int null, "other_school_type" varchar(100) null, "district_management_type_id" int null, "is_active" boolean not null default true, "is_content_private" boolean not null default false, "street_address" varchar(200) null, "street_city" varchar(100) null, "street_state" varchar(2) null default 'CA', "street_zip" varchar(10) null, "phone" varchar(30) null, "website" varchar(255) null, "open_date" date null, "closed_date" date null, "grades_offered" varchar(20) null, "is_high_school" boolean not null default false);`);
    this.addSql(`create index "institution_name_idx" on "institution" ("name");`);
    this.addSql(`create index "institution_institution_type_id_idx" on "institution" ("institution_type_id");`);
    this.addSql(`create index "institution_is_active_idx" on "institution" ("is_active");`);
    this.addSql(`create index "institution_is_charter_school_idx" on "institution" ("is_charter_school");`);
    this.addSql(`create index "institution_is_high_school_idx" on "institution" ("is_high_school");`);
    this.addSql(`create index "institution_open_date_idx" on "institution" ("open_date");`);
    this.addSql(`create index "institution_cds_code_idx" on "institution" ("cds_code");`);
    this.addSql(`create index "institution_atp_code_idx" on "institution" ("atp_code");`);

    this.addSql(`create table "session" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "remember_me" boolean not null default false, "ip" varchar(64) null, constraint "session_pkey" primary key ("id"));`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(`create table "subject_area" ("id" int not null, "code" varchar(1) not null, "name" varchar(100) not null, "years_required" int not null, "years_recommended" int null, constraint "subject_area_pkey" primary key ("id"));`);
    this.addSql(`alter table "subject_area" add constraint "subject_area_code_unique" unique ("code");`);

    this.addSql(`create table "feedback_statement" ("id" serial primary key, "review_statement_type_id" int not null, "subject_area_id" int null, "section_id" varchar(100) not null, "category_id" int null, "statement" text not null, "is_deleted" boolean not null default false);`);
    this.addSql(`create index "feedback_statement_section_id_idx" on "feedback_statement" ("section_id");`);
    this.addSql(`create index "feedback_statement_review_statement_type_id_idx" on "feedback_statement" ("review_statement_type_id");`);
    this.addSql(`create index "feedback_statement_is_deleted_idx" on "feedback_statement" ("is_deleted");`);

    this.addSql(`create table "discipline" ("id" int not null, "name" varchar(150) not null, "subject_area_id" int not null, "first_academic_year_id" int null, constraint "discipline_pkey" primary key ("id"));`);

    this.addSql(`create table "tag" ("id" serial primary key, "name" varchar(100) not null, "is_deprecated" boolean not null default false, "is_deleted" boolean not null default false);`);
    this.addSql(`alter table "tag" add constraint "tag_name_unique" unique ("name");`);
    this.addSql(`create index "tag_is_deprecated_idx" on "tag" ("is_deprecated");`);
    this.addSql(`create index "tag_is_deleted_idx" on "tag" ("is_deleted");`);

    this.addSql(`create table "university_campus" ("id" int not null, "name" varchar(100) not null, "short_name" varchar(20) not null, constraint "university_campus_pkey" primary key ("id"));`);
    this.addSql(`alter table "university_campus" add constraint "university_campus_name_unique" unique ("name");`);
    this.addSql(`alter table "university_campus" add constraint "university_campus_short_name_unique" unique ("short_name");`);

    this.addSql(`create table "app_user" ("id" serial primary key, "username" varchar(60) not null, "email" varchar(254) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "password" varchar(255) null, "user_kind" varchar(100) not null default 'external', "role_id" int null, "position_id" int null, "phone" varchar(30) null, "phone_extension" varchar(10) null, "is_international_phone" boolean not null default false, "is_active" boolean not null default true, "last_login_at" timestamptz null);`);
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(`create index "app_user_last_name_idx" on "app_user" ("last_name");`);
    this.addSql(`create index "app_user_user_kind_idx" on "app_user" ("user_kind");`);
    this.addSql(`create index "app_user_is_active_idx" on "app_user" ("is_active");`);
    this.addSql(`create index "app_user_last_login_at_idx" on "app_user" ("last_login_at");`);
    this.addSql(`create index "app_user_email_idx" on "app_user" ("email");`);

    this.addSql(`alter table "cte_pathway" add constraint "cte_pathway_cte_industry_id_foreign" foreign key ("cte_industry_id") references "cte_industry" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "position" add constraint "position_approval_role_id_foreign" foreign key ("approval_role_id") references "role" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "institution" add constraint "institution_district_id_foreign" foreign key ("district_id") references "institution" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_county_id_foreign" foreign key ("county_id") references "county" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_school_type_id_foreign" foreign key ("school_type_id") references "school_type" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "institution" add constraint "institution_district_management_type_id_foreign" foreign key ("district_management_type_id") references "district_management_type" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_subject_area_id_foreign" foreign key ("subject_area_id") references "subject_area" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "feedback_statement" add constraint "feedback_statement_category_id_foreign" foreign key ("category_id") references "feedback_category" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "discipline" add constraint "discipline_subject_area_id_foreign" foreign key ("subject_area_id") references "subject_area" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "discipline" add constraint "discipline_first_academic_year_id_foreign" foreign key ("first_academic_year_id") references "academic_year" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_position_id_foreign" foreign key ("position_id") references "position" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "discipline" drop constraint "discipline_first_academic_year_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_county_id_foreign";`);

    this.addSql(`alter table "cte_pathway" drop constraint "cte_pathway_cte_industry_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_district_management_type_id_foreign";`);

    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_category_id_foreign";`);

    this.addSql(`alter table "position" drop constraint "position_approval_role_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_role_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_position_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_school_type_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_district_id_foreign";`);

    this.addSql(`alter table "feedback_statement" drop constraint "feedback_statement_subject_area_id_foreign";`);

    this.addSql(`alter table "discipline" drop constraint "discipline_subject_area_id_foreign";`);

    this.addSql(`drop table if exists "academic_year" cascade;`);

    this.addSql(`drop table if exists "accrediting_organization" cascade;`);

    this.addSql(`drop table if exists "audit_entry" cascade;`);

    this.addSql(`drop table if exists "county" cascade;`);

    this.addSql(`drop table if exists "course_length" cascade;`);

    this.addSql(`drop table if exists "cte_industry" cascade;`);

    this.addSql(`drop table if exists "cte_pathway" cascade;`);

    this.addSql(`drop table if exists "district_management_type" cascade;`);

    this.addSql(`drop table if exists "feedback_category" cascade;`);

    this.addSql(`drop table if exists "feedback_template" cascade;`);

    this.addSql(`drop table if exists "general_content" cascade;`);

    this.addSql(`drop table if exists "honors_type" cascade;`);

    this.addSql(`drop table if exists "language" cascade;`);

    this.addSql(`drop table if exists "notification_template" cascade;`);

    this.addSql(`drop table if exists "password_reset" cascade;`);

    this.addSql(`drop table if exists "review_settings" cascade;`);

    this.addSql(`drop table if exists "role" cascade;`);

    this.addSql(`drop table if exists "position" cascade;`);

    this.addSql(`drop table if exists "rubric" cascade;`);

    this.addSql(`drop table if exists "school_type" cascade;`);

    this.addSql(`drop table if exists "institution" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "subject_area" cascade;`);

    this.addSql(`drop table if exists "feedback_statement" cascade;`);

    this.addSql(`drop table if exists "discipline" cascade;`);

    this.addSql(`drop table if exists "tag" cascade;`);

    this.addSql(`drop table if exists "university_campus" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);
  }

}
