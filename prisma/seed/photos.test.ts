import { describe, expect, it } from "vitest";
import { demoPhotoViews } from "./photos";
import { bodyTypes, loadClasses } from "./master-data";
import { CAB_COLORS } from "./drawings";

describe("demo photo views", () => {
  const everyLook = bodyTypes.flatMap((body) =>
    loadClasses.flatMap((cls) =>
      CAB_COLORS.map((_, colorIndex) => ({ bodyTypeSlug: body.slug, loadClassSlug: cls.slug, colorIndex })),
    ),
  );

  it("gives each vehicle ten or more different drawings, the same on every run, with no lettering", () => {
    for (const look of everyLook.filter((_, i) => i % 7 === 0)) {
      const views = demoPhotoViews(look);
      expect(views.length).toBeGreaterThanOrEqual(10);
      const drawings = views.map((view) => view.draw());
      expect(new Set(drawings).size).toBe(views.length);
      expect(demoPhotoViews(look).map((view) => view.draw())).toEqual(drawings);
      expect(drawings.some((drawing) => drawing.includes("<text"))).toBe(false);
    }
  });

  it("shares a view between vehicles that look the same in it", () => {
    const ids = new Set(everyLook.flatMap((look) => demoPhotoViews(look).map((view) => view.id)));
    const drawings = new Map<string, string>();
    for (const look of everyLook)
      for (const view of demoPhotoViews(look)) {
        const drawn = drawings.get(view.id) ?? view.draw();
        expect(view.draw()).toBe(drawn);
        drawings.set(view.id, drawn);
      }
    // Six outside views a look, but one load space a body type; cab, meters and underside a class; plate a colour.
    expect(ids.size).toBeLessThan(everyLook.length * 6);
  });
});
