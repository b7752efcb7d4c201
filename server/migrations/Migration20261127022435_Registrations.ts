import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022435_Registrations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "registration" ("id" serial primary key, "row_version" int not null default 1, "registration_type_id" int not null, "registration_status_id" int not null default 1, "institution_name" varchar(200) not null, "cds_code" varchar(14) null, "county_id" int null, "institution_id" int null, "submitter_email" varchar(255) not null, "submitted_on" timestamptz not null, "registration_cycle_year" int null, "general_information" jsonb null, "accreditation" jsonb null, "school_type" jsonb null, "contact_information" jsonb null, "online_self_assessment" jsonb null, "program_information" jsonb null, "program_structure" jsonb null, "certification" jsonb null, "program_schools" jsonb null, "last_updated_on" timestamptz null, "decided_on" timestamptz null, "notification_sent_on" timestamptz null, "is_deleted" boolean not null default false);`);
    this.addSql(`create index "registration_submitted_on_idx" on "registration" ("submitted_on");`);
    this.addSql(`create index "registration_registration_status_id_idx" on "registration" ("registration_status_id");`);
    this.addSql(`create index "registration_registration_type_id_idx" on "registration" ("registration_type_id");`);
    this.addSql(`create index "registration_county_id_idx" on "registration" ("county_id");`);
    this.addSql(`create index "registration_decided_on_idx" on "registration" ("decided_on");`);
    this.addSql(`create index "registration_institution_name_trgm_idx" on "registration" using gin ("institution_name" gin_trgm_ops);`);
    this.addSql(`create index "registration_submitter_email_trgm_idx" on "registration" using gin ("submitter_email" gin_trgm_ops);`);
    this.addSql(`create index "registration_cds_code_trgm_idx" on "registration" using gin ("cds_code" gin_trgm_ops);`);

    this.addSql(`create table "registration_attachment" ("id" serial primary key, "row_version" int not null default 1, "registration_id" int not null, "attachment_type_id" int not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size_bytes" int not null, "sha256" varchar(64) null, "uploaded_by_name" varchar(200) null, "uploaded_on" timestamptz not null, "is_removed" boolean not null default false);`);
    this.addSql(`create index "registration_attachment_uploaded_on_idx" on "registration_attachment" ("uploaded_on");`);
    this.addSql(`create index "registration_attachment_registration_id_idx" on "registration_attachment" ("registration_id");`);
    this.addSql(`create index "registration_attachment_attachment_type_id_idx" on "registration_attachment" ("attachment_type_id");`);
    this.addSql(`create index "registration_attachment_file_name_trgm_idx" on "registration_attachment" using gin ("file_name" gin_trgm_ops);`);

    this.addSql(`create table "registration_attachment_content" ("registration_attachment_id" int not null, "content" bytea not null, constraint "registration_attachment_content_pkey" primary key ("registration_attachment_id"));`);

    this.addSql(`create table "registration_review" ("id" serial primary key, "row_version" int not null default 1, "registration_id" int not null, "is_second_review" boolean not null default false, "reviewer_id" int null, "recommended_action_id" int null, "decision_comment" text null, "internal_comment" text null, "decision" varchar(100) null, "decided_on" timestamptz null, "decided_by_id" int null, "started_on" timestamptz null, "rule_set_version_id" int null, "explanation" jsonb null);`);
    this.addSql(`create index "registration_review_decided_on_idx" on "registration_review" ("decided_on");`);
    this.addSql(`create index "registration_review_registration_id_idx" on "registration_review" ("registration_id");`);
    this.addSql(`create index "registration_review_reviewer_id_idx" on "registration_review" ("reviewer_id");`);
    this.addSql(`create index "registration_review_decision_idx" on "registration_review" ("decision");`);
    this.addSql(`create index "registration_review_is_second_review_idx" on "registration_review" ("is_second_review");`);
    this.addSql(`create index "registration_review_decision_comment_trgm_idx" on "registration_review" using gin ("decision_comment" gin_trgm_ops);`);
    this.addSql(`create index "registration_review_internal_comment_trgm_idx" on "registration_review" using gin ("internal_comment" gin_trgm_ops);`);

    this.addSql(`alter table "registration" add constraint "registration_county_id_foreign" foreign key ("county_id") references "county" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "registration" add constraint "registration_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "registration_attachment" add constraint "registration_attachment_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "registration_attachment_content" add constraint "registration_attachment_content_registration_att_249b6_foreign" foreign key ("registration_attachment_id") references "registration_attachment" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "registration_review" add constraint "registration_review_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "registration_review" add constraint "registration_review_reviewer_id_foreign" foreign key ("reviewer_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "registration_review" add constraint "registration_review_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "registration_review" add constraint "registration_review_rule_set_version_id_foreign" foreign key ("rule_set_version_id") references "rule_set_version" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration_attachment" drop constraint "registration_attachment_registration_id_foreign";`);

    this.addSql(`alter table "registration_review" drop constraint "registration_review_registration_id_foreign";`);

    this.addSql(`alter table "registration_attachment_content" drop constraint "registration_attachment_content_registration_att_249b6_foreign";`);

    this.addSql(`drop table if exists "registration" cascade;`);

    this.addSql(`drop table if exists "registration_attachment" cascade;`);

    this.addSql(`drop table if exists "registration_attachment_content" cascade;`);

    this.addSql(`drop table if exists "registration_review" cascade;`);
  }

}
