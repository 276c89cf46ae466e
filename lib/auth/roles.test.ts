import { describe, expect, it } from "vitest";
import { can, isStaffRole, PERMISSIONS, STAFF_ROLES } from "./roles";

describe("what each role may do", () => {
  it("lets an owner do everything", () => {
    for (const permission of PERMISSIONS) expect(can({ role: "owner" }, permission)).toBe(true);
  });

  it("keeps staff from deleting, managing accounts and setting who new requests go to", () => {
    expect(can({ role: "staff" }, "delete")).toBe(false);
    expect(can({ role: "staff" }, "manageAccounts")).toBe(false);
    expect(can({ role: "staff" }, "manageAssignment")).toBe(false);
  });

  it("knows the two roles and nothing else", () => {
    expect(STAFF_ROLES).toEqual(["owner", "staff"]);
    expect(isStaffRole("owner")).toBe(true);
    expect(isStaffRole("staff")).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
