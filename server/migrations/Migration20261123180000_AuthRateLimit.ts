import { Migration } from '@mikro-orm/migrations';

// Hand-written: the sign-in and reset limiters' table (server/auth/limiter-table.ts), in
// rate-limiter-flexible's PostgreSQL layout, shared by every server instance on the database.
export class Migration20261123180000_AuthRateLimit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "auth_rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "auth_rate_limit_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth_rate_limit" cascade;`);
  }
}
