// The demo photos' other outside views: straight from the front, and three-quarter views from the front left
// and the rear right. The three-quarter views are boxes in a fixed oblique projection; each face is drawn flat
// in its own coordinates (along the truck, across it, upwards) and put in place by one SVG matrix.
import type { BodyTypeSlug, LoadClassSlug } from "./master-data";
import { lengthByClass } from "./drawings";
import { W, el, group, line, polygon, rect, svg, yard } from "./svg";

type Vec = [number, number];
/** Screen pixels per unit along the truck (going back, up the picture) and across it (to its far side). */
const ALONG: Vec = [0.78, -0.2];
const ACROSS: Vec = [-0.62, -0.26];
const BASE_Y = 850;

interface Frame {
  origin: Vec;
  /** The screen point of (x along, y up, z across), x and z from the near corner. */
  at: (x: number, y: number, z: number) => Vec;
}

function frame(length: number, width: number): Frame {
  const origin: Vec = [W / 2 - (length * ALONG[0] + width * ACROSS[0]) / 2, BASE_Y];
  const at = (x: number, y: number, z: number): Vec => [
    origin[0] + x * ALONG[0] + z * ACROSS[0],
    origin[1] + x * ALONG[1] + z * ACROSS[1] - y,
  ];
  return { origin, at };
}

const matrix = (u: Vec, v: Vec, [e, f]: Vec) => `matrix(${u[0]} ${u[1]} ${v[0]} ${v[1]} ${e} ${f})`;
/** The near side (z = 0): u along the truck, v upwards. */
const side = (f: Frame, ...content: string[]) => group(matrix(ALONG, [0, -1], f.at(0, 0, 0)), ...content);
/** An end across the truck at `x`: u across, v upwards. */
const end = (f: Frame, x: number, ...content: string[]) => group(matrix(ACROSS, [0, -1], f.at(x, 0, 0)), ...content);
/** A level face at height `y`: u along, v across. */
const level = (f: Frame, y: number, ...content: string[]) => group(matrix(ALONG, ACROSS, f.at(0, y, 0)), ...content);

const OUTLINE = { stroke: "#333", "stroke-width": 3 };

interface Box {
  x: [number, number];
  y: [number, number];
  z: [number, number];
  fill: string;
  /** The top's own colour (an open tipper body shows its floor); lighter than the sides by default. */
  top?: string;
}

/** The three faces of a box that face the viewer: its near end, its near side and its top, shaded apart. */
function box(f: Frame, { x, y, z, fill, top }: Box): string {
  const [length, height, width] = [x[1] - x[0], y[1] - y[0], z[1] - z[0]];
  return [
    end(f, x[0], rect(z[0], y[0], width, height, fill, OUTLINE)),
    side(
      f,
      rect(x[0], y[0], length, height, fill, OUTLINE),
      rect(x[0], y[0], length, height, "#000", { opacity: 0.12 }),
    ),
    level(
      f,
      y[1],
      rect(x[0], z[0], length, width, top ?? fill, OUTLINE),
      top ? "" : rect(x[0], z[0], length, width, "#fff", { opacity: 0.25 }),
    ),
  ].join("");
}

function wheel(f: Frame, x: number, r: number): string {
  return side(
    f,
    el("circle", { cx: x, cy: r, r, fill: "#1b1b1b" }),
    el("circle", { cx: x, cy: r, r: r * 0.5, fill: "#9aa3ad" }),
    el("circle", { cx: x, cy: r, r: r * 0.12, fill: "#444" }),
  );
}

interface Truck {
  type: BodyTypeSlug;
  color: string;
  cabLength: number;
  cabHeight: number;
  width: number;
  length: number;
  bodyTop: number;
  wheel: number;
  rearAxles: number[];
}

function truckOf(type: BodyTypeSlug, loadClass: LoadClassSlug, color: string): Truck {
  const small = loadClass === "small";
  const cabLength = small ? 220 : 260;
  const length = cabLength + 20 + lengthByClass[loadClass];
  const rearAxles = loadClass === "large" || type === "tractor" ? [length - 240, length - 90] : [length - 150];
  return {
    type,
    color,
    cabLength,
    cabHeight: small ? 380 : 440,
    width: small ? 300 : 340,
    length,
    bodyTop: small ? 370 : 430,
    wheel: small ? 58 : 70,
    rearAxles,
  };
}

