// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useCan } from "@refinedev/core";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../engine/__fixtures__/sample.rows";
import { routesFor } from "../../resources";
import { ReferenceSelect } from "./ReferenceSelect";
import { preloadPages } from "../../../tests/preload-pages";

/** Shows the access answer for creating categories once it is in; it shares the reference select's query. */
const CategoryCreateAccess = () => {
  const { data } = useCan({ resource: "sample-categories", action: "create" });
  return data === undefined ? null : <output data-testid="category-create-access">{String(data.can)}</output>;
};

beforeAll(() => preloadPages("create"));

describe("reference select quick create", () => {
  it("creates the referenced record in a modal and selects it", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    render(<EngineHarness routerBindings={false} path="/ornek-ekle" dataProvider={memory.dataProvider} />);
    fireEvent.click(await screen.findByRole("button", { name: "Yeni Ekle" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Kategori Ekle")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Kaftan" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet|Save/ }));

    await waitFor(() => expect(memory.rows["sample-categories"].map((row) => row.name)).toContain("Kaftan"));
    const category = screen.getByText("Kategori", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(within(category).getByText("Kaftan")).toBeTruthy());
  });

  it("shows the new record by its label at once, without reading it back from the refetched options", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const dataProvider = {
      ...memory.dataProvider,
      getList: async (params: Parameters<typeof memory.dataProvider.getList>[0]) => {
        const page = await memory.dataProvider.getList(params);
        return params.resource === "sample-categories" ? { ...page, data: page.data.filter((row) => row.name !== "Kaftan") } : page;
      },
      // Never answers: the label must not depend on reading the record back.
      getMany: () => new Promise<never>(() => undefined),
    } as typeof memory.dataProvider;
    render(<EngineHarness routerBindings={false} path="/ornek-ekle" dataProvider={dataProvider} />);
    fireEvent.click(await screen.findByRole("button", { name: "Yeni Ekle" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Kaftan" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet|Save/ }));
    await waitFor(() => expect(memory.rows["sample-categories"].map((row) => row.name)).toContain("Kaftan"));
    const category = screen.getByText("Kategori", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(within(category).getByText("Kaftan")).toBeTruthy());
  });

  it("offers no quick create without the right to create the referenced resource", async () => {
    render(
      <EngineHarness routerBindings={false} path="/ornek-ekle" deny={["sample-categories:create"]}>
        <Routes>{routesFor(sampleSchemas)}</Routes>
        <CategoryCreateAccess />
      </EngineHarness>,
    );
    const category = (await screen.findByText("Kategori", { selector: "label" })).closest(".ant-form-item") as HTMLElement;
    expect(within(category).getByRole("combobox")).toBeTruthy();
    // Access answers asynchronously: wait for the answer itself, which the select renders from in the same update.
    expect((await screen.findByTestId("category-create-access")).textContent).toBe("false");
    expect(screen.queryByRole("button", { name: "Yeni Ekle" })).toBeNull();
  });
});

describe("reference select with x-ref-filter", () => {
  it("asks the server only for rows that hold the filter's values", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const asked: unknown[] = [];
    const dataProvider = {
      ...memory.dataProvider,
      getList: (params: Parameters<typeof memory.dataProvider.getList>[0]) => {
        if (params.resource === "sample-categories") asked.push(params.filters);
        return memory.dataProvider.getList(params);
      },
    } as typeof memory.dataProvider;
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <ReferenceSelect resource="sample-categories" match={{ name: "Gelinlik" }} />
      </EngineHarness>,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toEqual(expect.arrayContaining([{ field: "name", operator: "eq", value: "Gelinlik" }]));
  });
});

describe("reference select order", () => {
  it("asks for the options sorted by their label, ascending", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const asked: unknown[] = [];
    const dataProvider = {
      ...memory.dataProvider,
      getList: (params: Parameters<typeof memory.dataProvider.getList>[0]) => {
        if (params.resource === "sample-categories") asked.push(params.sorters);
        return memory.dataProvider.getList(params);
      },
    } as typeof memory.dataProvider;
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <ReferenceSelect resource="sample-categories" />
      </EngineHarness>,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toEqual([{ field: "name", order: "asc" }]);
  });
});

describe("reference select with a minimum search length", () => {
  it("sends a keyword only from minSearchLength letters on and hands the picked row to onPick", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    const keywords: unknown[] = [];
    const dataProvider = {
      ...memory.dataProvider,
      getList: (params: Parameters<typeof memory.dataProvider.getList>[0]) => {
        if (params.resource === "sample-categories") {
          for (const filter of params.filters ?? []) if ("field" in filter && filter.field === "keyword") keywords.push(filter.value);
        }
        return memory.dataProvider.getList(params);
      },
    } as typeof memory.dataProvider;
    const picked: unknown[] = [];
    render(
      <EngineHarness routerBindings={false} path="/" dataProvider={dataProvider}>
        <ReferenceSelect resource="sample-categories" minSearchLength={2} onPick={(row) => picked.push(row)} />
      </EngineHarness>,
    );
    const select = await screen.findByRole("combobox");
    const option = (name: string) => screen.queryByText(name, { selector: ".ant-select-item-option-content" });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: "Ge" } });
    await waitFor(() => expect(keywords).toEqual(["Ge"]));
    await waitFor(() => expect(option("Abiye")).toBeNull());
    // One letter: the unsearched options again, and no keyword "G" sent.
    fireEvent.change(select, { target: { value: "G" } });
    await waitFor(() => expect(option("Abiye")).not.toBeNull());
    expect(keywords).toEqual(["Ge"]);
    fireEvent.click(option("Abiye")!);
    await waitFor(() => expect(picked).toEqual([expect.objectContaining({ id: 2, name: "Abiye" })]));
  });
});
