import { useNotificationProvider } from "@refinedev/antd";
import { Refine, type AccessControlProvider, type AuthProvider, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import trTR from "antd/es/locale/tr_TR";
import dayjs from "dayjs";
import "dayjs/locale/tr";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Routes } from "react-router";
import { allFlags, type PermissionFlags } from "../../domain/permissions";
import { DealerScopeProvider } from "../../providers/dealer-scope";
import { resourceDefinition, resources, routesFor } from "../../resources";
import { SchemaProvider } from "../schema-context";
import type { ResourceSchema } from "../types";
import { createFixtureI18n, fixtureI18nProvider } from "./i18n";
import { createMemoryDataProvider } from "./memory-data-provider";
import { sampleSchemas } from "./sample.schema";
import { sampleRows } from "./sample.rows";

dayjs.locale("tr");

export interface HarnessOptions {
  /** Where the router starts, e.g. "/ornekler" or "/ornek/1". */
  path: string;
  /** The fixture schemas next to the registered ones; the sample schemas unless given. */
  schemas?: readonly ResourceSchema[];
  dataProvider?: DataProvider;
  /** Refused by the fake access control: an action everywhere ("edit") or on one resource ("sample-categories:create"). */
  deny?: readonly string[];
  firstUser?: boolean;
  /** The signed-in user's flags that differ from all on (`{ yearsize_permission: false }`). */
  permissions?: Partial<PermissionFlags>;
  /** An operator looking at 'Tüm Bayiler'. */
  allDealers?: boolean;
  children?: ReactNode;
  /**
   * refine's react-router bindings. Component tests turn them off: under Vitest's default dependency
   * handling @refinedev/react-router loads its own copy of react-router, which cannot see our MemoryRouter
   * (vitest.config.ts would need `test.server.deps.inline: ["@refinedev/react-router"]`). The pages read
   * their route through react-router itself, so they work either way; only refine's own links do not.
   */
  routerBindings?: boolean;
}

/**
 * Refine as the app sets it up (router, data, i18n, access control, identity, antd) over an in-memory API,
 * with the fixture schemas next to the registered ones; renders the generated routes, or `children`.
 */
export const EngineHarness = ({
  path,
  schemas = sampleSchemas,
  dataProvider,
  deny = [],
  firstUser = true,
  permissions,
  allDealers = false,
  children,
  routerBindings = true,
}: HarnessOptions) => {
  const i18n = useMemo(createFixtureI18n, []);
  const fallbackData = useMemo(() => createMemoryDataProvider(sampleSchemas, sampleRows()).dataProvider, []);
  const authProvider = useMemo<AuthProvider>(
    () => ({
      login: async () => ({ success: true }),
      logout: async () => ({ success: true }),
      check: async () => ({ authenticated: true }),
      onError: async () => ({}),
      getIdentity: async () => ({ id: 1, name: "Ayşe", first_user: firstUser, roles: ["user"], permissions: { ...allFlags(true), ...permissions } }),
    }),
    [firstUser, permissions],
  );
  const accessControlProvider = useMemo<AccessControlProvider>(
    () => ({ can: async ({ resource, action }) => ({ can: !deny.includes(action) && !deny.includes(`${resource}:${action}`) }) }),
    [deny],
  );
  return (
    <SchemaProvider schemas={schemas}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={trTR}>
          <AntdApp>
            <MemoryRouter initialEntries={[path]}>
              <DealerScopeProvider operator={allDealers} initialScope={allDealers ? { companyId: null } : null}>
                <Refine
                  dataProvider={dataProvider ?? fallbackData}
                  routerProvider={routerBindings ? routerProvider : undefined}
                  i18nProvider={fixtureI18nProvider(i18n)}
                  authProvider={authProvider}
                  accessControlProvider={accessControlProvider}
                  notificationProvider={useNotificationProvider}
                  resources={[...resources, ...schemas.map(resourceDefinition)]}
                  options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
                >
                  {children ?? <Routes>{routesFor(schemas)}</Routes>}
                </Refine>
              </DealerScopeProvider>
            </MemoryRouter>
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </SchemaProvider>
  );
};
