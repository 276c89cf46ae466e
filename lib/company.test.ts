import { describe, expect, it } from "vitest";
import { company, dialledFromAbroad, officeMapUrl, permitValues, publicPhone, yardOffice } from "./company";

describe("the company's facts", () => {
  it("carry what the law asks a used-vehicle dealer to show, in the form it is issued", () => {
    expect(company.antiqueDealerPermit.number).toMatch(/^\d{12}$/);
    expect(company.invoiceRegistrationNumber).toMatch(/^T\d{13}$/);
    expect(permitValues("ja")).toEqual({ authority: "愛知県公安委員会", number: "541020123456" });
    for (const office of company.offices) expect(office.fax).toMatch(/^0\d{1,4}-\d{1,4}-\d{4}$/);
  });

  it("dial from abroad without the trunk zero", () => {
    expect(dialledFromAbroad("052-000-8600")).toBe("+81 52-000-8600");
    expect(publicPhone("ja")).toEqual({ number: "0120-555-860", href: "tel:+81120555860" });
    expect(publicPhone("en")).toEqual({ number: "+81 52-000-8600", href: "tel:+81520008600" });
  });

  it("places a vehicle at its office's yard, with a map found by the Japanese address", () => {
    expect(yardOffice("branch").address.ja.region).toBe("大阪府");
    expect(yardOffice("nowhere").id).toBe("headquarters");
    expect(officeMapUrl(yardOffice("headquarters"))).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("愛知県名古屋市港区船見町1-39")}`,
    );
  });
});
