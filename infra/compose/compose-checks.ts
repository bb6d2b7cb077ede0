/**
 * Static checks of docker-compose.yml, used by infra/test/compose.spec.ts (no Docker engine needed).
 *
 * - {@link parseCompose} reads the YAML the way Compose does (anchors, `<<` merge keys).
 * - {@link interpolate} resolves `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR:+alt}`
 *   and `$$` against a given environment (the test uses an empty one: the defaults an operator gets).
 * - {@link validateComposeSpec} validates against the vendored Compose Specification JSON schema.
 * - {@link checkComposeRules} applies Jointly's own rules and returns one readable sentence per problem.
 *
 * Every check returns a list of problems (empty = fine) instead of throwing, so a test can show them all at once.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parseDocument } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type ComposeService = Record<string, Json>;
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, Json>;
  [key: string]: Json | undefined;
}

export const COMPOSE_SCHEMA_PATH = path.join(__dirname, 'compose-spec.schema.json');

// ---------------------------------------------------------------------------------------------------------------
// Parsing and interpolation
// ---------------------------------------------------------------------------------------------------------------

/** Parses Compose YAML (YAML 1.2 with `<<` merge keys, as Compose accepts). Throws on YAML errors. */
export function parseCompose(text: string): Json {
  const doc = parseDocument(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`docker-compose.yml is not valid YAML:\n${doc.errors.map((e) => e.message).join('\n')}`);
  return doc.toJS({ maxAliasCount: 1000 }) as Json;
}

const VARIABLE = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** Resolves Compose variable syntax in one string; `errors` collects `${VAR:?message}` failures. */
export function interpolateString(value: string, env: Record<string, string | undefined>, errors: string[] = []): string {
  return value.replace(
    VARIABLE,
    (match, braced: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (match === '$$') return '$';
      const name = braced ?? bare!;
      const raw = env[name];
      const unset = raw === undefined;
      const empty = unset || raw === '';
      const nested = (s: string | undefined): string => interpolateString(s ?? '', env, errors);
      switch (op) {
        case ':-':
          return empty ? nested(arg) : raw!;
        case '-':
          return unset ? nested(arg) : raw!;
        case ':?':
        case '?':
          if (op === ':?' ? empty : unset) {
            errors.push(`${name}: ${nested(arg) || 'required variable is missing a value'}`);
            return '';
          }
          return raw!;
        case ':+':
          return empty ? '' : nested(arg);
        case '+':
          return unset ? '' : nested(arg);
        default:
          return raw ?? '';
      }
    },
  );
}

/** Deep copy of a parsed Compose document with every string interpolated (keys are left as they are). */
export function interpolate<T extends Json>(value: T, env: Record<string, string | undefined> = {}, errors: string[] = []): T {
  if (typeof value === 'string') return interpolateString(value, env, errors) as T;
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env, errors)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env, errors)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Compose Specification schema
// ---------------------------------------------------------------------------------------------------------------

