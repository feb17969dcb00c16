/** One input of a corpus and what the shop should do with it (decided by the source, never by our rule). */
interface CorpusCase {
  value: string;
  accept: boolean;
  /** The source's own verdict or category, or why the shop's decision differs from it. */
  note: string;
}

/** Test data drawn from a public source, named so it can be checked and refreshed. */
export interface Corpus {
  name: string;
  source: string;
  cases: CorpusCase[];
}
