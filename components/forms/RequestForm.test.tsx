import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { fillAbroad, LOCALES, renderRequestForm as form, requestField, stored, TOKEN } from "@/test/request-form";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
}));

const field = requestField;

describe("RequestForm, sent with mistakes", () => {
  afterEach(cleanup);

  it.each(["ja", "en"] as const)(
    "focuses the first field to fix and lists them all at the top (%s)",
    async (locale) => {
      const messages = LOCALES[locale];
      form(locale, stored());
      fireEvent.click(screen.getByRole("button", { name: messages.form.submit }));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(messages.form.lastName))),
      );
      const summary = within(screen.getByTestId("error-summary"));
      const links = summary.getAllByRole("link");
      expect(links[0]).toHaveProperty("hash", "#request-lastName");
      expect(links.at(-1)).toHaveProperty("hash", "#request-privacyConsent");
      expect(links[0].textContent).toBe(`${messages.form.lastName}: ${messages.validation.required}`);
      // Only the Japanese form asks フリガナ, and then on the first try with the rest.
      expect(links.some((link) => link.getAttribute("href") === "#request-nameKana")).toBe(locale === "ja");
    },
  );

  it("focuses the field the server refused, and says why", async () => {
    form("en", async () => ({
      ok: false,
      formError: { code: "invalid" },
      fieldErrors: { phone: { code: "phoneInvalid" } },
    }));
    fillAbroad();
    fireEvent.click(screen.getByRole("button", { name: LOCALES.en.form.submit }));
    await waitFor(() => expect(document.activeElement).toBe(field("phone")));
    expect(screen.getByTestId("error-summary").textContent).toContain(LOCALES.en.validation.phoneInvalid);
  });
});

describe("RequestForm's vehicle fields", () => {
  afterEach(cleanup);

  it("follow the type chosen on /contact: a seller's truck, a wanted one, or a vehicle's name", async () => {
    form("en", stored(), null);
    const section = (name: string) => screen.queryByRole("region", { name });
    await waitFor(() => expect(section(LOCALES.en.requestVehicle.offered)).toBeNull());
    for (const [type, shown] of [
      ["assessment", LOCALES.en.requestVehicle.offered],
      ["auction", LOCALES.en.requestVehicle.wanted],
    ] as const) {
      fireEvent.change(field("type"), { target: { value: type } });
      await waitFor(() => expect(section(shown)).not.toBeNull());
      expect(screen.getAllByRole("region")).toHaveLength(1);
    }
    fireEvent.change(field("type"), { target: { value: "sale" } });
    await waitFor(() => expect(screen.queryAllByRole("region")).toHaveLength(0));
    expect((screen.getByLabelText(new RegExp(LOCALES.en.form.vehicleName)) as HTMLInputElement).disabled).toBe(false);
  });

  it("asks a car buyer from /autoauction for the car in words and the page's fee plans, not truck makers", async () => {
    const words = LOCALES.ja.requestVehicle;
    form("ja", stored({ type: "auction" }), "auction", "car");
    await waitFor(() => expect(screen.queryByLabelText(new RegExp(words.fields.wantedMaker))).toBeNull());
    expect(screen.getByRole("radio", { name: words.auctionVehicles.car })).toHaveProperty("checked", true);
    expect(screen.getByLabelText(new RegExp(words.fields.wantedModel))).toBeTruthy();
    const plans = within(screen.getByLabelText(new RegExp(words.fields.feePlan))).getAllByRole("option");
    expect(plans.map((option) => option.textContent)).toEqual([
      words.feePlanUndecided,
      words.feePlans.planA,
      words.feePlans.planB,
    ]);
    // A truck after all: the truck lists come back.
    fireEvent.click(screen.getByRole("radio", { name: words.auctionVehicles.truck }));
    await waitFor(() => expect(screen.getByLabelText(new RegExp(words.fields.wantedMaker))).toBeTruthy());
  });

  it("refuses a wanted year range that runs backwards, on the field it ends with", async () => {
    form("ja", stored({ type: "auction" }), "auction");
    fillAbroad();
    fireEvent.change(field("yearFrom"), { target: { value: "2020" } });
    fireEvent.change(field("yearTo"), { target: { value: "2015" } });
    fireEvent.click(screen.getByRole("button", { name: LOCALES.ja.form.submit }));
    await waitFor(() => expect(document.activeElement).toBe(field("yearTo")));
    expect(screen.getByTestId("error-summary").textContent).toContain(LOCALES.ja.validation.yearRange);
  });
});

describe("RequestForm's thank-you", () => {
  afterEach(cleanup);

  it.each([
    ["ja", "2027年6月7日（月）", "お電話"],
    ["en", "Mon, 7 Jun 2027", "call you on Mon, 7 Jun 2027"],
  ] as const)("says when and how staff answer, and links the status page (%s)", async (locale, day, how) => {
    const messages = LOCALES[locale];
    form(locale, stored());
    fillAbroad();
    fireEvent.click(screen.getByRole("button", { name: messages.form.submit }));
    const reply = await screen.findByTestId("request-reply");
    expect(reply.textContent).toContain(day);
    expect(reply.textContent).toContain(how);
    expect(screen.getByTestId("request-next").textContent).toBe(messages.request.next.assessment);
    expect(screen.getByRole("link", { name: messages.request.statusLink })).toHaveProperty(
      "pathname",
      `/requests/${TOKEN}`,
    );
  });

  it("says the same day when staff answer today, by the way the customer chose", async () => {
    form("en", stored({ replyToday: true, contactMethod: "email" }));
    fillAbroad();
    fireEvent.click(screen.getByRole("button", { name: LOCALES.en.form.submit }));
    expect((await screen.findByTestId("request-reply")).textContent).toContain("email you today");
  });

  it.each([
    ["ja", "10%を保証金"],
    ["en", "10% of the expected winning bid as a deposit"],
  ] as const)("tells an auction customer of the deposit before bidding (%s)", async (locale, deposit) => {
    form(locale, stored({ type: "auction" }), "auction");
    fillAbroad();
    fireEvent.click(screen.getByRole("button", { name: LOCALES[locale].form.submit }));
    expect((await screen.findByTestId("request-next")).textContent).toContain(deposit);
  });
});
