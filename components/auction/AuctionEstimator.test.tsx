import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { FEE_PLANS } from "@/lib/auction/fees";
import { holidaysFrom } from "@/lib/business/holidays";
import { serverHtml } from "@/test/server-html";
import { AuctionEstimator } from "./AuctionEstimator";

const estimator = () => (
  <NextIntlClientProvider locale="en" messages={en}>
    <AuctionEstimator
      plans={[...FEE_PLANS]}
      planNames={Object.fromEntries(FEE_PLANS.map((plan) => [plan.id, plan.id]))}
      holidays={holidaysFrom("2026-11-27", 400)}
      today="2026-11-27"
    />
  </NextIntlClientProvider>
);

describe("AuctionEstimator", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("works with what the visitor entered before the page's scripts ran", () => {
    const { container, field } = serverHtml(estimator());
    // Typed and picked in the server's HTML: the browser changes the fields and tells no one.
    field<HTMLInputElement>("Auction date").value = "2027-04-30";
    field<HTMLInputElement>("Expected winning bid").value = "999999";
    const plate = [...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")][0];
    plate.checked = true;
    render(estimator(), { container, hydrate: true });
    // Friday 30 April 2027: three business days after Golden Week.
    expect(screen.getByTestId("balance-due").textContent).toMatch(/10 May 2027/);
    expect(screen.getByTestId("planA-winningBid").textContent).toBe("¥999,999");
    expect(screen.getByTestId("planA-numberPlate").textContent).toBe("¥10,000");
    expect(screen.getByLabelText<HTMLInputElement>(/^Auction date/).value).toBe("2027-04-30");
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
    // One bid (the default): 1,500,000 + fees 128,000 + tax 12,800.
    expect(screen.getByTestId("planA-total").textContent).toBe("¥1,640,800");
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
    fireEvent.change(screen.getByLabelText(/^Auction date/), { target: { value: "2026-12-28" } });
    // Monday 28 December: closed 29 December to 3 January, so 4, 5 and 6 January; 14 days is 11 January.
    expect(screen.getByTestId("balance-due").textContent).toBe("Wed, 6 Jan 2027");
    expect(screen.getByTestId("documents-due").textContent).toBe("Mon, 11 Jan 2027");
  });
});
