import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemas } from "../../../src/schemas";
import type { Repositories } from "../../data";
import { orderApi, rentLine, saleLine, shopToday } from "../../orders/test-helpers";
import { declaredRoutes, declaredRouteUrl } from "../../suites/declared-routes";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { PNG_BYTES, uploadImage } from "../uploads/test-helpers";
import { CLIENT_PARTS } from "./client-records";

/** A valid TCKN from nine digits (the checksum digits computed). */
function tckn(nine: string): string {
  const d = [...nine].map(Number);
  const tenth = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10;
  const eleventh = [...d, tenth].reduce((sum, digit) => sum + digit, 0) % 10;
  return `${nine}${tenth}${eleventh}`;
}

const NAME = "Ayşe Yılmazoğlu";
const GROOM = "Mehmet Kaplanoğlu";
const TCKN = tckn("284619375");
const GROOM_TCKN = tckn("371920466");
const GSM = "+905321234567";
const GROOM_GSM = "+905339876543";
const EMAIL = "ayse.yilmazoglu@example.com";
const IBAN = "TR330006100519786457841326";

let t: TestApp;
let dataDir: string;
let shop: Actor;
let staff: Actor;
let other: Actor;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "erasure-test-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shop = await createActor(t.database.db);
  staff = await createActor(t.database.db, { firstUser: false, companyId: shop.companyId });
  other = await createActor(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const work = <T>(actor: Actor, fn: (repos: Repositories) => Promise<T>) => t.app.unitOfWork({ companyId: actor.companyId, actorId: actor.userId }, fn);
const call = (actor: Actor, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });

/** Her data as any answer might spell it: the names in any case, the numbers with any separators. */
function leaks(text: string): string[] {
  const lower = text.toLocaleLowerCase("tr");
  const digits = text.replace(/[\s\-().+]/g, "");
  const found: string[] = [];
  for (const name of [NAME, GROOM, EMAIL]) if (lower.includes(name.toLocaleLowerCase("tr"))) found.push(name);
  for (const number of [TCKN, GROOM_TCKN, GSM.slice(3), GROOM_GSM.slice(3), IBAN.slice(2)]) if (digits.includes(number)) found.push(number);
  return found;
}

/** A full client: identity, groom, bank account, and the records a bride gathers in a shop. */
async function bride() {
  const api = orderApi(t.app, shop);
  const category = await api.created("/definitions", { name: `Gelinler ${Math.random()}`, type: "client-categories" });
  const client = await api.created("/clients", {
    type: "person", full_name: NAME, category_id: category.id, identity_number: TCKN, gsm: GSM, email: EMAIL, address: "Gül Sokak 7, Kadıköy",
    groom_full_name: GROOM, groom_gsm: GROOM_GSM, groom_identity: GROOM_TCKN, sms_consent: true,
    accounts: [{ account_name: NAME, bank_name: "Ziraat", branch_name: "Kadıköy", branch_code: "123", account_number: "987654321", currency: "TL", iban: IBAN }],
  });
  const productCategory = await api.category(`Gelinlik ${client.id}`);
  const sold = await api.product({ category_id: productCategory.id });
  const rented = await api.product({ category_id: productCategory.id });
  const sale = await api.order(client.id, [saleLine(sold.id)], { note: `${NAME} arayacak: 0532 123 45 67` });
  expect(sale.statusCode, sale.body).toBe(201);
  const rent = await api.order(client.id, [rentLine(rented.id)], { type: "rent", payment_style: "now_and_later", deposit: "200.00", last_payment_date: "2027-05-01", contract_no: "1002" });
  expect(rent.statusCode, rent.body).toBe(201);
  await api.created(`/clients/${client.id}/products`, { title: "Duvak", piece: 1, price: "100.00", type: "sale" });
  await api.created(`/clients/${client.id}/consents`, { purpose: "processing", granted: true, channel: "written", note: `${NAME} imzaladı` });
  const day = `2027-04-${String(1 + (client.id % 27)).padStart(2, "0")}`;
  await api.created("/appointments", { client_id: client.id, start_date: day, start_time: "10:00", end_date: day, end_time: "11:00", description: `Prova: ${NAME}, ${GSM}` });
  await api.created("/dimensions", { process_id: sale.json().id, gogus: "92.5", bel: "70", not1: `${NAME} için` });
  const upload = await uploadImage(t.app, shop.headers, "photo.png", PNG_BYTES);
  expect(upload.statusCode, upload.body).toBe(201);
  await api.created(`/clients/${client.id}/images`, { image: upload.json().file_url });
  await work(shop, async (repos) => {
    await repos.resource("sms_messages").create({ client_id: client.id, phone: GSM, message: `Sayın ${NAME}, provanız yarın.`, purpose: "service", source: "manual", status: "sent", segments: 1, credits: 0, account: "own", idempotency_key: `erasure-${client.id}` });
    // A quote names no client: her mobile and name make it hers.
    await repos.resource("proposals").create({ customer_name: NAME, phone: GSM, status: "waiting", note: `${NAME} gelinlik bakacak` });
    await repos.resource("client_links").create({ client_id: client.id, channel: "sms", language: "tr", token_hash: String(client.id).padStart(64, "a"), expires_at: new Date(Date.now() + 86_400_000), created_by: shop.userId });
  });
  return { client, sale: sale.json(), rent: rent.json(), fileUrl: upload.json().file_url as string };
}

