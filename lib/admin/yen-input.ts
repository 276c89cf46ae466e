// A price as staff type it in the office: in yen ("4,980,000", "4980000円", "¥4,980,000") or in the 万 and
// 億 units every Japanese listing uses ("498万", "498万円", "498.5万", "1億2000万"), full-width digits
// included. The vehicle form's live preview and its schema read a price with this one rule.

const UNITS = { 億: 100_000_000n, 万: 10_000n } as const;
const PRICE = /^(?:(\d+(?:\.\d+)?)億)?(?:(\d+(?:\.\d+)?)万)?(\d*)$/;

/** "498.5" of a unit, exactly (no floating point): null when the fraction does not come to whole yen. */
function unitsToYen(amount: string, unit: bigint): bigint | null {
  const [whole, fraction = ""] = amount.split(".");
  const scale = 10n ** BigInt(fraction.length);
  const yen = (BigInt(whole) * scale + BigInt(fraction || "0")) * unit;
  return yen % scale === 0n ? yen / scale : null;
}

/**
 * The yen a typed price means: null for a blank field, "unreadable" for text that is not a price (a
 * negative amount, a fraction of a yen, words). The number may be beyond any limit; the schema says so.
 */
export function readYen(text: string): number | null | "unreadable" {
  const compact = text
    .normalize("NFKC")
    .replace(/[\s,]/g, "")
    .replace(/^[¥￥]/, "")
    .replace(/円$/, "");
  if (compact === "") return text.trim() === "" ? null : "unreadable";
  const match = PRICE.exec(compact);
  if (!match) return "unreadable";
  const [, oku, man, rest] = match;
  let yen = rest === "" ? 0n : BigInt(rest);
  for (const [amount, unit] of [
    [oku, UNITS.億],
    [man, UNITS.万],
  ] as const) {
    if (amount === undefined) continue;
    const part = unitsToYen(amount, unit);
    if (part === null) return "unreadable";
    yen += part;
  }
  // "498万5000" reads as 4,985,000; "498万12345" would spill over into the 万 and is refused.
  if (man !== undefined && rest.length > 4) return "unreadable";
  if (oku !== undefined && man === undefined && rest.length > 8) return "unreadable";
  // Beyond 2^53 the figure is no longer exact, but it is still far above every limit a caller checks.
  return Number(yen);
}
