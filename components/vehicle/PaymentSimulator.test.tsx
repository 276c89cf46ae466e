import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { serverHtml } from "@/test/server-html";
import { PaymentSimulator } from "./PaymentSimulator";

function simulator({ leasePurchase = false, locale = "ja" as "ja" | "en" } = {}) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "ja" ? jp : en}>
      <PaymentSimulator id="payment-simulator" priceYen={3_000_000} leasePurchase={leasePurchase} />
    </NextIntlClientProvider>
  );
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe("PaymentSimulator", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is sent by the server worked out for the default figures, and says scripts change them", () => {
    document.body.innerHTML = renderToString(simulator());
    expect(document.querySelector("[data-testid=loan-monthly]")?.textContent).toBe("55,100円");
    expect(document.querySelector("[data-testid=loan-first]")?.textContent).toBe("初回 55,957円");
    expect(document.querySelector("section h2")?.textContent).toBe("ローンシミュレーション");
    expect(document.querySelector("noscript")?.innerHTML).toContain("JavaScript");
    expect(document.body.textContent).toContain("与信審査");
  });

  it("works the payment again as the visitor changes the figures", () => {
    render(simulator());
    expect(figure("loan-monthly")).toBe("55,100円");
    fireEvent.change(screen.getByLabelText("頭金（円）"), { target: { value: "50万" } });
    fireEvent.change(screen.getByLabelText("支払回数"), { target: { value: "84" } });
    fireEvent.change(screen.getByLabelText("実質年率（%）"), { target: { value: "0" } });
    // (3,000,000 − 500,000) / 84 = 29,761.9…: 29,700 from the second payment, the first 29,700 + 5,200.
    expect(figure("loan-monthly")).toBe("29,700円");
    expect(figure("loan-first")).toBe("初回 34,900円");
    expect(screen.getByTestId("loan-monthly").closest("[aria-live=polite]")).not.toBeNull();
  });

  it("works with what the visitor entered before the page's scripts ran", async () => {
    const { container, field } = serverHtml(simulator());
    // Typed and picked in the server's HTML: the browser changes the fields and tells no one.
    field<HTMLInputElement>("頭金（円）").value = "50万";
    field<HTMLInputElement>("実質年率（%）").value = "0";
    field<HTMLSelectElement>("支払回数").value = "84";
    render(simulator(), { container, hydrate: true });
    expect(figure("loan-monthly")).toBe("29,700円");
    expect(screen.getByLabelText<HTMLInputElement>("頭金（円）").value).toBe("50万");
    expect(screen.getByLabelText<HTMLSelectElement>("支払回数").value).toBe("84");
  });

  it("adds bonus payments when they are turned on", () => {
    render(simulator());
    expect(screen.queryByTestId("loan-bonus")).toBeNull();
    fireEvent.click(screen.getByLabelText("ボーナス払いを併用する"));
    fireEvent.change(screen.getByLabelText("ボーナス加算額（1回あたり・円）"), { target: { value: "100000" } });
    expect(figure("loan-monthly")).toBe("38,500円");
    expect(figure("loan-bonus")).toBe("ボーナス月は 100,000円 を加算（10回）");
  });

  it("ties a refusal to its field and shows no figures", () => {
    render(simulator());
    const rate = screen.getByLabelText("実質年率（%）");
    fireEvent.change(rate, { target: { value: "20" } });
    expect(rate.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("実質年率は0〜15%の範囲で入力してください。").id).toBe(
      rate.getAttribute("aria-describedby")?.split(" ")[1],
    );
    expect(screen.queryByTestId("loan-monthly")).toBeNull();
    expect(screen.getByText("入力内容をご確認ください。")).toBeTruthy();
  });

  it("says there is nothing to finance when the down payment covers the price", () => {
    render(simulator());
    fireEvent.change(screen.getByLabelText("頭金（円）"), { target: { value: "300万" } });
    expect(figure("loan-nothing")).toContain("ローンでのお支払いはありません");
  });

  it("shows the lease estimate only for a lease-purchase vehicle", () => {
    render(simulator());
    expect(screen.queryByTestId("lease-monthly")).toBeNull();
    cleanup();
    render(simulator({ leasePurchase: true, locale: "en" }));
    expect(figure("lease-monthly")).toBe("¥50,600");
    expect(screen.getByText(/10% of the total price is kept as the residual value/)).toBeTruthy();
  });
});
