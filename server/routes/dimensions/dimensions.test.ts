import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonthsClamped, localDateIn, tailorPeriodRange } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;
const today = () => localDateIn(new Date());

/** One shop's API and its rows: categories, products, clients and sales made through the repositories. */
function shopOf(actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": "tr" }, ...(payload ? { payload } : {}) });
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  const categories = new Map<string, number>();
  const category = async (name: string) => {
    if (!categories.has(name)) categories.set(name, (await repos.resource("categories").create({ name, type: "product-categories" })).id as number);
    return categories.get(name)!;
  };
  return {
    call,
    client: async (full_name = "Ayşe Yılmaz") => (await repos.resource("clients").create({ type: "person", role: "client", full_name, gsm: "5321112233" })).id as number,
    product: async (name: string, categoryName: string) =>
      (await repos.resource("services").create({ name, is_service: false, price: "9000.00", rent_price: "3000.00", tax: 18, stock: 5, category_id: await category(categoryName) })).id as number,
    /** A sale of the products, made `daysAgo` days before now (its created_at moved back in SQL). */
    sale: async (clientId: number, products: number[], createdAt?: string) => {
      const sale = await repos.resource("processes").create({ client_id: clientId, type: "sale", payment_style: "now", payment_type: "cash", contract_no: "4711" });
      for (const service_id of products) await repos.resource("process_lines").create({ process_id: sale.id, service_id, piece: 1, price: "9000.00" });
      if (createdAt) await t.database.db.execute(sql`update processes set created_at = ${createdAt}::date + time '12:00' at time zone 'Europe/Istanbul' where id = ${sale.id}`);
      return sale.id as number;
    },
  };
}

let shop: ReturnType<typeof shopOf>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  shop = shopOf(owner);
});
afterAll(() => t?.close());

const expectStatus = (response: { statusCode: number; body: string }, status: number) => expect(response.statusCode, response.body).toBe(status);

describe("measurement sheets (create-dimensions, PUT create-dimensions/:id)", () => {
  it("creates a sheet for a sale with the sale's client, then updates it; one per sale", async () => {
    const client = await shop.client();
    const sale = await shop.sale(client, [await shop.product("Prenses", "GELİNLİK")]);
    const created = await shop.call("POST", "/create-dimensions", { process_id: sale, gogus: "92.5", bel: "70", dantel: true, not1: "Omuz dar" });
    expectStatus(created, 201);
    // The client is the server's: a sent one is refused.
    expectStatus(await shop.call("POST", "/create-dimensions", { process_id: sale, client_id: 1 }), 422);
    expect(created.json()).toMatchObject({ process_id: sale, client_id: client, gogus: "92.5", bel: "70", dantel: true, hayal_tul: false, not1: "Omuz dar" });
    const id = created.json().id as number;

    const updated = await shop.call("PUT", `/create-dimensions/${id}`, { process_id: sale, gogus: "93", duvak: true });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ id, process_id: sale, client_id: client, gogus: "93", duvak: true, dantel: false });

    const second = await shop.call("POST", "/create-dimensions", { process_id: sale, gogus: "80" });
    expectStatus(second, 422);
    expect(Object.keys(second.json().errors)).toContain("process_id");
    // The generic address answers the same.
    expectStatus(await shop.call("POST", "/dimensions", { process_id: sale }), 422);
  });

  it("refuses a measure that is not a number of centimetres", async () => {
    const sale = await shop.sale(await shop.client(), [await shop.product("Kına", "KINALIK")]);
    const response = await shop.call("POST", "/create-dimensions", { process_id: sale, gogus: "doksan" });
    expectStatus(response, 422);
    expect(Object.keys(response.json().errors)).toEqual(["gogus"]);
  });

  it("refuses another shop's sale (422 on process_id) and another shop's sheet (404), changing nothing", async () => {
    const sale = await shop.sale(await shop.client(), [await shop.product("Gece", "KAFTAN")]);
    const sheet = (await shop.call("POST", "/create-dimensions", { process_id: sale, gogus: "88" })).json();
    const other = shopOf(await createActor(t.database.db));
    const foreign = await other.call("POST", "/create-dimensions", { process_id: sale, gogus: "70" });
    expectStatus(foreign, 422);
    expect(Object.keys(foreign.json().errors)).toEqual(["process_id"]);
    expectStatus(await other.call("PUT", `/create-dimensions/${sheet.id}`, { process_id: sale, gogus: "70" }), 404);
    expectStatus(await other.call("GET", `/dimensions/${sheet.id}`), 404);
    expect((await shop.call("GET", `/dimensions/${sheet.id}`)).json()).toMatchObject({ gogus: "88" });
    const theirs = await other.call("GET", `/get-client-dimensions/${sheet.client_id}`);
    expectStatus(theirs, 200);
    expect(theirs.json().data).toEqual([]);
  });

  it("answers 403 without tailor_permission", async () => {
    const sale = await shop.sale(await shop.client(), [await shop.product("Lale", "GELİNLİK")]);
    const clerk = shopOf(await createActor(t.database.db, { permissions: { tailor_permission: false } }));
    expectStatus(await clerk.call("POST", "/create-dimensions", { process_id: sale }), 403);
    expectStatus(await clerk.call("GET", "/tailor-list"), 403);
    expectStatus(await clerk.call("GET", "/get-client-dimensions/1"), 403);
  });
});

