import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { FEE_PLANS } from "@/lib/auction/fees";
import { estimatorInputFromQuery } from "@/lib/auction/estimator-query";
import { holidaysFrom } from "@/lib/business/holidays";
import { serverHtml } from "@/test/server-html";
import { AuctionEstimator } from "./AuctionEstimator";

const estimator = (query: Record<string, string> = {}) => (
  <NextIntlClientProvider locale="en" messages={en}>
    <AuctionEstimator
      plans={[...FEE_PLANS]}
      planNames={Object.fromEntries(FEE_PLANS.map((plan) => [plan.id, plan.id]))}
      holidays={holidaysFrom("2026-11-27", 400)}
      initial={estimatorInputFromQuery(query, "2026-11-27")}
    />
  </NextIntlClientProvider>
);

describe("AuctionEstimator", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is sent by the server as a GET form whose figures answer the fields it sent", () => {
    const { container } = serverHtml(
      estimator({ bid: "2000001", bids: "2", class: "light", plate: "1", date: "2026-12-28" }),
    );
    const form = container.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["get", "#estimator"]);
    expect(container.querySelector("#estimator")).not.toBeNull();
    const sent = Object.fromEntries(new FormData(form));
    expect(sent).toEqual({ bid: "2000001", bids: "2", class: "light", plate: "1", date: "2026-12-28" });
    // 2,000,001 + plan A's fees (200,000 + 2,000 + 25,000 + 24,000 + 10,000) = 2,261,001, then 10% of it.
    const figure = (id: string) => container.querySelector(`[data-testid=${id}]`)!.textContent;
    expect(figure("planA-subtotal")).toBe("¥2,261,001");
    expect(figure("planA-tax")).toBe("¥226,100");
    expect(figure("planA-total")).toBe("¥2,487,101");
    expect(figure("balance-due")).toMatch(/6 Jan 2027/);
    // The button that sends it is there only for a browser without scripts.
    expect(container.querySelector("noscript")?.innerHTML).toContain(en.estimator.calculate);
  });

  it("answers a refused bid sent without scripts with the bid as typed and its message", () => {
    const { container, field } = serverHtml(estimator({ bid: "abc" }));
    expect(field<HTMLInputElement>("Expected winning bid").value).toBe("abc");
    expect(container.textContent).toContain(en.estimator.errors.digitsOnly);
    expect(container.querySelector("[data-testid=planA-total]")).toBeNull();
  });

  it("works with what the visitor entered before the page's scripts ran", () => {
    const { container, field } = serverHtml(estimator());
    // Typed and picked in the server's HTML: the browser changes the fields and tells no one.
    field<HTMLInputElement>("Day of the winning bid").value = "2027-04-30";
    field<HTMLInputElement>("Expected winning bid").value = "999999";
    const plate = [...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")][0];
    plate.checked = true;
    render(estimator(), { container, hydrate: true });
    // Friday 30 April 2027: three business days after Golden Week.
    expect(screen.getByTestId("balance-due").textContent).toMatch(/10 May 2027/);
    expect(screen.getByTestId("planA-winningBid").textContent).toBe("¥999,999");
    expect(screen.getByTestId("planA-numberPlate").textContent).toBe("¥10,000");
    expect(screen.getByLabelText<HTMLInputElement>(/^Day of the winning bid/).value).toBe("2027-04-30");
  });

  it("works out each plan as the bid is typed, at the fee boundaries and in 万", () => {
    render(estimator());
    const bid = screen.getByLabelText<HTMLInputElement>(/^Expected winning bid/);
    for (const [input, a, b] of [
      ["999999", "¥25,000", "¥50,000"],
      ["1,000,000", "¥50,000", "¥75,000"],
      ["200万", "¥50,000", "¥75,000"],
      ["2000001", "¥200,000", "¥100,000"],
    ] as const) {
      fireEvent.change(bid, { target: { value: input } });
      expect(screen.getByTestId("planA-agentFee").textContent, input).toBe(a);
      expect(screen.getByTestId("planB-agentFee").textContent, input).toBe(b);
    }
    fireEvent.change(bid, { target: { value: "1500000" } });
    fireEvent.click(screen.getByLabelText("Add a number plate of my choice"));
    // One bid (the default): 1,500,000 + fees 128,000, and 10% tax on both.
    expect(screen.getByTestId("planA-tax").textContent).toBe("¥162,800");
    expect(screen.getByTestId("planA-total").textContent).toBe("¥1,790,800");
    expect(screen.getByTestId("planA-deposit").textContent).toBe("¥150,000");
  });

  it("ties a refusal to the bid field and shows no figures, never NaN", () => {
    render(estimator());
    const bid = screen.getByLabelText<HTMLInputElement>(/^Expected winning bid/);
    for (const input of ["", "abc", "-500000", "99999999999999"]) {
      fireEvent.change(bid, { target: { value: input } });
      expect(bid.getAttribute("aria-invalid"), input).toBe("true");
      expect(screen.queryByTestId("planA-total"), input).toBeNull();
      expect(document.body.textContent, input).not.toContain("NaN");
    }
    const message = screen.getByText(en.estimator.errors.tooLarge);
    expect(bid.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
  });

  it("moves the balance past the year-end closure as the date is picked", () => {
    render(estimator());
    fireEvent.change(screen.getByLabelText(/^Day of the winning bid/), { target: { value: "2026-12-28" } });
    // Monday 28 December: closed 29 December to 3 January, so 4, 5 and 6 January; 14 days is 11 January.
    expect(screen.getByTestId("balance-due").textContent).toBe("Wed, 6 Jan 2027");
    expect(screen.getByTestId("documents-due").textContent).toBe("Mon, 11 Jan 2027");
  });
});
