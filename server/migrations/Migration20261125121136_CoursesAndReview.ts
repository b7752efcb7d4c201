import { Migration } from '@mikro-orm/migrations';

export class Migration20261125121136_CoursesAndReview extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "material_type" ("id" int not null, "row_version" int not null default 1, "name" varchar(100) not null, "suffix" varchar(40) not null, "sort_order" int not null default 0, constraint "material_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "material_type" add constraint "material_type_name_unique" unique ("name");`);
    this.addSql(`alter table "material_type" add constraint "material_type_suffix_unique" unique ("suffix");`);
    this.addSql(`create index "material_type_sort_order_idx" on "material_type" ("sort_order");`);
    this.addSql(`create index "material_type_name_trgm_idx" on "material_type" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "material_type_suffix_trgm_idx" on "material_type" using gin ("suffix" gin_trgm_ops);`);

    this.addSql(`create table "course" ("id" serial primary key, "row_version" int not null default 1, "record_id" varchar(40) not null, "institution_id" int not null, "parent_course_id" int null, "adopted_from_course_id" int null, "is_district_course" boolean not null default false, "rubric_id" int null, "created_on" timestamptz null);`);
    this.addSql(`alter table "course" add constraint "course_record_id_unique" unique ("record_id");`);
    this.addSql(`create index "course_created_on_idx" on "course" ("created_on");`);
    this.addSql(`create index "course_institution_id_idx" on "course" ("institution_id");`);
    this.addSql(`create index "course_is_district_course_idx" on "course" ("is_district_course");`);
    this.addSql(`create index "course_parent_course_id_idx" on "course" ("parent_course_id");`);
    this.addSql(`create index "course_adopted_from_course_id_idx" on "course" ("adopted_from_course_id");`);
    this.addSql(`create index "course_rubric_id_idx" on "course" ("rubric_id");`);
    this.addSql(`create index "course_record_id_trgm_idx" on "course" using gin ("record_id" gin_trgm_ops);`);

    this.addSql(`create table "course_year" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "academic_year_id" int not null, "title" varchar(200) not null, "is_cte" boolean not null default false, "cte_industry_id" int null, "cte_pathway_id" int null, "honors_type_id" int null, "course_length_id" int null, "is_grade9" boolean not null default false, "is_grade10" boolean not null default false, "is_grade11" boolean not null default false, "is_grade12" boolean not null default false, "requires_wet_lab_activity" boolean not null default false, "is_math_category4" boolean not null default false, "prerequisites" jsonb null, "corequisites" jsonb null, "units" jsonb null, "course_description" text null, "created_on" timestamptz null, "updated_on" timestamptz null);`);
    this.addSql(`create index "course_year_updated_on_idx" on "course_year" ("updated_on");`);
    this.addSql(`create index "course_year_academic_year_id_idx" on "course_year" ("academic_year_id");`);
    this.addSql(`create index "course_year_course_id_idx" on "course_year" ("course_id");`);
    this.addSql(`create index "course_year_is_cte_idx" on "course_year" ("is_cte");`);
    this.addSql(`create index "course_year_honors_type_id_idx" on "course_year" ("honors_type_id");`);
    this.addSql(`create index "course_year_course_length_id_idx" on "course_year" ("course_length_id");`);
    this.addSql(`create index "course_year_title_trgm_idx" on "course_year" using gin ("title" gin_trgm_ops);`);
    this.addSql(`alter table "course_year" add constraint "course_year_course_id_academic_year_id_unique" unique ("course_id", "academic_year_id");`);

    this.addSql(`create table "course_offering" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "academic_year_id" int not null, "school_id" int not null, "is_classroom_based" boolean not null default false, "is_online" boolean not null default false, "transcript_codes" jsonb null, "is_archived" boolean not null default false, "course_offering_archived_type_id" int null, "archived_on" timestamptz null, "allow_activation" boolean not null default true, "reason_to_not_allow_activation" text null, "ucci_authorization_number" varchar(40) null, "activated_on" timestamptz null);`);
    this.addSql(`create index "course_offering_course_id_idx" on "course_offering" ("course_id");`);
    this.addSql(`create index "course_offering_institution_id_idx" on "course_offering" ("school_id");`);
    this.addSql(`create index "course_offering_academic_year_id_idx" on "course_offering" ("academic_year_id");`);
    this.addSql(`create index "course_offering_is_archived_idx" on "course_offering" ("is_archived");`);
    this.addSql(`create index "course_offering_course_offering_archived_type_id_idx" on "course_offering" ("course_offering_archived_type_id");`);
    this.addSql(`create index "course_offering_allow_activation_idx" on "course_offering" ("allow_activation");`);
    this.addSql(`create index "course_offering_activated_on_idx" on "course_offering" ("activated_on");`);
    this.addSql(`create index "course_offering_ucci_authorization_number_trgm_idx" on "course_offering" using gin ("ucci_authorization_number" gin_trgm_ops);`);
    this.addSql(`alter table "course_offering" add constraint "course_offering_course_id_academic_year_id_school_id_unique" unique ("course_id", "academic_year_id", "school_id");`);

    this.addSql(`create table "course_discipline" ("id" serial primary key, "row_version" int not null default 1, "course_year_id" int not null, "subject_area_id" int not null, "discipline_id" int null, "language_id" int null, "other_language" varchar(100) null, "sort_order" int not null default 0);`);
    this.addSql(`create index "course_discipline_course_year_id_idx" on "course_discipline" ("course_year_id");`);
    this.addSql(`create index "course_discipline_subject_area_id_idx" on "course_discipline" ("subject_area_id");`);
    this.addSql(`create index "course_discipline_discipline_id_idx" on "course_discipline" ("discipline_id");`);
    this.addSql(`create index "course_discipline_language_id_idx" on "course_discipline" ("language_id");`);
    this.addSql(`create index "course_discipline_other_language_trgm_idx" on "course_discipline" using gin ("other_language" gin_trgm_ops);`);

    this.addSql(`create table "submission_type" ("id" int not null, "row_version" int not null default 1, "name" varchar(100) not null, constraint "submission_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "submission_type" add constraint "submission_type_name_unique" unique ("name");`);
    this.addSql(`create index "submission_type_name_trgm_idx" on "submission_type" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create table "course_tag" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "tag_id" int not null);`);
    this.addSql(`create index "course_tag_course_id_idx" on "course_tag" ("course_id");`);
    this.addSql(`create index "course_tag_tag_id_idx" on "course_tag" ("tag_id");`);
    this.addSql(`alter table "course_tag" add constraint "course_tag_course_id_tag_id_unique" unique ("course_id", "tag_id");`);

    this.addSql(`create table "review_batch" ("id" serial primary key, "row_version" int not null default 1, "title" varchar(300) not null, "institution_id" int not null, "owner_id" int null, "queue_type" varchar(100) not null default 'main', "is_second_review" boolean not null default false, "is_read" boolean not null default false, "created_on" timestamptz null);`);
    this.addSql(`create index "review_batch_created_on_idx" on "review_batch" ("created_on");`);
    this.addSql(`create index "review_batch_owner_id_idx" on "review_batch" ("owner_id");`);
    this.addSql(`create index "review_batch_queue_type_idx" on "review_batch" ("queue_type");`);
    this.addSql(`create index "review_batch_institution_id_idx" on "review_batch" ("institution_id");`);
    this.addSql(`create index "review_batch_is_second_review_idx" on "review_batch" ("is_second_review");`);
    this.addSql(`create index "review_batch_is_read_idx" on "review_batch" ("is_read");`);
    this.addSql(`create index "review_batch_title_trgm_idx" on "review_batch" using gin ("title" gin_trgm_ops);`);

    this.addSql(`create table "course_submission" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "academic_year_id" int not null, "institution_id" int not null, "submission_type_id" int not null, "scenario" varchar(100) not null, "is_express_review" boolean not null default false, "submitted_on" timestamptz not null, "status" varchar(100) not null default 'inQueue', "queue_type" varchar(100) not null default 'main', "assigned_analyst_id" int null, "review_batch_id" int null, "modifications" jsonb null, "decided_on" timestamptz null);`);
    this.addSql(`create index "course_submission_submitted_on_idx" on "course_submission" ("submitted_on");`);
    this.addSql(`create index "course_submission_status_idx" on "course_submission" ("status");`);
    this.addSql(`create index "course_submission_queue_type_idx" on "course_submission" ("queue_type");`);
    this.addSql(`create index "course_submission_assigned_analyst_id_idx" on "course_submission" ("assigned_analyst_id");`);
    this.addSql(`create index "course_submission_institution_id_idx" on "course_submission" ("institution_id");`);
    this.addSql(`create index "course_submission_academic_year_id_idx" on "course_submission" ("academic_year_id");`);
    this.addSql(`create index "course_submission_course_id_idx" on "course_submission" ("course_id");`);
    this.addSql(`create index "course_submission_review_batch_id_idx" on "course_submission" ("review_batch_id");`);
    this.addSql(`create index "course_submission_submission_type_id_idx" on "course_submission" ("submission_type_id");`);
    this.addSql(`create index "course_submission_scenario_idx" on "course_submission" ("scenario");`);
    this.addSql(`create index "course_submission_is_express_review_idx" on "course_submission" ("is_express_review");`);
    this.addSql(`create index "course_submission_decided_on_idx" on "course_submission" ("decided_on");`);

    this.addSql(`create table "course_submission_review" ("id" serial primary key, "row_version" int not null default 1, "course_submission_id" int not null, "review_batch_id" int null, "analyst_id" int not null, "rubric_id" int null, "rubric_value" int null, "decision" varchar(100) null, "decided_on" timestamptz null, "is_second_review" boolean not null default false, "started_on" timestamptz null, "lease_user_id" int null, "lease_expires_at" timestamptz null, "rule_set_version_id" int null, "explanation" jsonb null, "reversed_on" timestamptz null, "reversed_by_id" int null, "reversal_reason" text null);`);
    this.addSql(`create index "course_submission_review_decided_on_idx" on "course_submission_review" ("decided_on");`);
    this.addSql(`create index "course_submission_review_analyst_id_idx" on "course_submission_review" ("analyst_id");`);
    this.addSql(`create index "course_submission_review_decision_idx" on "course_submission_review" ("decision");`);
    this.addSql(`create index "course_submission_review_course_submission_id_idx" on "course_submission_review" ("course_submission_id");`);
    this.addSql(`create index "course_submission_review_review_batch_id_idx" on "course_submission_review" ("review_batch_id");`);
    this.addSql(`create index "course_submission_review_rubric_id_idx" on "course_submission_review" ("rubric_id");`);
    this.addSql(`create index "course_submission_review_is_second_review_idx" on "course_submission_review" ("is_second_review");`);
    this.addSql(`create index "course_submission_review_reversal_reason_trgm_idx" on "course_submission_review" using gin ("reversal_reason" gin_trgm_ops);`);

    this.addSql(`create table "review_statement" ("id" serial primary key, "row_version" int not null default 1, "review_id" int not null, "review_statement_id" int not null, "section" varchar(100) not null, "notes" text null);`);
    this.addSql(`create index "review_statement_course_submission_review_id_idx" on "review_statement" ("review_id");`);
    this.addSql(`create index "review_statement_review_statement_id_idx" on "review_statement" ("review_statement_id");`);
    this.addSql(`create index "review_statement_section_idx" on "review_statement" ("section");`);
    this.addSql(`create index "review_statement_notes_trgm_idx" on "review_statement" using gin ("notes" gin_trgm_ops);`);
    this.addSql(`alter table "review_statement" add constraint "review_statement_review_id_review_statement_id_unique" unique ("review_id", "review_statement_id");`);

    this.addSql(`create table "review_exclusion" ("id" serial primary key, "row_version" int not null default 1, "course_submission_review_id" int not null, "name" varchar(100) not null, "is_excluded" boolean not null default true, "comment" text null, "excluded_suboption_ids" jsonb null);`);
    this.addSql(`create index "review_exclusion_course_submission_review_id_idx" on "review_exclusion" ("course_submission_review_id");`);
    this.addSql(`create index "review_exclusion_is_excluded_idx" on "review_exclusion" ("is_excluded");`);
    this.addSql(`create index "review_exclusion_name_trgm_idx" on "review_exclusion" using gin ("name" gin_trgm_ops);`);
    this.addSql(`alter table "review_exclusion" add constraint "review_exclusion_course_submission_review_id_name_unique" unique ("course_submission_review_id", "name");`);

    this.addSql(`create table "course_material" ("id" serial primary key, "row_version" int not null default 1, "course_year_id" int null, "course_submission_id" int null, "material_type_id" int not null, "title" varchar(500) not null, "author" varchar(300) null, "publisher" varchar(300) null, "edition" varchar(100) null, "publication_date" varchar(40) null, "isbn" varchar(20) null, "url" varchar(1000) null, "details" text null, "is_primary" boolean not null default false, "read_in_entirety" boolean not null default false);`);
    this.addSql(`create index "course_material_title_idx" on "course_material" ("title");`);
    this.addSql(`create index "course_material_material_type_id_idx" on "course_material" ("material_type_id");`);
    this.addSql(`create index "course_material_course_year_id_idx" on "course_material" ("course_year_id");`);
    this.addSql(`create index "course_material_course_submission_id_idx" on "course_material" ("course_submission_id");`);
    this.addSql(`create index "course_material_is_primary_idx" on "course_material" ("is_primary");`);
    this.addSql(`create index "course_material_title_trgm_idx" on "course_material" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "course_material_author_trgm_idx" on "course_material" using gin ("author" gin_trgm_ops);`);
    this.addSql(`create index "course_material_isbn_trgm_idx" on "course_material" using gin ("isbn" gin_trgm_ops);`);

    this.addSql(`create table "course_note" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "course_submission_id" int null, "note" text not null, "created_by_id" int null, "created_on" timestamptz null);`);
    this.addSql(`create index "course_note_created_on_idx" on "course_note" ("created_on");`);
    this.addSql(`create index "course_note_course_id_idx" on "course_note" ("course_id");`);
    this.addSql(`create index "course_note_course_submission_id_idx" on "course_note" ("course_submission_id");`);
    this.addSql(`create index "course_note_created_by_id_idx" on "course_note" ("created_by_id");`);
    this.addSql(`create index "course_note_note_trgm_idx" on "course_note" using gin ("note" gin_trgm_ops);`);

    this.addSql(`create table "course_event" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "academic_year_id" int null, "course_submission_id" int null, "action" text not null, "user_id" int null, "action_date" timestamptz not null, "is_second_review" boolean not null default false);`);
    this.addSql(`create index "course_event_action_date_idx" on "course_event" ("action_date");`);
    this.addSql(`create index "course_event_course_id_idx" on "course_event" ("course_id");`);
    this.addSql(`create index "course_event_academic_year_id_idx" on "course_event" ("academic_year_id");`);
    this.addSql(`create index "course_event_course_submission_id_idx" on "course_event" ("course_submission_id");`);
    this.addSql(`create index "course_event_user_id_idx" on "course_event" ("user_id");`);
    this.addSql(`create index "course_event_is_second_review_idx" on "course_event" ("is_second_review");`);
    this.addSql(`create index "course_event_action_trgm_idx" on "course_event" using gin ("action" gin_trgm_ops);`);

    this.addSql(`alter table "course" add constraint "course_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course" add constraint "course_parent_course_id_foreign" foreign key ("parent_course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course" add constraint "course_adopted_from_course_id_foreign" foreign key ("adopted_from_course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course" add constraint "course_rubric_id_foreign" foreign key ("rubric_id") references "rubric" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_year" add constraint "course_year_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_year" add constraint "course_year_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_year" add constraint "course_year_cte_industry_id_foreign" foreign key ("cte_industry_id") references "cte_industry" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_year" add constraint "course_year_cte_pathway_id_foreign" foreign key ("cte_pathway_id") references "cte_pathway" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_year" add constraint "course_year_honors_type_id_foreign" foreign key ("honors_type_id") references "honors_type" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_year" add constraint "course_year_course_length_id_foreign" foreign key ("course_length_id") references "course_length" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_offering" add constraint "course_offering_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_offering" add constraint "course_offering_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_offering" add constraint "course_offering_school_id_foreign" foreign key ("school_id") references "institution" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_discipline" add constraint "course_discipline_course_year_id_foreign" foreign key ("course_year_id") references "course_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_discipline" add constraint "course_discipline_subject_area_id_foreign" foreign key ("subject_area_id") references "subject_area" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_discipline" add constraint "course_discipline_discipline_id_foreign" foreign key ("discipline_id") references "discipline" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_discipline" add constraint "course_discipline_language_id_foreign" foreign key ("language_id") references "language" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_tag" add constraint "course_tag_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_tag" add constraint "course_tag_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "review_batch" add constraint "review_batch_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "review_batch" add constraint "review_batch_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_submission" add constraint "course_submission_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission" add constraint "course_submission_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission" add constraint "course_submission_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission" add constraint "course_submission_submission_type_id_foreign" foreign key ("submission_type_id") references "submission_type" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission" add constraint "course_submission_assigned_analyst_id_foreign" foreign key ("assigned_analyst_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission" add constraint "course_submission_review_batch_id_foreign" foreign key ("review_batch_id") references "review_batch" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_course_submission_id_foreign" foreign key ("course_submission_id") references "course_submission" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_review_batch_id_foreign" foreign key ("review_batch_id") references "review_batch" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_analyst_id_foreign" foreign key ("analyst_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_rubric_id_foreign" foreign key ("rubric_id") references "rubric" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_lease_user_id_foreign" foreign key ("lease_user_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_rule_set_version_id_foreign" foreign key ("rule_set_version_id") references "rule_set_version" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_submission_review" add constraint "course_submission_review_reversed_by_id_foreign" foreign key ("reversed_by_id") references "app_user" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "review_statement" add constraint "review_statement_review_id_foreign" foreign key ("review_id") references "course_submission_review" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "review_statement" add constraint "review_statement_review_statement_id_foreign" foreign key ("review_statement_id") references "feedback_statement" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "review_exclusion" add constraint "review_exclusion_course_submission_review_id_foreign" foreign key ("course_submission_review_id") references "course_submission_review" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_material" add constraint "course_material_course_year_id_foreign" foreign key ("course_year_id") references "course_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_material" add constraint "course_material_course_submission_id_foreign" foreign key ("course_submission_id") references "course_submission" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_material" add constraint "course_material_material_type_id_foreign" foreign key ("material_type_id") references "material_type" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_note" add constraint "course_note_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_note" add constraint "course_note_course_submission_id_foreign" foreign key ("course_submission_id") references "course_submission" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_note" add constraint "course_note_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "course_event" add constraint "course_event_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_event" add constraint "course_event_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_event" add constraint "course_event_course_submission_id_foreign" foreign key ("course_submission_id") references "course_submission" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_event" add constraint "course_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_material" drop constraint "course_material_material_type_id_foreign";`);

    this.addSql(`alter table "course" drop constraint "course_parent_course_id_foreign";`);

    this.addSql(`alter table "course" drop constraint "course_adopted_from_course_id_foreign";`);

    this.addSql(`alter table "course_year" drop constraint "course_year_course_id_foreign";`);

    this.addSql(`alter table "course_offering" drop constraint "course_offering_course_id_foreign";`);

    this.addSql(`alter table "course_tag" drop constraint "course_tag_course_id_foreign";`);

    this.addSql(`alter table "course_submission" drop constraint "course_submission_course_id_foreign";`);

    this.addSql(`alter table "course_note" drop constraint "course_note_course_id_foreign";`);

    this.addSql(`alter table "course_event" drop constraint "course_event_course_id_foreign";`);

    this.addSql(`alter table "course_discipline" drop constraint "course_discipline_course_year_id_foreign";`);

    this.addSql(`alter table "course_material" drop constraint "course_material_course_year_id_foreign";`);

    this.addSql(`alter table "course_submission" drop constraint "course_submission_submission_type_id_foreign";`);

    this.addSql(`alter table "course_submission" drop constraint "course_submission_review_batch_id_foreign";`);

    this.addSql(`alter table "course_submission_review" drop constraint "course_submission_review_review_batch_id_foreign";`);

    this.addSql(`alter table "course_submission_review" drop constraint "course_submission_review_course_submission_id_foreign";`);

    this.addSql(`alter table "course_material" drop constraint "course_material_course_submission_id_foreign";`);

    this.addSql(`alter table "course_note" drop constraint "course_note_course_submission_id_foreign";`);

    this.addSql(`alter table "course_event" drop constraint "course_event_course_submission_id_foreign";`);

    this.addSql(`alter table "review_statement" drop constraint "review_statement_review_id_foreign";`);

    this.addSql(`alter table "review_exclusion" drop constraint "review_exclusion_course_submission_review_id_foreign";`);

    this.addSql(`drop table if exists "material_type" cascade;`);

    this.addSql(`drop table if exists "course" cascade;`);

    this.addSql(`drop table if exists "course_year" cascade;`);

    this.addSql(`drop table if exists "course_offering" cascade;`);

    this.addSql(`drop table if exists "course_discipline" cascade;`);

    this.addSql(`drop table if exists "submission_type" cascade;`);

    this.addSql(`drop table if exists "course_tag" cascade;`);

    this.addSql(`drop table if exists "review_batch" cascade;`);

    this.addSql(`drop table if exists "course_submission" cascade;`);

    this.addSql(`drop table if exists "course_submission_review" cascade;`);

    this.addSql(`drop table if exists "review_statement" cascade;`);

    this.addSql(`drop table if exists "review_exclusion" cascade;`);

    this.addSql(`drop table if exists "course_material" cascade;`);

    this.addSql(`drop table if exists "course_note" cascade;`);

    this.addSql(`drop table if exists "course_event" cascade;`);
  }

}
