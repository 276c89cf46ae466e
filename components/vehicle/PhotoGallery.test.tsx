import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { PhotoGallery } from "./PhotoGallery";

const photos = Array.from({ length: 12 }, (_, i) => ({
  large: { src: `/media/large-${i + 1}.webp`, width: 1280, height: 960 },
  thumb: { src: `/media/thumb-${i + 1}.webp`, width: 320, height: 240 },
}));

function gallery(locale: "ja" | "en" = "ja") {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "ja" ? jp : en}>
      <DialogProvider>
        <PhotoGallery photos={photos} name="いすゞ エルフ" />
      </DialogProvider>
    </NextIntlClientProvider>
  );
}

const counter = () => screen.getByTestId("photo-viewer-counter").textContent;
const stage = () => screen.getByTestId("photo-viewer-stage");

function stroke(from: { x: number; y: number }, to: { x: number; y: number }, pointerId = 1) {
  fireEvent.pointerDown(stage(), { pointerId, button: 0, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(stage(), { pointerId, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
  fireEvent.pointerMove(stage(), { pointerId, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(stage(), { pointerId, clientX: to.x, clientY: to.y });
}
const tap = (x: number, y: number) => stroke({ x, y }, { x, y });

describe("PhotoGallery", () => {
  beforeAll(() => {
    // jsdom lays nothing out, so has no scrolling; the gallery scrolls its strip of photos.
    Element.prototype.scrollTo = () => {};
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is sent by the server with every thumbnail a link to its large photo, loaded lazily at its own size", () => {
    document.body.innerHTML = renderToString(gallery());
    const thumbnails = [...document.querySelectorAll<HTMLAnchorElement>("[data-testid=gallery-thumbnail]")];
    expect(thumbnails.map((link) => link.getAttribute("href"))).toEqual(photos.map((photo) => photo.large.src));
    for (const image of thumbnails.map((link) => link.querySelector("img")!)) {
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("decoding")).toBe("async");
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["320", "240"]);
    }
    const main = [...document.querySelectorAll("[data-testid=gallery-photo] img")];
    expect(main[0].getAttribute("loading")).toBe("eager");
    expect(main[0].getAttribute("fetchpriority")).toBe("high");
    expect(main.slice(1).every((image) => image.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("is sent by the server with each photo's arrows linking to its neighbours, the last to the first", () => {
    document.body.innerHTML = renderToString(gallery());
    const slides = [...document.querySelectorAll("[data-testid=gallery-photo]")].map((photo) => photo.parentElement!);
    expect(slides.map((slide) => slide.id)).toEqual(photos.map((_, i) => `photo-${i + 1}`));
    const arrows = (slide: Element) =>
      ["previous", "next"].map((way) => slide.querySelector(`[data-testid=gallery-${way}]`)!.getAttribute("href"));
    expect(arrows(slides[0])).toEqual(["#photo-12", "#photo-2"]);
    expect(arrows(slides[4])).toEqual(["#photo-4", "#photo-6"]);
    expect(arrows(slides[11])).toEqual(["#photo-11", "#photo-1"]);
    // Each photo says where it is, whichever one the browser scrolled to; no thumbnail claims to be the one shown.
    expect(document.querySelectorAll("[data-testid=gallery-thumbnail][aria-current=true]")).toHaveLength(0);
    expect(slides.map((slide) => slide.querySelector("[aria-hidden=true]")!.textContent)).toEqual(
      photos.map((_, i) => `${i + 1} / 12`),
    );
  });

  it("steps with the arrows once scripts run, and takes the focus to the arrow on the photo shown", () => {
    render(gallery());
    const next = screen.getAllByRole("link", { name: "次の写真" });
    next[0].focus();
    fireEvent.click(next[0]);
    expect(screen.getByRole("link", { name: "写真2を表示" }).getAttribute("aria-current")).toBe("true");
    expect(document.activeElement).toBe(next[1]);
    fireEvent.click(screen.getAllByRole("link", { name: "前の写真" })[1]);
    fireEvent.click(screen.getAllByRole("link", { name: "前の写真" })[0]);
    expect(screen.getByRole("link", { name: "写真12を表示" }).getAttribute("aria-current")).toBe("true");
    expect(location.hash).toBe("");
  });

  it("opens a photo full screen, moves with keys and swipes, and on Escape gives focus back", async () => {
    render(gallery());
    const third = screen.getByRole("link", { name: "写真3を表示" });
    third.focus();
    fireEvent.click(third);

    // The viewer's code loads when it is first opened.
    await screen.findByTestId("photo-viewer");
    const dialog = screen.getByRole("dialog", { name: "いすゞ エルフの写真" });
    expect(counter()).toBe("3 / 12");
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe("/media/large-3.webp");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: /閉じる/ }));
    expect(document.body.getAttribute("data-dialog")).toBe("open");

    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(counter()).toBe("4 / 12");
    stroke({ x: 300, y: 200 }, { x: 120, y: 210 });
    expect(counter()).toBe("5 / 12");
    stroke({ x: 100, y: 200 }, { x: 260, y: 190 });
    expect(counter()).toBe("4 / 12");
    fireEvent.click(within(dialog).getByRole("button", { name: "前の写真" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "前の写真" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "前の写真" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "前の写真" }));
    expect(counter()).toBe("12 / 12");

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.hasAttribute("data-dialog")).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(third));
    // The gallery stays on the photo last seen.
    expect(screen.getByRole("link", { name: "写真12を表示" }).getAttribute("aria-current")).toBe("true");
  });

  it("zooms on a double tap, moves no photo while zoomed, and zooms out on the next double tap", async () => {
    render(gallery("en"));
    fireEvent.click(screen.getByRole("link", { name: "Show photo 1" }));
    await screen.findByTestId("photo-viewer");
    expect(screen.getByRole("dialog", { name: "Photos of いすゞ エルフ" })).toBeTruthy();
    const image = () => within(screen.getByRole("dialog")).getByRole("img");
    tap(200, 150);
    tap(202, 151);
    expect(image().style.transform).toContain("scale(2.5)");
    stroke({ x: 300, y: 200 }, { x: 100, y: 200 });
    expect(counter()).toBe("1 / 12");
    tap(200, 150);
    tap(200, 150);
    expect(image().style.transform).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /Close/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("zooms with two fingers spreading apart", async () => {
    render(gallery("en"));
    fireEvent.click(screen.getByRole("link", { name: "Show photo 2" }));
    await screen.findByTestId("photo-viewer");
    fireEvent.pointerDown(stage(), { pointerId: 1, button: 0, clientX: 150, clientY: 200 });
    fireEvent.pointerDown(stage(), { pointerId: 2, button: 0, clientX: 250, clientY: 200 });
    fireEvent.pointerMove(stage(), { pointerId: 2, clientX: 350, clientY: 200 });
    fireEvent.pointerUp(stage(), { pointerId: 2, clientX: 350, clientY: 200 });
    fireEvent.pointerUp(stage(), { pointerId: 1, clientX: 150, clientY: 200 });
    expect(within(screen.getByRole("dialog")).getByRole("img").style.transform).toContain("scale(2)");
    expect(counter()).toBe("2 / 12");
  });
});
