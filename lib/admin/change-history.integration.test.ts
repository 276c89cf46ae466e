import { describe, expect, it } from "vitest";
import { TEST_STAFF, testVehicleForm, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { createVehicle, updateVehicle } from "./vehicle-save";
import { deleteVehicle, moveVehicle } from "./inventory";
import { deleteVehiclePhoto, reorderVehiclePhotos } from "./photos";
import { blogPostSchema, masterEntrySchema } from "./form-schemas";
import { deletePost, savePost } from "./blog";
import { deleteMasterEntry, saveMasterEntry } from "./master-data";
import { saveReview } from "./reviews";
import { moveBodyWork } from "./body-work";
import { historyOf, listChanges, type FieldChanges } from "./history";
import { earlierNotesOf, linkKeyOf, masterNamesOf, parseChangeLogQuery, recordLinksOf } from "./history-view";
import { historyLines } from "./history-lines";
import { addOrderNote, changeOrderStatus } from "./order-inbox";

// Each staff write leaves one history row, written with it: who, what, and the fields it changed.
const staff = TEST_STAFF;

describe("the change history of staff writes", () => {
  const db = useTestDatabase({ demoData: true });

  const vehicleForm = async (input: Record<string, string> = {}) =>
    (await testVehicleForm(db))({ priceBodyYen: "4000000", priceFeesYen: "200000", ...input });

  it("records a vehicle's creation, each changed field with its price, a status move and its deletion", async () => {
    const created = await createVehicle(staff, "sale", await vehicleForm());
    if (!created.ok) throw new Error(created.error);
    const { id } = created;
    const { inquiryNo } = await db.vehicle.findUniqueOrThrow({ where: { id } });
    const updated = await updateVehicle(staff, id, await vehicleForm({ priceBodyYen: "3800000" }), created.version);
    expect(updated.ok).toBe(true);
    // A save that changed nothing writes no row.
    await updateVehicle(staff, id, await vehicleForm({ priceBodyYen: "3800000" }), created.version + 1);
    const moved = await moveVehicle(staff, id, "sold", created.version + 2);
    expect(moved.ok).toBe(true);
    expect(await deleteVehicle(staff, id, created.version + 2)).toEqual({ ok: false, error: "conflict" });
    expect((await deleteVehicle(staff, id, created.version + 3)).ok).toBe(true);

    const rows = await historyOf(staff, "vehicle", id);
    expect(rows.map((row) => row.action)).toEqual(["deleted", "status", "updated", "created"]);
    expect(rows.every((row) => row.entityLabel === `No.${inquiryNo} いすゞ フォワード 4t ウイング`)).toBe(true);
    expect(rows.every((row) => row.actorId === staff.userId)).toBe(true);
    expect(rows[2].changes).toEqual({ priceBodyYen: [4_000_000, 3_800_000], priceTotalYen: [4_200_000, 4_000_000] });
    expect(rows[1].changes).toEqual({ status: ["published", "sold"] });
  });

  it("records photo changes as one kind of change to the vehicle", async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({ where: { photos: { some: {} } }, include: { photos: true } });
    const ids = vehicle.photos.sort((a, b) => a.position - b.position).map((photo) => photo.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(await reorderVehiclePhotos(staff, vehicle.id, [...ids].reverse())).toEqual({ ok: true });
    expect(await deleteVehiclePhoto(staff, vehicle.id, ids[0])).toEqual({ ok: true });
    const rows = await historyOf(staff, "vehicle", vehicle.id);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ["photos", { photos: [ids.length, ids.length - 1] }],
      ["photos", { order: [ids, [...ids].reverse()] }],
    ]);
  });

  it("records content and master data saves and deletes, named by their titles", async () => {
    const post = blogPostSchema.parse({
      title: "年末の営業日",
      body: "本文",
      language: "ja",
      publishedOn: "2026-12-01",
      photoKey: "",
    });
    const saved = await savePost(staff, null, post);
    if (!saved.ok) throw new Error(saved.error);
    await savePost(staff, saved.id, { ...post, title: "年末年始の営業日" }, saved.version);
    await deletePost(staff, saved.id);
    const postRows = await historyOf(staff, "post", saved.id);
    expect(postRows.map((row) => [row.action, row.entityLabel])).toEqual([
      ["deleted", "年末年始の営業日"],
      ["updated", "年末年始の営業日"],
      ["created", "年末の営業日"],
    ]);
    expect(postRows[1].changes).toEqual({ title: ["年末の営業日", "年末年始の営業日"] });

    const review = await saveReview(staff, null, {
      text: "丁寧でした",
      customerName: "S様",
      vehicleBought: "",
      language: "ja",
      published: true,
      photoKey: "",
    });
    expect((await historyOf(staff, "review", (review as { id: number }).id))[0]).toMatchObject({
      action: "created",
      entityLabel: "S様",
    });

    const item = await db.bodyWorkItem.findFirstOrThrow({ orderBy: { position: "desc" } });
    expect(await moveBodyWork(staff, item.id, "up")).toEqual({ ok: true, id: item.id });
    expect((await historyOf(staff, "body_work", item.id))[0]).toMatchObject({
      action: "moved",
      entityLabel: item.titleJa,
    });

    const fuel = masterEntrySchema.parse({ slug: "biofuel", nameJa: "バイオ燃料", nameEn: "Biofuel", position: "9" });
    const entry = await saveMasterEntry(staff, "fuels", null, fuel);
    if (!entry.ok) throw new Error(entry.error);
    await deleteMasterEntry(staff, "fuels", entry.id);
    expect((await historyOf(staff, "master", `fuels/${entry.id}`)).map((row) => row.action)).toEqual([
      "deleted",
      "created",
    ]);
    const log = await listChanges(staff, { entity: "master", actorId: staff.userId, page: 1 });
    expect(log.rows.map((row) => row.entityLabel)).toEqual(["バイオ燃料", "バイオ燃料"]);
  });

  it("names the master data a vehicle's row names by id, in the staff member's language", async () => {
    const [isuzu, hino] = await Promise.all(
      ["isuzu", "hino"].map((slug) => db.maker.findUniqueOrThrow({ where: { slug } })),
    );
    const rows: { entity: string; changes: FieldChanges }[] = [
      { entity: "vehicle", changes: { makerId: [isuzu.id, hino.id] } },
    ];
    const names = await masterNamesOf(staff, rows, "ja");
    expect([names.get(`makerId:${isuzu.id}`), names.get(`makerId:${hino.id}`)]).toEqual([isuzu.nameJa, hino.nameJa]);
    expect((await masterNamesOf(staff, rows, "en")).get(`makerId:${hino.id}`)).toBe(hino.nameEn);
    expect(
      (await masterNamesOf(staff, [{ entity: "vehicle", changes: { status: ["draft", "sold"] } }], "ja")).size,
    ).toBe(0);
  });

  it("shows a note's text in the log, also for a row written before rows kept it", async () => {
    const order = await db.order.create({ data: testVehicleOrder(await db.vehicle.findFirstOrThrow()) });
    const added = await addOrderNote(staff, order.n, "来週月曜に再度連絡");
    if (!added.ok) throw new Error(added.error);
    // As a note was recorded before: the row, at the note's time, without its text.
    const note = await db.orderNote.create({ data: { orderN: order.n, body: "下取り希望あり", authorName: "鈴木" } });
    await db.changeLogEntry.create({
      data: {
        at: note.createdAt,
        actorName: "鈴木",
        entity: "order",
        entityId: String(order.n),
        entityLabel: `#${order.n}`,
        action: "note",
      },
    });
    const rows = await historyOf(staff, "order", order.n);
    const notes = await earlierNotesOf(staff, rows);
    expect(rows.map((row) => historyLines(row, notes.get(String(row.id))))).toEqual([
      [{ kind: "note", body: "下取り希望あり" }],
      [{ kind: "note", body: "来週月曜に再度連絡" }],
    ]);
  });

  it("reads the log's filters from its query, and links only the records that still exist", async () => {
    expect(
      parseChangeLogQuery({ entity: "vehicle", actor: "1", from: "2026-11-01", to: "2026-11-30", page: "2" }),
    ).toEqual({ entity: "vehicle", actorId: 1, from: "2026-11-01", to: "2026-11-30", page: 2 });
    expect(parseChangeLogQuery({ entity: "tables", actor: "x", from: "2026-13-45", to: "yesterday" })).toEqual({
      page: 1,
    });
    for (const actor of ["2147483648", "1e0", "01"]) expect(parseChangeLogQuery({ actor }), actor).toEqual({ page: 1 });

    const { rows } = await listChanges(staff, { entity: "vehicle", page: 1 });
    const links = await recordLinksOf(staff, rows);
    const kept = rows.find((row) => row.action === "photos")!;
    const gone = rows.find((row) => row.action === "deleted")!;
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: Number(kept.entityId) } });
    expect(links.get(linkKeyOf(kept))).toBe(`/admin/${vehicle.kind}/${vehicle.id}`);
    expect(links.has(linkKeyOf(gone))).toBe(false);
    const order = await db.order.create({ data: testVehicleOrder(await db.vehicle.findFirstOrThrow()) });
    await changeOrderStatus(staff, order.n, "contacted", order.version);
    const [statusRow] = await historyOf(staff, "order", order.n);
    expect((await recordLinksOf(staff, [statusRow])).get(linkKeyOf(statusRow))).toBe(`/admin/orders/${order.n}`);
    const master = await listChanges(staff, { entity: "master", page: 1 });
    expect((await recordLinksOf(staff, master.rows)).size).toBe(0);
    // Today in Japan holds every change of this suite; a day long past none.
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await listChanges(staff, { from: today, to: today, page: 1 })).total).toBe(await db.changeLogEntry.count());
    expect((await listChanges(staff, { to: "2020-01-01", page: 1 })).total).toBe(0);
  });
});
