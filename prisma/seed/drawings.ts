// Demo photos drawn as SVG and rendered by sharp: a side view by day, the other side at dusk, and the
// rear, each in the body type's shape and the vehicle's colour. No network, the same on every machine.
// drawings-angles.ts and drawings-details.ts draw the other views; photos.ts puts them in order.
import type { BodyTypeSlug, LoadClassSlug } from "./master-data";
import { GROUND, H, W, closed, el, gradient as skyGradient, line, svg } from "./svg";

export const CAB_COLORS = ["#f4f4f2", "#1f5fa8", "#c62828", "#2e7d32", "#f2b705"] as const;

export const lengthByClass: Record<LoadClassSlug, number> = { small: 620, medium: 740, large: 840, trailer: 520 };

function wheel(x: number, r: number) {
  const cy = GROUND - r;
  return [
    el("circle", { cx: x, cy, r, fill: "#1b1b1b" }),
    el("circle", { cx: x, cy, r: r * 0.5, fill: "#9aa3ad" }),
    el("circle", { cx: x, cy, r: r * 0.12, fill: "#444" }),
  ].join("");
}

const DECK = { fill: "#c9ced4", stroke: "#6b7480", "stroke-width": 4 };

function body(type: BodyTypeSlug, x: number, len: number, top: number, deck: number, color: string): string {
  const h = deck - top;
  switch (type) {
    case "flatbed":
      return [
        el("rect", { x, y: deck - 70, width: len, height: 70, ...DECK }),
        ...Array.from({ length: 5 }, (_, i) => x + ((i + 1) * len) / 6).map((at) =>
          line(at, deck - 70, at, deck, "#6b7480", 4),
        ),
      ].join("");
    case "wing":
    case "refrigerated":
      return [
        el("rect", {
          x,
          y: top,
          width: len,
          height: h,
          rx: 6,
          fill: type === "wing" ? "#d9dde2" : "#f7f9fb",
          stroke: "#7c8691",
          "stroke-width": 5,
        }),
        line(x, top + 24, x + len, top + 24, "#7c8691", 4),
        type === "refrigerated"
          ? el("rect", { x: x + 10, y: top - 50, width: 120, height: 50, rx: 6, fill: "#5f6b78" })
          : "",
      ].join("");
    case "dump":
      return el("path", {
        d: closed(x, deck, "L", x + len, deck, "L", x + len, deck - h * 0.55, "L", x + 20, deck - h * 0.6),
        fill: color,
        stroke: "#333",
        "stroke-width": 5,
      });
    case "crane":
      return [
        el("rect", { x: x + 110, y: deck - 70, width: len - 110, height: 70, ...DECK }),
        el("rect", {
          x: x + 20,
          y: top - 20,
          width: 60,
          height: deck - top + 20,
          fill: "#e0e0e0",
          stroke: "#444",
          "stroke-width": 4,
        }),
        el("rect", {
          x: x + 30,
          y: top - 40,
          width: len - 60,
          height: 36,
          rx: 8,
          fill: "#f0f0f0",
          stroke: "#444",
          "stroke-width": 4,
        }),
        line(x + len - 40, top - 4, x + len - 40, top + 70, "#222", 4),
      ].join("");
    case "packer":
      return [
        el("path", {
          d: closed(
            x,
            deck,
            "L",
            x,
            top + 30,
            "Q",
            x,
            top,
            x + 40,
            top,
            "L",
            x + len - 120,
            top,
            "Q",
            x + len,
            top + 40,
            x + len,
            deck,
          ),
          fill: "#eef2f5",
          stroke: "#2e7d32",
          "stroke-width": 6,
        }),
        el("rect", {
          x: x + len - 150,
          y: top + 40,
          width: 130,
          height: h - 60,
          rx: 20,
          fill: "#2e7d32",
          opacity: 0.8,
        }),
      ].join("");
    case "aerial-platform":
      return [
        el("rect", { x, y: deck - 60, width: len, height: 60, ...DECK }),
        line(x + len - 80, deck - 60, x + 60, top - 30, "#f0f0f0", 28),
        line(x + len - 80, deck - 60, x + 60, top - 30, "#555", 3),
        el("rect", {
          x: x + 20,
          y: top - 70,
          width: 90,
          height: 70,
          rx: 6,
          fill: "#f2b705",
          stroke: "#333",
          "stroke-width": 4,
        }),
      ].join("");
    case "tank-lorry":
      return [
        el("rect", {
          x,
          y: top + 20,
          width: len,
          height: h - 20,
          rx: (h - 20) / 2,
          fill: "#e8ebee",
          stroke: "#7c8691",
          "stroke-width": 6,
        }),
        line(x + len / 3, top + 20, x + len / 3, deck, "#9aa3ad", 4),
        line(x + (2 * len) / 3, top + 20, x + (2 * len) / 3, deck, "#9aa3ad", 4),
      ].join("");
    case "self-loader":
      return el("path", {
        d: closed(x, deck - 80, "L", x + len, deck - 20, "L", x + len, deck, "L", x, deck),
        fill: "#9aa3ad",
        stroke: "#444",
        "stroke-width": 4,
      });
    case "tractor":
      return [
        el("rect", { x, y: deck - 40, width: len, height: 40, fill: "#333" }),
        el("ellipse", { cx: x + len / 2, cy: deck - 44, rx: 70, ry: 14, fill: "#666" }),
      ].join("");
  }
}

