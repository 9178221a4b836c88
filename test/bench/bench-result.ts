export interface BenchResult { name: string; lines: string[]; ratio: number }
