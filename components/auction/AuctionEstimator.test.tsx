import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
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
    expect(screen.getByTestId("planA-winningBid").textContent).toBe("999,999 JPY");
    expect(screen.getByTestId("planA-numberPlate").textContent).toBe("10,000 JPY");
    expect(screen.getByLabelText<HTMLInputElement>(/^Auction date/).value).toBe("2027-04-30");
  });
});
