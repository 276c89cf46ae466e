// Environment variables, parsed once with zod. Nothing else reads process.env for the app's settings.
// Parsed on first use rather than at import, because `next build` imports modules without them.
import { z } from "@/lib/zod";
import { company } from "./company";

const schema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is not set: start the site with `npm start`, which provides one."),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters."),
  LINE_URL: z.url().default("https://line.me/R/ti/p/@toho-truck"),
  /** smtp://user:pass@host:587 or smtps://…; without it mail is written to the outbox and the log, not sent. */
  SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  MAIL_FROM: z.string().min(3).default("東邦トラック販売 <no-reply@toho-truck.example>"),
  /** Where staff are told of each request. */
  STAFF_EMAIL: z.email().default(company.email),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The public origin (https://www.example.jp): every link in a page, a mail, the sitemap and robots.txt names it,
   * and forms are accepted from it alone. Required in production; elsewhere http://localhost:{PORT}.
   */
  SITE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * How many reverse proxies in front of the site append to X-Forwarded-For (nginx: 1). Unset (0), a client's
   * address is the socket's, and a header the client wrote itself counts for nothing.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A Google Tag Manager container (GTM-XXXXXXX). Without it no tag manager loads and the policy allows none. */
  GTM_ID: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, "GTM_ID looks like GTM-XXXXXXX.")
      .optional(),
  ),
  /** Several instances share one cache through Redis (next.config.ts); the front door's shared pages too. */
  REDIS_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  /**
   * "off" renders every page for each request, as before the front door kept the pages every visitor sees alike
   * (lib/http/page-cache.ts): for measuring what the cache saves.
   */
  SHARED_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** Serves /{locale}/diagnostics/error, a page that fails on purpose, so tests can see the 500 page. */
  ENABLE_ERROR_PROBE: z.enum(["0", "1"]).default("0"),
});

/** The host names of this machine, as a site served here alone is opened. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * scrypt's cost for staff passwords, as log2 of N. OWASP's 17 (128 MiB, 0.3–1 s a hash on these machines) wherever
 * a person signs in. `PASSWORD_HASH_COST=test` lowers it to 10 for the test suites and the test server, which hash
 * hundreds of passwords and failed by timing alone while the machine was busy; it is refused for any site but one
 * on this machine (a SITE_URL on loopback, or none outside production), so a stray variable cannot weaken a real
 * site's passwords: the server does not start (instrumentation.ts checks serverEnv()).
 */
export const PASSWORD_COSTS = { production: 17, test: 10 } as const;

export function passwordHashCost(env: Record<string, string | undefined> = process.env): number {
  if (env.PASSWORD_HASH_COST === undefined || env.PASSWORD_HASH_COST === "") return PASSWORD_COSTS.production;
  if (env.PASSWORD_HASH_COST !== "test")
    throw new Error("Invalid environment: PASSWORD_HASH_COST is either unset or test.");
  const local = env.SITE_URL
    ? URL.canParse(env.SITE_URL) && LOOPBACK_HOSTS.includes(new URL(env.SITE_URL).hostname)
    : env.NODE_ENV !== "production";
  if (!local)
    throw new Error("Invalid environment: PASSWORD_HASH_COST=test is for a site on this machine alone (SITE_URL).");
  return PASSWORD_COSTS.test;
}

export type ServerEnv = Omit<z.infer<typeof schema>, "SITE_URL"> & { SITE_URL: string };

export const SITE_URL_MISSING =
  "SITE_URL is not set: give the site's public origin, e.g. SITE_URL=https://www.example.jp. Links in pages and " +
  "mails name it, and forms are accepted from it alone.";

/** The origin of a site served on this machine alone, the default outside production (the embedded demo included). */
export function localSiteUrl(port: number | string): string {
  return `http://localhost:${port}`;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(
        `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    }
    const siteUrl =
      parsed.data.SITE_URL ?? (process.env.NODE_ENV === "production" ? undefined : localSiteUrl(parsed.data.PORT));
    if (!siteUrl) throw new Error(`Invalid environment: ${SITE_URL_MISSING}`);
    passwordHashCost({ ...process.env, SITE_URL: siteUrl });
    cached = { ...parsed.data, SITE_URL: siteUrl };
  }
  return cached;
}
