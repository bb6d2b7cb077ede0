import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '@jointly/common/testing';

/** The shared real OCDS data, read where CI keeps it (never copied into the repository). */
export const OCDS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'ocds');

export function ocdsFiles(dir = OCDS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? ocdsFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

export interface IndependentCount {
  files: number;
  releases: number;
  /** Distinct ocids with at least one release carrying a non-empty tender object. */
  tenderOcids: Set<string>;
  /** Distinct ocids none of whose releases carries a tender section. */
  planningOnlyOcids: Set<string>;
  /** Releases without a tender section. */
  releasesWithoutTender: number;
  releasesByOcid: Map<string, Array<Record<string, any>>>;
}

/**
 * Counts what the importer should store, independently of it: each file is read whole with JSON.parse (they are
 * small), releases are taken from `releases` arrays or the file itself, and ocids are grouped.
 */
export function countIndependently(files: string[] = ocdsFiles()): IndependentCount {
  const result: IndependentCount = {
    files: files.length,
    releases: 0,
    tenderOcids: new Set(),
    planningOnlyOcids: new Set(),
    releasesWithoutTender: 0,
    releasesByOcid: new Map(),
  };
  for (const file of files) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const releases: Array<Record<string, any>> = Array.isArray(json.releases) ? json.releases : [json];
    for (const release of releases) {
      result.releases++;
      const hasTender = release.tender && typeof release.tender === 'object' && Object.keys(release.tender).length > 0;
      if (hasTender) result.tenderOcids.add(release.ocid);
      else result.releasesWithoutTender++;
      const list = result.releasesByOcid.get(release.ocid) ?? [];
      list.push(release);
      result.releasesByOcid.set(release.ocid, list);
    }
  }
  for (const ocid of result.releasesByOcid.keys()) if (!result.tenderOcids.has(ocid)) result.planningOnlyOcids.add(ocid);
  return result;
}
