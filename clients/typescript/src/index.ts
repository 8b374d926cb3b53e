/**
 * Typed client for the mahjong scoring service's REST API, for browsers and Node (>= 20): one
 * async function per operation over `openapi-fetch`, with the request and answer types generated
 * from the service's OpenAPI document (`src/generated/openapi.ts`, `npm run generate`).
 *
 * Every function resolves with the answer body, or rejects with a {@link ProblemError} carrying
 * the service's problem document (RFC 9457): its `type` (`/problems/{code}`), status and the
 * `errors` list, each with a JSON pointer into the request, a stable code and a message; or, when
 * no answer came (refused, unreachable, cut off), with a {@link ConnectionFailed}. Both are
 * {@link MahjongError}s.
 */
import createClient, { type Client } from "openapi-fetch";

import type { components, paths } from "./generated/openapi.js";

export type { components, paths } from "./generated/openapi.js";

/** Every schema of the API by name (`Schemas["HandRequest"]`, …). */
export type Schemas = components["schemas"];
export type HandRequest = Schemas["HandRequest"];
export type HandBody = Schemas["HandBody"];
export type ValidateResponse = Schemas["ValidateResponse"];
export type ScoreResponse = Schemas["ScoreResponse"];
export type BatchRequest = Schemas["BatchRequest"];
export type BatchResponse = Schemas["BatchResponse"];
export type WaitsResponse = Schemas["WaitsResponse"];
export type ClaimsRequest = Schemas["ClaimsRequest"];
export type ClaimsResponse = Schemas["ClaimsResponse"];
export type SettleRequest = Schemas["SettleRequest"];
export type SettleResponse = Schemas["SettleResponse"];
export type DealRequest = Schemas["DealRequest"];
export type DealResponse = Schemas["DealResponse"];
export type ReconcileRequest = Schemas["ReconcileRequest"];
export type ReconcileResponse = Schemas["ReconcileResponse"];
export type SessionRequest = Schemas["SessionRequest"];
export type SessionResponse = Schemas["SessionResponse"];
export type TournamentRequest = Schemas["TournamentRequest"];
export type TournamentResponse = Schemas["TournamentResponse"];
/** The printable forms of a session or tournament answer. */
export type SheetFormat = "csv" | "html";
export type RulesetList = Schemas["RulesetList"];
export type RulesetDef = Schemas["RulesetDef"];
export type ProblemDocument = Schemas["ProblemDocument"];
export type FieldError = Schemas["FieldError"];
export type Language = Schemas["LanguageName"];
export type Wind = Schemas["WindName"];
/** What a winner may announce (`win.announcements`), where the rule set's definition lists it. */
export type Announcement = Schemas["AnnouncementName"];

/** Every error a client function rejects with: a {@link ProblemError} or a {@link ConnectionFailed}. */
export class MahjongError extends Error {}

/** No answer from the service: refused, unreachable, name not found or cut off (`cause`: fetch's error). */
export class ConnectionFailed extends MahjongError {
  /** The service asked. */
  readonly baseUrl: string;

  constructor(baseUrl: string, cause: unknown) {
    super(`no answer from the mahjong scoring service at ${baseUrl}: ${cause instanceof Error && cause.cause instanceof Error ? cause.cause.message : String(cause)}`, { cause });
    this.name = "ConnectionFailed";
    this.baseUrl = baseUrl;
  }
}

/** A request the service refused, or an answer that is not one. */
export class ProblemError extends MahjongError {
  /** The HTTP status. */
  readonly status: number;
  /** The problem document, when the service sent one. */
  readonly problem: ProblemDocument | undefined;

  constructor(status: number, problem: ProblemDocument | undefined, fallback: string) {
    super(problem ? `${problem.title} (${status}): ${problem.detail}` : fallback);
    this.name = "ProblemError";
    this.status = status;
    this.problem = problem;
  }

  /** Every problem: pointer, code, message. */
  get errors(): FieldError[] {
    return this.problem?.errors ?? [];
  }

  /** The codes of every problem (`["unknown_tile"]`). */
  get codes(): string[] {
    return this.errors.map((e) => e.code);
  }
}

export interface ClientOptions {
  /** The service's address, e.g. `http://127.0.0.1:8080` (CORS must allow a browser page's origin). */
  baseUrl: string;
  /** Language of element and rule set names (`Accept-Language`); `en` by default. */
  language?: Language;
  /** A `fetch` of your own (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/** fetch rejects with a TypeError when no answer comes (the spec's "network error"). */
async function answered<T>(baseUrl: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    throw e instanceof TypeError ? new ConnectionFailed(baseUrl, e) : e;
  }
}

async function unwrapAt<T>(baseUrl: string, call: Promise<Outcome<T>>): Promise<T> {
  const { data, error, response } = await answered(baseUrl, call);
  if (response.ok && data !== undefined) {
    return data;
  }
  const problem = isProblem(error) ? error : undefined;
  throw new ProblemError(response.status, problem, `HTTP ${response.status} ${response.statusText}`);
}

