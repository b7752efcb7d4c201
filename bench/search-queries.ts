// Search requests drawn from a corpus, from a seed. `mixedQuery` is the benchmark's query (text, 0–3
// facet selections, a submission-date range, page 1 sorted); `randomQuery` varies everything the
// request takes (pages, sizes, sorts, institutions, the analyst viewer, unknown values) for the
// correctness checks against the reference scan.
import { Random } from '../seeds/courses/random.js';
import { FACET_GROUPS, textWords } from '../server/search/engine/index.js';
import { SORT_FIELDS, type FacetValue, type SearchDocument, type SearchQuery } from '../core/contract/course-search.js';
import { valuesOf } from '../server/search/engine/facet-groups.js';

export interface QueryCase {
  query: SearchQuery;
  viewerAnalystId: number | null;
}

/** What the queries are drawn from: words and values as the documents have them. */
export class QuerySource {
  private readonly random: Random;
  private readonly nameWords: string[];
  private readonly identifiers: string[];
  private readonly values: FacetValue[][];
  private readonly analysts: number[];
  private readonly institutions: number[];
  private readonly times: number[];
  private readonly sample: SearchDocument[];
  private readonly common: Set<string>;

  constructor(docs: readonly SearchDocument[], seed: number) {
    this.random = new Random(seed);
    const sample = Array.from({ length: Math.min(docs.length, 5000) }, () => docs[Math.floor(this.random.next() * docs.length)]);
    this.sample = sample;
    // words as staff type them: not the ones in more than a tenth of the documents (high, school, and…),
    // which nobody searches for alone
    const docWords = sample.map((d) => new Set([...textWords(d.title), ...textWords(d.institutionName)]));
    const frequency = new Map<string, number>();
    for (const words of docWords) for (const w of words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    this.common = new Set([...frequency].filter(([, n]) => n > sample.length / 10).map(([w]) => w));
    this.nameWords = docWords.flatMap((words) => [...words]).filter((w) => w.length > 1 && !this.common.has(w));
    this.identifiers = sample.flatMap((d) => [d.recordId, ...d.transcriptCodes]);
    this.values = FACET_GROUPS.map((g) => sample.flatMap((d) => valuesOf(g, d)));
    this.analysts = [...new Set(sample.flatMap((d) => d.analystIds))];
    this.institutions = sample.map((d) => (d.offeringInstitutions.length && this.random.chance(0.3) ? d.offeringInstitutions[0].institutionId : d.institutionId));
    this.times = sample.filter((d) => d.submittedOn).map((d) => d.submittedOn!.getTime());
  }

  /** A word as staff type it: a word's first letters, a whole record number or code, or (rarely) nothing that matches. */
  private word(): string {
    const r = this.random.next();
    if (r < 0.08) return this.random.pick(this.identifiers);
    if (r < 0.1) return 'zzqx';
    const word = this.random.pick(this.nameWords);
    return word.slice(0, Math.max(3, this.random.int(3, word.length)));
  }

  private text(): string {
    return this.random.chance(0.25) ? `${this.word()} ${this.word()}` : this.word();
  }

  /** A facet value of a document, weighted as the documents carry them. */
  private selection(group: number, count: number): FacetValue[] {
    return [...new Set(Array.from({ length: count }, () => this.random.pick(this.values[group])))];
  }

  private dateRange(): { min: Date; max: Date } {
    const a = this.random.pick(this.times);
    const span = this.random.pick([31, 92, 365, 730, 1500]) * 86_400_000;
    return { min: new Date(a - span / 2), max: new Date(a + span / 2) };
  }

  /** A word of the document as staff would type it (its first letters), or its record number. */
  private wordOf(doc: SearchDocument): string {
    const words = [...textWords(doc.title), ...textWords(doc.institutionName)].filter((w) => w.length > 1 && !this.common.has(w));
    if (words.length === 0 || this.random.chance(0.08)) return doc.recordId;
    const word = this.random.pick(words);
    return word.slice(0, Math.max(3, this.random.int(3, word.length)));
  }

  /**
   * The benchmark's query, as a search is narrowed down: a course year in mind, a word of it, a
   * submission-date range around it, 0–3 of its facet values (sometimes with a second value of the
   * group); page 1 of 25 sorted.
   */
  mixedQuery(): QueryCase {
    let doc = this.random.pick(this.sample);
    while (!doc.submittedOn) doc = this.random.pick(this.sample);
    const time = doc.submittedOn.getTime();
    const span = this.random.pick([31, 92, 365, 730, 1500]) * 86_400_000;
    const offset = this.random.next() * span;
    const groups = this.random.sample(
      FACET_GROUPS.map((_, g) => g).filter((g) => valuesOf(FACET_GROUPS[g], doc).length > 0),
      this.random.int(0, 3),
    );
    return {
      query: {
        query: this.random.chance(0.2) ? `${this.wordOf(doc)} ${this.wordOf(doc)}` : this.wordOf(doc),
        filters: groups.map((g) => ({
          field: FACET_GROUPS[g].field,
          selected: [...new Set([this.random.pick(valuesOf(FACET_GROUPS[g], doc)), ...(this.random.chance(0.3) ? this.selection(g, 1) : [])])],
        })),
        submissionDateFilter: { min: new Date(time - offset), max: new Date(time - offset + span) },
        page: 1,
        pageSize: 25,
        sortBy: this.random.pick(SORT_FIELDS),
        sortAscending: this.random.chance(0.5),
      },
      viewerAnalystId: null,
    };
  }

  /** Anything the request takes, for correctness. */
  randomQuery(): QueryCase {
    const groups = this.random.sample(
      FACET_GROUPS.map((_, g) => g).filter((g) => this.values[g].length > 0),
      this.random.int(0, 4),
    );
    const filters = groups.map((g) => {
      const selected: unknown[] = this.selection(g, this.random.int(1, 3));
      if (this.random.chance(0.05) && FACET_GROUPS[g].kind === 'number') selected.push(987_654);
      return { field: FACET_GROUPS[g].field, selected: this.random.chance(0.2) ? selected.map(String) : selected };
    });
    return {
      query: {
        query: this.random.chance(0.6) ? this.text() : this.random.chance(0.5) ? '' : null,
        filters,
        submissionDateFilter: this.random.chance(0.5) ? this.dateRange() : this.random.chance(0.1) ? { min: null, max: new Date(this.random.pick(this.times)) } : null,
        institutionId: this.random.chance(0.1) ? this.random.pick(this.institutions) : null,
        page: this.random.chance(0.8) ? 1 : this.random.int(2, 4),
        pageSize: this.random.pick([0, 25, 25, 25, 50, 7]),
        sortBy: this.random.pick(SORT_FIELDS),
        sortAscending: this.random.chance(0.5),
      },
      viewerAnalystId: this.random.chance(0.15) && this.analysts.length ? this.random.pick(this.analysts) : null,
    };
  }
}
