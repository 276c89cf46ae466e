// The demo photos taken up close: the driver's seat, the meters, the load space (荷台), the number plate and
// the underside. They depend on less than the outside views (the meters only on the class, the plate only on
// the colour), so vehicles share them and the seed renders few.
import type { BodyTypeSlug, LoadClassSlug } from "./master-data";
import { H, W, el, gradient, group, line, polygon, rect, svg } from "./svg";

/** From the driver's seat (right-hand drive): the road ahead, the dashboard, the wheel, the gear lever. */
export function drawCabInterior(loadClass: LoadClassSlug): string {
  const small = loadClass === "small";
  const dash = small ? "#3a3d42" : "#2c2f33";
  const horizon = small ? 420 : 380;
  return svg(
    [
      gradient("sky", "#9fd0f6", "#eef6fc"),
      rect(0, 0, W, H, "url(#sky)"),
      polygon(
        [
          [560, horizon],
          [720, horizon],
          [1180, 700],
          [100, 700],
        ],
        { fill: "#7a7f86" },
      ),
      line(640, horizon, 640, 700, "#f5f5f5", 6),
      // The windscreen's frame: pillars, roof lining and the mirror.
      rect(0, 0, W, 90, "#d8d4cc"),
      polygon(
        [
          [0, 0],
          [110, 0],
          [60, 620],
          [0, 620],
        ],
        { fill: "#b9b4aa" },
      ),
      polygon(
        [
          [W, 0],
          [W - 110, 0],
          [W - 60, 620],
          [W, 620],
        ],
        { fill: "#b9b4aa" },
      ),
      rect(570, 90, 140, 50, "#333", { rx: 10 }),
      el("path", { d: `M0 560 Q640 ${small ? 500 : 470} ${W} 560 L${W} ${H} L0 ${H} Z`, fill: dash }),
      rect(120, 620, 280, 90, "#1b1b1b", { rx: 12 }),
      rect(520, 600, 240, 140, "#1e2226", { rx: 10 }),
      ...[0, 1, 2].map((i) => rect(540 + i * 76, 760, 60, 36, "#4a4f55", { rx: 6 })),
      el("circle", { cx: 900, cy: 700, r: small ? 200 : 230, fill: "none", stroke: "#151515", "stroke-width": 34 }),
      el("circle", { cx: 900, cy: 700, r: 60, fill: "#222" }),
      line(900, 700, 700, 700, "#151515", 30),
      line(900, 700, 1100, 700, "#151515", 30),
      line(900, 700, 900, 920, "#151515", 30),
      line(420, H, 460, 820, "#555", 22),
      el("circle", { cx: 462, cy: 812, r: 30, fill: "#222" }),
    ].join(""),
  );
}

function gauge(cx: number, cy: number, r: number, needle: number): string {
  // Ticks from 225° round to −45°: the sweep of a speedometer.
  const ticks = Array.from({ length: 13 }, (_, i) => {
    const angle = ((225 - i * 22.5) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), -Math.sin(angle)];
    const inner = i % 2 === 0 ? r * 0.78 : r * 0.86;
    return line(cx + cos * inner, cy + sin * inner, cx + cos * r * 0.95, cy + sin * r * 0.95, "#e8e8e8", i % 2 ? 4 : 7);
  });
  const angle = ((225 - needle * 270) * Math.PI) / 180;
  return [
    el("circle", { cx, cy, r, fill: "#0f1114", stroke: "#9aa3ad", "stroke-width": 8 }),
    ...ticks,
    line(cx, cy, cx + Math.cos(angle) * r * 0.8, cy - Math.sin(angle) * r * 0.8, "#ff5a36", 8),
    el("circle", { cx, cy, r: r * 0.1, fill: "#444" }),
  ].join("");
}

/** The instrument cluster: speed and revs, with fuel and temperature between; the needles by class. */
export function drawMeters(loadClass: LoadClassSlug): string {
  const revs = { small: 0.28, medium: 0.22, large: 0.18, trailer: 0.16 }[loadClass];
  return svg(
    [
      rect(0, 0, W, H, "#1d2024"),
      rect(80, 160, W - 160, 640, "#111316", { rx: 120 }),
      gauge(360, 470, 230, 0.02),
      gauge(920, 470, 230, revs),
      gauge(640, 370, 80, 0.7),
      gauge(640, 590, 80, 0.45),
      ...[0, 1, 2, 3].map((i) =>
        el("circle", { cx: 520 + i * 80, cy: 740, r: 14, fill: ["#3ddc84", "#f2b705", "#4fc3f7", "#3ddc84"][i] }),
      ),
    ].join(""),
  );
}