export function drawSideView(
  type: BodyTypeSlug,
  loadClass: LoadClassSlug,
  color: string,
  time: "day" | "dusk",
): string {
  const len = lengthByClass[loadClass];
  const cabW = loadClass === "small" ? 230 : 280;
  const cabTop = loadClass === "small" ? 380 : 320;
  const left = (W - (cabW + len + 20)) / 2;
  const deck = GROUND - 150;
  const bodyTop = loadClass === "small" ? 400 : 330;
  const r = loadClass === "small" ? 58 : 70;
  const sky = time === "day" ? ["#8ec5f4", "#e4f1fb"] : ["#f7a46b", "#fde3c8"];
  const rearAxles =
    loadClass === "large" || type === "tractor"
      ? [left + cabW + len - 190, left + cabW + len - 40]
      : [left + cabW + len - 120];
  const drawing = [
    skyGradient("sky", sky[0], sky[1]),
    el("rect", { width: W, height: H, fill: "url(#sky)" }),
    el("rect", { y: GROUND, width: W, height: H - GROUND, fill: "#6d7278" }),
    el("rect", { y: GROUND + 90, width: W, height: 8, fill: "#e9e9e9", opacity: 0.7 }),
    el("rect", { x: left, y: deck, width: cabW + len + 20, height: 34, fill: "#2b2b2b" }),
    el("path", {
      d: closed(
        left,
        deck + 10,
        "L",
        left,
        cabTop + 40,
        "Q",
        left,
        cabTop,
        left + 50,
        cabTop,
        "L",
        left + cabW,
        cabTop,
        "L",
        left + cabW,
        deck + 10,
      ),
      fill: color,
      stroke: "#333",
      "stroke-width": 5,
    }),
    el("path", {
      d: closed(
        left + 18,
        cabTop + 70,
        "L",
        left + 30,
        cabTop + 22,
        "L",
        left + cabW - 70,
        cabTop + 22,
        "L",
        left + cabW - 70,
        cabTop + 120,
        "L",
        left + 18,
        cabTop + 120,
      ),
      fill: "#3c5a78",
      opacity: 0.9,
    }),
    el("rect", { x: left + cabW - 60, y: cabTop + 135, width: 34, height: 10, rx: 4, fill: "#333" }),
    body(type, left + cabW + 20, len, bodyTop, deck, color),
    wheel(left + 120, r),
    ...rearAxles.map((x) => wheel(x, r)),
  ].join("");
  return svg(time === "dusk" ? `<g transform="translate(${W} 0) scale(-1 1)">${drawing}</g>` : drawing);
}

export function drawRearView(type: BodyTypeSlug, loadClass: LoadClassSlug, color: string): string {
  const width = loadClass === "small" ? 420 : 560;
  const left = (W - width) / 2;
  const top = type === "flatbed" || type === "crane" || type === "self-loader" || type === "tractor" ? 470 : 250;
  const deck = GROUND - 150;
  const panel = type === "dump" ? color : type === "tank-lorry" ? "#e8ebee" : "#dfe3e7";
  const tyre = loadClass === "small" ? 70 : 110;
  const light = { width: 60, height: 22, rx: 4, fill: "#d32f2f" };
  const tyres = { y: deck + 40, width: tyre, height: GROUND - deck - 40, rx: 12, fill: "#1b1b1b" };
  const rear = [
    el("rect", { width: W, height: H, fill: "#dfe9f1" }),
    el("rect", { y: GROUND, width: W, height: H - GROUND, fill: "#6d7278" }),
    el("rect", {
      x: left,
      y: top,
      width,
      height: deck - top,
      rx: type === "tank-lorry" ? width / 2 : 8,
      fill: panel,
      stroke: "#59626c",
      "stroke-width": 6,
    }),
    type === "wing" || type === "refrigerated" ? line(W / 2, top, W / 2, deck, "#59626c", 5) : "",
    el("rect", { x: left - 10, y: deck, width: width + 20, height: 40, fill: "#2b2b2b" }),
    el("rect", { x: left + 10, y: deck + 8, ...light }),
    el("rect", { x: left + width - 70, y: deck + 8, ...light }),
    el("rect", {
      x: W / 2 - 80,
      y: deck + 50,
      width: 160,
      height: 60,
      rx: 6,
      fill: "#f5f5f5",
      stroke: "#2e7d32",
      "stroke-width": 4,
    }),
    el("rect", { x: left + 20, ...tyres }),
    el("rect", { x: left + width - tyre - 20, ...tyres }),
  ];
  return svg(rear.join(""));
}
