import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import type { PermissionFlags } from "../../../domain/permissions";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";

/** A write the modals sent, as the server received it. */
export interface SentCall {
  url: string;
  method: string;
  payload: Record<string, unknown>;
}

export interface FakeAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The API the modals talk to in tests: the catalog's services, a client, a supplier and categories through the
 * memory provider; `GET /api/accountings` answers `openCredits`; every write is recorded and answered with
 * `answer` (201 with the row by default), a refusal rejected as the http client rejects it.
 */
export const createAccountingApi = (options: { openCredits?: BaseRecord[]; records?: BaseRecord[] } = {}) => {
  const memory = createMemoryDataProvider([], {
    services: [
      { id: 11, name: "Gelinlik Kiralama", price: "100.00", tax: 18 },
      { id: 12, name: "Kuaför", price: "50.00", tax: 18 },
    ],
    clients: [{ id: 5, full_name: "Ayşe Kaya" }],
    suppliers: [{ id: 8, full_name: "Moda Tekstil" }],
    definitions: [
      { id: 21, name: "Kira Geliri", type: "income-categories" },
      { id: 22, name: "Elektrik", type: "expense-categories" },
      { id: 23, name: "VIP", type: "client-categories" },
    ],
    accountings: options.records ?? [],
  });
  const sent: SentCall[] = [];
  const reads: SentCall[] = [];
  const state: { answer: FakeAnswer } = { answer: { status: 201, body: { id: 99 } } };
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params: CustomParams) => {
      const call = { url: params.url, method: params.method, payload: (params.payload ?? params.query ?? {}) as Record<string, unknown> };
      if (params.method === "get") {
        reads.push(call);
        const rows = options.openCredits ?? [];
        return { data: { data: rows, current_page: 1, per_page: 100, total: rows.length, last_page: 1 } as never };
      }
      sent.push(call);
      const { status, body } = state.answer;
      if (status >= 400) throw { statusCode: status, message: body.message, ...(body.errors ? { errors: body.errors } : {}) };
      return { data: body as never };
    },
  };
  return { dataProvider, sent, reads, memory, answerWith: (answer: FakeAnswer) => (state.answer = answer) };
};

export const renderWithApi = (api: ReturnType<typeof createAccountingApi>, node: ReactNode, options: { permissions?: Partial<PermissionFlags> } = {}) =>
  render(
    <EngineHarness routerBindings={false} path="/" schemas={[]} dataProvider={api.dataProvider} permissions={options.permissions}>
      {node}
    </EngineHarness>,
  );

/** The form item labelled `text`, inside `scope` (a line's card) or anywhere. */
export const formItem = (text: string, scope: HTMLElement = document.body): HTMLElement =>
  within(scope).getByText(text, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

export const typeInto = (text: string, value: string, scope?: HTMLElement) => {
  const item = formItem(text, scope);
  const input = within(item).queryByRole("spinbutton") ?? within(item).getByRole("textbox");
  fireEvent.change(input, { target: { value } });
};

/** Opens a select, narrows it when it searches, and clicks the option (matched by its title or its text). */
export const choose = async (text: string, option: string, scope?: HTMLElement, search?: string) => {
  const box = within(formItem(text, scope)).getByRole("combobox");
  fireEvent.mouseDown(box);
  if (search !== undefined) fireEvent.change(box, { target: { value: search } });
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1]);
};

export const save = () => fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