/** The figures the law keeps: the day's cash box and the month's accounting report. */
async function moneyFigures() {
  const today = shopToday();
  const safe = (await call(shop, "GET", `/safe?date=${today}`)).json();
  const report = (await call(shop, "GET", `/accounting-report?period=other&start_date=${today}&end_date=${today}`)).json();
  const { records: _records, ...safeFigures } = safe;
  return { safeFigures, report };
}

describe("KVKK erasure", () => {
  it("leaves no answer, export or PDF with her name, phone or identity number, and the cash box unchanged", async () => {
    const { client, fileUrl } = await bride();
    const before = await moneyFigures();
    expect(Number(before.safeFigures.income)).toBeGreaterThan(0);
    // Her data is there before: the walk below would see it (the check is not blind).
    expect(leaks((await call(shop, "GET", `/clients/${client.id}/export`)).body)).toEqual(expect.arrayContaining([NAME, TCKN, GSM.slice(3)]));
    const contracts = (await call(shop, "GET", `/contracts?client_id=${client.id}`)).json().data as { id: number }[];
    expect(contracts.length).toBeGreaterThan(0);
    const records: Record<string, { id: number }[]> = {};
    for (const [part, resource] of Object.entries(CLIENT_PARTS)) {
      const listed = await call(shop, "GET", `/${resource}?client_id=${client.id}&perPage=100`);
      records[resource] = listed.statusCode === 200 ? listed.json().data : [];
      expect(listed.statusCode, `${part}: ${listed.body}`).toBe(200);
    }
    expect(records.client_images.length).toBe(1);

    const erased = await call(shop, "POST", `/clients/${client.id}/erase`, { confirm: NAME });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ id: client.id, photos: 1, links: 1 });
    expect(await moneyFigures()).toEqual(before);

    const answers: [string, string][] = [];
    const read = async (url: string) => {
      const response = await call(shop, "GET", url);
      const isPdf = response.rawPayload.subarray(0, 5).equals(Buffer.from("%PDF-"));
      answers.push([url, isPdf ? await pdfText(response.rawPayload) : response.body]);
      return response;
    };
    // Every registered resource's list, and each of her rows by id.
    for (const schema of schemas) await read((schema["x-resource"] as { singleton?: boolean }).singleton ? `/${schema.$id}` : `/${schema.$id}?perPage=100`);
    await read(`/clients/${client.id}`);
    for (const [resource, rows] of Object.entries(records)) for (const row of rows) await read(`/${resource}/${row.id}`);
    // Every declared read route of the client, and of each of her rows (history, contract prints, details, statements).
    const hers: Record<string, { id: number }[]> = { ...records, clients: [client as { id: number }] };
    for (const [, { schema, route }] of declaredRoutes) {
      if (route.method !== "GET" || !route.url.includes(":")) continue;
      for (const row of hers[schema.$id] ?? []) {
        const response = await read(declaredRouteUrl(route, row as never).replace(/^\/api/, ""));
        // A route answering a download address (the statement's PDF): follow it.
        const url = response.statusCode === 200 && response.headers["content-type"]?.toString().includes("json") ? (response.json() as { url?: unknown }).url : undefined;
        if (typeof url === "string") {
          const file = await t.app.inject({ method: "GET", url, headers: shop.headers });
          const isPdf = file.rawPayload.subarray(0, 5).equals(Buffer.from("%PDF-"));
          answers.push([url, isPdf ? await pdfText(file.rawPayload) : file.body]);
        }
      }
    }
    // Her surname, phone or identity number finds nobody in the clients' search any more.
    for (const keyword of ["Yılmazoğlu", "5321234567", TCKN]) await read(`/clients?keyword=${encodeURIComponent(keyword)}`);
    expect(answers.filter(([url]) => url.startsWith("/clients?keyword=")).every(([, body]) => JSON.parse(body).total === 0)).toBe(true);
    await read(`/clients/${client.id}/export?format=json`);
    const pdf = await read(`/clients/${client.id}/export?format=pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // The public contract print page (by its token, without a token of ours).
    for (const contract of contracts) {
      const token = await work(shop, async (repos) => (await repos.resource("contracts").get(contract.id))?.public_token);
      if (typeof token === "string") answers.push([`public ${contract.id}`, (await t.app.inject({ method: "GET", url: `/api/public/contracts/${token}` })).body]);
    }
    // The audit's copies of her rows (what any record history answers).
    for (const [resource, rows] of Object.entries(hers)) {
      for (const row of rows) answers.push([`audit ${resource} ${row.id}`, JSON.stringify(await work(shop, (repos) => repos.audit.historyOf(resource, row.id)))]);
    }
    expect(answers.length).toBeGreaterThan(schemas.length + 10);
    // The client's own routes were walked (whichever the tree declares: details, statement, its PDF).
    const walked = answers.map(([url]) => url);
    for (const [, { schema, route }] of declaredRoutes) if (schema.$id === "clients" && route.method === "GET" && route.url.includes(":")) expect(walked).toContain(declaredRouteUrl(route, client as never).replace(/^\/api/, ""));
    // The statement's PDF behind its download address was read too, when the tree has it.
    if (walked.includes(`/getsinglereport/${client.id}`)) expect(answers.some(([url, body]) => url.includes("getsinglereport/file") && body.includes(`Anonim #${client.id}`))).toBe(true);
    expect(answers.filter(([, body]) => leaks(body).length > 0).map(([url, body]) => `${url}: ${leaks(body).join(", ")}`)).toEqual([]);

    // Her photos' files are gone, her links revoked, her row a placeholder.
    expect(await readdir(path.join(dataDir, "uploads")).catch(() => [])).not.toContain(path.basename(fileUrl));
    expect((await t.app.inject({ method: "GET", url: fileUrl })).statusCode).toBe(404);
    const row = (await call(shop, "GET", `/clients/${client.id}`)).json();
    expect(row).toMatchObject({ full_name: `Anonim #${client.id}`, identity_number: null, gsm: null, accounts: [], sms_consent: false });
    expect(row.erased_at).toEqual(expect.any(String));
    const links = (await call(shop, "GET", `/clients/${client.id}/links`)).json().data;
    expect(links.every((link: { revoked_at: unknown }) => link.revoked_at !== null)).toBe(true);
    // The audit says who erased whom.
    const history = await work(shop, (repos) => repos.audit.historyOf("clients", client.id));
    expect(history[0]).toMatchObject({ action: "erase", actor: { id: shop.userId } });
  });

  it("refuses to make an erased client a person again, or to record anything new about her", async () => {
    const { client } = await bride();
    const id = client.id as number;
    expect((await call(shop, "POST", `/clients/${id}/erase`, { confirm: NAME })).statusCode).toBe(200);
    const put = await call(shop, "PUT", `/clients/${id}`, { type: "business", full_name: "Yeni", category_id: client.category_id, company_name: "X", tax_office: "Y", tax_no: "1234567890" });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toMatch(/KVKK/);
    expect((await call(shop, "POST", `/clients/${id}/consents`, { purpose: "campaign", granted: true, channel: "in_person" })).statusCode).toBe(409);
    expect((await call(shop, "POST", `/clients/${id}/erase`, { confirm: `Anonim #${id}` })).statusCode).toBe(409);
  });

  it("is the first user's only, needs her name as stored, and keeps to the caller's company", async () => {
    const api = orderApi(t.app, shop);
    const client = await api.client();
    expect((await call(staff, "POST", `/clients/${client.id}/erase`, { confirm: client.full_name })).statusCode).toBe(403);
    const wrong = await call(shop, "POST", `/clients/${client.id}/erase`, { confirm: `${client.full_name} x` });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.confirm).toEqual(["Onay için müşterinin adını kayıtlı olduğu gibi yazın."]);
    expect((await call(other, "POST", `/clients/${client.id}/erase`, { confirm: client.full_name })).statusCode).toBe(404);
    expect((await call(shop, "GET", `/clients/${client.id}`)).json().erased_at).toBeNull();
  });
  it("takes her name out of a closed day's records too, and the closed day's figures stay as they were counted", async () => {
    const owner = await createActor(t.database.db);
    const client = await orderApi(t.app, owner).client();
    const today = shopToday();
    const accountings = t.app.resources.definition("accountings").table;
    const [record] = (await t.database.db
      .insert(accountings)
      .values({ company_id: owner.companyId, client_id: client.id, kind: "special_income", type: "income", payment_type: "cash", date: today, price: "250.00", title: `${client.full_name} kapora`, description: `Arayan: ${client.full_name}` } as never)
      .returning()) as { id: number }[];
    expect((await call(owner, "POST", "/day_closes", { day: today })).statusCode).toBe(201);
    const safeBefore = (await call(owner, "GET", `/safe?date=${today}`)).json();

    expect((await call(owner, "POST", `/clients/${client.id}/erase`, { confirm: client.full_name })).statusCode).toBe(200);
    const after = (await call(owner, "GET", `/accountings/${record.id}`)).json();
    expect(`${after.title} ${after.description}`).not.toContain(String(client.full_name));
    expect(after).toMatchObject({ price: "250.00", date: today, kind: "special_income", client_id: client.id });
    const { records: _before, ...figuresBefore } = safeBefore;
    const { records: _after, ...figuresAfter } = (await call(owner, "GET", `/safe?date=${today}`)).json();
    expect(figuresAfter).toEqual(figuresBefore);
  });
});