describe("get-client-dimensions/:id", () => {
  it("answers the client's sales with dress items, their measurement date a month on, and the sheet or null", async () => {
    // Categories named in other cases, in a shop of their own (a shop's category names are unique ignoring case).
    const shop = shopOf(await createActor(t.database.db));
    const client = await shop.client("Zeynep Kaya");
    const gown = await shop.product("Zarif", "Gelinlik");
    const veil = await shop.product("Tül", "AKSESUAR");
    const first = await shop.sale(client, [gown, veil], "2030-01-31");
    const second = await shop.sale(client, [await shop.product("Kırmızı", "kınalık")], "2030-03-10");
    await shop.sale(client, [veil], "2030-03-11");
    const sheet = (await shop.call("POST", "/create-dimensions", { process_id: first, gogus: "90" })).json();
    const answer = await shop.call("GET", `/get-client-dimensions/${client}`);
    expectStatus(answer, 200);
    const data = answer.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ process_id: second, sale_date: "2030-03-10", measurement_date: "2030-04-10", dimension: null, items: [expect.objectContaining({ product: "Kırmızı", category: "kınalık" })] });
    expect(data[1]).toMatchObject({ process_id: first, sale_date: "2030-01-31", measurement_date: "2030-02-28", dimension_id: sheet.id, dimension: expect.objectContaining({ id: sheet.id, gogus: "90" }) });
    expect(data[1].items.map((item: Body) => item.product)).toEqual(["Zarif"]);
  });
});

describe("sale-dimensions/:id", () => {
  it("answers one sale's shop, client, dress items and sheet; another shop's sale is a 404", async () => {
    const client = await shop.client("Merve Ak");
    const sale = await shop.sale(client, [await shop.product("İnci", "GELİNLİK"), await shop.product("Kemer", "AKSESUAR")], "2030-05-15");
    const before = await shop.call("GET", `/sale-dimensions/${sale}`);
    expectStatus(before, 200);
    expect(before.json()).toMatchObject({ process_id: sale, client_id: client, client_name: "Merve Ak", sale_date: "2030-05-15", measurement_date: "2030-06-15", dimension: null });
    expect(before.json().items.map((item: Body) => item.product)).toEqual(["İnci"]);
    expect(before.json().shop).toEqual(expect.any(String));
    const sheet = (await shop.call("POST", "/create-dimensions", { process_id: sale, gogus: "90" })).json();
    expect((await shop.call("GET", `/sale-dimensions/${sale}`)).json().dimension).toMatchObject({ id: sheet.id, gogus: "90" });
    expectStatus(await shopOf(await createActor(t.database.db)).call("GET", `/sale-dimensions/${sale}`), 404);
  });
});

