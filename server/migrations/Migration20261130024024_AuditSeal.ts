import { Migration } from '@mikro-orm/migrations';

// Tamper evidence for the audit trail (docs/audit.md): a seal on every entry, written with it, and the
// checkpoints that bind the sealed entries together. Entries already there are sealed, as found, by the
// first sealer pass after this migration (it needs the key, which the database never holds).

export class Migration20261130024024_AuditSeal extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_checkpoint" ("sequence" int not null, "created_at" timestamptz not null, "entry_count" int not null, "entry_ranges" text not null, "root" varchar(64) not null, "previous_mac" varchar(64) not null, "mac" varchar(64) not null, constraint "audit_checkpoint_pkey" primary key ("sequence"));`);

    this.addSql(`alter table "audit_entry" add column "seal" varchar(64) null, add column "checkpoint_id" int null;`);
    this.addSql(`create index "audit_entry_checkpoint_idx" on "audit_entry" ("checkpoint_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_checkpoint" cascade;`);

    this.addSql(`drop index "audit_entry_checkpoint_idx";`);
    this.addSql(`alter table "audit_entry" drop column "seal", drop column "checkpoint_id";`);
  }

}
