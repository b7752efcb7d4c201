import { Migration } from '@mikro-orm/migrations';

export class Migration20261126192917_Accreditation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "institution_accreditation" ("id" serial primary key, "row_version" int not null default 1, "institution_id" int not null, "accreditation_status_id" int null, "accrediting_organization_id" int null, "accreditation_expiration_date" date null, "accreditation_explanation" text null, "not_accredited_as_of_academic_year_id" int null, "updated_on" timestamptz null);`);
    this.addSql(`create index "institution_accreditation_accreditation_expiration_date_idx" on "institution_accreditation" ("accreditation_expiration_date");`);
    this.addSql(`create index "institution_accreditation_institution_id_idx" on "institution_accreditation" ("institution_id");`);
    this.addSql(`create index "institution_accreditation_accreditation_status_id_idx" on "institution_accreditation" ("accreditation_status_id");`);
    this.addSql(`create index "institution_accreditation_accrediting_organization_id_idx" on "institution_accreditation" ("accrediting_organization_id");`);
    this.addSql(`alter table "institution_accreditation" add constraint "institution_accreditation_institution_id_unique" unique ("institution_id");`);

    this.addSql(`create table "accreditation_file" ("id" serial primary key, "row_version" int not null default 1, "institution_id" int not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size_bytes" int not null, "sha256" varchar(64) null, "status_id" int not null default 1, "uploaded_by_id" int null, "uploaded_by_name" varchar(200) null, "uploaded_on" timestamptz not null, "new_expiration_date" date null, "decision_comment" text null, "decided_by_id" int null, "decided_on" timestamptz null, "explanation" jsonb null);`);
    this.addSql(`create index "accreditation_file_uploaded_on_idx" on "accreditation_file" ("uploaded_on");`);
    this.addSql(`create index "accreditation_file_institution_id_idx" on "accreditation_file" ("institution_id");`);
    this.addSql(`create index "accreditation_file_status_id_idx" on "accreditation_file" ("status_id");`);
    this.addSql(`create index "accreditation_file_file_name_trgm_idx" on "accreditation_file" using gin ("file_name" gin_trgm_ops);`);

    this.addSql(`create table "accreditation_file_content" ("accreditation_file_id" int not null, "content" bytea not null, constraint "accreditation_file_content_pkey" primary key ("accreditation_file_id"));`);

    this.addSql(`create table "accreditation_comment" ("id" serial primary key, "row_version" int not null default 1, "institution_id" int not null, "accreditation_file_id" int null, "comment" text not null, "created_by_id" int null, "created_by_name" varchar(200) null, "created_on" timestamptz not null);`);
    this.addSql(`create index "accreditation_comment_created_on_idx" on "accreditation_comment" ("created_on");`);
    this.addSql(`create index "accreditation_comment_institution_id_idx" on "accreditation_comment" ("institution_id");`);
    this.addSql(`create index "accreditation_comment_comment_trgm_idx" on "accreditation_comment" using gin ("comment" gin_trgm_ops);`);

    this.addSql(`alter table "institution_accreditation" add constraint "institution_accreditation_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution_accreditation" add constraint "institution_accreditation_accrediting_organization_id_foreign" foreign key ("accrediting_organization_id") references "accrediting_organization" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution_accreditation" add constraint "institution_accreditation_not_accredited_as_of_a_e9d5a_foreign" foreign key ("not_accredited_as_of_academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "accreditation_file" add constraint "accreditation_file_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "accreditation_file" add constraint "accreditation_file_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "accreditation_file" add constraint "accreditation_file_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "accreditation_file_content" add constraint "accreditation_file_content_accreditation_file_id_foreign" foreign key ("accreditation_file_id") references "accreditation_file" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "accreditation_comment" add constraint "accreditation_comment_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "accreditation_comment" add constraint "accreditation_comment_accreditation_file_id_foreign" foreign key ("accreditation_file_id") references "accreditation_file" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "accreditation_comment" add constraint "accreditation_comment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "accreditation_file_content" drop constraint "accreditation_file_content_accreditation_file_id_foreign";`);

    this.addSql(`alter table "accreditation_comment" drop constraint "accreditation_comment_accreditation_file_id_foreign";`);

    this.addSql(`drop table if exists "institution_accreditation" cascade;`);

    this.addSql(`drop table if exists "accreditation_file" cascade;`);

    this.addSql(`drop table if exists "accreditation_file_content" cascade;`);

    this.addSql(`drop table if exists "accreditation_comment" cascade;`);
  }

}