/** Looking into a box body from its open rear doors: walls, floor and the front wall. */
function boxInside(wall: string, floor: string, extra: string): string {
  const [back, front] = [
    { x: 430, y: 260, w: 420, h: 380 },
    { x: 0, y: 0, w: W, h: H },
  ];
  const corners = (b: typeof back) => ({
    tl: [b.x, b.y] as [number, number],
    tr: [b.x + b.w, b.y] as [number, number],
    br: [b.x + b.w, b.y + b.h] as [number, number],
    bl: [b.x, b.y + b.h] as [number, number],
  });
  const [a, b] = [corners(back), corners(front)];
  return [
    polygon([b.tl, b.tr, a.tr, a.tl], { fill: wall, opacity: 0.9 }),
    polygon([b.tl, a.tl, a.bl, b.bl], { fill: wall }),
    polygon([b.tr, a.tr, a.br, b.br], { fill: wall, opacity: 0.8 }),
    polygon([b.bl, a.bl, a.br, b.br], { fill: floor }),
    rect(back.x, back.y, back.w, back.h, wall, { stroke: "#888", "stroke-width": 4 }),
    ...[0.25, 0.5, 0.75].map((share) => line(back.x + back.w * share, back.y + back.h, W * share, H, "#00000033", 8)),
    extra,
  ].join("");
}

/** An open deck seen from behind and above: its floor, side gates and the headboard. */
function deck(floor: string, extra: string): string {
  return [
    gradient("sky", "#8ec5f4", "#e4f1fb"),
    rect(0, 0, W, H, "url(#sky)"),
    rect(0, 420, W, H - 420, "#6d7278"),
    polygon(
      [
        [470, 380],
        [810, 380],
        [1180, 900],
        [100, 900],
      ],
      { fill: floor, stroke: "#59626c", "stroke-width": 6 },
    ),
    ...[1, 2, 3, 4, 5].map((i) => line(470 + i * 56.7, 380, 100 + i * 180, 900, "#00000040", 5)),
    polygon(
      [
        [470, 380],
        [470, 330],
        [100, 820],
        [100, 900],
      ],
      { fill: "#b8c0c8", stroke: "#59626c", "stroke-width": 4 },
    ),
    polygon(
      [
        [810, 380],
        [810, 330],
        [1180, 820],
        [1180, 900],
      ],
      { fill: "#aab2ba", stroke: "#59626c", "stroke-width": 4 },
    ),
    rect(460, 200, 360, 180, "#9aa3ad", { stroke: "#59626c", "stroke-width": 6 }),
    ...[0, 1, 2].map((i) => line(470, 240 + i * 45, 810, 240 + i * 45, "#59626c", 4)),
    extra,
  ].join("");
}