const DECK = "#c9ced4";

/** The load body between `from` and `to` along the frame given (which may run from the rear). */
function loadBody(f: Frame, t: Truck, from: number, to: number, frontAt: number): string {
  const z: [number, number] = [0, t.width];
  const x: [number, number] = [from, to];
  const tall = (fill: string) => box(f, { x, y: [160, t.bodyTop], z, fill });
  // Where along this frame the body's front end is, and the way towards its rear.
  const back = frontAt === from ? 1 : -1;
  const near = (distance: number) => frontAt + back * distance;
  const span = (a: number, b: number): [number, number] => [Math.min(near(a), near(b)), Math.max(near(a), near(b))];
  const length = to - from;
  switch (t.type) {
    case "flatbed":
      return [
        box(f, { x: span(0, 14), y: [150, t.cabHeight - 40], z, fill: "#9aa3ad" }),
        box(f, { x, y: [150, 215], z, fill: DECK }),
        side(
          f,
          ...[1, 2, 3].map((i) => line(from + (i * length) / 4, 150, from + (i * length) / 4, 215, "#6b7480", 4)),
        ),
      ].join("");
    case "wing":
      return tall("#d9dde2") + side(f, line(from, t.bodyTop - 24, to, t.bodyTop - 24, "#7c8691", 4));
    case "refrigerated":
      return [
        tall("#f7f9fb"),
        side(f, rect(from, 200, length, 26, "#1f5fa8")),
        box(f, { x: span(0, 40), y: [t.bodyTop - 110, t.bodyTop + 10], z: [60, t.width - 60], fill: "#5f6b78" }),
      ].join("");
    case "dump":
      return box(f, { x, y: [160, 160 + (t.bodyTop - 160) * 0.55], z, fill: t.color, top: "#4a4a4a" });
    case "crane": {
      const column = span(10, 80);
      const boomEnd = f.at(near(length - 40), t.bodyTop + 10, t.width / 2);
      const boomStart = f.at((column[0] + column[1]) / 2, t.bodyTop + 30, t.width / 2);
      return [
        box(f, { x: span(110, length), y: [150, 215], z, fill: DECK }),
        box(f, { x: column, y: [150, t.bodyTop + 40], z: [t.width * 0.3, t.width * 0.7], fill: "#e0e0e0" }),
        line(boomStart[0], boomStart[1], boomEnd[0], boomEnd[1], "#f0f0f0", 30),
        line(boomStart[0], boomStart[1], boomEnd[0], boomEnd[1], "#444", 3),
      ].join("");
    }
    case "packer":
      return [
        tall("#eef2f5"),
        side(f, rect(from, 190, length, 40, "#2e7d32", { opacity: 0.85 })),
        box(f, { x: span(length - 130, length), y: [150, t.bodyTop - 30], z, fill: "#2e7d32" }),
      ].join("");
    case "aerial-platform": {
      const [a, b] = [f.at(near(length - 60), 230, t.width / 2), f.at(near(-120), t.cabHeight + 90, t.width / 2)];
      return [
        box(f, { x, y: [150, 215], z, fill: DECK }),
        line(a[0], a[1], b[0], b[1], "#f0f0f0", 28),
        line(a[0], a[1], b[0], b[1], "#555", 3),
        box(f, { x: span(-170, -90), y: [t.cabHeight + 60, t.cabHeight + 140], z: [80, 220], fill: "#f2b705" }),
      ].join("");
    }
    case "tank-lorry":
      return [
        box(f, { x, y: [180, t.bodyTop - 10], z: [10, t.width - 10], fill: "#e8ebee" }),
        side(
          f,
          ...[1, 2].map((i) =>
            line(from + (i * length) / 3, 180, from + (i * length) / 3, t.bodyTop - 10, "#9aa3ad", 5),
          ),
        ),
        level(
          f,
          t.bodyTop - 10,
          ...[1, 2, 3].map((i) =>
            el("ellipse", { cx: from + (i * length) / 4, cy: t.width / 2, rx: 34, ry: 34, fill: "#b8c0c8" }),
          ),
        ),
      ].join("");
    case "self-loader":
      return [
        box(f, { x, y: [150, 200], z, fill: "#9aa3ad" }),
        box(f, { x: span(0, 60), y: [200, 290], z: [60, t.width - 60], fill: "#59626c" }),
      ].join("");
    case "tractor":
      return [
        box(f, { x, y: [130, 165], z: [30, t.width - 30], fill: "#333" }),
        level(f, 165, el("ellipse", { cx: near(length / 2), cy: t.width / 2, rx: 80, ry: 90, fill: "#666" })),
      ].join("");
  }
}