function isProblem(v: unknown): v is ProblemDocument {
  return typeof v === "object" && v !== null && "status" in v && "errors" in v;
}

function sheetType(format: SheetFormat): string {
  return format === "csv" ? "text/csv" : "text/html";
}

/** The client: one function per operation, and the underlying `openapi-fetch` client (`api`). */
export function createMahjongClient(options: ClientOptions) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.language) {
    headers["accept-language"] = options.language;
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const unwrap = <T>(call: Promise<Outcome<T>>) => unwrapAt(baseUrl, call);
  const api: Client<paths> = createClient<paths>({
    baseUrl,
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    api,
    /** `GET /v1/rulesets`: ids, names, limits, options with their defaults. */
    listRulesets: (language?: Language) =>
      unwrap(api.GET("/v1/rulesets", { params: { query: language ? { language } : {} } })),
    /** `GET /v1/rulesets/{id}`: the full definition (every element, option and rule). */
    getRuleset: (id: string) => unwrap(api.GET("/v1/rulesets/{id}", { params: { path: { id } } })),
    /** `POST /v1/hands/validate`: every problem of a hand listed; whether it is a mahjong. */
    validateHand: (body: HandRequest) => unwrap(api.POST("/v1/hands/validate", { body })),
    /** `POST /v1/hands/score`: one player's score with the itemised breakdown. */
    scoreHand: (body: HandRequest) => unwrap(api.POST("/v1/hands/score", { body })),
    /** `POST /v1/hands/score-batch`: up to 1,000 score requests, each answered on its own. */
    scoreBatch: (body: BatchRequest) => unwrap(api.POST("/v1/hands/score-batch", { body })),
    /** `POST /v1/hands/waits`: the tiles that complete a hand, with the score of each. */
    findWaits: (body: HandRequest) => unwrap(api.POST("/v1/hands/waits", { body })),
    /** `POST /v1/claims/resolve`: which claim on a discard wins. */
    resolveClaims: (body: ClaimsRequest) => unwrap(api.POST("/v1/claims/resolve", { body })),
    /** `POST /v1/deals/settle`: payments between the four players, the next East. */
    settleDeal: (body: SettleRequest) => unwrap(api.POST("/v1/deals/settle", { body })),
    /** `POST /v1/deals/score`: all four hands of a deal scored and settled. */
    scoreDeal: (body: DealRequest) => unwrap(api.POST("/v1/deals/score", { body })),
    /** `POST /v1/sessions/reconcile`: Italian session totals corrected 3:3:3:1. */
    reconcileSession: (body: ReconcileRequest) => unwrap(api.POST("/v1/sessions/reconcile", { body })),
    /** `POST /v1/sessions/score`: a whole session at a table, deal by deal, with standings. */
    scoreSession: (body: SessionRequest) =>
      unwrap(api.POST("/v1/sessions/score", { body })) as Promise<SessionResponse>,
    /** `POST /v1/tournaments/standings`: the ranking, per-round results and prizes of an event. */
    tournamentStandings: (body: TournamentRequest) =>
      unwrap(api.POST("/v1/tournaments/standings", { body })) as Promise<TournamentResponse>,
    /** A session's score sheet as CSV or printable HTML (`Accept: text/csv` / `text/html`). */
    sessionSheet: (body: SessionRequest, format: SheetFormat) =>
      unwrap(api.POST("/v1/sessions/score", { body, parseAs: "text", headers: { accept: sheetType(format) } })) as Promise<string>,
    /** A tournament's standings as CSV or printable HTML. */
    tournamentSheet: (body: TournamentRequest, format: SheetFormat) =>
      unwrap(api.POST("/v1/tournaments/standings", { body, parseAs: "text", headers: { accept: sheetType(format) } })) as Promise<string>,
    /** `GET /readyz`: whether the service is serving. */
    ready: async () => (await answered(baseUrl, (options.fetch ?? globalThis.fetch)(`${baseUrl}/readyz`))).ok,
  };
}

/** The client's type. */
export type MahjongClient = ReturnType<typeof createMahjongClient>;

/** Every path that takes a `POST` body. */
export type PostPath = { [P in keyof paths]: [NonNullable<paths[P]["post"]>] extends [never] ? never : P }[keyof paths];

/**
 * The function each `POST` path is called by (for tools and tests that go through every path).
 * A path added to the API and not here is a compile error after `npm run generate`.
 */
export const OPERATIONS: { readonly [P in PostPath]: keyof MahjongClient } = {
  "/v1/hands/validate": "validateHand",
  "/v1/hands/score": "scoreHand",
  "/v1/hands/score-batch": "scoreBatch",
  "/v1/hands/waits": "findWaits",
  "/v1/claims/resolve": "resolveClaims",
  "/v1/deals/settle": "settleDeal",
  "/v1/deals/score": "scoreDeal",
  "/v1/sessions/reconcile": "reconcileSession",
  "/v1/sessions/score": "scoreSession",
  "/v1/tournaments/standings": "tournamentStandings",
};
