import type { PageView } from "../src/resources";

/** The generated pages' chunks, the same modules that src/resources/generic/pages.ts loads lazily. */
const chunks: Record<PageView, () => Promise<unknown>> = {
  list: () => import("../src/resources/generic/list/ResourceListPage"),
  create: () => import("../src/resources/generic/form/ResourceCreatePage"),
  edit: () => import("../src/resources/generic/form/ResourceEditPage"),
  show: () => import("../src/resources/generic/show/ResourceShowPage"),
  bin: () => import("../src/resources/generic/bin/ResourceBinPage"),
  calendar: () => import("../src/resources/generic/calendar/ResourceCalendarPage"),
};

/** The widget parts those pages load with the first field that renders them (src/widgets/lazy-part.tsx). */
const widgetParts = () =>
  Promise.all([
    import("../src/widgets/date/DateInput"),
    import("../src/widgets/images/ImagesInput"),
    import("../src/widgets/images/ImagesDisplay"),
    import("../src/widgets/lines/LinesTable"),
    import("../src/widgets/sub-list/SubListTable"),
    import("../src/resources/generic/list/filters/DateRangeFilter"),
  ]);

/**
 * Loads the chunks of the generated pages a test file opens; call it in `beforeAll`. On a busy machine the
 * first import of a page (antd's table, form, descriptions) takes seconds: loaded in the hook, it no longer
 * counts against the test's wait for the page's elements, and the lazy page renders at once.
 */
export const preloadPages = (...views: PageView[]): Promise<unknown[]> => Promise.all([...views.map((view) => chunks[view]()), widgetParts()]);
