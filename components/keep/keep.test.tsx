import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Profiler, type ComponentProps, type ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import { KEPT_LISTS } from "@/lib/client/kept-vehicles";
import type { KeptVehicleCard } from "@/lib/vehicles/by-ids";
import { FavouriteButton } from "./FavouriteButton";
import { FavouritesView } from "./FavouritesView";
import { RecentlyViewed } from "./RecentlyViewed";
import { CompareBar } from "./CompareBar";
import { FavouritesLink } from "./FavouritesLink";
import { KeepControls } from "./KeepControls";
import { KeepStatus } from "./KeepStatus";
import { sayKeptStatus } from "./kept-status";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={`/jp${href}`} {...props} />,
  usePathname: () => "/favorites",
}));

const inJapanese = (children: ReactNode) => (
  <NextIntlClientProvider locale="ja" messages={jp}>
    {children}
  </NextIntlClientProvider>
);

const card = (strId: string, priceTotalYen: number | null, state: "published" | "reserved" | "sold" = "published") =>
  ({
    kind: "sale",
    strId,
    state,
    vehicle: {
      strId,
      kind: "sale",
      inquiryNo: 10_000 + strId.length,
      name: `いすゞ エルフ ${strId}`,
      makerName: "いすゞ",
      modelYear: 2019,
      mileageKm: 80_000,
      loadClassName: "小型",
      bodyTypeName: "平ボディ",
      bodyTypeSlug: "flat",
      priceBodyYen: null,
      priceTotalYen,
      isBargain: false,
      licence: null,
      photo: null,
      badges: { new: false, priceCut: null, reserved: state === "reserved", sold: state === "sold" },
      yard: "headquarters",
      highlights: {},
    },
  }) satisfies KeptVehicleCard;

const stored = (name: keyof typeof KEPT_LISTS) => JSON.parse(localStorage.getItem(KEPT_LISTS[name].storageKey) ?? "[]");
const store = (name: keyof typeof KEPT_LISTS, strIds: string[]) =>
  localStorage.setItem(KEPT_LISTS[name].storageKey, JSON.stringify(strIds.map((strId) => ({ kind: "sale", strId }))));

