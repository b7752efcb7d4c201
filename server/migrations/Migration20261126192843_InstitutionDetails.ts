import { Migration } from '@mikro-orm/migrations';

export class Migration20261126192843_InstitutionDetails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "governance" ("id" int not null, "row_version" int not null default 1, "name" varchar(100) not null, constraint "governance_pkey" primary key ("id"));`);
    this.addSql(`alter table "governance" add constraint "governance_name_unique" unique ("name");`);
    this.addSql(`create index "governance_name_trgm_idx" on "governance" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create table "institution_operating_schedule" ("id" int not null, "row_version" int not null default 1, "name" varchar(100) not null, constraint "institution_operating_schedule_pkey" primary key ("id"));`);
    this.addSql(`alter table "institution_operating_schedule" add constraint "institution_operating_schedule_name_unique" unique ("name");`);
    this.addSql(`create index "institution_operating_schedule_name_trgm_idx" on "institution_operating_schedule" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create table "program_type" ("id" int not null, "row_version" int not null default 1, "name" varchar(100) not null, constraint "program_type_pkey" primary key ("id"));`);
    this.addSql(`alter table "program_type" add constraint "program_type_name_unique" unique ("name");`);
    this.addSql(`create index "program_type_name_trgm_idx" on "program_type" using gin ("name" gin_trgm_ops);`);

    this.addSql(`alter table "institution" add column "governance_id" int null, add column "school_network_id" int null, add column "lea_district_id" int null, add column "program_type_id" int null, add column "connected_program_id" int null, add column "campus_location" varchar(200) null, add column "institution_operating_schedule_id" int null, add column "head_contact_first_name" varchar(100) null, add column "head_contact_last_name" varchar(100) null, add column "head_contact_position_id" int null, add column "head_contact_email" varchar(255) null, add column "head_contact_phone" varchar(30) null, add column "head_contact_phone_extension" varchar(10) null, add column "head_contact_is_international" boolean not null default false, add column "head_contact_international_phone" varchar(30) null, add column "course_list_contact_name" varchar(200) null, add column "course_list_contact_email" varchar(255) null, add column "course_list_contact_phone" varchar(30) null;`);
    this.addSql(`alter table "institution" add constraint "institution_governance_id_foreign" foreign key ("governance_id") references "governance" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_school_network_id_foreign" foreign key ("school_network_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_lea_district_id_foreign" foreign key ("lea_district_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_program_type_id_foreign" foreign key ("program_type_id") references "program_type" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_connected_program_id_foreign" foreign key ("connected_program_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_institution_operating_schedule_id_foreign" foreign key ("institution_operating_schedule_id") references "institution_operating_schedule" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "institution" add constraint "institution_head_contact_position_id_foreign" foreign key ("head_contact_position_id") references "position" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "institution" drop constraint "institution_governance_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_institution_operating_schedule_id_foreign";`);

    this.addSql(`alter table "institution" drop constraint "institution_program_type_id_foreign";`);

    this.addSql(`drop table if exists "governance" cascade;`);

    this.addSql(`drop table if exists "institution_operating_schedule" cascade;`);

    this.addSql(`drop table if exists "program_type" cascade;`);

    this.addSql(`alter table "institution" drop constraint "institution_school_network_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_lea_district_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_connected_program_id_foreign";`);
    this.addSql(`alter table "institution" drop constraint "institution_head_contact_position_id_foreign";`);

    this.addSql(`alter table "institution" drop column "governance_id", drop column "school_network_id", drop column "lea_district_id", drop column "program_type_id", drop column "connected_program_id", drop column "campus_location", drop column "institution_operating_schedule_id", drop column "head_contact_first_name", drop column "head_contact_last_name", drop column "head_contact_position_id", drop column "head_contact_email", drop column "head_contact_phone", drop column "head_contact_phone_extension", drop column "head_contact_is_international", drop column "head_contact_international_phone", drop column "course_list_contact_name", drop column "course_list_contact_email", drop column "course_list_contact_phone";`);
  }

}
