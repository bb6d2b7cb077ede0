import { discoverRoutes, type DiscoveredRoute, type HttpMethod, type RouteKey } from './routes';
export type { DiscoveredRoute, HttpMethod, RouteKey } from './routes';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call } from './test-app';

/**
 * The callers every service's authorization matrix is written for. `otherCompany` is a provider of another company
 * than the objects' owner.
 */
export const MATRIX_ROLES = ['guest', 'provider', 'expert', 'staff', 'staffWithGrant', 'admin', 'otherCompany', 'removedMember'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/**
 * Roles added after the first tables: `staffWithGrant` (staff an admin granted a platform power in the console) and
 * `removedMember` (a provider removed from the owner's company after its token was issued, whose old token must be
 * refused). A table asserts them only in its `pending` section, the one place where those columns are filled in
 * (`columnLike` fills a whole column); the table's `default` never applies to them. Fixtures make them with
 * `grantStaffPowers` and `removeFromCompany` (matrix-roles.ts).
 */
export const PENDING_ROLES = ['staffWithGrant', 'removedMember'] as const;
export type PendingRole = (typeof PENDING_ROLES)[number];
type SettledRole = Exclude<MatrixRole, PendingRole>;

/** An expected answer: a status, or `ok` for any 2xx. */
export type Outcome = number | 'ok';

/** A route as the router knows it: `METHOD /api/path/:param`. */

export interface MatrixRow<F> {
  route: RouteKey;
  /** The URL to call (path parameters filled from the fixture; defaults to the route's path). */
  url?: (fixture: F) => string;
  body?: (fixture: F, role: MatrixRole) => unknown;
  /** Expected outcome per settled role; `default` for the roles not named. */
  expect: Partial<Record<SettledRole, Outcome>> & { default: Outcome };
  /** Give every role a fresh fixture (the call changes state: logout, removal, approval, deletion). */
  fresh?: boolean;
}

export interface MatrixTable<F> {
  rows: Array<MatrixRow<F>>;
  /** Routes deliberately left out of the table, each with the reason and the suite that covers it. */
  exempt?: Partial<Record<RouteKey, string>>;
  /**
   * THE place where the pending roles' columns are filled in: route → expected outcome, per pending role. Empty until
   * the behaviour exists; a route named here must be a row of the table.
   */
  pending: Record<PendingRole, Partial<Record<RouteKey, Outcome>>>;
}

/**
 * What is wrong with a table against the router: routes without a decision (`missing`), rows or exemptions for routes
 * that do not exist (`unknown`), pending cells for routes that are not rows (`pendingWithoutRow`), duplicate rows.
 */
export function matrixGaps<F>(routes: DiscoveredRoute[], table: MatrixTable<F>) {
  const declared = new Set(routes.map((r) => r.key));
  const rowKeys = table.rows.map((r) => r.route);
  const decided = new Set<string>([...rowKeys, ...(Object.keys(table.exempt ?? {}) as RouteKey[])]);
  const pendingKeys = PENDING_ROLES.flatMap((role) => Object.keys(table.pending[role]) as RouteKey[]);
  return {
    missing: [...declared].filter((key) => !decided.has(key)),
    unknown: [...decided].filter((key) => !declared.has(key as RouteKey)),
    pendingWithoutRow: pendingKeys.filter((key) => !rowKeys.includes(key)),
    duplicates: rowKeys.filter((key, i) => rowKeys.indexOf(key) !== i),
  };
}

/** The expected outcome of a row for a role, or undefined when the role is not asserted (a pending column not filled). */
export function expectedOutcome<F>(table: MatrixTable<F>, row: MatrixRow<F>, role: MatrixRole): Outcome | undefined {
  if ((PENDING_ROLES as readonly string[]).includes(role)) return table.pending[role as PendingRole][row.route];
  return row.expect[role as SettledRole] ?? row.expect.default;
}

/**
 * A pending column filled for every row: each route gets the outcome the settled role `like` gets, except where
 * `overrides` says otherwise (a route there must be a row). Keeps a column complete as rows are added.
 */
export function columnLike<F>(
  rows: Array<MatrixRow<F>>,
  like: SettledRole,
  overrides: Partial<Record<RouteKey, Outcome>> = {},
): Partial<Record<RouteKey, Outcome>> {
  const stray = (Object.keys(overrides) as RouteKey[]).filter((key) => !rows.some((row) => row.route === key));
  if (stray.length) throw new Error(`column overrides for routes that are not rows: ${stray.join(', ')}`);
  return Object.fromEntries(rows.map((row) => [row.route, overrides[row.route] ?? row.expect[like] ?? row.expect.default]));
}

export interface MatrixContext<F> {
  app: NestFastifyApplication;
  /** A fixture: the objects the rows call on and a token per role (`guest` has none). */
  fixture(): Promise<F>;
  token(fixture: F, role: MatrixRole): string | undefined;
  /** Only these routes of the app belong to the service under test (the stand-ins' and shared ones are not). */
  owns?: (route: DiscoveredRoute) => boolean;
}

/** A fixture of users whose tokens are minted when asked for, beside the tokens minted while it was made. */
export interface MintedTokensFixture<U> {
  users: Partial<Record<MatrixRole, U>>;
  /** Tokens minted when the fixture was made (the removed member's predates its removal). */
  tokens: Partial<Record<MatrixRole, string>>;
}

/** `MatrixContext.token` for such a fixture: the token minted while it was made, else one minted now for the role's user. */
export function mintedToken<U>(mint: (user: U) => string) {
  return (fixture: MintedTokensFixture<U>, role: MatrixRole): string | undefined => {
    const user = fixture.users[role];
    return fixture.tokens[role] ?? (user ? mint(user) : undefined);
  };
}

const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * Declares the matrix suite of one service: a test that the table decides every route the router knows (a new route
 * without a decision fails the build) and one test per row and role, calling the route as that role.
 */
export function describeAuthorizationMatrix<F>(
  title: string,
  start: () => Promise<MatrixContext<F> & { close(): Promise<void> }>,
  table: MatrixTable<F>,
): void {
  describe(`${title} authorization matrix`, () => {
    let context: MatrixContext<F> & { close(): Promise<void> };
    let base: F;
    beforeAll(async () => {
      context = await start();
      base = await context.fixture();
    });
    afterAll(() => context?.close());

    it('decides every route the router declares, and only those', () => {
      const routes = discoverRoutes(context.app).filter((r) => context.owns?.(r) ?? true);
      expect(routes.length).toBeGreaterThan(0);
      expect(matrixGaps(routes, table)).toEqual({ missing: [], unknown: [], pendingWithoutRow: [], duplicates: [] });
    });

    describe.each(table.rows.map((row) => ({ ...row, name: row.route })))('$name', (row) => {
      const roles = MATRIX_ROLES.filter((role) => expectedOutcome(table, row, role) !== undefined);
      it.each(roles)('as %s', async (role) => {
        const fixture = row.fresh ? await context.fixture() : base;
        const token = role === 'guest' ? undefined : context.token(fixture, role);
        if (role !== 'guest' && !token) throw new Error(`the fixture has no ${role} token`);
        const [method, path] = row.route.split(' ') as [HttpMethod, string];
        const url = row.url ? row.url(fixture) : path;
        const res = await call(context.app, method, url, {
          token,
          body: row.body?.(fixture, role),
          headers: { 'x-forwarded-for': freshAddress() },
        });
        const expected = expectedOutcome(table, row, role)!;
        const status = expected === 'ok' && res.status >= 200 && res.status < 300 ? 'ok' : res.status;
        expect({ role, status, ...(status === expected ? {} : { body: res.body }) }).toEqual({ role, status: expected });
      });
    });
  });
}

/** Common columns. */
export const ADMINS_ONLY = { default: 403, guest: 401, admin: 'ok' } as const;
export const SIGNED_IN = { default: 'ok', guest: 401 } as const;
export const OPEN = { default: 'ok' } as const;

const NO_SUCH_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** The routes a service owns in an app of its own: not the health route, not the ops routes of its stand-ins. */
export const ownedBy =
  (service: string) =>
  (route: DiscoveredRoute): boolean =>
    route.module !== 'HealthModule' && (!route.path.startsWith('/api/ops/') || route.path.startsWith(`/api/ops/${service}/`));

/** The ops routes every service core adds (/api/ops/<service>/…): admins only. */
export function opsRows<F>(service: string): Array<MatrixRow<F>> {
  const ops = `/api/ops/${service}` as const;
  const missing = { ...ADMINS_ONLY, admin: 404 } as const;
  return [
    { route: `GET ${ops}/consumers`, expect: ADMINS_ONLY },
    { route: `GET ${ops}/dead-letters`, expect: ADMINS_ONLY },
    { route: `GET ${ops}/dead-letters/:id`, url: () => `${ops}/dead-letters/${NO_SUCH_ID}`, expect: missing },
    { route: `POST ${ops}/dead-letters/:id/discard`, url: () => `${ops}/dead-letters/${NO_SUCH_ID}/discard`, expect: missing },
    { route: `POST ${ops}/dead-letters/:id/replay`, url: () => `${ops}/dead-letters/${NO_SUCH_ID}/replay`, expect: missing },
    { route: `GET ${ops}/health`, expect: ADMINS_ONLY },
    { route: `GET ${ops}/outbox`, expect: ADMINS_ONLY },
  ];
}
