import { describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { changedFields, historyOf, listChanges, recordChange } from "./history";

describe("change history", () => {
  const db = useTestDatabase();

  it("keeps who changed which fields of a record, newest first, and skips a save that changed nothing", async () => {
    const morning = new Date("2026-11-24T00:30:00Z");
    const noon = new Date("2026-11-24T03:00:00Z");
    await recordChange(
      db,
      TEST_STAFF,
      { entity: "vehicle", entityId: 7, label: "1007 いすゞ エルフ", action: "created" },
      morning,
    );
    await recordChange(
      db,
      TEST_STAFF,
      {
        entity: "vehicle",
        entityId: 7,
        label: "1007 いすゞ エルフ",
        action: "updated",
        changes: changedFields(
          { priceTotalYen: 4_980_000, status: "draft" },
          { priceTotalYen: 4_680_000, status: "draft" },
        ),
      },
      noon,
    );
    await recordChange(db, TEST_STAFF, {
      entity: "vehicle",
      entityId: 7,
      label: "1007",
      action: "updated",
      changes: {},
    });
    await recordChange(db, TEST_STAFF, { entity: "order", entityId: 3, label: "R-3", action: "status" }, noon);

    const history = await historyOf(TEST_STAFF, "vehicle", 7);
    expect(history.map((row) => [row.action, row.changes, row.actorName])).toEqual([
      ["updated", { priceTotalYen: [4_980_000, 4_680_000] }, TEST_STAFF.email],
      ["created", {}, TEST_STAFF.email],
    ]);

    const log = await listChanges(TEST_STAFF, { entity: "vehicle", from: "2026-11-24", to: "2026-11-24", page: 1 });
    expect(log.total).toBe(2);
    expect((await listChanges(TEST_STAFF, { from: "2026-11-25", page: 1 })).total).toBe(0);
    expect((await listChanges(TEST_STAFF, { actorId: TEST_STAFF.userId, page: 1 })).total).toBe(3);
  });

  it("compares dates by their instant and treats a missing value as empty", () => {
    const at = new Date("2026-11-24T00:00:00Z");
    expect(changedFields({ soldAt: new Date(at), note: null }, { soldAt: at, note: undefined })).toEqual({});
    expect(changedFields({ soldAt: null }, { soldAt: at })).toEqual({ soldAt: [null, "2026-11-24T00:00:00.000Z"] });
  });
});
