// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Form } from "antd";
import { describe, expect, it } from "vitest";
import { describeField } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../engine/__fixtures__/sample.rows";
import { widgetFor } from "../registry";

const city = describeField("city", { type: "string", maxLength: 60, "x-ui": { widget: "city" } });
const county = describeField("county", { type: "string", maxLength: 60, "x-ui": { widget: "county" } });
const CityInput = widgetFor("city").Input;
const CountyInput = widgetFor("county").Input;

/** City and county in a bare form, the way the generated form places them. */
const renderFields = (values: Record<string, unknown>, dataProvider?: DataProvider) => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  const provider = dataProvider ?? memory.dataProvider;
  const asked: string[] = [];
  const counted: DataProvider = { ...provider, custom: (params) => (asked.push(params.url), provider.custom!(params)) };
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={counted}>
      <Form initialValues={values}>
        <Form.Item name="country" hidden>
          <input />
        </Form.Item>
        <Form.Item name="city" label="İl">
          <CityInput field={city} resource="sample" />
        </Form.Item>
        <Form.Item name="county" label="İlçe">
          <CountyInput field={county} resource="sample" />
        </Form.Item>
      </Form>
    </EngineHarness>,
  );
  return asked;
};

const item = (label: string) => screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

describe("city and county widgets", () => {
  it("offer Türkiye's provinces and the chosen province's districts, reading the list once", async () => {
    const asked = renderFields({ country: "Türkiye", city: "İzmir" });
    await waitFor(() => expect(item("İl").querySelector(".ant-select-selection-item")?.textContent).toBe("İzmir"));
    fireEvent.mouseDown(within(item("İlçe")).getByRole("combobox"));
    fireEvent.change(within(item("İlçe")).getByRole("combobox"), { target: { value: "kar" } });
    expect(await screen.findByTitle("Karşıyaka")).toBeTruthy();
    expect(asked).toEqual(["/api/cities"]);
  });

  it("are plain text in another country, and when the list cannot be had", async () => {
    renderFields({ country: "Almanya", city: "Köln" });
    expect(within(item("İl")).getByRole("textbox")).toHaveProperty("value", "Köln");

    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const failing: DataProvider = { ...memory.dataProvider, custom: async () => Promise.reject({ statusCode: 500, message: "down" }) };
    cleanup();
    renderFields({ country: "Türkiye", city: "İzmir" }, failing);
    await waitFor(() => expect(within(item("İl")).getByRole("textbox")).toHaveProperty("value", "İzmir"));
  });

  it("show the text as it is", () => {
    const Display = widgetFor("city").Display;
    render(<Display value="İzmir" field={city} resource="sample" context="show" />);
    expect(screen.getByText("İzmir")).toBeTruthy();
  });
});
