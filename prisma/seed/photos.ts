// The drawn photos of one demo vehicle, in the order its gallery shows them: the left side first (the card's
// photo), round the truck, then the load space, the cab, the meters, the underside and the plate. Each view is
// named by what it depends on, so the seed draws it once for every vehicle that looks the same in it.
import type { BodyTypeSlug, LoadClassSlug } from "./master-data";
import { CAB_COLORS, drawRearView, drawSideView } from "./drawings";
import { drawFrontQuarter, drawFrontView, drawRearQuarter } from "./drawings-angles";
import { drawCabInterior, drawLoadSpace, drawMeters, drawPlate, drawUnderside } from "./drawings-details";

export interface DemoPhotoView {
  id: string;
  draw: () => string;
}

// Bodies taller than the cab, which show above its roof from the front.
const TALL: ReadonlySet<BodyTypeSlug> = new Set(["wing", "refrigerated", "packer"]);

export function demoPhotoViews(vehicle: {
  bodyTypeSlug: string;
  loadClassSlug: string;
  colorIndex: number;
}): DemoPhotoView[] {
  const body = vehicle.bodyTypeSlug as BodyTypeSlug;
  const cls = vehicle.loadClassSlug as LoadClassSlug;
  const color = CAB_COLORS[vehicle.colorIndex];
  const look = `${body}:${cls}:${vehicle.colorIndex}`;
  const tall = TALL.has(body);
  return [
    { id: `${look}:day`, draw: () => drawSideView(body, cls, color, "day") },
    { id: `${look}:front-quarter`, draw: () => drawFrontQuarter(body, cls, color) },
    { id: `front:${cls}:${vehicle.colorIndex}:${tall}`, draw: () => drawFrontView(cls, color, tall) },
    { id: `${look}:dusk`, draw: () => drawSideView(body, cls, color, "dusk") },
    { id: `${look}:rear-quarter`, draw: () => drawRearQuarter(body, cls, color) },
    { id: `${look}:rear`, draw: () => drawRearView(body, cls, color) },
    { id: `load:${body}`, draw: () => drawLoadSpace(body) },
    { id: `cab:${cls}`, draw: () => drawCabInterior(cls) },
    { id: `meters:${cls}`, draw: () => drawMeters(cls) },
    { id: `underside:${cls}`, draw: () => drawUnderside(cls) },
    { id: `plate:${vehicle.colorIndex}`, draw: () => drawPlate(color) },
  ];
}
