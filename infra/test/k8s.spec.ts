/**
 * The Kubernetes manifests in infra/k8s, checked without a cluster:
 *  1. valid against the Kubernetes OpenAPI schemas (kubernetes-validate from PyPI, schemas bundled, works offline;
 *     .ci/run installs it into .venv-k8s, KUBERNETES_VALIDATE_BIN points elsewhere);
 *  2. Jointly's rules (infra/test/k8s-checks.ts): every application deployed with its Service, probes on /health,
 *     memory requests covering the measured memory, HPA on CPU, no plain secrets, the edge's wiring, the migrations
 *     Job, pinned images, a complete kustomization;
 *  3. each Deployment's environment (ConfigMap + values + placeholder secrets) passes the real config loader;
 *  and the rules catch the mistakes they are meant to catch.
 */
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadConfig, SERVICE_PORTS } from '@jointly/common/config/app-config';
import { nestApplications } from '../compose/compose-checks';
import { checkManifests, K8S_RULES, K8sObject, K8sRuleContext, loadManifests } from './k8s-checks';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const K8S_DIR = path.join(REPO_ROOT, 'infra', 'k8s');
const KUBERNETES_VERSION = '1.33.0';
const VALIDATOR = process.env.KUBERNETES_VALIDATE_BIN ?? path.join(REPO_ROOT, '.venv-k8s', 'bin', 'kubernetes-validate');

