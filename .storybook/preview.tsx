import type { Decorator, Preview } from "@storybook/react-vite";
import "@ant-design/v5-patch-for-react-19";
import { EngineHarness } from "../src/engine/__fixtures__/harness";

/**
 * Every story runs inside refine as the app sets it up: antd (tr_TR), i18next with the shipped Turkish
 * locale files, a router and an in-memory API seeded with the sample resource. Parameters:
 * `path` (where the router starts), `deny` (refused actions), `firstUser`, `permissions` (flags that differ
 * from all on), `allDealers`.
 */
const withEngine: Decorator = (Story, { parameters }) => (
  <EngineHarness
    path={parameters.path ?? "/"}
    deny={parameters.deny}
    firstUser={parameters.firstUser ?? true}
    permissions={parameters.permissions}
    allDealers={parameters.allDealers ?? false}
  >
    <Story />
  </EngineHarness>
);

const preview: Preview = {
  decorators: [withEngine],
  parameters: { layout: "padded" },
};

export default preview;