describe("keeping vehicles in the browser", () => {
  let answers: KeptVehicleCard[];
  const fetchMock = vi.fn(async (url: string) => {
    const ids = new URL(url, "http://x").searchParams.get("ids")!.split(",");
    const vehicles = ids.map(
      (id) =>
        answers.find((answer) => `sale:${answer.strId}` === id) ?? { kind: "sale", strId: id.slice(5), state: "gone" },
    );
    return new Response(JSON.stringify({ vehicles }));
  });

  beforeEach(() => {
    localStorage.clear();
    answers = [];
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    act(() => sayKeptStatus(""));
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("toggles a favourite with a pressed button whose label says what it will do", () => {
    render(inJapanese(<FavouriteButton vehicle={{ kind: "sale", strId: "elf-1" }} />));
    const heart = screen.getByRole("button", { name: "お気に入りに追加" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(screen.getByRole("button", { name: "お気に入りから外す" }).getAttribute("aria-pressed")).toBe("true");
    expect(stored("favourites")).toEqual([{ kind: "sale", strId: "elf-1" }]);
    fireEvent.click(heart);
    expect(stored("favourites")).toEqual([]);
  });

  it("counts the favourites in the header as soon as one is added", () => {
    store("favourites", ["elf-1"]);
    render(
      inJapanese(
        <>
          <FavouritesLink look="bar" />
          <FavouriteButton vehicle={{ kind: "sale", strId: "elf-2" }} />
        </>,
      ),
    );
    expect(screen.getByRole("link", { name: /お気に入り/ }).getAttribute("href")).toBe("/jp/favorites");
    // The figure is seen; "1台" is what a screen reader hears.
    expect(screen.getByTestId("favourites-count").textContent).toBe("1" + "1台");
    fireEvent.click(screen.getByRole("button", { name: "お気に入りに追加" }));
    expect(screen.getByTestId("favourites-count").textContent).toBe("2" + "2台");
  });

  it("says once for the page, in its one status region, when the favourites or the compare list is full", () => {
    const full = (max: number) => Array.from({ length: max }, (_, i) => `kept-${i}`);
    store("favourites", full(KEPT_LISTS.favourites.max));
    store("compare", full(KEPT_LISTS.compare.max));
    render(
      inJapanese(
        <>
          <KeepControls vehicle={{ kind: "sale", strId: "one-more" }} name="いすゞ エルフ" />
          <KeepControls vehicle={{ kind: "sale", strId: "and-another" }} name="日野 デュトロ" />
          <KeepStatus />
        </>,
      ),
    );
    const regions = document.querySelectorAll("[aria-live]");
    expect(regions).toHaveLength(1);
    const [status] = regions;
    expect(status.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getAllByRole("button", { name: "お気に入りに追加" })[0]);
    expect(status.textContent).toContain("50台まで");
    expect(stored("favourites")).toHaveLength(KEPT_LISTS.favourites.max);
    fireEvent.click(screen.getByRole("checkbox", { name: "日野 デュトロを比較する" }));
    expect(status.textContent).toContain("4台まで");
    fireEvent.click(screen.getByRole("button", { name: jp.nav.close }));
    expect(status.textContent).toBe("");
    expect(screen.queryByRole("button", { name: jp.nav.close })).toBeNull();
  });

  // Twenty of these on a results page: the server sends them whole, so hydrating inserts nothing, and draws again
  // only the controls of a vehicle this browser keeps.
  it.each([
    { kept: [], pressed: "false", name: "お気に入りに追加", renders: ["mount"] },
    { kept: ["elf-1"], pressed: "true", name: "お気に入りから外す", renders: ["mount", "update"] },
  ])(
    "is sent by the server as not kept, in five elements shown only where scripts run (kept: $kept)",
    async ({ kept, pressed, name, renders }) => {
      store("favourites", kept);
      const rendered: string[] = [];
      const controls = inJapanese(
        <Profiler id="keep" onRender={(_, phase) => rendered.push(phase)}>
          <KeepControls vehicle={{ kind: "sale", strId: "elf-1" }} name="いすゞ エルフ" />
        </Profiler>,
      );
      const container = document.body.appendChild(document.createElement("div"));
      container.innerHTML = renderToString(controls);
      const sent = [...container.querySelectorAll("*")];
      expect(sent).toHaveLength(5);
      // @media (scripting: none): a browser that runs no scripts does not show controls that could do nothing.
      expect(screen.getByTestId("keep-controls").classList).toContain("noscript:hidden");
      expect(screen.getByRole("button", { name: "お気に入りに追加" }).getAttribute("aria-pressed")).toBe("false");
      expect(screen.getByRole("checkbox", { name: "いすゞ エルフを比較する" })).toBeTruthy();
      render(controls, { container, hydrate: true });
      await waitFor(() => expect(screen.getByRole("button", { name }).getAttribute("aria-pressed")).toBe(pressed));
      expect(rendered).toEqual(renders);
      expect([...container.querySelectorAll("*")]).toEqual(sent);
    },
  );

  it("is sent by the server saying favourites need JavaScript", () => {
    document.body.innerHTML = renderToString(inJapanese(<FavouritesView />));
    expect(document.body.textContent).toContain("JavaScriptを有効にしてください");
  });

  it("lists the favourites with their current price and status, and removes one no longer listed", async () => {
    answers = [card("elf-1", 3_850_000), card("elf-2", 2_000_000, "reserved"), card("elf-3", null, "sold")];
    store("favourites", ["elf-1", "elf-2", "elf-3", "gone-4"]);
    render(inJapanese(<FavouritesView />));
    const items = await screen.findAllByTestId("kept-vehicle");
    expect(items.map((item) => item.getAttribute("data-vehicle"))).toEqual([
      "sale:elf-1",
      "sale:elf-2",
      "sale:elf-3",
      "sale:gone-4",
    ]);
    expect(screen.getAllByTestId("kept-price").map((price) => price.textContent)).toEqual(["385万円", "200万円"]);
    expect(screen.getAllByTestId("kept-status").map((status) => status.textContent)).toEqual([
      "商談中",
      "売約済み",
      "掲載終了",
    ]);
    expect(screen.getByTestId("share-link").getAttribute("href")).toBe(
      "/jp/favorites?ids=sale:elf-1,sale:elf-2,sale:elf-3,sale:gone-4",
    );
    fireEvent.click(screen.getByRole("button", { name: "リストから外す" }));
    await waitFor(() => expect(screen.getAllByTestId("kept-vehicle")).toHaveLength(3));
    expect(stored("favourites").map((key: { strId: string }) => key.strId)).toEqual(["elf-1", "elf-2", "elf-3"]);
  });

  it("picks at most four to compare and opens them in the order picked", async () => {
    answers = ["a", "b", "c", "d", "e"].map((strId) => card(strId, 1_000_000));
    store("favourites", ["a", "b", "c", "d", "e"]);
    render(
      inJapanese(
        <>
          <FavouritesView />
          <CompareBar />
          <KeepStatus />
        </>,
      ),
    );
    const boxes = await screen.findAllByTestId("compare-toggle");
    for (const box of boxes.slice(0, 4)) fireEvent.click(box);
    expect(screen.getByTestId("compare-open").textContent).toBe("比較する（4台）");
    fireEvent.click(boxes[4]);
    expect((boxes[4] as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId("keep-status").textContent).toMatch(/比較できるのは4台までです/);
    expect(screen.getByTestId("compare-open").getAttribute("href")).toBe("/jp/compare?ids=sale:a,sale:b,sale:c,sale:d");
  });

  it("leaves room at the page's end while the compare bar shows, and none once it is cleared", async () => {
    store("compare", ["a", "b"]);
    render(inJapanese(<CompareBar />));
    expect(await screen.findByTestId("compare-bar-room")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: jp.keep.compareBar.label })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: jp.keep.compareBar.clear }));
    expect(screen.queryByTestId("compare-bar-room")).toBeNull();
    expect(screen.queryByTestId("compare-bar")).toBeNull();
  });

  it("records a visit and shows the vehicles viewed before, newest first, without the one on the page", async () => {
    answers = [card("elf-1", 1_000_000), card("elf-2", 2_000_000), card("elf-3", 3_000_000)];
    store("recent", ["elf-2", "elf-1"]);
    render(inJapanese(<RecentlyViewed current={{ kind: "sale", strId: "elf-3" }} />));
    await waitFor(() =>
      expect(screen.getAllByTestId("kept-vehicle").map((item) => item.getAttribute("data-vehicle"))).toEqual([
        "sale:elf-2",
        "sale:elf-1",
      ]),
    );
    expect(stored("recent").map((key: { strId: string }) => key.strId)).toEqual(["elf-3", "elf-2", "elf-1"]);
  });

  it("shows nothing when nothing was viewed before", async () => {
    const { container } = render(inJapanese(<RecentlyViewed current={{ kind: "sale", strId: "elf-3" }} />));
    await act(async () => {});
    expect(container.innerHTML).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
