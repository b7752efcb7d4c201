import { Migration } from '@mikro-orm/migrations';

// A county's institutions sorted by CDS code read their page from this index instead of walking the
// CDS code index through every county before (docs/benchmarks.md, round 3).

export class Migration20261125125858_InstitutionCountyCdsCodeIndex extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "institution_county_id_cds_code_idx" on "institution" ("county_id", "cds_code");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "institution_county_id_cds_code_idx";`);
  }

}