describe("tailor-list", () => {
  it("finds a sale by its measurement date at a month's end, reading only the sales a month before the range", async () => {
    const own = shopOf(await createActor(t.database.db));
    const client = await own.client("Zeynep Kaya");
    const gown = await own.product("Sedef", "GELİNLİK");
    // 31 January + 1 month is 28 February; a sale of 27 January is measured on the 27th.
    const lastDay = await own.sale(client, [gown], "2031-01-31");
    await own.sale(client, [gown], "2031-01-27");
    const onTheDay = (await own.call("GET", "/tailor-list?period=other&start=2031-02-28&end=2031-02-28")).json();
    expect(onTheDay.data.map((row: Body) => [row.process_id, row.measurement_date])).toEqual([[lastDay, "2031-02-28"]]);
    const march = (await own.call("GET", "/tailor-list?period=other&start=2031-03-01&end=2031-03-31")).json();
    expect(march.total).toBe(0);
    expect((await own.call("GET", "/tailor-list?period=all")).json().total).toBe(2);
  });

  it("lists the GELİNLİK, KINALIK and KAFTAN lines by measurement date, with counters and periods; other categories are left out", async () => {
    const actor = await createActor(t.database.db);
    const own = shopOf(actor);
    const client = await own.client("Elif Demir");
    const now = today();
    const monthBefore = (day: string) => addMonthsClamped(day, -1);
    const gown = await own.product("Prenses", "GELİNLİK");
    const henna = await own.product("Bindallı", "Kınalık");
    const caftan = await own.product("Altın", "kaftan");
    const shoe = await own.product("Ayakkabı", "AYAKKABI");
    // Measured today, tomorrow and in the next month (a sale made a month before each day).
    const todaySale = await own.sale(client, [gown, shoe], monthBefore(now));
    await own.sale(client, [henna], monthBefore(addDays(now, 1)));
    const nextMonthDay = tailorPeriodRange("nextMonthly", { now: new Date() })!.start;
    await own.sale(client, [caftan], monthBefore(nextMonthDay));
    await own.call("POST", "/create-dimensions", { process_id: todaySale, gogus: "90" });

    const all = await own.call("GET", "/tailor-list?period=all");
    expectStatus(all, 200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.data.map((row: Body) => row.product)).toEqual(["Prenses", "Bindallı", "Altın"]);
    expect(body.data[0]).toMatchObject({ process_id: todaySale, client_name: "Elif Demir", client_gsm: "5321112233", category: "GELİNLİK", contract_no: "4711", measurement_date: now, sale_date: monthBefore(now), dimension_id: expect.any(Number) });
    expect(body.data[1]).toMatchObject({ measurement_date: addDays(now, 1), dimension_id: null });

    const counted = (from: string) => [now, addDays(now, 1), nextMonthDay].filter((day) => {
      const range = tailorPeriodRange(from as never, { now: new Date() })!;
      return day >= range.start && day <= range.end;
    }).length;
    expect(body.counters).toEqual(Object.fromEntries(["today", "tomorrow", "weekly", "nextWeekly", "monthly", "nextMonthly"].map((name) => [name, counted(name)])));
    expect(body.counters).toMatchObject({ today: 1, tomorrow: 1, nextMonthly: 1 });

    const tomorrow = (await own.call("GET", "/tailor-list?period=tomorrow")).json();
    expect(tomorrow.data.map((row: Body) => row.product)).toEqual(["Bindallı"]);
    const other = (await own.call("GET", `/tailor-list?period=other&start=${now}&end=${addDays(now, 1)}`)).json();
    expect(other.data.map((row: Body) => row.product)).toEqual(["Prenses", "Bindallı"]);
    const paged = (await own.call("GET", "/tailor-list?period=all&page=2&perPage=2")).json();
    expect(paged).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(paged.data.map((row: Body) => row.product)).toEqual(["Altın"]);

    expectStatus(await own.call("GET", "/tailor-list?period=other&start=2030-01-01"), 422);
    expectStatus(await own.call("GET", "/tailor-list?period=other&start=2030-01-02&end=2030-01-01"), 422);
    // Another shop sees none of them.
    const stranger = (await shopOf(await createActor(t.database.db)).call("GET", "/tailor-list")).json();
    expect(stranger.total).toBe(0);
    expect(stranger.counters.today).toBe(0);
  });
});
