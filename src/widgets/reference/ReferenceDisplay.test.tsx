// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { DataProvider } from "@refinedev/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeField } from "../../engine/fields";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../engine/__fixtures__/sample.rows";
import { ReferenceDisplay } from "./ReferenceDisplay";

const employeeField = describeField("employee_id", { type: "integer", "x-ref": "employees" }, []);
const categoryField = describeField("category_id", { type: "integer", "x-ref": "sample-categories" }, []);

/** Employee 1 is live; anything else answers 404, as a row in the bin does. */
const api = (): DataProvider => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  return {
    ...memory.dataProvider,
    getOne: async (params) => {
      if (params.resource === "employees" && String(params.id) === "1") return { data: { id: 1, full_name: "Ayşe Yılmaz" } as never };
      throw { statusCode: 404, message: "Kayıt bulunamadı." };
    },
  };
};

const show = (field: typeof employeeField, value: number) =>
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={api()}>
      <ReferenceDisplay value={value} field={field} resource="accountings" context="list" />
    </EngineHarness>,
  );

describe("the reference display", () => {
  it("names a live employee", async () => {
    show(employeeField, 1);
    expect(await screen.findByText("Ayşe Yılmaz")).toBeTruthy();
  });

  it("says 'Çalışan silinmiş' for an employee that answers 404, with no error toast", async () => {
    show(employeeField, 2);
    expect(await screen.findByText("Çalışan silinmiş")).toBeTruthy();
    expect(screen.queryByText("2")).toBeNull();
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("says the engine's own words for a resource that has none of its own", async () => {
    show(categoryField, 99);
    expect(await screen.findByText("Kayıt silinmiş")).toBeTruthy();
  });
});
