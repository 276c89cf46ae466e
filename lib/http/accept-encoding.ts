// Which coding a response the server compresses itself (a shared page) goes out in, as the request's
// Accept-Encoding asks (RFC 9110 §12.5.3). The server makes gzip or nothing: gzip when the client accepts it and
// prefers it at least as much as no coding at all. Responses Next answers are compressed by Next, which reads the
// same header the same way.

// One element of the list: a coding (a token, §5.6.2) and at most a weight, `q=` and a qvalue of three decimals at
// most (§12.4.2), with optional whitespace around the semicolon and the element.
const ELEMENT = /^[ \t]*([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?:[ \t]*;[ \t]*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?[ \t]*$/i;

/**
 * Whether to send gzip. No header: nothing, though the RFC lets a server pick any coding then, since a client that
 * names none may read none (curl, the door's own request for a page). A coding named twice (gzip and its alias
 * x-gzip) counts at its lower weight: naming it again does not undo a refusal. An element that is not well formed is
 * ignored. When nothing is acceptable, not even the page as it is (`identity;q=0, *;q=0`), the page goes as it is
 * rather than as a 406: the RFC allows either, and the visitor gets the page.
 */
export function prefersGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  const weights = new Map<string, number>();
  for (const element of header.split(",")) {
    const match = ELEMENT.exec(element);
    if (!match) continue;
    const name = match[1].toLowerCase();
    const coding = name === "x-gzip" ? "gzip" : name;
    const weight = match[2] === undefined ? 1 : Number(match[2]);
    weights.set(coding, Math.min(weight, weights.get(coding) ?? 1));
  }
  // `*` stands for every coding not named, identity included; identity named by neither is acceptable, at the
  // lowest preference.
  const others = weights.get("*");
  const gzip = weights.get("gzip") ?? others ?? 0;
  const identity = weights.get("identity") ?? others ?? 0;
  return gzip > 0 && gzip >= identity;
}
