import { Button, Flex, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { pageCountOf, pagerItems, shouldShowPager, type PagerItem } from "../../engine";

interface PagerProps {
  total: number;
  /** False: there are at least `total` rows (the server stops counting a few pages ahead). */
  exact?: boolean;
  perPage: number;
  current: number;
  onChange: (page: number) => void;
  /** Page sizes to choose from (spec §9: 5/7/10/20/50/100 on some lists); shown even when one page holds every row. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (perPage: number) => void;
}

const labelOf = (item: PagerItem, t: (key: string, options?: Record<string, unknown>) => string): { text: string; aria: string } => {
  switch (item.kind) {
    case "first":
      return { text: "«", aria: t("engine.pager.first") };
    case "last":
      return { text: "»", aria: t("engine.pager.last") };
    case "jump-prev":
      return { text: "‹ 10", aria: t("engine.pager.jumpPrev") };
    case "jump-next":
      return { text: "10 ›", aria: t("engine.pager.jumpNext") };
    case "page":
      return { text: String(item.page), aria: t("engine.pager.page", { page: item.page }) };
  }
};

/**
 * Spec §9 pager: only when rows exceed 14; first/last, jumps of 10 and the pages within 4 of the current one.
 * antd's Pagination fixes its window at 2 pages and its jumps at 5, so the buttons are laid out here.
 */
export const Pager = ({ total, exact = true, perPage, current, onChange, pageSizes, onPageSizeChange }: PagerProps) => {
  const { t } = useTranslation();
  const sizes = pageSizes && pageSizes.length > 0 && onPageSizeChange && (
    <Select<number>
      size="small"
      value={perPage}
      aria-label={t("engine.pager.perPage")}
      options={pageSizes.map((size) => ({ value: size, label: t("engine.pager.perPageOption", { count: size }) }))}
      onChange={onPageSizeChange}
      style={{ minWidth: 110 }}
    />
  );
  // With a size to choose, a page smaller than the spec's 14 rows must still reach the next one.
  const paged = sizes ? total > perPage : shouldShowPager(total, perPage);
  if (!paged) return sizes ? <Flex justify="end" style={{ marginTop: 16 }}>{sizes}</Flex> : null;
  return (
    <Flex component="nav" aria-label={t("engine.pager.label")} justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">{t(exact ? "engine.pager.total" : "engine.pager.totalAtLeast", { total })}</Typography.Text>
      <Flex gap={4} wrap align="center">
        {sizes}
        {pagerItems(current, pageCountOf(total, perPage), exact).map((item) => {
          const { text, aria } = labelOf(item, t);
          const isCurrent = item.kind === "page" && item.current;
          return (
            <Button
              key={`${item.kind}-${item.page}`}
              size="small"
              type={isCurrent ? "primary" : "default"}
              aria-label={aria}
              aria-current={isCurrent ? "page" : undefined}
              onClick={() => onChange(item.page)}
            >
              {text}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
};
