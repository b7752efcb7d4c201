import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022818_Impersonation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" add column "impersonator_id" int null, add column "impersonator_name" varchar(200) null;`);

    this.addSql(`alter table "session" add column "acting_as_user_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop column "impersonator_id", drop column "impersonator_name";`);

    this.addSql(`alter table "session" drop column "acting_as_user_id";`);
  }

}
