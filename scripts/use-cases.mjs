#!/usr/bin/env node
// The use cases of each service, read from the code: every folder holding a command or query handler
// (`@CommandHandler`, `@QueryHandler`) or an event consumer (`@EventConsumer`), with the calls that send its command or
// query (controller prefix + method route) and the events it consumes.
//
//   node scripts/use-cases.mjs <service>          prints the README table of contents for that service (markdown)
//   node scripts/use-cases.mjs --write <service>  writes it into services/<service>/README.md (between its markers)
//   node scripts/use-cases.mjs --json <service>   the same as JSON (scripts/use-cases.spec.ts: every README links every folder)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations' && entry.name !== 'node_modules') out.push(...filesUnder(full));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const HTTP = /@(Get|Post|Put|Patch|Delete|All)\(\s*(?:'([^']*)'|"([^"]*)"|`([^`]*)`)?[^)]*\)/g;

/** Each controller method's route and the command/query classes it constructs. */
function routesOf(file, text) {
  const prefix = /@Controller\(\s*(?:'([^']*)'|"([^"]*)"|\{[^}]*path:\s*'([^']*)')?/.exec(text);
  if (!prefix) return [];
  const base = prefix[1] ?? prefix[2] ?? prefix[3] ?? '';
  const routes = [];
  const marks = [...text.matchAll(HTTP)];
  marks.forEach((mark, i) => {
    const body = text.slice(mark.index, marks[i + 1]?.index ?? text.length);
    const sub = mark[2] ?? mark[3] ?? mark[4] ?? '';
    const route = `${mark[1].toUpperCase()} ${['', base, sub]
      .filter((part, k) => k === 0 || part)
      .join('/')
      .replace(/\/+/g, '/')}`;
    const sends = [...body.matchAll(/new\s+(\w+(?:Command|Query))\s*\(/g)].map((m) => m[1]);
    routes.push({ route, sends, file });
  });
  return routes;
}

/** The use-case folders of `services/<service>/src`, each with what it handles, the calls sending it and the events it consumes. */
export function useCasesOf(service) {
  const src = path.join(ROOT, 'services', service, 'src');
  const files = filesUnder(src).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  const routes = files.flatMap(({ file, text }) => (/\.controller\.ts$/.test(file) ? routesOf(file, text) : []));
  const folders = new Map();
  const folderOf = (file) => {
    const dir = path.relative(src, path.dirname(file)).split(path.sep).join('/');
    if (!folders.has(dir)) folders.set(dir, { folder: dir, handles: [], calls: new Set(), events: new Set() });
    return folders.get(dir);
  };
  for (const { file, text } of files) {
    for (const m of text.matchAll(/@(?:CommandHandler|QueryHandler)\(\s*(\w+)/g)) {
      const useCase = folderOf(file);
      useCase.handles.push(m[1]);
      for (const r of routes) if (r.sends.includes(m[1])) useCase.calls.add(r.route);
    }
    // An event consumer is a use case of its own: its file (several consumers may share a consumers/ folder).
    for (const m of text.matchAll(/@EventConsumer\(\{[^]*?name:\s*'([^']+)'[^]*?events:\s*\[([^\]]*)\]/g)) {
      const at = path.relative(src, file).split(path.sep).join('/');
      if (!folders.has(at)) folders.set(at, { folder: at, name: m[1], handles: [], calls: new Set(), events: new Set() });
      for (const e of m[2].matchAll(/\w+Events\.(\w+)/g)) folders.get(at).events.add(e[1]);
    }
  }
  return [...folders.values()]
    .map((u) => ({
      ...u,
      link: u.folder.endsWith('.ts') ? u.folder : `${u.folder}/`,
      calls: [...u.calls].sort(),
      events: [...u.events].sort(),
    }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The markdown table of contents for a service README. */
export function useCaseTable(service) {
  const lines = ['| use case | calls | events consumed |', '|---|---|---|'];
  for (const u of useCasesOf(service)) {
    const name = u.name ?? (u.folder.split('/').pop() || service);
    const calls = u.calls.map((c) => `\`${c}\``).join(', ') || '—';
    const events = u.events.join(', ') || '—';
    lines.push(`| [${name}](src/${u.link}) | ${calls} | ${events} |`);
  }
  return lines.join('\n');
}

const START = '<!-- use-cases:start (written by `node scripts/use-cases.mjs --write <service>`) -->';
const END = '<!-- use-cases:end -->';

/** Writes the table into the service README between the markers (added before the README's second section the first time). */
export function writeUseCaseTable(service) {
  const file = path.join(ROOT, 'services', service, 'README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const block = `${START}\n\n${useCaseTable(service)}\n\n${END}`;
  let next;
  if (readme.includes(START)) next = readme.replace(new RegExp(`${START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^]*?${END}`), block);
  else {
    const at = readme.indexOf('\n## ');
    const section = `## Use cases\n\nOne folder per use case (a command or query handler, or an event consumer), read from the code; the calls that send it and the events it consumes.\n\n${block}\n`;
    next = at < 0 ? `${readme.trimEnd()}\n\n${section}` : `${readme.slice(0, at + 1)}${section}\n${readme.slice(at + 1)}`;
  }
  fs.writeFileSync(file, next);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes('--json');
  const service = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!service) {
    console.error('usage: node scripts/use-cases.mjs [--json] <service>');
    process.exit(2);
  }
  if (process.argv.includes('--write')) writeUseCaseTable(service);
  else console.log(json ? JSON.stringify(useCasesOf(service)) : useCaseTable(service));
}
