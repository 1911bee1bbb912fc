// Figures: what every benchmark reports, the table and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Figure {
  /** "<group>: <what>", e.g. "listing (signed out): req/s". */
  name: string;
  value: number | null;
  unit: string;
  /** The same run's reference, when the figure is a ratio against one. */
  reference: number | null;
  ratio: number | null;
  /** e.g. "ratio ≥ 0.5", "≤ 250 ms"; null when the issue sets none. */
  target: string | null;
  met: boolean | null;
  note?: string;
}

export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  platform: string;
  database: 'sqlite' | 'postgres';
  quick: boolean;
  startedAt: string;
  loadAverageAtStart: number[];
}

export function machine(database: Machine['database'], quick: boolean): Machine {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    database,
    quick,
    startedAt: new Date().toISOString(),
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export class Figures {
  readonly list: Figure[] = [];

  add(f: Omit<Figure, 'reference' | 'ratio' | 'target' | 'met'> & Partial<Figure>): Figure {
    const figure: Figure = {
      reference: null, ratio: null, target: null, met: null, ...f,
      value: f.value === null ? null : round(f.value, 3),
    };
    if (figure.reference !== null) figure.reference = round(figure.reference, 3);
    if (figure.ratio !== null) figure.ratio = round(figure.ratio, 3);
    this.list.push(figure);
    return figure;
  }

  /** value / reference, checked against `min` or `max` ratio when given. */
  ratio(name: string, value: number, reference: number, unit: string, bounds: { min?: number; max?: number } = {}, note?: string) {
    const ratio = reference > 0 ? value / reference : Number.NaN;
    let target: string | null = null;
    let met: boolean | null = null;
    if (bounds.min !== undefined) {
      target = `ratio ≥ ${bounds.min}`;
      met = ratio >= bounds.min;
    } else if (bounds.max !== undefined) {
      target = `ratio ≤ ${bounds.max}`;
      met = ratio <= bounds.max;
    }
    return this.add({ name, value, unit, reference, ratio, target, met, note });
  }

  /** An absolute figure with an optional bound. */
  plain(name: string, value: number | null, unit: string, bounds: { min?: number; max?: number; equals?: number } = {}, note?: string) {
    let target: string | null = null;
    let met: boolean | null = null;
    if (value !== null && bounds.min !== undefined) {
      target = `≥ ${bounds.min}${unit && unit !== 'score' ? ` ${unit}` : ''}`;
      met = value >= bounds.min;
    } else if (value !== null && bounds.max !== undefined) {
      target = `≤ ${bounds.max}${unit ? ` ${unit}` : ''}`;
      met = value <= bounds.max;
    } else if (value !== null && bounds.equals !== undefined) {
      target = `= ${bounds.equals}`;
      met = value === bounds.equals;
    }
    return this.add({ name, value, unit, target, met, note });
  }

  table(): string {
    const fmt = (n: number | null, unit = '') => {
      if (n === null || Number.isNaN(n)) return '–';
      const abs = Math.abs(n);
      const text = abs >= 1000 ? Math.round(n).toLocaleString('en-US') : abs >= 100 ? n.toFixed(0) : abs >= 10 ? n.toFixed(1) : n.toFixed(2);
      return unit ? `${text} ${unit}` : text;
    };
    const rows = this.list.map((f) => [
      f.name,
      fmt(f.value, f.unit),
      f.reference === null ? '' : fmt(f.reference, f.unit),
      f.ratio === null ? '' : `${fmt(f.ratio)}×`,
      f.target ?? '',
      f.met === null ? '' : f.met ? 'met' : 'MISSED',
    ]);
    const header = ['figure', 'value', 'reference', 'ratio', 'target', ''];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
    return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
  }

  write(file: string, machineInfo: Machine, extra: Record<string, unknown> = {}) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ machine: machineInfo, figures: this.list, ...extra }, null, 2)}\n`);
  }
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
