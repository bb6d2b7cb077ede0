/**
 * Rules for the Kubernetes manifests in infra/k8s, used by infra/test/k8s.spec.ts (the schema itself is checked by
 * kubernetes-validate, a validator from PyPI with bundled schemas). Each rule returns readable problems (empty = fine).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type K8sObject = { apiVersion?: string; kind?: string; metadata?: { name?: string; namespace?: string }; [key: string]: any };

/** Every YAML document of every .yaml file in a directory, with the file it came from. */
export function loadManifests(dir: string): Array<{ file: string; object: K8sObject }> {
  const out: Array<{ file: string; object: K8sObject }> = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    for (const doc of parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      const object = doc.toJS() as K8sObject | null;
      if (object) out.push({ file, object });
    }
  }
  return out;
}

export interface K8sRuleContext {
  /** Nest applications (nest-cli.json) and the Deployment name each must have (the edge may be "edge"). */
  applications: string[];
  deploymentNames: Record<string, string>;
  /** Port each application listens on. */
  ports: Record<string, number>;
  edgeProject: string;
  /** Measured peak memory per application (MiB): the request must cover it. */
  measuredMiB: Record<string, number>;
  /** Files of the directory, for the kustomization check. */
  files: string[];
}

export const K8S_RULES = [
  'every application deployed',
  'probes from /health',
  'memory requests cover the measured memory',
  'autoscaling on CPU',
  'no plain secrets',
  'edge wiring',
  'migrations job',
  'images pinned',
  'kustomization lists every file',
] as const;
export type K8sRule = (typeof K8S_RULES)[number];

/** Variable names that hold credentials (or URLs that usually embed them): only ever from a Secret. */
const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|PRIVATE_KEY|OTP_CODE_KEY|DATABASE_URL|SMTP_URL|API_KEY|CREDENTIALS)$/;
const URL_WITH_PASSWORD = /:\/\/[^/\s:@]+:[^/\s@]+@/;

const mebibytes = (quantity: unknown): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(String(quantity ?? ''));
  if (!match) return undefined;
  const factor: Record<string, number> = { Ki: 1 / 1024, Mi: 1, Gi: 1024, k: 1000 / 1048576, M: 1e6 / 1048576, G: 1e9 / 1048576 };
  return Number(match[1]) * (match[2] ? factor[match[2]] : 1 / 1048576);
};

function containersOf(object: K8sObject): any[] {
  const spec = object.kind === 'Job' || object.kind === 'Deployment' ? object.spec?.template?.spec : undefined;
  return [...(spec?.containers ?? []), ...(spec?.initContainers ?? [])];
}