/** Validates against the vendored Compose Specification schema; returns "path: message" lines. */
export function validateComposeSpec(doc: unknown, schemaPath = COMPOSE_SCHEMA_PATH): string[] {
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as { $schema?: string };
  // The spec names its meta-schema "https://json-schema.org/draft-07/schema" (no trailing #); Ajv registers draft-07
  // as http://json-schema.org/draft-07/schema, so add the same meta-schema under the spec's spelling.
  const draft07 = require('ajv/dist/refs/json-schema-draft-07.json') as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  if (schema.$schema && !ajv.getSchema(schema.$schema)) ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  const validate = ajv.compile(schema);
  if (validate(doc)) return [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '(top level)';
    let detail = error.message ?? error.keyword;
    if (error.keyword === 'additionalProperties') detail = `unknown property "${String(error.params.additionalProperty)}"`;
    if (error.keyword === 'enum') detail += ` (${(error.params.allowedValues as unknown[]).join(', ')})`;
    seen.add(`${where}: ${detail}`);
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------------------------------
// Nest monorepo
// ---------------------------------------------------------------------------------------------------------------

/** Names of the projects of type "application" in a Nest monorepo nest-cli.json. */
export function nestApplications(nestCli: unknown): string[] {
  const projects = (nestCli as { projects?: Record<string, { type?: string }> } | null)?.projects;
  if (!projects || typeof projects !== 'object') throw new Error('nest-cli.json has no "projects" object (Nest monorepo mode)');
  return Object.entries(projects)
    .filter(([, project]) => project?.type === 'application')
    .map(([name]) => name)
    .sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Accessors that accept every Compose spelling (list or map forms)
// ---------------------------------------------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Environment of a service as a map (list form `KEY=VALUE` accepted; `KEY` alone means unset). */
export function serviceEnvironment(service: ComposeService): Record<string, string | undefined> {
  const env = service.environment;
  const out: Record<string, string | undefined> = {};
  if (Array.isArray(env)) {
    for (const item of env) {
      const text = String(item);
      const eq = text.indexOf('=');
      if (eq < 0) out[text] = undefined;
      else out[text.slice(0, eq)] = text.slice(eq + 1);
    }
  } else if (isObject(env)) {
    for (const [k, v] of Object.entries(env)) out[k] = v === null ? undefined : String(v);
  }
  return out;
}

export interface Dependency {
  condition: string;
}

/** depends_on as a map; the short list form yields condition "service_started" (what Compose does with it). */
export function serviceDependencies(service: ComposeService): { form: 'none' | 'list' | 'map'; deps: Record<string, Dependency> } {
  const dependsOn = service.depends_on;
  if (Array.isArray(dependsOn)) {
    return { form: 'list', deps: Object.fromEntries(dependsOn.map((name) => [String(name), { condition: 'service_started' }])) };
  }
  if (isObject(dependsOn)) {
    const deps: Record<string, Dependency> = {};
    for (const [name, spec] of Object.entries(dependsOn)) {
      deps[name] = { condition: isObject(spec) && typeof spec.condition === 'string' ? spec.condition : 'service_started' };
    }
    return { form: 'map', deps };
  }
  return { form: 'none', deps: {} };
}

/** True when the service defines a healthcheck that is not disabled. */
export function hasHealthcheck(service: ComposeService): boolean {
  const hc = service.healthcheck;
  if (!isObject(hc)) return false;
  if (hc.disable === true || hc.disable === 'true') return false;
  const test = hc.test;
  if (Array.isArray(test)) return test.length > 0 && test[0] !== 'NONE';
  return typeof test === 'string' && test.trim() !== '';
}

export interface PublishedPort {
  /** Container port (or range). */
  target: string;
  /** Host port; '' when Docker picks one. */
  published: string;
}

/** Ports a service publishes on the host (short or long syntax). */
export function publishedPorts(service: ComposeService): PublishedPort[] {
  const ports = service.ports;
  if (!Array.isArray(ports)) return [];
  return ports.map((entry) => {
    if (isObject(entry)) return { target: String(entry.target ?? ''), published: String(entry.published ?? '') };
    // [[host_ip:]published:]target[/protocol]; host_ip may be [IPv6].
    const text = String(entry).replace(/\/(tcp|udp|sctp)$/, '');
    const parts = text.replace(/^\[[^\]]*\]:/, 'ip:').split(':');
    const target = parts[parts.length - 1];
    const published = parts.length >= 2 ? parts[parts.length - 2] : '';
    return { target, published };
  });
}

/** Build arguments as a map. */
export function buildArgs(service: ComposeService): Record<string, string | undefined> {
  const build = service.build;
  if (!isObject(build)) return {};
  return serviceEnvironment({ environment: build.args ?? null });
}

/** Named-volume sources a service mounts (bind mounts and tmpfs left out). */
export function namedVolumeMounts(service: ComposeService): { source: string; target: string; readOnly: boolean }[] {
  const volumes = service.volumes;
  if (!Array.isArray(volumes)) return [];
  const out: { source: string; target: string; readOnly: boolean }[] = [];
  for (const v of volumes) {
    if (isObject(v)) {
      if (v.type === 'volume' && typeof v.source === 'string') {
        out.push({ source: v.source, target: String(v.target), readOnly: v.read_only === true || v.read_only === 'true' });
      }
      continue;
    }
    const [source, target, mode] = String(v).split(':');
    if (target === undefined || /^[./~]/.test(source) || source.startsWith('$')) continue; // anonymous or bind mount
    out.push({ source, target, readOnly: (mode ?? '').split(',').includes('ro') });
  }
  return out;
}

/** Bind mounts of a service (host path as written, relative to the compose file's directory). */
export function bindMounts(service: ComposeService): { source: string; target: string }[] {
  const volumes = service.volumes;
  if (!Array.isArray(volumes)) return [];
  const out: { source: string; target: string }[] = [];
  for (const v of volumes) {
    if (isObject(v)) {
      if (v.type === 'bind' && typeof v.source === 'string') out.push({ source: v.source, target: String(v.target) });
      continue;
    }
    const [source, target] = String(v).split(':');
    if (target !== undefined && /^[./]/.test(source)) out.push({ source, target });
  }
  return out;
}

/** image "name[:tag][@digest]": the tag, or undefined when none is given (= latest). */
export function imageTag(image: string): { tag?: string; digest?: string } {
  const [ref, digest] = image.split('@');
  const lastSlash = ref.lastIndexOf('/');
  const colon = ref.lastIndexOf(':');
  const tag = colon > lastSlash ? ref.slice(colon + 1) : undefined;
  return { tag: tag || undefined, digest };
}

// ---------------------------------------------------------------------------------------------------------------
// Jointly rules
// ---------------------------------------------------------------------------------------------------------------

export interface RuleContext {
  /** Repository root: build contexts, Dockerfiles and services/<name>/src/main.ts are resolved from here. */
  repoRoot: string;
  /** Nest projects of type "application" (from nest-cli.json). */
  applications: string[];
  /** Allowed compose service names per Nest project when they differ from the project name. */
  serviceNames: Record<string, string[]>;
  /** The Nest project that is the edge. */
  edgeProject: string;
  /** The domain services the edge proxies, with the port each must listen on. */
  servicePorts: Record<string, number>;
  /** Port of the edge. */
  edgePort: number;
  /** The project that signs access tokens (gets the private key); every application gets the public key. */
  tokenSigner: string;
  /** Services allowed to publish host ports, with the container ports they may publish. */
  hostPorts: Record<string, number[]>;
  /** Environment variables every application service must set (non-empty). */
  requiredEnvironment: string[];
  /** Build argument naming the service in infra/docker/Dockerfile. */
  serviceBuildArg: string;
  /**
   * Monitoring: the compose services running Prometheus and Grafana, and the names of the metrics the processes
   * expose (the dashboards may only query those). Every application must be a scrape target with the shared token.
   */
  monitoring: { prometheus: string; grafana: string; metricNames: string[] };
}

/** The rules of {@link checkComposeRules}, in report order. */
export const RULES = [
  'applications are services',
  'healthchecks',
  'depends_on conditions',
  'restart policies',
  'application environment',
  'edge wiring',
  'host ports',
  'builds',
  'images pinned',
  'volumes declared',
  'token keys',
  'kafka',
  'monitoring',
] as const;
export type Rule = (typeof RULES)[number];

const LONG_RUNNING_RESTART = ['always', 'unless-stopped'];
const isOnFailure = (restart: string | undefined) => restart !== undefined && /^on-failure(:\d+)?$/.test(restart);

/**
 * Jointly's rules for the compose file. `doc` must be interpolated already. Returns problems grouped by rule name
 * (a rule with no problems maps to an empty list), so a test can report each rule separately.
 */
export function checkComposeRules(doc: ComposeFile, ctx: RuleContext): Record<Rule, string[]> {
  const services = doc.services ?? {};
  const names = Object.keys(services);
  const problems = Object.fromEntries(RULES.map((rule) => [rule, [] as string[]])) as Record<Rule, string[]>;
  const report = (rule: Rule, message: string) => problems[rule].push(message);

  // Which compose service runs each Nest application.
  const serviceOf: Record<string, string> = {};
  for (const app of ctx.applications) {
    const candidates = ctx.serviceNames[app] ?? [app];
    const found = candidates.filter((c) => c in services);
    if (found.length === 0) {
      report(
        'applications are services',
        `Nest application "${app}" has no compose service (expected a service named ${candidates.map((c) => `"${c}"`).join(' or ')})`,
      );
    } else if (found.length > 1) {
      report('applications are services', `Nest application "${app}" appears as several compose services: ${found.join(', ')}`);
    } else {
      serviceOf[app] = found[0];
    }
  }
  const appServices = new Set(Object.values(serviceOf));

  // Dependents of each service, for the one-shot-job exemption.
  const dependents: Record<string, { name: string; condition: string }[]> = {};
  for (const name of names) {
    for (const [dep, { condition }] of Object.entries(serviceDependencies(services[name]).deps)) {
      (dependents[dep] ??= []).push({ name, condition });
    }
  }
  const restartOf = (name: string) => (typeof services[name].restart === 'string' ? (services[name].restart as string) : undefined);
  // A one-shot job runs to completion: restart "no" (or on-failure), no healthcheck, and whoever depends on it waits
  // for service_completed_successfully.
  const isJob = (name: string) => {
    const restart = restartOf(name);
    return (
      !hasHealthcheck(services[name]) &&
      (restart === 'no' || isOnFailure(restart)) &&
      (dependents[name] ?? []).every((d) => d.condition === 'service_completed_successfully')
    );
  };

  for (const name of names) {
    const service = services[name];
    // -- healthchecks
    if (!hasHealthcheck(service) && !isJob(name)) {
      report(
        'healthchecks',
        `service "${name}" has no healthcheck (add one; only a one-shot job with restart "no" whose dependents wait for service_completed_successfully may go without)`,
      );
    }
    // -- depends_on
    const { form, deps } = serviceDependencies(service);
    if (form === 'list') {
      report(
        'depends_on conditions',
        `service "${name}" uses the short depends_on list; use the long form with condition: service_healthy`,
      );
    }
    for (const [dep, { condition }] of Object.entries(deps)) {
      if (!(dep in services)) {
        report('depends_on conditions', `service "${name}" depends on "${dep}", which is not a service in this file`);
        continue;
      }
      if (hasHealthcheck(services[dep])) {
        if (condition !== 'service_healthy') {
          report(
            'depends_on conditions',
            `service "${name}" depends on "${dep}" with condition ${condition}; "${dep}" has a healthcheck, so use service_healthy`,
          );
        }
      } else if (condition !== 'service_completed_successfully') {
        report(
          'depends_on conditions',
          `service "${name}" depends on "${dep}" with condition ${condition}, but "${dep}" has no healthcheck (give it one and wait for service_healthy, or make it a job and wait for service_completed_successfully)`,
        );
      }
    }
    // -- restart policies
    const restart = restartOf(name);
    if (hasHealthcheck(service) && !(restart && (LONG_RUNNING_RESTART.includes(restart) || isOnFailure(restart)))) {
      report(
        'restart policies',
        `long-running service "${name}" has restart ${restart ? `"${restart}"` : 'unset'}; use "unless-stopped" (or "always" / "on-failure")`,
      );
    }
    // -- host ports
    if (service.network_mode === 'host')
      report('host ports', `service "${name}" uses network_mode: host, which exposes every port it opens`);
    const allowed = ctx.hostPorts[name];
    for (const port of publishedPorts(service)) {
      if (!allowed) {
        report(
          'host ports',
          `service "${name}" publishes container port ${port.target} on the host; only ${Object.keys(ctx.hostPorts)
            .filter((n) => n in services)
            .join(' and ')} may publish ports (use expose: for the internal network)`,
        );
      } else if (!allowed.includes(Number(port.target))) {
        report('host ports', `service "${name}" publishes container port ${port.target}; it may only publish ${allowed.join(', ')}`);
      }
    }
    // -- images pinned
    if (typeof service.image === 'string') {
      const { tag, digest } = imageTag(service.image);
      if (!digest && !tag)
        report('images pinned', `service "${name}" uses image "${service.image}" without a tag (that means :latest); pin a version`);
      else if (tag === 'latest')
        report('images pinned', `service "${name}" uses image "${service.image}"; pin a version instead of :latest`);
    } else if (service.build === undefined) {
      report('images pinned', `service "${name}" has neither image nor build`);
    }
    // -- volumes declared
    const declared = isObject(doc.volumes) ? Object.keys(doc.volumes) : [];
    for (const mount of namedVolumeMounts(service)) {
      if (!declared.includes(mount.source)) {
        report(
          'volumes declared',
          `service "${name}" mounts named volume "${mount.source}", which is not declared under top-level volumes`,
        );
      }
    }
  }

  // -- builds: every build names an existing service entry point; every application is built by its SERVICE arg
  const dockerfiles = new Set<string>();
  for (const name of names) {
    const build = services[name].build;
    if (build === undefined) continue;
    if (!isObject(build)) {
      report('builds', `service "${name}": use the long build form (context, dockerfile, args.${ctx.serviceBuildArg})`);
      continue;
    }
    const context = path.resolve(ctx.repoRoot, String(build.context ?? '.'));
    if (context !== path.resolve(ctx.repoRoot))
      report('builds', `service "${name}" builds with context "${String(build.context)}"; all services build with the repository root "."`);
    const dockerfile = path.resolve(context, String(build.dockerfile ?? 'Dockerfile'));
    if (!fs.existsSync(dockerfile))
      report('builds', `service "${name}": Dockerfile ${path.relative(ctx.repoRoot, dockerfile)} does not exist`);
    else dockerfiles.add(dockerfile);
    const target = buildArgs(services[name])[ctx.serviceBuildArg];
    if (!target) {
      report('builds', `service "${name}" builds without build argument ${ctx.serviceBuildArg}`);
      continue;
    }
    const main = path.join(ctx.repoRoot, 'services', target, 'src', 'main.ts');
    if (!fs.existsSync(main))
      report('builds', `service "${name}" has ${ctx.serviceBuildArg}=${target}, but services/${target}/src/main.ts does not exist`);
    const expectedApp = Object.entries(serviceOf).find(([, s]) => s === name)?.[0];
    if (expectedApp && target !== expectedApp) {
      report('builds', `service "${name}" runs Nest application "${expectedApp}" but builds ${ctx.serviceBuildArg}=${target}`);
    }
  }
  for (const [app, name] of Object.entries(serviceOf)) {
    if (services[name].build === undefined) report('builds', `service "${name}" (Nest application "${app}") has no build section`);
  }
  for (const dockerfile of dockerfiles) {
    for (const problem of checkDockerfile(fs.readFileSync(dockerfile, 'utf8'), ctx.serviceBuildArg)) {
      report('builds', `${path.relative(ctx.repoRoot, dockerfile)}: ${problem}`);
    }
  }

  // -- application environment
  const envOf = (name: string) => serviceEnvironment(services[name]);
  for (const [app, name] of Object.entries(serviceOf)) {
    const env = envOf(name);
    for (const variable of ctx.requiredEnvironment) {
      if (!env[variable]) report('application environment', `service "${name}" (Nest application "${app}") does not set ${variable}`);
    }
    const expectedPort = app === ctx.edgeProject ? ctx.edgePort : ctx.servicePorts[app];
    if (expectedPort !== undefined && env.PORT !== String(expectedPort)) {
      report('application environment', `service "${name}" sets PORT=${env.PORT ?? '(unset)'}; "${app}" listens on ${expectedPort}`);
    }
    if (env.HOST && !['0.0.0.0', '::'].includes(env.HOST)) {
      report('application environment', `service "${name}" sets HOST=${env.HOST}; other containers cannot reach it (use 0.0.0.0)`);
    }
    if (env.DATABASE_URL) {
      try {
        const host = new URL(env.DATABASE_URL).hostname;
        if (!(host in services))
          report('application environment', `service "${name}": DATABASE_URL points at host "${host}", which is not a compose service`);
        else if (!(host in serviceDependencies(services[name]).deps))
          report('application environment', `service "${name}" uses the database "${host}" but does not depend on it`);
      } catch {
        report('application environment', `service "${name}": DATABASE_URL is not a URL`);
      }
    }
    for (const broker of (env.KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean)) {
      const host = broker.split(':')[0];
      if (!(host in services))
        report('application environment', `service "${name}": KAFKA_BROKERS names "${broker}", and "${host}" is not a compose service`);
      else if (!(host in serviceDependencies(services[name]).deps))
        report('application environment', `service "${name}" uses the broker "${host}" but does not depend on it`);
    }
  }

  // -- edge wiring
  const edge = serviceOf[ctx.edgeProject];
  if (edge) {
    const env = envOf(edge);
    const deps = serviceDependencies(services[edge]).deps;
    if (env.EDGE_MODE !== 'proxy') report('edge wiring', `service "${edge}" must set EDGE_MODE=proxy (got ${env.EDGE_MODE ?? 'unset'})`);
    for (const project of Object.keys(ctx.servicePorts)) {
      const target = serviceOf[project];
      const variable = `${project.toUpperCase()}_URL`;
      if (!target) {
        report('edge wiring', `the edge cannot reach "${project}": no compose service runs it`);
        continue;
      }
      if (deps[target]?.condition !== 'service_healthy') {
        report(
          'edge wiring',
          `service "${edge}" must depend on "${target}" with condition service_healthy (got ${deps[target]?.condition ?? 'no dependency'})`,
        );
      }
      const port = envOf(target).PORT ?? String(ctx.servicePorts[project]);
      const expected = `http://${target}:${port}`;
      const value = env[variable];
      if (!value) {
        report('edge wiring', `service "${edge}" does not set ${variable} (expected ${expected})`);
        continue;
      }
      let parsed: URL | undefined;
      try {
        parsed = new URL(value);
      } catch {
        report('edge wiring', `service "${edge}": ${variable}=${value} is not a URL (expected ${expected})`);
      }
      if (parsed && (parsed.protocol !== 'http:' || parsed.hostname !== target || (parsed.port || '80') !== port)) {
        report(
          'edge wiring',
          `service "${edge}": ${variable}=${value}, but "${project}" is service "${target}" listening on ${port} (expected ${expected})`,
        );
      }
    }
  } else if (ctx.applications.includes(ctx.edgeProject)) {
    report('edge wiring', `no compose service runs the edge ("${ctx.edgeProject}")`);
  }

  // -- token keys: one signer with the private key, everybody verifies with the same public key
  const volumeFor = (name: string, file: string) =>
    namedVolumeMounts(services[name]).find((m) => file.startsWith(m.target.replace(/\/?$/, '/')));
  const publicSource: Record<string, string> = {};
  for (const [app, name] of Object.entries(serviceOf)) {
    const env = envOf(name);
    for (const kind of ['PUBLIC', 'PRIVATE'] as const) {
      const variable = `JWT_${kind}_KEY`;
      const inline = env[variable];
      const file = env[`${variable}_FILE`];
      const wanted = kind === 'PUBLIC' || app === ctx.tokenSigner;
      if (!wanted) {
        if (inline || file)
          report(
            'token keys',
            `service "${name}" receives the private signing key (${inline ? variable : `${variable}_FILE`}); only "${ctx.tokenSigner}" signs tokens`,
          );
        continue;
      }
      if (!inline && !file) {
        report(
          'token keys',
          `service "${name}" sets neither ${variable} nor ${variable}_FILE; without shared keys each container generates its own and tokens fail verification elsewhere`,
        );
        continue;
      }
      if (file) {
        const mount = volumeFor(name, file);
        if (!mount) report('token keys', `service "${name}": ${variable}_FILE=${file} is not inside a named volume it mounts`);
        else if (kind === 'PUBLIC') publicSource[name] = `${mount.source}:${file.slice(mount.target.replace(/\/?$/, '/').length)}`;
      } else if (kind === 'PUBLIC') {
        publicSource[name] = `inline:${inline}`;
      }
    }
  }
  const sources = new Set(Object.values(publicSource));
  if (sources.size > 1) {
    report(
      'token keys',
      `services read the public key from different places: ${Object.entries(publicSource)
        .map(([s, src]) => `${s} <- ${src}`)
        .join(', ')}`,
    );
  }

  // -- kafka: brokers advertise the address clients use; a single broker needs replication factor 1
  const brokerHosts = new Set<string>();
  for (const name of appServices) {
    for (const broker of (envOf(name).KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean))
      brokerHosts.add(broker);
  }
  for (const broker of brokerHosts) {
    const host = broker.split(':')[0];
    if (!(host in services)) continue; // reported above
    const env = envOf(host);
    const advertised = env.KAFKA_ADVERTISED_LISTENERS ?? '';
    if (!advertised.split(',').some((l) => l.replace(/^[A-Z_]+:\/\//, '') === broker)) {
      report(
        'kafka',
        `service "${host}" does not advertise ${broker} (KAFKA_ADVERTISED_LISTENERS=${advertised || 'unset'}); clients in other containers would be sent elsewhere`,
      );
    }
    for (const variable of ['KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR', 'KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR']) {
      if (env[variable] !== '1')
        report('kafka', `service "${host}" is a single broker but ${variable}=${env[variable] ?? 'unset (default 3)'}; set 1`);
    }
  }

  checkMonitoring(doc, ctx, serviceOf, (message) => report('monitoring', message));
  return problems;
}

/**
 * Prometheus scrapes GET /metrics of every application with the token the applications check (same volume and file,
 * never an inline value); Grafana is provisioned with that Prometheus and with dashboards that query real metrics.
 */
function checkMonitoring(doc: ComposeFile, ctx: RuleContext, serviceOf: Record<string, string>, report: (message: string) => void): void {
  const services = doc.services ?? {};
  const { prometheus, grafana, metricNames } = ctx.monitoring;
  const read = (service: string, target: string): { file: string; text: string } | undefined => {
    const mount = bindMounts(services[service]).find((m) => target === m.target || target.startsWith(`${m.target.replace(/\/?$/, '/')}`));
    if (!mount) return undefined;
    const file = path.resolve(ctx.repoRoot, mount.source, path.relative(mount.target, target));
    return fs.existsSync(file) && fs.statSync(file).isFile() ? { file, text: fs.readFileSync(file, 'utf8') } : undefined;
  };
  const volumeFile = (service: string, file: string) => {
    const mount = namedVolumeMounts(services[service]).find((m) => file.startsWith(m.target.replace(/\/?$/, '/')));
    return mount ? `${mount.source}:${file.slice(mount.target.replace(/\/?$/, '/').length)}` : undefined;
  };

  // -- Prometheus
  if (!services[prometheus]) {
    report(`no "${prometheus}" service: nothing scrapes the services' /metrics`);
  } else {
    const config = read(prometheus, '/etc/prometheus/prometheus.yml');
    if (!config)
      report(`service "${prometheus}" does not mount its configuration file at /etc/prometheus/prometheus.yml from the repository`);
    else {
      const jobs = ((parseCompose(config.text) as { scrape_configs?: Json[] }).scrape_configs ?? []).filter(isObject);
      const where = path.relative(ctx.repoRoot, config.file);
      const targetsOf = (job: Record<string, Json>) =>
        (Array.isArray(job.static_configs) ? job.static_configs : [])
          .filter(isObject)
          .flatMap((c) => (Array.isArray(c.targets) ? c.targets.map(String) : []));
      const scraped = new Set<string>();
      for (const [app, name] of Object.entries(serviceOf)) {
        const env = serviceEnvironment(services[name]);
        const target = `${name}:${env.PORT ?? ctx.servicePorts[app] ?? ctx.edgePort}`;
        scraped.add(target);
        const job = jobs.find((j) => targetsOf(j).includes(target));
        if (env.METRICS_TOKEN)
          report(`service "${name}" sets METRICS_TOKEN inline; give it METRICS_TOKEN_FILE from a volume (no secret in plain values)`);
        const tokenFile = env.METRICS_TOKEN_FILE;
        const appToken = tokenFile ? volumeFile(name, tokenFile) : undefined;
        if (!tokenFile)
          report(`service "${name}" sets no METRICS_TOKEN_FILE: its /metrics answers loopback only and Prometheus cannot scrape it`);
        else if (!appToken) report(`service "${name}": METRICS_TOKEN_FILE=${tokenFile} is not inside a named volume it mounts`);
        if (!job) {
          report(`service "${name}" (Nest application "${app}") is not scraped: add ${target} to a scrape job in ${where}`);
          continue;
        }
        if ((job.metrics_path ?? '/metrics') !== '/metrics')
          report(`scrape job "${String(job.job_name)}" reads ${String(job.metrics_path)}, not /metrics`);
        const auth = isObject(job.authorization) ? job.authorization : undefined;
        if (auth?.credentials !== undefined || job.bearer_token !== undefined)
          report(`scrape job "${String(job.job_name)}" holds the token in plain text; use authorization.credentials_file`);
        const promFile = typeof auth?.credentials_file === 'string' ? auth.credentials_file : undefined;
        const promToken = promFile ? volumeFile(prometheus, promFile) : undefined;
        if (!promToken)
          report(`scrape job "${String(job.job_name)}" sends no token from a volume Prometheus mounts (authorization.credentials_file)`);
        else if (appToken && promToken !== appToken) report(`Prometheus sends ${promToken} to ${target}, but "${name}" checks ${appToken}`);
      }
      for (const job of jobs) {
        for (const target of targetsOf(job)) {
          const host = target.split(':')[0];
          if (host in services && !scraped.has(target) && host !== prometheus)
            report(`${where} scrapes ${target}, which is no application port`);
        }
      }
    }
    const deps = serviceDependencies(services[prometheus]).deps;
    for (const mount of namedVolumeMounts(services[prometheus])) {
      const writer = Object.keys(services).find(
        (n) =>
          n !== prometheus &&
          !hasHealthcheck(services[n]) &&
          namedVolumeMounts(services[n]).some((m) => m.source === mount.source && !m.readOnly),
      );
      if (writer && deps[writer]?.condition !== 'service_completed_successfully')
        report(
          `service "${prometheus}" reads volume "${mount.source}" written by job "${writer}" but does not wait for it (service_completed_successfully)`,
        );
    }
  }

  // -- Grafana
  if (!services[grafana]) {
    report(`no "${grafana}" service shows the dashboards`);
    return;
  }
  const genv = serviceEnvironment(services[grafana]);
  if (genv.GF_SECURITY_ADMIN_PASSWORD)
    report(`service "${grafana}" sets GF_SECURITY_ADMIN_PASSWORD inline; use GF_SECURITY_ADMIN_PASSWORD__FILE from a volume`);
  if (!genv.GF_SECURITY_ADMIN_PASSWORD__FILE)
    report(`service "${grafana}" keeps Grafana's default admin password (set GF_SECURITY_ADMIN_PASSWORD__FILE)`);
  const provisioning = bindMounts(services[grafana]).find((m) => m.target === '/etc/grafana/provisioning');
  if (!provisioning) {
    report(`service "${grafana}" mounts no provisioning directory at /etc/grafana/provisioning`);
    return;
  }
  const provDir = path.resolve(ctx.repoRoot, provisioning.source);
  const yamlFiles = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => parseCompose(fs.readFileSync(path.join(dir, f), 'utf8')))
      : [];
  const datasources = yamlFiles(path.join(provDir, 'datasources')).flatMap((d) =>
    isObject(d) && Array.isArray(d.datasources) ? d.datasources.filter(isObject) : [],
  );
  const promSources = datasources.filter(
    (d) => d.type === 'prometheus' && String(d.url ?? '').replace(/\/$/, '') === `http://${prometheus}:9090`,
  );
  if (!promSources.length) report(`Grafana has no provisioned prometheus data source at http://${prometheus}:9090`);
  const uids = new Set(datasources.map((d) => String(d.uid)));
  const providers = yamlFiles(path.join(provDir, 'dashboards')).flatMap((d) =>
    isObject(d) && Array.isArray(d.providers) ? d.providers.filter(isObject) : [],
  );
  const dashboards: { file: string; json: Record<string, Json> }[] = [];
  for (const provider of providers) {
    const target = isObject(provider.options) ? String(provider.options.path) : '';
    const mount = bindMounts(services[grafana]).find((m) => m.target === target);
    if (!mount) {
      report(`dashboard provider "${String(provider.name)}" reads ${target}, which is no directory mounted from the repository`);
      continue;
    }
    const dir = path.resolve(ctx.repoRoot, mount.source);
    for (const f of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : []) {
      try {
        dashboards.push({ file: f, json: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, Json> });
      } catch (error) {
        report(`dashboard ${f} is not JSON: ${(error as Error).message}`);
      }
    }
  }
  if (!dashboards.length) report('Grafana is provisioned with no dashboard');
  const known = new Set(metricNames);
  for (const { file, json } of dashboards) {
    if (typeof json.uid !== 'string' || typeof json.title !== 'string') report(`dashboard ${file} has no uid or title`);
    const panels = Array.isArray(json.panels) ? json.panels.filter(isObject) : [];
    if (!panels.length) report(`dashboard ${file} has no panels`);
    for (const panel of panels) {
      const targets = Array.isArray(panel.targets) ? panel.targets.filter(isObject) : [];
      if (!targets.length) report(`dashboard ${file}, panel "${String(panel.title)}" has no query`);
      for (const t of [panel, ...targets]) {
        const uid = isObject(t.datasource) ? String(t.datasource.uid) : undefined;
        if (uid && !uids.has(uid))
          report(`dashboard ${file}, panel "${String(panel.title)}" uses data source "${uid}", which is not provisioned`);
      }
      for (const t of targets) {
        for (const metric of String(t.expr ?? '').match(/\b(?:jointly|process|nodejs)_[a-z0-9_]+/g) ?? []) {
          const base = metric.replace(/_(bucket|sum|count)$/, '');
          if (!known.has(metric) && !known.has(base))
            report(`dashboard ${file}, panel "${String(panel.title)}" queries ${metric}, which no process exposes`);
        }
      }
    }
  }
}

/** Dockerfile rules: the service build argument exists, base images are pinned, the runtime is not root. */
export function checkDockerfile(text: string, serviceArg: string): string[] {
  const problems: string[] = [];
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const argDefaults: Record<string, string> = {};
  const stages = new Set<string>();
  let lastUser: string | undefined;
  let sawServiceArg = false;
  for (const line of lines) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'ARG': {
        const [name, value] = args.split('=');
        if (name === serviceArg) sawServiceArg = true;
        if (value !== undefined) argDefaults[name] = value.replace(/^["']|["']$/g, '');
        break;
      }
      case 'FROM': {
        const parts = args.split(/\s+/).filter((p) => !p.startsWith('--'));
        const image = parts[0].replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, v: string) => argDefaults[v] ?? '');
        if (parts[1]?.toUpperCase() === 'AS' && parts[2]) stages.add(parts[2]);
        lastUser = undefined;
        if (stages.has(image) && image !== parts[2]) break; // FROM an earlier stage
        if (!image) {
          problems.push(`FROM ${parts[0]}: the image comes from a build argument without a default`);
          break;
        }
        const { tag, digest } = imageTag(image);
        if (!digest && (!tag || tag === 'latest')) problems.push(`FROM ${image}: pin a version instead of ${tag ? ':latest' : 'no tag'}`);
        break;
      }
      case 'USER':
        lastUser = args;
        break;
      default:
        break;
    }
  }
  if (!sawServiceArg) problems.push(`no ARG ${serviceArg}: the image cannot be built per service`);
  if (!lastUser || ['root', '0', '0:0'].includes(lastUser)) problems.push('the final stage runs as root (add USER with a non-root user)');
  return problems;
}
