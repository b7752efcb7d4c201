// Every committed migration, in order. `npm run migration:create` writes a new file and appends it here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121110619_TrigramSearchIndexes } from './Migration20261121110619_TrigramSearchIndexes.js';
import { Migration20261121105506_ReferenceIndexesAndRestrict } from './Migration20261121105506_ReferenceIndexesAndRestrict.js';
import { Migration20261121105102_RuleSets } from './Migration20261121105102_RuleSets.js';
import { Migration20261121100843_Initial } from './Migration20261121100843_Initial.js';

export const migrationsList: MigrationObject[] = [{ name: 'Migration20261121100843_Initial', class: Migration20261121100843_Initial }, { name: 'Migration20261121105102_RuleSets', class: Migration20261121105102_RuleSets }, { name: 'Migration20261121105506_ReferenceIndexesAndRestrict', class: Migration20261121105506_ReferenceIndexesAndRestrict }, { name: 'Migration20261121110619_TrigramSearchIndexes', class: Migration20261121110619_TrigramSearchIndexes }];