const applications = nestApplications(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'nest-cli.json'), 'utf8')));
const measured = JSON.parse(fs.readFileSync(path.join(K8S_DIR, 'measured-memory.json'), 'utf8')) as { peakMiB: Record<string, number> };
const CONTEXT: K8sRuleContext = {
  applications,
  deploymentNames: { platform: 'edge' },
  ports: { ...SERVICE_PORTS, platform: 3000 },
  edgeProject: 'platform',
  measuredMiB: measured.peakMiB,
  files: fs.readdirSync(K8S_DIR),
};
const manifests = loadManifests(K8S_DIR);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function validate(files: string[]): { status: number | null; output: string } {
  const result = spawnSync(VALIDATOR, ['--strict', '--no-warn', '-k', KUBERNETES_VERSION, ...files], { encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const validatorPresent = fs.existsSync(VALIDATOR);
if (!validatorPresent && process.env.CI !== 'true') {
  process.stderr.write(
    `\n*** SKIPPED (no ${VALIDATOR}): Kubernetes schema validation. Install it with\n    python3 -m venv .venv-k8s && .venv-k8s/bin/pip install kubernetes-validate==1.37.0 ***\n`,
  );
}
(validatorPresent || process.env.CI === 'true' ? describe : describe.skip)(
  'infra/k8s against the Kubernetes schemas (kubernetes-validate)',
  () => {
    it(`every manifest is valid for Kubernetes ${KUBERNETES_VERSION} (strict: no unknown fields)`, () => {
      const files = CONTEXT.files.filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml').map((f) => path.join(K8S_DIR, f));
      const { status, output } = validate(files);
      expect(output).not.toMatch(/ERROR|failed/);
      expect(status).toBe(0);
    });

    it('and the validator does reject a wrong manifest', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-k8s-'));
      try {
        const broken = fs.readFileSync(path.join(K8S_DIR, 'accounts.yaml'), 'utf8').replace('readinessProbe:', 'readinesProbe:');
        fs.writeFileSync(path.join(dir, 'broken.yaml'), broken);
        const { status, output } = validate([path.join(dir, 'broken.yaml')]);
        expect(status).not.toBe(0);
        expect(output).toContain('readinesProbe');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

describe('infra/k8s follows the Jointly rules', () => {
  const problems = checkManifests(manifests, CONTEXT);
  it.each(K8S_RULES)('%s', (rule) => {
    expect(problems[rule]).toEqual([]);
  });

  it("gives every application an environment the services' config loader accepts", () => {
    const config = manifests.find((m) => m.object.kind === 'ConfigMap' && m.object.metadata?.name === 'jointly-config')!.object
      .data as Record<string, string>;
    const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // What each Secret key stands for (the real values are created at deploy time).
    const secrets: Record<string, string> = {
      'jointly-database/url': 'postgres://jointly:pw@postgres.example.internal:5432/jointly',
      'jointly-metrics/token': 'a-metrics-token-of-at-least-24',
      'jointly-jwt/jwt-public.pem': publicKey,
      'jointly-jwt/jwt-private.pem': privateKey,
      'jointly-admin/email': 'admin@example.com',
      'jointly-admin/password': 'an-admin-password',
      'jointly-otp/key': crypto.randomBytes(32).toString('base64'),
      'jointly-smtp/url': 'smtp://mail:pw@smtp.example.internal:587',
      'jointly-stripe/secret-key': 'sk_test_a-stripe-test-key',
      'jointly-stripe/webhook-secret': 'whsec_a-webhook-signing-secret',
    };
    const failures: string[] = [];
    for (const app of applications) {
      const deployment = manifests.find(
        (m) => m.object.kind === 'Deployment' && m.object.metadata?.name === (CONTEXT.deploymentNames[app] ?? app),
      )?.object;
      const container = deployment?.spec.template.spec.containers[0];
      const env: Record<string, string> = { ...config };
      for (const e of container?.env ?? []) {
        if (e.value !== undefined) env[e.name] = e.value;
        else if (e.valueFrom?.secretKeyRef) {
          const value = secrets[`${e.valueFrom.secretKeyRef.name}/${e.valueFrom.secretKeyRef.key}`];
          if (value === undefined) failures.push(`${app}: unknown secret ${e.valueFrom.secretKeyRef.name}/${e.valueFrom.secretKeyRef.key}`);
          else env[e.name] = value;
        } else if (e.valueFrom?.configMapKeyRef) env[e.name] = config[e.valueFrom.configMapKeyRef.key];
      }
      try {
        const loaded = loadConfig(env);
        if (!loaded.databaseUrl || loaded.kafkaBrokers.length === 0) failures.push(`${app}: no external PostgreSQL or Kafka`);
        if (!loaded.metricsToken) failures.push(`${app}: no METRICS_TOKEN (Prometheus could not scrape it)`);
        if (app === 'accounts' && !loaded.jwtPrivateKey) failures.push(`${app}: signs tokens but has no private key`);
        if (['accounts', 'notifications'].includes(app) && !loaded.otpCodeKey) failures.push(`${app}: no OTP_CODE_KEY`);
        if (app === 'notifications' && !loaded.smtpUrl) failures.push(`${app}: no SMTP_URL (mail would go to files in the pod)`);
      } catch (error) {
        failures.push(`${app}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the Kubernetes rules catch mistakes', () => {
  const check = (mutate: (objects: K8sObject[]) => void, ctx: Partial<K8sRuleContext> = {}) => {
    const copy = clone(manifests);
    const objects = copy.map((m) => m.object);
    const fileOf = new Map(copy.map((m) => [m.object, m.file]));
    mutate(objects);
    return checkManifests(
      objects.map((object) => ({ file: fileOf.get(object) ?? 'added.yaml', object })),
      { ...CONTEXT, ...ctx },
    );
  };
  const deployment = (objects: K8sObject[], name: string) => objects.find((o) => o.kind === 'Deployment' && o.metadata?.name === name)!;
  const container = (objects: K8sObject[], name: string) => deployment(objects, name).spec.template.spec.containers[0];

  it('an application without a Deployment (a new service nobody deployed)', () => {
    expect(
      check(() => undefined, { applications: [...applications, 'reports'], ports: { ...CONTEXT.ports, reports: 3099 } })[
        'every application deployed'
      ],
    ).toEqual(['Nest application "reports" has no Deployment "reports"']);
  });

  it('a service pod without the label the NetworkPolicy selects', () => {
    const problems = check((o) => delete deployment(o, 'messages').spec.template.metadata.labels['app.kubernetes.io/component']);
    expect(problems['every application deployed']).toEqual([
      'Deployment "messages" pods are not labelled app.kubernetes.io/component=service (the NetworkPolicy selects them by it)',
    ]);
  });

  it('a probe on another path, and none at all', () => {
    const problems = check((o) => {
      container(o, 'tenders').livenessProbe.httpGet.path = '/';
      delete container(o, 'bids').readinessProbe;
    });
    expect(problems['probes from /health']).toEqual([
      'Deployment "bids" has no readinessProbe (httpGet /health)',
      'Deployment "tenders": livenessProbe asks / on http, not /health on 3002',
    ]);
  });

  it('a memory request below the measured memory', () => {
    const problems = check((o) => (container(o, 'eligibility').resources.requests.memory = '64Mi'));
    expect(problems['memory requests cover the measured memory']).toEqual([
      `Deployment "eligibility" requests 64Mi memory; "eligibility" was measured at ${measured.peakMiB.eligibility} MiB`,
    ]);
  });

  it('a password as a plain value, a Secret with values, a database URL in the ConfigMap', () => {
    const problems = check((o) => {
      container(o, 'accounts').env.push({ name: 'ADMIN_PASSWORD', value: 'hunter2hunter2' });
      o.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'oops' }, stringData: { token: 'x' } });
      o.find((x) => x.kind === 'ConfigMap')!.data.PG = 'postgres://jointly:secret@db:5432/jointly';
    });
    expect(problems['no plain secrets']).toEqual([
      'accounts.yaml: Deployment "accounts" sets ADMIN_PASSWORD as a plain value; use valueFrom.secretKeyRef',
      'config.yaml: ConfigMap "jointly-config" key PG embeds a password in a URL',
      'added.yaml: Secret "oops" carries values in the repository; create it at deploy time (README.md)',
    ]);
  });

  it('no HPA, an Ingress to a service, an unpinned image, a file left out of the kustomization', () => {
    const problems = check((o) => {
      o.splice(
        o.findIndex((x) => x.kind === 'HorizontalPodAutoscaler' && x.metadata?.name === 'messages'),
        1,
      );
      o.find((x) => x.kind === 'Ingress')!.spec.rules[0].http.paths[0].backend.service.name = 'accounts';
      container(o, 'consortiums').image = 'jointly/consortiums:latest';
      o.find((x) => x.kind === 'Kustomization')!.resources = ['namespace.yaml'];
    });
    expect(problems['autoscaling on CPU']).toEqual(['Deployment "messages" has no HorizontalPodAutoscaler']);
    expect(problems['edge wiring']).toEqual(['Ingress "edge" routes / to "accounts"; only the edge is public']);
    expect(problems['images pinned']).toEqual([
      'consortiums.yaml: Deployment "consortiums" runs image "jointly/consortiums:latest" without a pinned tag',
    ]);
    expect(problems['kustomization lists every file']).toContain('kustomization.yaml does not list accounts.yaml');
  });
});
