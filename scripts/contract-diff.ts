// `npm run contract:diff`: fails when a change to contract/openapi.yaml breaks a documented call
// for its clients (a removed field or status, a new required key, a changed type or constraint)
// without saying so in info.version. Each commit that changed the document is compared with the
// one before it (and the working tree with HEAD), so a breaking change cannot land unnoticed in a
// series of commits. Proposed operations, parameters and fields are left out of the comparison:
// they may change freely until production has them. Redocly's diff rates each change.
//
// A breaking change is accepted when the version's breaking part went up: the major, or the minor
// while the major is 0 (semantic versioning's rule for 0.x).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { documentedOnly } from '../src/api/openapi/documented-only';
import type { OpenApiDocument } from '../src/api/openapi/types';

const SOURCE = 'contract/openapi.yaml';
const WORKING_TREE = 'working tree';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function documentAt(revision: string): OpenApiDocument {
  const text =
    revision === WORKING_TREE ? readFileSync(SOURCE, 'utf8') : git('show', `${revision}:${SOURCE}`);
  return parse(text) as OpenApiDocument;
}

/** [major, minor, patch] of a version such as 0.2.0. */
const versionParts = (version: string) => version.split('.').map((part) => Number(part) || 0);

function breakingPartRose(before: string, after: string): boolean {
  const [majorBefore, minorBefore] = versionParts(before);
  const [majorAfter, minorAfter] = versionParts(after);
  if (majorAfter !== majorBefore) return majorAfter > majorBefore;
  return majorBefore === 0 && minorAfter > minorBefore;
}

/** The revisions to compare, oldest first: each commit that changed the document, then edits. */
function revisions(): string[] {
  if (spawnSync('git', ['rev-parse', '--git-dir']).status !== 0) {
    console.log('Not a git repository: nothing to compare the document with.');
    return [];
  }
  // A shallow clone holds only its newest commits: say so rather than pass as if all were seen.
  if (git('rev-parse', '--is-shallow-repository') === 'true')
    console.log('A shallow clone: only the commits it holds are compared.');
  const commits = git('log', '--reverse', '--format=%h', '--', SOURCE).split('\n').filter(Boolean);
  const edited = spawnSync('git', ['diff', '--quiet', 'HEAD', '--', SOURCE]).status !== 0;
  return edited ? [...commits, WORKING_TREE] : commits;
}

/** Redocly's count of breaking changes between two documents; throws when the tool fails. */
function majorChanges(base: string, revision: string): number {
  const result = spawnSync(
    'npx',
    ['redocly', 'diff', base, revision, '--format', 'json', '--fail-on', 'none'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`redocly diff failed:\n${result.stderr}`);
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
    summary: { major: number };
  };
  return report.summary.major;
}

/** The breaking changes, as Redocly prints them for people. */
function printBreaking(base: string, revision: string): void {
  const result = spawnSync('npx', ['redocly', 'diff', base, revision], { encoding: 'utf8' });
  console.log(result.stdout.replace(/^.*[║╔╚].*\n/gm, ''));
}

const workDir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
const written = (name: string, document: OpenApiDocument) => {
  const file = join(workDir, `${name.replace(/\W/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(documentedOnly(document), null, 2));
  return file;
};

let failed = 0;
try {
  const list = revisions();
  for (let index = 1; index < list.length; index++) {
    const [before, after] = [list[index - 1], list[index]];
    const [old, next] = [documentAt(before), documentAt(after)];
    const [baseFile, revisionFile] = [written(before, old), written(after, next)];
    const breaking = majorChanges(baseFile, revisionFile) > 0;
    const accepted = breaking && breakingPartRose(old.info.version, next.info.version);
    const verdict = !breaking ? 'compatible' : accepted ? 'breaking, announced' : 'BREAKING';
    console.log(
      `${before} -> ${after}: ${verdict} (version ${old.info.version} -> ${next.info.version})`,
    );
    if (breaking) printBreaking(baseFile, revisionFile);
    if (breaking && !accepted) failed++;
  }
  console.log(
    failed
      ? `${failed} breaking change(s) to documented calls without a version that says so: raise info.version's breaking part, or keep the call compatible.`
      : `Documented calls: no unannounced breaking change in ${Math.max(list.length - 1, 0)} comparison(s).`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
