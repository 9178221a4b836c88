/** What a benchmark reports: its lines of figures and one ratio of ours against its reference. */
export interface BenchResult {
  name: string;
  lines: string[];
  ratio: number;
}
