// Which origins are the site's own: the rule the server's front door and the actions' same-origin check share.
import { LOOPBACK_HOSTS, serverEnv } from "@/lib/env";

/**
 * The origins a form may be sent from: the site's own (SITE_URL), never one the request names. A site at
 * localhost is this machine's, opened as well at 127.0.0.1 or [::1] on the same port.
 */
function acceptedOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl);
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [site.origin];
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
}

/** Whether an Origin header names the site; a missing, "null" or malformed one does not. */
export function isAcceptedOrigin(origin: string | null | undefined, siteUrl = serverEnv().SITE_URL): boolean {
  if (!origin) return false;
  try {
    return acceptedOrigins(siteUrl).includes(new URL(origin).origin);
  } catch {
    return false;
  }
}
