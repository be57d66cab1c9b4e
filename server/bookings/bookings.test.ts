import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repositories } from "../data";
import { createTestApp, type TestApp } from "../test/app";
import { createActor, type Actor } from "../test/fixtures";
import { BookingRefused, bookings } from "./index";

let t: TestApp;
let owner: Actor;
let clientId: number;

const scope = () => ({ companyId: owner.companyId, actorId: owner.userId });
const work = <T>(run: (repos: Repositories) => Promise<T>) => t.app.unitOfWork(scope(), run);
const product = async (stock: number, name = "Prenses Gelinlik") =>
  (await t.app.repositories(scope()).resource("services").create({ name, is_service: false, price: "1000.00", rent_price: "500.00", tax: 18, stock })).id as number;
const book = (serviceId: number, issueDate: string, deliveryDate: string, piece = 1, kind: "lease" | "tailor" | "dry" = "lease") =>
  work((repos) =>
    bookings.book(repos, { serviceId, issueDate, deliveryDate, piece, kind, field: "service_id", values: { client_id: clientId, total_price: "500.00", price: "0.00" } }),
  );
const leasesOf = async (serviceId: number) => (await t.app.repositories(scope()).resource("leases").list({ page: 1, perPage: 100, filters: { service_id: serviceId } })).rows;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  clientId = (await t.app.repositories(scope()).resource("clients").create({ type: "person", role: "client", full_name: "Ayşe Yılmaz" })).id as number;
});
afterAll(() => t?.close());

