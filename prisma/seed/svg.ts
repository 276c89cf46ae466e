// The few SVG pieces every demo drawing is built from (prisma/seed/drawings*.ts): elements written from their
// attributes, never from text pasted together by hand. Drawings use no <text>: fonts differ between machines,
// and the same seed must give the same bytes everywhere.

export const W = 1280;
export const H = 960;
export const GROUND = 760;

export const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;

type Attributes = Record<string, string | number>;

/** One SVG element: el("rect", { x: 10, fill: "#333" }) is <rect x="10" fill="#333"/>. */
export function el(tag: string, attributes: Attributes): string {
  const written = Object.entries(attributes).map(([name, value]) => `${name}="${value}"`);
  return `<${tag} ${written.join(" ")}/>`;
}

/** A group of elements drawn through one transform. */
/** A rectangle: its corner, size and fill, and any other attributes. */
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number> = {},
) => el("rect", { x, y, width, height, fill, ...extra });

export const group = (transform: string, ...content: string[]) => `<g transform="${transform}">${content.join("")}</g>`;

/** A path through the points given, closed. */
export const closed = (...steps: (string | number)[]) => `M${steps.join(" ")} Z`;

/** A closed polygon through [x, y] points. */
export const polygon = (points: [number, number][], attributes: Attributes) =>
  el("polygon", { points: points.map(([x, y]) => `${x},${y}`).join(" "), ...attributes });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width });

/** A vertical gradient from `top` to `bottom` named `id`, for a sky or a wall. */
export const gradient = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${el("stop", { offset: 0, "stop-color": top })}` +
  `${el("stop", { offset: 1, "stop-color": bottom })}</linearGradient></defs>`;

/** Sky (day) above a grey yard, the backdrop of the outside views. */
export const yard = (horizon = GROUND) =>
  [
    gradient("sky", "#8ec5f4", "#e4f1fb"),
    el("rect", { width: W, height: H, fill: "url(#sky)" }),
    el("rect", { y: horizon, width: W, height: H - horizon, fill: "#6d7278" }),
  ].join("");