function cab(f: Frame, t: Truck, from: number, facingViewer: boolean): string {
  const x: [number, number] = [from, from + t.cabLength];
  const h = t.cabHeight;
  const face = facingViewer
    ? [
        rect(t.width * 0.08, h * 0.62, t.width * 0.84, h * 0.32, "#3c5a78"),
        rect(t.width * 0.25, 170, t.width * 0.5, 70, "#2b2b2b"),
        ...[0, 1, 2].map((i) => line(t.width * 0.27, 185 + i * 20, t.width * 0.73, 185 + i * 20, "#777", 5)),
        rect(t.width * 0.06, 140, t.width * 0.16, 30, "#fff6c8", OUTLINE),
        rect(t.width * 0.78, 140, t.width * 0.16, 30, "#fff6c8", OUTLINE),
        rect(-6, 95, t.width + 12, 40, "#555"),
        rect(t.width / 2 - 40, 100, 80, 30, "#f5f5f5", { stroke: "#2e7d32", "stroke-width": 3 }),
      ]
    : [rect(t.width * 0.3, h * 0.68, t.width * 0.4, h * 0.16, "#3c5a78")];
  const sideFrom = facingViewer ? from : from + t.cabLength;
  const along = (share: number) => sideFrom + (facingViewer ? 1 : -1) * share * t.cabLength;
  const windowX = [along(0.12), along(0.62)].sort((a, b) => a - b);
  return [
    box(f, { x, y: [100, h], z: [0, t.width], fill: t.color }),
    end(f, facingViewer ? from : from, ...face),
    side(
      f,
      rect(windowX[0], h * 0.6, windowX[1] - windowX[0], h * 0.3, "#3c5a78", { opacity: 0.9 }),
      line(along(0.7), 110, along(0.7), h - 20, "#333", 3),
      rect(Math.min(along(0.5), along(0.62)), 200, t.cabLength * 0.12, 10, "#333"),
    ),
  ].join("");
}

function frameRails(f: Frame, t: Truck): string {
  return box(f, {
    x: [t.cabLength * 0.2, t.length],
    y: [95, 150],
    z: [t.width * 0.15, t.width * 0.85],
    fill: "#2b2b2b",
  });
}

/** From the front left: the cab's face and the truck's left side, the body behind. */
export function drawFrontQuarter(type: BodyTypeSlug, loadClass: LoadClassSlug, color: string): string {
  const t = truckOf(type, loadClass, color);
  const f = frame(t.length, t.width);
  const shadow = level(f, 0, rect(-20, -20, t.length + 40, t.width + 40, "#000", { opacity: 0.22 }));
  const bodyFrom = t.cabLength + 20;
  return svg(
    [
      yard(700),
      shadow,
      frameRails(f, t),
      loadBody(f, t, bodyFrom, t.length, bodyFrom),
      cab(f, t, 0, true),
      wheel(f, t.cabLength * 0.5, t.wheel),
      ...t.rearAxles.map((x) => wheel(f, x, t.wheel)),
    ].join(""),
  );
}