export function checkManifests(manifests: Array<{ file: string; object: K8sObject }>, ctx: K8sRuleContext): Record<K8sRule, string[]> {
  const problems = Object.fromEntries(K8S_RULES.map((r) => [r, [] as string[]])) as Record<K8sRule, string[]>;
  const report = (rule: K8sRule, message: string) => problems[rule].push(message);
  const objects = manifests.map((m) => m.object);
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);

  for (const app of ctx.applications) {
    const name = ctx.deploymentNames[app] ?? app;
    const deployment = find('Deployment', name);
    if (!deployment) {
      report('every application deployed', `Nest application "${app}" has no Deployment "${name}"`);
      continue;
    }
    const port = ctx.ports[app];
    const container = deployment.spec?.template?.spec?.containers?.[0];
    const ports: any[] = container?.ports ?? [];
    const named = new Map(ports.map((p) => [p.name, p.containerPort]));
    if (!ports.some((p) => p.containerPort === port))
      report('every application deployed', `Deployment "${name}" does not expose port ${port}`);
    const env = new Map<string, any>((container?.env ?? []).map((e: any) => [e.name, e]));
    if (env.get('PORT')?.value !== String(port))
      report(
        'every application deployed',
        `Deployment "${name}" sets PORT=${env.get('PORT')?.value ?? '(unset)'}; "${app}" listens on ${port}`,
      );
    const component = deployment.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'];
    const expectedComponent = app === ctx.edgeProject ? 'edge' : 'service';
    if (component !== expectedComponent)
      report(
        'every application deployed',
        `Deployment "${name}" pods are not labelled app.kubernetes.io/component=${expectedComponent} (the NetworkPolicy selects them by it)`,
      );
    const service = find('Service', name);
    if (!service) report('every application deployed', `Deployment "${name}" has no Service "${name}"`);
    else if (!(service.spec?.ports ?? []).some((p: any) => p.port === port))
      report('every application deployed', `Service "${name}" does not serve port ${port}`);
    else if (Object.entries(service.spec?.selector ?? {}).some(([k, v]) => deployment.spec?.template?.metadata?.labels?.[k] !== v))
      report('every application deployed', `Service "${name}" selects pods that Deployment "${name}" does not label`);

    for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
      const get = container?.[probe]?.httpGet;
      const probePort = typeof get?.port === 'string' ? named.get(get.port) : get?.port;
      if (!get) report('probes from /health', `Deployment "${name}" has no ${probe} (httpGet /health)`);
      else if (get.path !== '/health' || probePort !== port)
        report('probes from /health', `Deployment "${name}": ${probe} asks ${get.path} on ${String(get.port)}, not /health on ${port}`);
    }

    const request = mebibytes(container?.resources?.requests?.memory);
    const limit = mebibytes(container?.resources?.limits?.memory);
    const measured = ctx.measuredMiB[app];
    if (measured === undefined)
      report('memory requests cover the measured memory', `no measured memory for "${app}" (run scripts/ops/measure-memory.mjs)`);
    else if (request === undefined || request < measured)
      report(
        'memory requests cover the measured memory',
        `Deployment "${name}" requests ${container?.resources?.requests?.memory ?? 'no'} memory; "${app}" was measured at ${measured} MiB`,
      );
    if (limit === undefined || (request !== undefined && limit < request))
      report('memory requests cover the measured memory', `Deployment "${name}" has no memory limit at or above its request`);
    if (!container?.resources?.requests?.cpu)
      report('autoscaling on CPU', `Deployment "${name}" requests no CPU (an HPA on CPU utilisation needs one)`);

    const hpa = objects.find(
      (o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.kind === 'Deployment' && o.spec?.scaleTargetRef?.name === name,
    );
    if (!hpa) report('autoscaling on CPU', `Deployment "${name}" has no HorizontalPodAutoscaler`);
    else {
      if (!(hpa.spec?.metrics ?? []).some((m: any) => m.type === 'Resource' && m.resource?.name === 'cpu'))
        report('autoscaling on CPU', `HPA "${hpa.metadata?.name}" does not scale on CPU`);
      if (!(hpa.spec?.maxReplicas > (hpa.spec?.minReplicas ?? 1)))
        report('autoscaling on CPU', `HPA "${hpa.metadata?.name}" cannot grow (maxReplicas ${hpa.spec?.maxReplicas} ≤ minReplicas)`);
    }
  }

  // -- no plain secrets
  for (const { file, object } of manifests) {
    if (object.kind === 'Secret' && (object.data || object.stringData))
      report(
        'no plain secrets',
        `${file}: Secret "${object.metadata?.name}" carries values in the repository; create it at deploy time (README.md)`,
      );
    if (object.kind === 'ConfigMap') {
      for (const [key, value] of Object.entries(object.data ?? {})) {
        if (SECRET_NAME.test(key))
          report('no plain secrets', `${file}: ConfigMap "${object.metadata?.name}" holds ${key}; take it from a Secret`);
        if (URL_WITH_PASSWORD.test(String(value)))
          report('no plain secrets', `${file}: ConfigMap "${object.metadata?.name}" key ${key} embeds a password in a URL`);
      }
    }
    for (const container of containersOf(object)) {
      for (const e of container.env ?? []) {
        if (e.value !== undefined && (SECRET_NAME.test(e.name) || URL_WITH_PASSWORD.test(String(e.value))))
          report(
            'no plain secrets',
            `${file}: ${object.kind} "${object.metadata?.name}" sets ${e.name} as a plain value; use valueFrom.secretKeyRef`,
          );
        if (SECRET_NAME.test(e.name) && e.valueFrom?.configMapKeyRef)
          report('no plain secrets', `${file}: ${object.kind} "${object.metadata?.name}" takes ${e.name} from a ConfigMap; use a Secret`);
      }
      for (const a of [...(container.args ?? []), ...(container.command ?? [])]) {
        if (URL_WITH_PASSWORD.test(String(a)))
          report('no plain secrets', `${file}: ${object.kind} "${object.metadata?.name}" passes a password in its command line`);
      }
    }
  }

  // -- edge wiring: proxy mode, one URL per service pointing at its Service, the only Ingress backend
  const edgeName = ctx.deploymentNames[ctx.edgeProject] ?? ctx.edgeProject;
  const edge = find('Deployment', edgeName);
  if (edge) {
    const env = new Map<string, any>((edge.spec?.template?.spec?.containers?.[0]?.env ?? []).map((e: any) => [e.name, e.value]));
    if (env.get('EDGE_MODE') !== 'proxy') report('edge wiring', `Deployment "${edgeName}" must set EDGE_MODE=proxy`);
    for (const app of ctx.applications.filter((a) => a !== ctx.edgeProject)) {
      const expected = `http://${ctx.deploymentNames[app] ?? app}:${ctx.ports[app]}`;
      const variable = `${app.toUpperCase()}_URL`;
      if (env.get(variable) !== expected)
        report('edge wiring', `Deployment "${edgeName}" sets ${variable}=${env.get(variable) ?? '(unset)'} (expected ${expected})`);
    }
  }
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? [])
      for (const p of rule.http?.paths ?? [])
        if (p.backend?.service?.name !== edgeName)
          report(
            'edge wiring',
            `Ingress "${ingress.metadata?.name}" routes ${p.path} to "${p.backend?.service?.name}"; only the edge is public`,
          );
  }

  // -- migrations job
  const job = objects.find(
    (o) => o.kind === 'Job' && containersOf(o).some((c) => [...(c.command ?? []), ...(c.args ?? [])].join(' ').includes('migrate.js')),
  );
  if (!job) report('migrations job', 'no Job runs dist/services/platform/src/migrate.js');
  else if (!containersOf(job).some((c) => (c.env ?? []).some((e: any) => e.name === 'DATABASE_URL' && e.valueFrom?.secretKeyRef)))
    report('migrations job', `Job "${job.metadata?.name}" takes no DATABASE_URL from a Secret`);

  // -- images pinned
  for (const { file, object } of manifests) {
    for (const c of containersOf(object)) {
      const image = String(c.image ?? '');
      const tag = image.includes('@') ? 'digest' : image.slice(image.lastIndexOf('/') + 1).split(':')[1];
      if (!tag || tag === 'latest')
        report('images pinned', `${file}: ${object.kind} "${object.metadata?.name}" runs image "${image}" without a pinned tag`);
    }
  }

  // -- kustomization
  const kustomization = objects.find((o) => o.kind === 'Kustomization');
  if (!kustomization) report('kustomization lists every file', 'no kustomization.yaml');
  else {
    const listed = new Set<string>(kustomization.resources ?? []);
    for (const file of ctx.files.filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml'))
      if (!listed.has(file)) report('kustomization lists every file', `kustomization.yaml does not list ${file}`);
    for (const file of listed)
      if (!ctx.files.includes(file)) report('kustomization lists every file', `kustomization.yaml lists ${file}, which does not exist`);
  }
  return problems;
}