/** The load space (荷台), as a buyer looks into it: a different scene for each body type. */
export function drawLoadSpace(type: BodyTypeSlug): string {
  switch (type) {
    case "flatbed":
      return svg(deck("#a07a4f", ""));
    case "self-loader":
      return svg(deck("#8d959e", el("circle", { cx: 640, cy: 410, r: 40, fill: "#333" })));
    case "crane":
      return svg(deck("#8d959e", rect(600, 60, 80, 340, "#e0e0e0", { stroke: "#444", "stroke-width": 5 })));
    case "aerial-platform":
      return svg(deck("#8d959e", rect(520, 470, 240, 170, "#f2b705", { rx: 10, stroke: "#333", "stroke-width": 6 })));
    case "wing":
      return svg(boxInside("#dfe3e7", "#6b5a45", ""));
    case "refrigerated":
      return svg(
        boxInside(
          "#f4f7fa",
          "#b0b8c0",
          [0, 1, 2, 3].map((i) => line(500, 300 + i * 30, 780, 300 + i * 30, "#7c8691", 6)).join(""),
        ),
      );
    case "packer":
      return svg(
        boxInside("#2e7d32", "#3a3a3a", rect(430, 260, 420, 380, "#1b5e20", { stroke: "#111", "stroke-width": 6 })),
      );
    case "dump":
      return svg(
        deck("#5f6770", [0, 1, 2].map((i) => line(280 + i * 360, 900, 560 + i * 80, 380, "#3a3f45", 10)).join("")),
      );
    case "tank-lorry":
      return svg(
        [
          gradient("sky", "#8ec5f4", "#e4f1fb"),
          rect(0, 0, W, H, "url(#sky)"),
          el("ellipse", { cx: 640, cy: 620, rx: 560, ry: 300, fill: "#e8ebee", stroke: "#7c8691", "stroke-width": 8 }),
          ...[360, 640, 920].map((cx) =>
            el("ellipse", { cx, cy: 520, rx: 90, ry: 50, fill: "#b8c0c8", stroke: "#59626c", "stroke-width": 6 }),
          ),
          line(120, 420, 1160, 420, "#59626c", 10),
        ].join(""),
      );
    case "tractor":
      return svg(
        [
          rect(0, 0, W, H, "#6d7278"),
          rect(0, 520, W, 200, "#2b2b2b"),
          el("circle", { cx: 640, cy: 480, r: 300, fill: "#555", stroke: "#222", "stroke-width": 10 }),
          polygon(
            [
              [560, 780],
              [720, 780],
              [660, 480],
              [620, 480],
            ],
            { fill: "#2b2b2b" },
          ),
          el("circle", { cx: 640, cy: 480, r: 34, fill: "#1b1b1b" }),
        ].join(""),
      );
  }
}

/** The rear number plate and the bumper around it: a plate with its characters left out, never a real one. */
export function drawPlate(color: string): string {
  const blank = (x: number, y: number, width: number, height: number) =>
    rect(x, y, width, height, "#9fbfa4", { rx: 8 });
  return svg(
    [
      rect(0, 0, W, H, color),
      rect(0, 0, W, H, "#000", { opacity: 0.1 }),
      rect(0, 600, W, 360, "#3a3d42"),
      rect(120, 640, 180, 90, "#d32f2f", { rx: 10 }),
      rect(W - 300, 640, 180, 90, "#d32f2f", { rx: 10 }),
      rect(340, 300, 600, 300, "#f7f7f2", { rx: 24, stroke: "#2e7d32", "stroke-width": 14 }),
      blank(400, 340, 200, 70),
      blank(640, 340, 100, 70),
      blank(400, 440, 60, 110),
      ...[0, 1, 2, 3].map((i) => blank(500 + i * 105, 440, 80, 130)),
      el("circle", { cx: 380, cy: 330, r: 14, fill: "#9aa3ad" }),
      el("circle", { cx: 900, cy: 330, r: 14, fill: "#9aa3ad" }),
    ].join(""),
  );
}

/** Underneath, from behind the rear axle: the ladder frame, the axles and the differential, the fuel tank. */
export function drawUnderside(loadClass: LoadClassSlug): string {
  const twinRear = loadClass === "large" || loadClass === "trailer";
  const axle = (y: number, width: number) =>
    [
      rect(640 - width / 2, y - 14, width, 28, "#3a3a3a"),
      rect(640 - width / 2 - 90, y - 80, 90, 160, "#1b1b1b", { rx: 16 }),
      rect(640 + width / 2, y - 80, 90, 160, "#1b1b1b", { rx: 16 }),
      el("circle", { cx: 640, cy: y, r: 60, fill: "#4a4f55" }),
    ].join("");
  return svg(
    [
      rect(0, 0, W, H, "#2a2c2f"),
      polygon(
        [
          [430, 0],
          [470, 0],
          [600, H],
          [520, H],
        ],
        { fill: "#555b62" },
      ),
      polygon(
        [
          [850, 0],
          [810, 0],
          [680, H],
          [760, H],
        ],
        { fill: "#555b62" },
      ),
      ...[160, 420, 700].map((y) => line(440 + y * 0.12, y, 840 - y * 0.12, y, "#6b7280", 18)),
      group("", axle(260, 420), axle(780, 640), twinRear ? axle(560, 560) : ""),
      line(640, 300, 640, 760, "#4a4f55", 26),
      rect(880, 300, 260, 180, "#9aa3ad", { rx: 20 }),
      line(120, 200, 360, 700, "#777", 20),
    ].join(""),
  );
}
