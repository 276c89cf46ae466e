import { describe, expect, it } from "vitest";
import { firstErrors, normalizePhone, vehicleOrderSchema } from "./schema";

const valid = {
  lastName: "山田",
  firstName: "太郎",
  companyName: "",
  email: "taro@example.jp",
  phone: "０９０－１２３４－５６７８",
  vehicleName: "いすゞ エルフ",
  contactMethod: "phone",
  message: "見積もりをお願いします。",
  idempotencyKey: "6f1c1c52-5a51-4a43-9d55-1a5b2b1d9e11",
};

describe("normalizePhone", () => {
  it("accepts the ways Japanese numbers are typed", () => {
    expect(normalizePhone("090-1234-5678")).toBe("09012345678");
    expect(normalizePhone("０９０－１２３４－５６７８")).toBe("09012345678");
    expect(normalizePhone("(052) 000-8600")).toBe("0520008600");
    expect(normalizePhone("+81 90 1234 5678")).toBe("09012345678");
    expect(normalizePhone("090ー1234ー5678")).toBe("09012345678");
  });
});

describe("vehicleOrderSchema", () => {
  it("accepts a natural request and normalises the phone", () => {
    const parsed = vehicleOrderSchema.parse(valid);
    expect(parsed.phone).toBe("09012345678");
    expect(parsed.companyName).toBe("");
  });

  it("names the rule each bad field broke", () => {
    const result = vehicleOrderSchema.safeParse({ ...valid, lastName: " ", email: "taro@", phone: "090-12", contactMethod: "fax", message: "x".repeat(2001), idempotencyKey: "1" });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({
      lastName: "required",
      email: "email",
      phone: "minLength:10",
      contactMethod: "chooseOne",
      message: "maxLength:2000",
      idempotencyKey: "invalidFormat",
    });
  });

  it("refuses letters in a phone number and a number not starting with 0", () => {
    expect(firstErrors(vehicleOrderSchema.safeParse({ ...valid, phone: "090-abcd-5678" }).error!).phone).toBe("digitsOnly");
    expect(firstErrors(vehicleOrderSchema.safeParse({ ...valid, phone: "9012345678" }).error!).phone).toBe("phoneFormat");
  });

  it("takes any text a customer would type in the message", () => {
    for (const message of ["<script>alert(1)</script>", "100% 値引き？ O'Reilly \"quote\" 🚚", "改行\nあり"]) {
      expect(vehicleOrderSchema.parse({ ...valid, message }).message).toBe(message);
    }
  });
});
