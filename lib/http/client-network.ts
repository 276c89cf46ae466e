// Who sent a request, as far as the site can tell: the address, and the network one sender holds. Plain functions
// (no Next, no database): the front door reads them before Next sees the request, the limits after.
import { isIPv4, isIPv6 } from "node:net";

/**
 * The client's network address, for the per-address limits (sign-in, the contact form). The socket's,
 * unless TRUST_PROXY_HOPS says how many proxies in front of the site append to X-Forwarded-For: then the
 * entry the outermost of them wrote. Entries to the left of it are whatever the client sent, and count for
 * nothing; so does the whole header when no proxy is trusted.
 */
export function clientAddress(
  forwardedFor: string | null,
  socketAddress: string | null,
  trustedHops: number,
): string | null {
  if (trustedHops === 0) return socketAddress;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * The network one sender holds: an IPv4 address whole (an IPv4-mapped IPv6 one as IPv4), an IPv6 address's /64,
 * since a home or mobile network is given a whole /64 and a device may pick any address in it, a new one per
 * request if it likes. Anything else is returned as it came.
 */
export function senderNetwork(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  // An IPv4 address written at the end takes two groups; only the first four groups are kept.
  const groups = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head, tail] = plain.includes("::") ? plain.split("::") : [plain, ""];
  const before = groups(head);
  const after = groups(tail);
  const whole = [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  return `${whole
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