/** From the rear right: the body's rear end and the truck's right side, the cab beyond; drawn facing left. */
export function drawRearQuarter(type: BodyTypeSlug, loadClass: LoadClassSlug, color: string): string {
  const t = truckOf(type, loadClass, color);
  const f = frame(t.length, t.width);
  // Along this frame 0 is the rear: the truck's own positions are measured from its front.
  const fromRear = (x: number) => t.length - x;
  const bodyLength = t.length - t.cabLength - 20;
  const tail = end(
    f,
    0,
    rect(t.width * 0.06, 110, t.width * 0.2, 26, "#d32f2f", OUTLINE),
    rect(t.width * 0.74, 110, t.width * 0.2, 26, "#d32f2f", OUTLINE),
    rect(t.width / 2 - 40, 100, 80, 30, "#f5f5f5", { stroke: "#2e7d32", "stroke-width": 3 }),
  );
  const boxDoors =
    type === "wing" || type === "refrigerated"
      ? end(
          f,
          0,
          line(t.width / 2, 165, t.width / 2, t.bodyTop - 5, "#59626c", 5),
          rect(t.width / 2 - 30, 200, 8, 140, "#59626c"),
          rect(t.width / 2 + 22, 200, 8, 140, "#59626c"),
        )
      : "";
  const drawing = [
    yard(700),
    level(f, 0, rect(-20, -20, t.length + 40, t.width + 40, "#000", { opacity: 0.22 })),
    box(f, { x: [0, fromRear(t.cabLength * 0.2)], y: [95, 150], z: [t.width * 0.15, t.width * 0.85], fill: "#2b2b2b" }),
    cab(f, t, bodyLength + 20, false),
    loadBody(f, t, 0, bodyLength, bodyLength),
    boxDoors,
    tail,
    wheel(f, fromRear(t.cabLength * 0.5), t.wheel),
    ...t.rearAxles.map((x) => wheel(f, fromRear(x), t.wheel)),
  ];
  return svg(group(`translate(${W} 0) scale(-1 1)`, drawing.join("")));
}

/** Straight from the front: the cab's face, mirrors and tyres; a tall body shows above the roof. */
export function drawFrontView(loadClass: LoadClassSlug, color: string, tallBody: boolean): string {
  const small = loadClass === "small";
  const width = small ? 420 : 520;
  const left = W / 2 - width / 2;
  const ground = 820;
  const bottom = ground - 120;
  const top = bottom - (small ? 330 : 380);
  const glass = { x: left + 30, y: top + 30, width: width - 60, height: (bottom - top) * 0.42 };
  return svg(
    [
      yard(700),
      el("ellipse", { cx: W / 2, cy: ground, rx: width * 0.62, ry: 26, fill: "#000", opacity: 0.25 }),
      tallBody
        ? rect(left - 15, top - 70, width + 30, bottom - top, "#dfe3e7", { stroke: "#59626c", "stroke-width": 5 })
        : "",
      rect(left + 20, ground - 130, 110, 130, "#1b1b1b", { rx: 14 }),
      rect(left + width - 130, ground - 130, 110, 130, "#1b1b1b", { rx: 14 }),
      rect(left, top, width, bottom - top, color, { rx: 34, ...OUTLINE }),
      rect(glass.x, glass.y, glass.width, glass.height, "#3c5a78", { rx: 10 }),
      line(W / 2, glass.y, W / 2, glass.y + glass.height, color, 8),
      line(left + 70, glass.y + glass.height - 8, W / 2 - 30, glass.y + glass.height - 40, "#222", 5),
      line(W / 2 + 40, glass.y + glass.height - 8, left + width - 70, glass.y + glass.height - 40, "#222", 5),
      rect(W / 2 - width * 0.28, bottom - 150, width * 0.56, 80, "#2b2b2b", { rx: 6 }),
      ...[0, 1, 2].map((i) =>
        line(W / 2 - width * 0.26, bottom - 130 + i * 20, W / 2 + width * 0.26, bottom - 130 + i * 20, "#777", 6),
      ),
      rect(left + 25, bottom - 140, 80, 40, "#fff6c8", { rx: 6, ...OUTLINE }),
      rect(left + width - 105, bottom - 140, 80, 40, "#fff6c8", { rx: 6, ...OUTLINE }),
      rect(left - 12, bottom - 40, width + 24, 56, "#555", { rx: 8 }),
      rect(W / 2 - 60, bottom - 34, 120, 44, "#f5f5f5", { rx: 4, stroke: "#2e7d32", "stroke-width": 4 }),
      line(left, top + 60, left - 60, top + 90, "#333", 6),
      line(left + width, top + 60, left + width + 60, top + 90, "#333", 6),
      rect(left - 90, top + 80, 40, 110, "#333", { rx: 8 }),
      rect(left + width + 50, top + 80, 40, 110, "#333", { rx: 8 }),
      polygon(
        [
          [left + 40, bottom + 16],
          [left + width - 40, bottom + 16],
          [left + width - 60, bottom + 40],
          [left + 60, bottom + 40],
        ],
        { fill: "#2b2b2b" },
      ),
    ].join(""),
  );
}