describe("bookings", () => {
  it("books a free range and refuses an overlapping one with the product's name and the clashing days", async () => {
    const id = await product(1);
    const first = await book(id, "2027-06-10", "2027-06-12");
    expect(first).toMatchObject({ service_id: id, piece: 1, status: "active", issue_date: "2027-06-10", delivery_date: "2027-06-12", client_id: clientId });
    const refused = await book(id, "2027-06-13", "2027-06-14").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BookingRefused);
    const answer = (refused as BookingRefused).answer("tr");
    expect(answer).toMatchObject({ code: "bookingClash", field: "service_id", service_id: id, service_name: "Prenses Gelinlik" });
    expect(answer.message).toBe("“Prenses Gelinlik” bu tarihlerde müsait değil: 10.06.2027–12.06.2027");
    expect(answer.errors).toEqual({ service_id: [answer.message] });
    expect((refused as BookingRefused).answer("de").message).toBe("„Prenses Gelinlik“ ist an diesen Tagen nicht verfügbar: 10.06.2027–12.06.2027");
    // After the turnaround (1 day by default) it is free again.
    expect(await book(id, "2027-06-14", "2027-06-15")).toMatchObject({ issue_date: "2027-06-14" });
    expect(await leasesOf(id)).toHaveLength(2);
  });

  it("uses the shop's turnaround days once saved, and counts the tailor and dry cleaning too", async () => {
    await work(async (repos) => {
      const settings = repos.resource("rental_settings");
      const existing = await settings.single();
      if (existing) await settings.update(existing.id as number, { turnaround_days: 3 });
      else await settings.create({ turnaround_days: 3, late_fee_per_day: "0.00" });
    });
    try {
      const id = await product(1);
      expect(await book(id, "2027-07-01", "2027-07-02", 1, "tailor")).toMatchObject({ service_id: id, status: "active" });
      expect(await work((repos) => repos.resource("tailors").count({ service_id: id }))).toBe(1);
      await expect(book(id, "2027-07-05", "2027-07-06")).rejects.toBeInstanceOf(BookingRefused);
      const dry = await book(id, "2027-07-06", "2027-07-06", 1, "dry");
      expect(await work((repos) => repos.resource("dry").get(dry.id as number))).toMatchObject({ service_id: id, issue_date: "2027-07-06" });
      const check = await work((repos) => bookings.check(repos, { serviceId: id, issueDate: "2027-07-03", deliveryDate: "2027-07-03", piece: 1 }));
      expect(check).toMatchObject({ available: false, stock: 1, booked: 1, turnaround_days: 3 });
    } finally {
      await work(async (repos) => {
        const existing = await repos.resource("rental_settings").single();
        await repos.resource("rental_settings").update(existing!.id as number, { turnaround_days: 1 });
      });
    }
  });

  it("frees a returned booking after its delivered date, and never refuses stock −1", async () => {
    const id = await product(1);
    const lease = await book(id, "2027-08-01", "2027-08-20");
    await work((repos) => repos.resource("leases").update(lease.id as number, { status: "returned", delivered_date: "2027-08-05" }));
    expect(await book(id, "2027-08-07", "2027-08-09")).toMatchObject({ issue_date: "2027-08-07" });
    const unlimited = await product(-1);
    for (let i = 0; i < 3; i += 1) await book(unlimited, "2027-08-01", "2027-08-02", 5);
    expect(await leasesOf(unlimited)).toHaveLength(3);
  });

  it("refuses a missing or binned product with a 422 on the field", async () => {
    const id = await product(1);
    await t.app.repositories(scope()).resource("services").remove(id);
    await expect(book(id, "2027-09-01", "2027-09-02")).rejects.toMatchObject({ statusCode: 422, fieldErrors: { service_id: [{ key: "server.bookings.noProduct" }] } });
    await expect(book(999_999, "2027-09-01", "2027-09-02")).rejects.toMatchObject({ statusCode: 422 });
  });

  it("moves a booking's delivery date under the same check, not counting itself", async () => {
    const id = await product(1);
    const first = await book(id, "2027-10-01", "2027-10-03");
    await book(id, "2027-10-10", "2027-10-12");
    const moved = await work((repos) => bookings.move(repos, first.id as number, { deliveryDate: "2027-10-08", field: "delivery_date" }));
    expect(moved).toMatchObject({ delivery_date: "2027-10-08" });
    const refused = await work((repos) => bookings.move(repos, first.id as number, { deliveryDate: "2027-10-09", field: "delivery_date" })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BookingRefused);
    expect((refused as BookingRefused).field).toBe("delivery_date");
  });

  it("never sees another company's bookings or products", async () => {
    const id = await product(1);
    await book(id, "2027-11-01", "2027-11-03");
    const other = await createActor(t.database.db);
    const otherScope = { companyId: other.companyId, actorId: other.userId };
    await expect(
      t.app.unitOfWork(otherScope, (repos) => bookings.book(repos, { serviceId: id, issueDate: "2027-11-10", deliveryDate: "2027-11-11", piece: 1, kind: "lease", field: "service_id", values: {} })),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(t.app.unitOfWork(otherScope, (repos) => bookings.check(repos, { serviceId: id, issueDate: "2027-11-01", deliveryDate: "2027-11-01", piece: 1 }))).rejects.toMatchObject({ statusCode: 404 });
    expect(await t.app.unitOfWork(otherScope, (repos) => repos.bookings.held({ serviceId: id, from: "2027-01-01", to: "2027-12-31", turnaroundDays: 1, today: "2026-01-01" }))).toEqual([]);
  });

  // 100 units of work at once over overlapping days: the product's lock decides them one after the other.
  it.each([
    [1, 1],
    [3, 3],
  ])("books exactly %i of 100 parallel overlapping bookings for stock %i", async (stock, expected) => {
    const id = await product(stock, `Yarış ${stock}`);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => book(id, `2028-01-${String(10 + (index % 5)).padStart(2, "0")}`, `2028-01-${String(15 + (index % 7)).padStart(2, "0")}`)),
    );
    const booked = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(booked).toHaveLength(expected);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(BookingRefused);
    const rows = await leasesOf(id);
    expect(rows).toHaveLength(expected);
    expect(rows.map((row) => row.id).sort()).toEqual(booked.map((result) => (result as PromiseFulfilledResult<Record<string, unknown>>).value.id).sort());
  }, 120_000);
});
